"""`rinkbook alerts` for a tournament: its board's alerts (docs/guide.md#alerts), each with the app's key, never
Gray's."""

from __future__ import annotations

import json
from pathlib import Path

from tests.tournament_files import three_on_three_example_games, tournament, write
from tui.cli import main

FIXTURES = Path(__file__).resolve().parent / "fixtures"


def alerts_of(tmp_path: Path, capsys, season_file: Path, *extra: str) -> list[dict[str, str]]:
    db = str(tmp_path / "x.db")
    assert main(["--db", db, "import", str(season_file)]) == 0
    capsys.readouterr()
    assert main(["--db", db, "--today", "2030-01-01", "alerts", "--json", *extra]) == 0
    return json.loads(capsys.readouterr().out)["alerts"]


def test_a_pools_coin_toss_is_the_boards_alert_with_its_key_and_gray_s_deadline_is_not(tmp_path, capsys):
    # The 3-on-3 tiebreakers' example: A and C level after every criterion, a coin toss pending.
    games = three_on_three_example_games()
    path = write(tmp_path, tournament("three-on-three", {"P": "A B C D"}, games))
    alerts = alerts_of(tmp_path, capsys, path)
    assert [a["kind"] for a in alerts] == ["coin_toss"]  # no roster deadline: drops and substitutes are Gray's
    assert alerts[0]["text"].startswith("Pool P: ") and "A" in alerts[0]["text"] and "C" in alerts[0]["text"]
    assert (alerts[0]["key"], alerts[0]["does"]) == ("k", "record the coin toss")


def test_disqualified_teams_and_goalies_are_listed_with_the_discipline_key(tmp_path, capsys):
    alerts = alerts_of(tmp_path, capsys, FIXTURES / "tournament-three-on-three.json")
    assert alerts == [
        {
            "kind": "disqualified_team",
            "text": "Disqualified: Olv from game G010: ineligible player (committee, PEN 5)",
            "key": "i",
            "does": "see the discipline",
        },
        {
            "kind": "disqualified_goalie",
            "text": "Goalie disqualified: Al Wolfe (P0053) from game G007 on (PEN 4)",
            "key": "i",
            "does": "see the discipline",
        },
    ]


def test_knockout_eligibility_and_short_pool_schedules_name_their_screens(tmp_path, capsys):
    alerts = alerts_of(tmp_path, capsys, FIXTURES / "tournament-coors-cup.json")
    assert alerts[0] == {
        "kind": "knockout_eligibility",
        "text": "Not yet knockout-eligible for Grn (rule 3.1.8): P0041",
        "key": "r",
        "does": "see the rosters",
    }
    short = [a for a in alerts if a["kind"] == "pool_games"]
    assert len(short) == 12 and {(a["key"], a["does"]) for a in short} == {("s", "see the schedule")}
    assert short[0]["text"] == "Red has 2 pool games: every team plays at least 3 (rule 3.1.1)"


def test_a_final_goalie_other_than_the_competitions_stays_an_alert(tmp_path, capsys):
    data = json.loads((FIXTURES / "tournament-three-on-three.json").read_text())
    for g in data["games"]:  # the final's and the third-place game's goalies swapped (3-on-3 GC)
        g["goalie"] = {"G022": "P0049", "G023": "P0051"}.get(g["id"], g.get("goalie"))
    alerts = alerts_of(tmp_path, capsys, write(tmp_path, data))
    # the board's alerts first, then 3-on-3 GC's
    assert [a["kind"] for a in alerts] == ["disqualified_team", "disqualified_goalie", "goalie", "goalie"]
    goalie = alerts[2:]
    assert [a["text"] for a in goalie] == [
        "Goalie P0049 in the final (G022) is not the goalie competition's first (P0051): "
        "the committee's reason is needed (GC)",
        "Goalie P0051 in the third-place (G023) is not the goalie competition's second (P0049): "
        "the committee's reason is needed (GC)",
    ]
    assert {(a["key"], a["does"]) for a in goalie} == {("g", "see the game's sheet")}


def test_suspensions_print_one_line_each_with_the_suspensions_key(tmp_path, capsys):
    db = str(tmp_path / "cole.db")
    argv = ["--db", db, "--today", "2026-12-06"]
    assert main([*argv, "demo", "--no-open", "--rulebook", "cole-harbour-classic"]) == 0
    capsys.readouterr()
    assert main([*argv, "alerts"]) == 0
    lines = capsys.readouterr().out.splitlines()
    assert [line for line in lines if line.startswith("• Suspended:")] == [
        "• Suspended: Ben Bergeron (P0036) of Green sits out the rest of the tournament (PT 4)"
        "  [i: see the suspensions]",
        "• Suspended: Marc Fleming (P0067) of Gold sits out 1 more game (VA 1)  [i: see the suspensions]",
    ]
    assert not any("Roster deadline" in line for line in lines)


def test_alerts_help_lists_the_tournament_kinds(capsys):
    import pytest

    with pytest.raises(SystemExit):
        main(["alerts", "--help"])
    out = " ".join(capsys.readouterr().out.split())
    for kind in ("disqualified_team", "disqualified_goalie", "knockout_eligibility", "pool_games"):
        assert kind in out
