"""`rinkbook game ID` on a game a disqualification forfeits: the score it counts as, the score played beside
it, and why. Cole Harbour's example: Nav is disqualified from G009 on; G009, played 3-1, counts as Nav's 0-5
forfeit, and G015, never played, as its 5-0 forfeit."""

from __future__ import annotations

import json
from pathlib import Path

from league.rulebooks import COLE
from tests.cli_run import run
from tests.tournament_imports import FIXTURES, imported


def test_game_json_says_a_played_game_counts_as_the_disqualified_teams_forfeit(tmp_path: Path, capsys):
    db = imported(tmp_path, capsys, FIXTURES / "tournament-cole-harbour-classic.json")
    code, out, err = run(capsys, "--db", db, "game", "G009", "--json")
    assert code == 0, err
    data = json.loads(out)
    assert (data["score"], data["played_score"]) == ({"home": 0, "away": 5}, {"home": 3, "away": 1})
    assert data["result"] == "forfeit 0-5 (3-1 played)"
    assert (data["decided_in"], data["winner"], data["forfeit"]) == (
        "forfeit",
        "TEA",
        {"team": "NAV", "cause": "disqualified"},
    )
    code, out, _ = run(capsys, "--db", db, "game", "G009")
    assert code == 0 and f"Forfeit: Nav forfeits (disqualified in game G009, {COLE.cite('disqualification')})" in out
    assert "Result: forfeit 0-5 (3-1 played)" in out


def test_game_json_gives_an_unplayed_disqualification_forfeit_its_result_and_no_played_score(tmp_path: Path, capsys):
    db = imported(tmp_path, capsys, FIXTURES / "tournament-cole-harbour-classic.json")
    code, out, err = run(capsys, "--db", db, "game", "G015", "--json")
    assert code == 0, err
    data = json.loads(out)
    assert (data["status"], data["result"], data["played_score"]) == ("scheduled", "forfeit 5-0", None)
    assert (data["score"], data["winner"]) == ({"home": 5, "away": 0}, "OLV")
