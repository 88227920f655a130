"""A game's kind and shootout in the season file and the league file (docs/readings/shared.md#pools-and-the-bracket,
docs/readings/shared.md#shootouts): read, checked, stored, counted in the stored outcome, exported only where present,
and migrated to."""

from __future__ import annotations

import json
import re
from dataclasses import replace
from pathlib import Path

import pytest

from league.rulebooks import PRIME
from league.season.errors import RuleViolation
from league.season.values import Shootout, ShootoutAttempt
from league.sheet.replay import replay_sheet
from store.cache.derived import write_outcomes
from store.file.db import open_league
from store.season_files.import_export import import_season_file
from store.season_files.reader import parse_season_text
from store.season_files.stream import export_season_text
from store.season_files.writer import season_to_text
from store.tables import models as m
from store.tables.season_rows import write_season
from store.views.season_load import load_season
from store.writes.games import _write_game
from tests.store.schema_steps import migrated_at_open, undo_schema_11
from tests.store.season_file_texts import file_digest

R06 = 5  # the example's R06: GRN 3, RED 3, both lineups dressed
SHOOTOUT = {
    "first": "GRN",
    "attempts": [
        {"team": "GRN", "shooter": "P029", "scored": True},
        {"team": "RED", "shooter": "P015", "scored": False},
        {"team": "GRN", "shooter": "P030", "scored": True},
        {"team": "RED", "shooter": "P016", "scored": False},
    ],
}


def example_with(example_path: Path, **fields: object) -> dict:
    """The example season with R06 given `fields` (a key set to None is removed)."""
    data = json.loads(example_path.read_text())
    game = data["games"][R06]
    game.update(fields)
    for key in [k for k, v in fields.items() if v is None]:
        del game[key]
    return data


def written(tmp_path: Path, data: dict) -> Path:
    path = tmp_path / "incoming.json"
    path.write_text(json.dumps(data, indent=1, ensure_ascii=False) + "\n")
    return path


def test_a_kind_goes_through_import_and_export_unchanged_and_a_game_without_one_writes_none(
    league_file, example_path, tmp_path
):
    text = written(tmp_path, example_with(example_path, kind="pool")).read_text()
    with open_league(tmp_path / "kind.db", create=True) as store:
        import_season_file(store, tmp_path / "incoming.json")
        assert load_season(store).game("R06").kind == "pool"
        assert export_season_text(store) == season_to_text(load_season(store))
        again = export_season_text(store)
    assert json.loads(again)["games"][R06]["kind"] == "pool"
    assert json.loads(text)["games"][R06] == json.loads(again)["games"][R06]
    # The example holds none: none is written, and the example exports as before.
    assert all("kind" not in game for game in json.loads(export_season_text(league_file))["games"])


def test_a_stored_shootout_is_read_back_and_exported_byte_for_byte_by_both_exporters(example_path, tmp_path):
    """Gray's rules refuse any shootout, so the sheet is written by the store's own functions, past the checks:
    what the file gave is what the league file keeps and what both exporters write (and the reference's bytes)."""
    data = example_with(example_path, kind="pool", shootout=SHOOTOUT)
    data["games"][R06 + 1]["shootout"] = {"attempts": []}  # begun, nobody shot yet, home first by default
    season = parse_season_text(written(tmp_path, data).read_text())
    with open_league(tmp_path / "so.db", create=True) as store:
        with store.writing():
            write_season(season)
        loaded = load_season(store)
        assert loaded.games == season.games
        assert loaded.game("R06").shootout.first == "GRN" and loaded.games[R06 + 1].shootout.attempts == ()
        text = export_season_text(store)
        assert text == season_to_text(loaded)
    again = season_to_text(parse_season_text(text))
    assert again == text and json.loads(text)["games"][R06]["shootout"] == SHOOTOUT


def test_a_prime_pool_tie_decided_by_its_shootout_is_stored_as_a_shootout_win_worth_two_and_one(example_path, tmp_path):
    """The store holds only Gray seasons today: Prime's rulebook is given to the store functions directly."""
    season = parse_season_text(written(tmp_path, example_with(example_path, shootout=SHOOTOUT)).read_text())
    with open_league(tmp_path / "prime.db", create=True) as store, store.writing():
        write_season(season)
        write_outcomes(load_season(store), PRIME)
        row = m.Game.get(m.Game.gid == "R06")
        grn = m.Team.get(m.Team.code == "GRN").id
    assert (row.decided_by, row.winner_id, row.points_home, row.points_away) == ("shootout", grn, 2, 1)
    assert (row.result_home, row.result_away) == (3, 3)  # shootout goals count in no score


def test_saving_a_sheet_replaces_its_shootout_and_its_stored_outcome_together(example_path, tmp_path):
    """The sheet's save (`store.writes.games`) rewrites the shootout's rows with the rest of the sheet, and the
    outcome with them: RED now wins it, 3 attempts to none (Prime's rulebook given directly, as above)."""
    season = parse_season_text(written(tmp_path, example_with(example_path, shootout=SHOOTOUT)).read_text())
    red_wins = Shootout(
        "RED",
        tuple(
            ShootoutAttempt(team, shooter, team == "RED")
            for team, shooter in (("RED", "P015"), ("GRN", "P029"), ("RED", "P016"), ("GRN", "P030"))
        ),
    )
    with open_league(tmp_path / "save.db", create=True) as store:
        with store.writing():
            write_season(season)
        game = replace(load_season(store).game("R06"), shootout=red_wins)
        with store.writing():
            _write_game(season, game, PRIME, replay_sheet(game, PRIME))
            row = m.Game.get(m.Game.gid == "R06")
            red = m.Team.get(m.Team.code == "RED").id
        assert load_season(store).game("R06").shootout == red_wins
    assert (row.decided_by, row.winner_id, row.points_home, row.points_away) == ("shootout", red, 1, 2)


REFUSALS = {
    "a kind no rulebook has": (dict(kind="overtime"), r"games\[5\]\.kind: 'overtime' is not one of pool, play-in"),
    "a shooter who is no player": (
        dict(shootout={"attempts": [{"team": "GRN", "shooter": "P999", "scored": True}]}),
        r"games\[5\]\.shootout\.attempts\[0\]\.shooter: P999 is not a player of this season",
    ),
    "an attempt of a team not in the game": (
        dict(shootout={"attempts": [{"team": "BLU", "shooter": "P052", "scored": True}]}),
        r"games\[5\]\.shootout\.attempts\[0\]\.team: 'BLU' does not play in this game \(GRN or RED\)",
    ),
    "a first team not in the game": (
        dict(shootout={"first": "BLK", "attempts": []}),
        r"games\[5\]\.shootout\.first: 'BLK' does not play in this game",
    ),
    "an attempt that does not say whether it scored": (
        dict(shootout={"attempts": [{"team": "GRN", "shooter": "P029"}]}),
        r"games\[5\]\.shootout\.attempts\[0\]\.scored: is missing",
    ),
    "a gray game with a shootout": (dict(shootout=SHOOTOUT), r"games\[5\]\.shootout: a regular-season game has no"),
}


@pytest.mark.parametrize("case", sorted(REFUSALS))
def test_a_bad_kind_or_shootout_is_refused_naming_its_path_and_changes_nothing(
    case, league_file, example_path, tmp_path
):
    fields, message = REFUSALS[case]
    before = file_digest(league_file)
    with pytest.raises(RuleViolation) as refused:
        import_season_file(league_file, written(tmp_path, example_with(example_path, **fields)), replace=True)
    shown = [str(p) for p in refused.value.problems]
    assert any(re.search(message, p) for p in shown), shown
    assert file_digest(league_file) == before


def test_a_schema_10_file_gains_kinds_and_shootouts_at_open_after_a_backup(league_file):
    with migrated_at_open(league_file, lambda store: undo_schema_11(store.db)) as store:
        tables = ("shootout", "shootout_attempt")
        assert [store.db.execute_sql(f'SELECT count(*) FROM "{t}"').fetchone()[0] for t in tables] == [0, 0]
