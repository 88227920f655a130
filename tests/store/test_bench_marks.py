"""A game's bench marks (who the bench tracker marked out of the game, and from which shift): kept by the
store (schema 14), written by both exports alike, and read back by import as they were."""

from __future__ import annotations

import json

import pytest

from store.file.db import backup_folder, open_league
from store.file.file_format import SCHEMA_VERSION
from store.season_files.import_export import import_season_file
from store.season_files.stream import export_season_file, export_season_text
from store.season_files.writer import season_to_text
from store.views.season_load import load_season
from tests.store.bench_marking import marked
from tests.store.schema_steps import migrated_at_open, undo_schema_14


def test_the_marks_survive_a_reopen_and_both_exports_write_them_alike(league_file, tmp_path):
    gid, marks = marked(league_file)
    with open_league(league_file.address) as other:
        assert load_season(other).game(gid).bench_outs == marks
    text = export_season_text(league_file)
    assert text == season_to_text(load_season(league_file))
    assert text == json.dumps(json.loads(text), indent=1, ensure_ascii=False) + "\n"
    written = next(g for g in json.loads(text)["games"] if g["id"] == gid)
    assert written["bench_outs"][0] == {
        "team": marks[0].team,
        "player": marks[0].player,
        "shift": 3,
        "reason": "injured",
    }
    export_season_file(league_file, None, tmp_path / "out.json")
    with open_league(tmp_path / "two.db", create=True) as two:
        import_season_file(two, tmp_path / "out.json")
        assert load_season(two).game(gid).bench_outs == marks
        assert export_season_text(two) == text


def test_a_file_without_a_bench_mark_reads_back_without_any(league_file):
    assert all(g.bench_outs == () for g in load_season(league_file).games)
    assert '"bench_outs"' not in export_season_text(league_file)


def test_a_schema_13_file_gains_the_bench_marks_at_open_after_a_backup(league_file):
    if league_file.engine.server:
        pytest.skip("a league file's own migration step")
    with migrated_at_open(league_file, lambda store: undo_schema_14(store.db)) as store:
        gid, marks = marked(store)
        assert load_season(store).game(gid).bench_outs == marks
    assert any(f"before-schema-{SCHEMA_VERSION}" in p.name for p in backup_folder(league_file.path).iterdir())
