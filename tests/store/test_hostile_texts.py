"""Text that bites, refused at import before any backup or write: a lone surrogate, an invisible character
in a name, a key named twice, a 100 MB name; and an override reason kept only in the audit log."""

from __future__ import annotations

import json
from dataclasses import replace

import pytest

from league.season.errors import RuleViolation
from store.file.db import backup_folder
from store.season_files.import_export import export_season_text, import_season_file
from store.views.season_load import load_season
from store.writes.games import save_game


def _next_season(league_file) -> dict:
    """The example season as JSON under a new name: importing it would back the file up first."""
    data = json.loads(export_season_text(league_file))
    data["season"] = "2009-10"
    return data


def _refused_without_a_backup(league_file, tmp_path, digest, text: str) -> RuleViolation:
    path = tmp_path / "bad.json"
    path.write_text(text, encoding="utf-8")
    before = digest(league_file.path)
    with pytest.raises(RuleViolation) as refused:
        import_season_file(league_file, path)
    assert not backup_folder(league_file.path).exists()
    assert digest(league_file.path) == before
    return refused.value


def test_a_lone_surrogate_in_a_season_file_is_refused_naming_its_path_before_any_backup(league_file, tmp_path, digest):
    data = _next_season(league_file)
    name = data["players"][3]["name"]
    text = json.dumps(data).replace(f'"{name}"', f'"{name}\\ud800"', 1)  # as a file holds it: an escape
    refused = _refused_without_a_backup(league_file, tmp_path, digest, text)
    assert str(refused.first).startswith("players[3].name: holds a lone surrogate U+D800")


def test_a_zero_width_space_in_a_player_id_is_refused_naming_its_path(league_file, tmp_path, digest):
    data = _next_season(league_file)
    data["players"][0]["id"] = "P0\u200b01"
    refused = _refused_without_a_backup(league_file, tmp_path, digest, json.dumps(data))
    assert refused.first.path == "players[0].id" and "U+200B" in refused.first.message


def test_a_key_named_twice_in_a_season_file_is_refused_naming_its_path(league_file, tmp_path, digest):
    data = _next_season(league_file)
    name = data["players"][3]["name"]
    text = json.dumps(data).replace(f'"name": "{name}"', f'"name": "{name}", "name": "Someone Else"', 1)
    refused = _refused_without_a_backup(league_file, tmp_path, digest, text)
    assert str(refused.first) == (
        "players[3].name: appears twice in one object: a season file names each field once (season file)"
    )


def test_a_key_named_twice_at_the_top_is_named_by_itself(league_file, tmp_path, digest):
    text = json.dumps(_next_season(league_file)).replace('"season": "2009-10"', '"season": "2009-10", "season": "x"')
    assert _refused_without_a_backup(league_file, tmp_path, digest, text).first.path == "season"


def test_a_hundred_megabyte_league_name_is_refused_naming_the_field_and_the_limit(league_file, tmp_path, digest):
    data = _next_season(league_file)
    data["league"] = "L" * (100 * 2**20)
    refused = _refused_without_a_backup(league_file, tmp_path, digest, json.dumps(data))
    assert str(refused.first) == "league: 104,857,600 characters; the most is 80 (text)"


def test_a_committee_reason_kept_only_in_the_audit_log_has_a_limit_too(league_file, digest):
    game = next(g for g in load_season(league_file).games if g.signed)
    before = digest(league_file.path)
    with pytest.raises(RuleViolation, match="reason: 5,000 characters; the most is 500"):
        save_game(league_file, None, replace(game, overtime=not game.overtime), reason="r" * 5000)
    assert digest(league_file.path) == before
