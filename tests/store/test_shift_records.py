"""Shifts in the season file (Gray rule 9): they round-trip, and import refuses one the rules refuse."""

from __future__ import annotations

import copy
import json

import pytest

from league.season.errors import RuleViolation
from league.season.values import Shift
from league.stats.fairness import with_shift
from store.file.db import open_league
from store.season_files.import_export import export_season_text, import_season_file
from store.views.season_load import load_season
from store.views.season_names import season_names
from store.writes.games import save_game
from tests.conftest import EXAMPLE

EXAMPLE_DATA = json.loads(EXAMPLE.read_text(encoding="utf-8"))


def _edited(edit) -> dict:
    data = copy.deepcopy(EXAMPLE_DATA)
    data["season"] = "2003-04"  # a new season, so only the broken rule refuses it
    edit(data)
    return data


def _game(data: dict, gid: str) -> dict:
    return next(g for g in data["games"] if g["id"] == gid)


def _position(data: dict) -> dict[str, str]:
    return {p["id"]: p["position"] for p in data["players"]}


def _add_dressed(data: dict, gid: str, team: str, group: str, index: int) -> None:
    """Put one more dressed player of `group` on shift `index` of `team` in game `gid`."""
    game, position = _game(data, gid), _position(data)
    shift = game["shifts"][team][index]
    assert shift["group"] == group
    extra = next(p for p in game["dressed"][team] if position[p] == group and p not in shift["players"])
    shift["players"].append(extra)


def _first(data: dict, gid: str, team: str, group: str) -> int:
    return next(i for i, s in enumerate(_game(data, gid)["shifts"][team]) if s["group"] == group)


CASES = {
    "four forwards": (
        lambda d: _add_dressed(d, "R02", "RED", "F", _first(d, "R02", "RED", "F")),
        r"games\[1\]\.shifts\.RED\[\d+\]\.players: a F shift sends out 1 to 3 forwards, not 4 \(rule 9\)",
    ),
    "three defencemen": (
        lambda d: _add_dressed(d, "R02", "RED", "D", _first(d, "R02", "RED", "D")),
        r"shifts\.RED\[\d+\]\.players: a D shift sends out 1 to 2 defencemen, not 3 \(rule 9\)",
    ),
    "empty shift": (
        lambda d: _game(d, "R02")["shifts"]["RED"][0].update(players=[]),
        r"shifts\.RED\[0\]\.players: a . shift sends out 1 to \d .*, not 0 \(rule 9\)",
    ),
    "a player twice": (
        lambda d: _game(d, "R02")["shifts"]["RED"][0].update(
            players=_game(d, "R02")["shifts"]["RED"][0]["players"][:1] * 2
        ),
        r"shifts\.RED\[0\]\.players: a shift names each player once \(rule 9\)",
    ),
}


@pytest.mark.parametrize("case", sorted(CASES))
def test_import_refuses_a_shift_off_the_rulebooks_group_sizes(case, league_file, tmp_path):
    edit, message = CASES[case]
    path = tmp_path / "season.json"
    path.write_text(json.dumps(_edited(edit)), encoding="utf-8")
    with pytest.raises(RuleViolation) as refused:
        import_season_file(league_file, path)
    assert any(__import__("re").search(message, str(p)) for p in refused.value.problems), [
        str(p) for p in refused.value.problems
    ]
    assert season_names(league_file) == ["2002-03"]


def test_shifts_recorded_in_the_app_round_trip_through_the_season_file(league_file, tmp_path):
    season = load_season(league_file, "2002-03")
    game = next(g for g in season.games if g.shifts)
    team = game.home
    forwards = [p for p in game.dressed_for(team) if season.player(p).position == "F"][:2]
    updated = with_shift(game, team, Shift("F", tuple(forwards), stop_time=True))
    save_game(league_file, "2002-03", updated, reason="a stop-time shift the scorer missed")  # signed: an override
    text = export_season_text(league_file, "2002-03")
    exported = json.loads(text)
    shifts = next(g for g in exported["games"] if g["id"] == game.id)["shifts"][team]
    assert shifts[-1] == {"group": "F", "players": forwards, "stop_time": True}
    copy_path = tmp_path / "again.json"
    copy_path.write_text(text, encoding="utf-8")
    again = open_league(tmp_path / "again.db", create=True)
    try:
        import_season_file(again, copy_path)
        assert load_season(again, "2002-03").game(game.id).shifts_for(team) == updated.shifts_for(team)
        assert export_season_text(again, "2002-03") == text
    finally:
        again.close()
