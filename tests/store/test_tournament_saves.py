"""A tournament's stored outcomes follow its own rules: Cole's short lineup (Cole PR 1) told apart by the goalie,
and a 3-on-3 disqualification on the ice (3-on-3 PEN 5) turning the team's later games into forfeits on a save."""

from __future__ import annotations

import json
from dataclasses import replace
from pathlib import Path

from league.season.values import Penalty
from store.file.db import open_league
from store.file.raw_sql import execute
from store.season_files.import_export import import_season_file
from store.views.season_load import load_season
from store.writes.games import save_game

FIXTURES = Path(__file__).parent.parent / "fixtures"


def _stored_forfeit(store, gid: str) -> tuple[str | None, str | None, int | None, int | None]:
    with store.reading() as db:
        row = execute(
            db, "SELECT forfeit_by, forfeit_cause, result_home, result_away FROM game WHERE gid = ?", (gid,)
        ).fetchone()
    return tuple(row)


def test_a_cole_team_dressing_seven_skaters_and_no_goalie_forfeits_in_the_stored_result(tmp_path):
    data = json.loads((FIXTURES / "tournament-cole-harbour-classic.json").read_text())
    first = data["games"][0]  # GRN v BLU, GRN dressed seven skaters and goalie P0028
    skaters = [p["id"] for p in data["players"] if p["team"] == "GRN" and p["position"] != "G"]
    first["dressed"]["GRN"] = skaters[:7]
    for key in ("score", "goals", "penalties", "period_scores", "shots"):
        first.pop(key, None)
    path = tmp_path / "cole.json"
    path.write_text(json.dumps(data))
    with open_league(tmp_path / "cup.db", create=True) as store:
        import_season_file(store, path)
        assert _stored_forfeit(store, first["id"]) == ("GRN", "short lineup", 0, 5)


def test_a_three_on_three_fight_saved_on_a_sheet_makes_the_teams_later_games_its_forfeits(tmp_path):
    with open_league(tmp_path / "cup.db", create=True) as store:
        import_season_file(store, FIXTURES / "tournament-three-on-three.json")
        assert _stored_forfeit(store, "G006")[0] is None  # GRN v RED, played
        season = load_season(store)
        first = season.known_game("G001")  # GRN v BLU, before it
        fighter = first.dressed_for("GRN")[0]
        fight = Penalty("GRN", fighter, "major", "fighting", period=1, second=10)
        fought = replace(first, goals=(), penalties=(fight,), score=None, shots=None)
        save_game(store, None, fought, reason="the referee's report: a fight in the first minute")
        assert _stored_forfeit(store, "G001")[0] == "GRN"  # the game of the fight ends there as its forfeit
        assert _stored_forfeit(store, "G006")[:2] == ("GRN", "disqualified")
