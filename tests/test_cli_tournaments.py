"""`rinkbook standings`, `playoffs`, `game` and `rulebooks` on tournaments (docs/guide.md#the-command-line): each
tournament's tiebreakers worked through the season file and the command line, the example files' pools and brackets."""

from __future__ import annotations

import json
import sqlite3

import pytest

from tests.cli_run import run
from tests.tournament_files import game, three_on_three_example_games, tournament, write
from tests.tournament_imports import FIXTURES, imported, standings


def order(data: dict, pool: str = "A") -> list[str]:
    return [r["team"] for r in data["standings"] if r["pool"] == pool]


def test_coors_example_through_the_file_period_points_and_a_restart(tmp_path, capsys):
    """Coors 6.1: A, B, C 14 points, D 6; B first on head-to-head points, then C beat A: B, C, A, D."""
    games = [
        game("G1", "A", "B", periods=[(2, 0), (0, 1), (0, 0)]),
        game("G2", "B", "C", periods=[(1, 0), (1, 0), (0, 0)]),
        game("G3", "C", "A", periods=[(0, 0), (1, 0), (0, 0)]),
        game("G4", "A", "D", periods=[(1, 0), (1, 0), (0, 0)]),
        game("G5", "C", "D", periods=[(0, 0), (2, 0), (1, 0)]),
        game("G6", "B", "D", periods=[(1, 0), (0, 1), (0, 0)]),
    ]
    db = imported(tmp_path, capsys, write(tmp_path, tournament("coors-cup", {"A": "A B C D"}, games)))
    data = standings(capsys, db, "--explain")
    assert order(data) == ["B", "C", "A", "D"]
    rows = {r["team"]: r for r in data["standings"]}
    assert {t: rows[t]["pts"] for t in "ABCD"} == {"A": 14, "B": 14, "C": 14, "D": 6}
    assert rows["A"]["period_points"] == 10 and "gq" not in rows["A"]
    assert [r["rank"] for r in data["standings"]] == [1, 2, 3, 4] and rows["B"]["pool"] == "A"
    assert data["tiebreaks"]["A"][1] == (
        "Team C and Team A 14 pts, again among themselves only; head-to-head wins Team C 1, Team A 0"
    )


def test_prime_example_goal_quotient_on_the_posted_score_and_shootout_columns(tmp_path, capsys):
    """Prime TB: D 6, A, B, C 4; goal quotient on the posted score (A's 11-3 posted 10-3): D, A, C, B."""
    games = [
        game("G1", "A", "B", "0-0", shootout_winner="B"),
        game("G2", "C", "B", "1-0"),
        game("G3", "A", "C", "11-3"),
        game("G4", "D", "A", "1-0"),
        game("G5", "B", "D", "1-1", shootout_winner="B"),
        game("G6", "C", "D", "2-2", shootout_winner="D"),
    ]
    db = imported(tmp_path, capsys, write(tmp_path, tournament("prime-expo-boulder", {"A": "A B C D"}, games)))
    data = standings(capsys, db)
    assert order(data) == ["D", "A", "C", "B"]
    rows = {r["team"]: r for r in data["standings"]}
    assert (rows["A"]["gf"], rows["A"]["ga"], rows["A"]["gq"]) == (10, 4, "10/14")
    assert (rows["B"]["sow"], rows["B"]["sol"], rows["B"]["w"], rows["B"]["pts"]) == (2, 0, 2, 4)
    code, out, _ = run(capsys, "--db", db, "game", "G3", "--json")
    shown = json.loads(out)
    assert code == 0
    assert (shown["score"], shown["played_score"]) == ({"home": 10, "away": 3}, {"home": 11, "away": 3})
    assert (shown["result"], shown["decided_in"], shown["winner"]) == ("10-3 (11-3 played)", "regulation", "A")
    code, out, _ = run(capsys, "--db", db, "game", "G1", "--json")
    assert json.loads(out)["result"] == "0-0 SO 0-2" and json.loads(out)["points"] == {"A": 1, "B": 2}


def test_three_on_three_example_ends_in_a_pending_toss_listed_for_its_pool(tmp_path, capsys):
    """3-on-3 (docs/readings/three-on-three.md#points-and-tiebreakers): B third; A and C level on everything: shown 1-2
    in code order, the toss pending."""
    games = three_on_three_example_games()
    db = imported(tmp_path, capsys, write(tmp_path, tournament("three-on-three", {"A": "A B C D"}, games)))
    data = standings(capsys, db)
    assert order(data) == ["A", "C", "B", "D"]
    assert data["coin_toss_pending"] == [["A", "C"]]
    assert [r["coin_toss_pending"] for r in data["standings"]] == [True, True, False, False]
    code, out, _ = run(capsys, "--db", db, "playoffs", "--json")
    assert code == 0 and json.loads(out) == {"places": {}, "series": []}  # a pending toss keeps the places open


def test_cole_example_most_wins_first_and_one_pool_shown_with_pool(tmp_path, capsys):
    """Cole ST 2: all four 3 points; B has no win; D third on goal difference; C beat A: C, A, D, B."""
    games = [
        game("G1", "A", "B", "1-1"),
        game("G2", "B", "C", "2-2"),
        game("G3", "C", "A", "3-0"),
        game("G4", "A", "D", "4-0"),
        game("G5", "B", "D", "2-2"),
        game("G6", "D", "C", "2-0"),
        game("G7", "E", "F", "1-0"),
    ]
    for played in games:  # Cole PR 1: four dressed a side is short of 6 skaters and a goalie; the official waived it
        played["lineup_waiver"] = {"reason": "four a side"}
    data = tournament("cole-harbour-classic", {"A": "A B C D", "B": "E F"}, games)
    db = imported(tmp_path, capsys, write(tmp_path, data))
    both = standings(capsys, db)
    assert (order(both, "A"), order(both, "B")) == (["C", "A", "D", "B"], ["E", "F"])
    assert [r["rank"] for r in both["standings"]] == [1, 2, 3, 4, 1, 2]
    assert order(standings(capsys, db, "--pool", "B"), "B") == ["E", "F"]
    assert standings(capsys, db, "--pool", "B")["standings"][0].keys() >= {"otw", "otl", "sow", "sol", "pim", "dq"}
    code, _, err = run(capsys, "--db", db, "standings", "--pool", "Z")
    assert code == 1 and "--pool: no pool 'Z'" in err and "pools: A, B" in err
    code, out, _ = run(capsys, "--db", db, "standings")
    assert code == 0 and "Pool A" in out and "Pool B" in out


@pytest.mark.parametrize(
    ("name", "places", "final"),
    [
        ("cole-harbour-classic", {"D": ["TEA", "MAR", "OLV", "NAV"]}, ("A-F", "GLD")),
        ("prime-expo-boulder", {}, None),
    ],
)
def test_the_example_files_places_and_series(tmp_path, capsys, name, places, final):
    db = imported(tmp_path, capsys, FIXTURES / f"tournament-{name}.json")
    code, out, err = run(capsys, "--db", db, "playoffs", "--json")
    data = json.loads(out)
    assert code == 0, err
    for pool, teams in places.items():
        assert data["places"][pool] == teams
    series = {s["id"]: s for s in data["series"]}
    assert list(series) == [s["id"] for s in json.loads((FIXTURES / f"tournament-{name}.json").read_text())["bracket"]]
    first = data["series"][0]
    keys = {"id", "kind", "division", "best_of", "high", "low", "wins", "winner", "loser", "games", "next_game"}
    assert first.keys() == keys
    if final is not None:
        assert series[final[0]]["winner"] == final[1]
        assert series[final[0]]["games"][0]["decided_in"] == "regulation"


def test_a_disqualified_team_ranks_last_marked_dq_and_its_unplayed_games_are_forfeits(tmp_path, capsys):
    db = imported(tmp_path, capsys, FIXTURES / "tournament-cole-harbour-classic.json")
    rows = [r for r in standings(capsys, db)["standings"] if r["pool"] == "D"]
    assert [(r["team"], r["dq"]) for r in rows][-1] == ("NAV", True)
    assert [r["dq"] for r in rows[:-1]] == [False, False, False]


def test_the_readable_bracket_is_a_tree_with_results_in_words(tmp_path, capsys):
    db = imported(tmp_path, capsys, FIXTURES / "tournament-cole-harbour-classic.json")
    code, out, _ = run(capsys, "--db", db, "playoffs")
    lines = out.splitlines()
    assert code == 0
    assert "Pool D: TEA, MAR, OLV, NAV" in lines
    final = lines.index("Division A") + 1
    assert lines[final].startswith("A-F final: ")
    assert lines[final + 1].startswith("├─ A-SF1 semi-final: ") and lines[final + 2].startswith("└─ A-SF2 semi-final: ")
    assert "SO 1-0; WHT wins" in lines[final + 2]


def test_rulebooks_lists_the_five_built_in(capsys):
    code, out, _ = run(capsys, "rulebooks", "--json")
    names = [r["name"] for r in json.loads(out)["rulebooks"]]
    assert code == 0
    assert names == ["gray", "coors-cup", "prime-expo-boulder", "three-on-three", "cole-harbour-classic"]


def test_game_refuses_an_unknown_id_naming_it(tmp_path, capsys):
    db = imported(tmp_path, capsys, FIXTURES / "tournament-coors-cup.json")
    code, _, err = run(capsys, "--db", db, "game", "G999")
    assert code == 1 and "no game 'G999'" in err


def test_discipline_lists_ejections_disqualified_teams_and_goalies_in_game_order(tmp_path, capsys):
    db = imported(tmp_path, capsys, FIXTURES / "tournament-three-on-three.json")
    code, out, _ = run(capsys, "--db", db, "discipline", "--json")
    data = json.loads(out)
    assert code == 0 and data.keys() == {"ejections", "disqualified_teams", "disqualified_goalies"}
    assert data["ejections"][0] == {
        "game": "G016",
        "player": "P0012",
        "team": "WHT",
        "period": 1,
        "time": "05:04",
        "cause": "game misconduct",
    }
    ruled = {"team": "OLV", "game": "G010", "cause": "committee ruling: ineligible player"}
    assert data["disqualified_teams"] == [ruled]
    assert data["disqualified_goalies"] == [{"player": "P0053", "game": "G007"}]  # his third penalty (3-on-3 PEN 4)
    code, out, _ = run(capsys, "--db", db, "discipline")
    assert code == 0 and "Disqualified goalies:" in out and "from G007" in out


def test_a_team_disqualified_on_the_ice_is_listed_with_what_happened(tmp_path, capsys):
    """3-on-3 PEN 5: a fight ends the game as the team's forfeit and disqualifies it from there."""
    fight = {"team": "B", "player": "B1", "kind": "major", "infraction": "fighting", "period": 1, "time": "00:10"}
    fight |= {"bench": False, "equipment": False, "coincidental": False}
    fought = game("G1", "A", "B", "0-0") | {"penalties": [fight]}
    del fought["score"]
    games = [fought, game("G2", "B", "C", "2-1"), game("G3", "A", "C", "1-0")]
    db = imported(tmp_path, capsys, write(tmp_path, tournament("three-on-three", {"A": "A B C"}, games)))
    code, out, _ = run(capsys, "--db", db, "discipline", "--json")
    teams = json.loads(out)["disqualified_teams"]
    assert code == 0 and [(t["team"], t["game"]) for t in teams] == [("B", "G1")]
    assert "fighting" in teams[0]["cause"]
    rows = {r["team"]: r for r in standings(capsys, db)["standings"]}
    assert (rows["B"]["dq"], rows["B"]["l"], rows["C"]["w"], rows["C"]["l"]) == (True, 2, 1, 1)  # G2: B forfeits


def test_the_committee_disqualifies_a_team_and_suspends_a_player_audit_logged(tmp_path, capsys):
    games = [game("G1", "A", "B", "1-2"), game("G2", "B", "C", "3-0"), game("G3", "A", "C", "1-0")]
    db = imported(tmp_path, capsys, write(tmp_path, tournament("prime-expo-boulder", {"A": "A B C"}, games)))
    code, _, err = run(capsys, "--db", db, "disqualify", "B", "G2", "--reason", " ")
    assert code == 1 and "reason: a disqualification needs the committee's reason" in err
    code, _, err = run(capsys, "--db", db, "disqualify", "B", "G3", "--reason", "an ineligible player")
    assert code == 1 and "game: B does not play in G3" in err
    code, out, _ = run(capsys, "--db", db, "disqualify", "B", "G2", "--reason", "an ineligible player")
    assert code == 0 and "Disqualified B from G2 on" in out
    rows = {r["team"]: r for r in standings(capsys, db)["standings"]}
    assert (rows["B"]["dq"], rows["B"]["w"], rows["B"]["l"], rows["C"]["w"]) == (True, 1, 1, 1)  # G1 stands
    code, out, _ = run(capsys, "--db", db, "discipline", "--json")
    assert json.loads(out)["disqualified_teams"][0]["cause"] == "committee ruling: an ineligible player"
    code, _, err = run(capsys, "--db", db, "disqualify", "B", "G1", "--reason", "twice")
    assert code == 1 and "B is already disqualified from G2" in err
    code, _, err = run(capsys, "--db", db, "suspend", "A1", "G1", "--rest", "--reason", "abuse of an official")
    assert code == 1 and "A1 is suspended" in err and "games[2].dressed.A[0]" in err  # he played G3 since
    code, out, _ = run(capsys, "--db", db, "suspend", "A1", "G3", "--rest", "--reason", "abuse of an official")
    assert code == 0 and "for the rest of the tournament" in out
    code, out, _ = run(capsys, "--db", db, "export", "-")
    exported = json.loads(out)
    assert exported["disqualifications"] == [{"team": "B", "game": "G2", "reason": "an ineligible player"}]
    assert exported["suspension_rulings"] == [
        {"player": "A1", "game": "G3", "games": None, "reason": "abuse of an official"}
    ]
    code, out, _ = run(capsys, "--db", db, "check")
    assert code == 0
    with sqlite3.connect(db) as raw:
        actions = [a for (a,) in raw.execute("SELECT action FROM audit ORDER BY id")]
    assert actions[-2:] == ["disqualify team", "suspension ruling"]
