"""`rinkbook import` reads a game's sheet as the scoresheet reads it: a goal in an overtime period makes an
overtime game, an empty list of goals without a score is a game played 0-0, and a disqualified team's
later game is its forfeit without a sheet. Each file then exports and imports again to the same export."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest

from league.rulebooks import COLE, GRAY, PRIME
from league.season.errors import RuleViolation
from store.file.db import open_league
from store.season_files.import_export import import_season_file
from store.views.season_names import season_names
from tests.cli_run import run
from tests.sheet_imports import exports_again_the_same, imported, sheet

FIXTURES = Path(__file__).parent / "fixtures"
GRAY_FILE = "season-2002-03.json"


def example(name: str) -> dict[str, Any]:
    return json.loads((FIXTURES / name).read_text())


def refusal(tmp_path: Path, data: dict[str, Any]) -> list[str]:
    """Every problem an import of the file names (the command line prints the first), nothing stored."""
    source = tmp_path / "refused.json"
    source.write_text(json.dumps(data, indent=1), encoding="utf-8")
    with open_league(tmp_path / "refused.db", create=True) as store:
        with pytest.raises(RuleViolation) as refused:
            import_season_file(store, source)
        assert season_names(store) == []
    return [str(problem) for problem in refused.value.problems]


def game_facts(capsys, db: str, gid: str) -> dict[str, Any]:
    code, out, err = run(capsys, "--db", db, "game", gid, "--json")
    assert code == 0, err
    facts: dict[str, Any] = json.loads(out)
    return facts


# A knockout game in overtime ---------------------------------------------------------------------------


def _coors_consolation_won_in_overtime(data: dict[str, Any]) -> dict[str, Any]:
    """Coors' consolation game G015: 1-1 after regulation, Blue's goal at 2:00 of the first overtime period."""
    game = sheet(data, "G015")
    game["goals"] = [
        game["goals"][0],
        {"team": "GLD", "scorer": "P0067", "assists": [], "period": 3, "time": "05:00"},
        {"team": "BLU", "scorer": "P0018", "assists": [], "period": 4, "time": "02:00"},
    ]
    return data


@pytest.mark.parametrize(
    ("name", "gid", "winner", "sheet_of"),
    [
        (GRAY_FILE, "SF1-1", "RED", lambda data: data),  # Red's 4-3 winner at 12:59 of period 4
        ("tournament-coors-cup.json", "G015", "BLU", _coors_consolation_won_in_overtime),
    ],
)
def test_a_knockout_goal_in_an_overtime_period_makes_an_overtime_win_though_the_file_says_no_overtime(
    tmp_path, capsys, name, gid, winner, sheet_of
):
    """A goal scored after the last regulation period was scored in overtime: the game went to overtime and
    that goal won it, as the scoresheet marks a game the moment such a goal is entered. The file's
    `"overtime": false` beside it does not turn the game into a regulation win."""
    data = sheet_of(example(name))
    sheet(data, gid)["overtime"] = True
    _, told = imported(tmp_path, capsys, data, "told")  # the same sheet with overtime written down
    sheet(data, gid)["overtime"] = False
    db, exported = imported(tmp_path, capsys, data)
    facts = game_facts(capsys, db, gid)
    assert (facts["decided_in"], facts["winner"]) == ("overtime", winner)
    assert sheet(json.loads(exported), gid)["overtime"] is True
    assert exported == told
    exports_again_the_same(tmp_path, capsys, exported)


def test_a_pool_goal_after_the_last_period_is_still_refused_at_the_goal(tmp_path, capsys):
    """A pool game has no overtime: its goal in period 4 is refused where it is, not read as an overtime."""
    data = example(GRAY_FILE)
    game = sheet(data, "R02")
    index = data["games"].index(game)
    game["goals"][-1]["period"] = 4
    problems = refusal(tmp_path, data)
    assert [p.split(":")[0] for p in problems] == [f"games[{index}].goals[{len(game['goals']) - 1}]"]


# No goal events and no score: 0-0 -----------------------------------------------------------------------


def _without_result(game: dict[str, Any]) -> dict[str, Any]:
    game.pop("score", None)
    game["goals"] = []
    return game


def test_a_final_sheet_listing_no_goals_and_no_score_is_a_nil_nil_tie(tmp_path, capsys):
    """A final sheet whose goals are listed as none, with no score beside them, was played 0-0: it imports
    as the same sheet with a 0-0 score does (a tie in the standings), and exports as that."""
    data = example(GRAY_FILE)
    game = sheet(data, "R03")  # Red 2, Blue 3 on its bare score, no goal events
    game["score"] = {"home": 0, "away": 0}
    _, scored = imported(tmp_path, capsys, data, "scored")
    _without_result(game)
    db, exported = imported(tmp_path, capsys, data)
    assert exported == scored
    facts = game_facts(capsys, db, "R03")
    assert (facts["played_score"], facts["winner"], facts["decided_in"]) == (
        {"home": 0, "away": 0},
        None,
        "regulation",
    )
    exports_again_the_same(tmp_path, capsys, exported)


def test_a_final_sheet_without_goals_or_score_at_all_is_still_a_forgotten_result(tmp_path, capsys):
    """No `goals` key at all is no goal events recorded: the result is missing, not 0-0."""
    data = example(GRAY_FILE)
    game = sheet(data, "R03")
    del game["score"]
    problems = refusal(tmp_path, data)
    assert f"games[{data['games'].index(game)}].score: a final game needs a score, its goal events or a forfeit" in [
        p.rsplit(" (", 1)[0] for p in problems
    ]


@pytest.mark.parametrize("gid", ["R10", "R01"])  # a late start past the grace period; a 10th penalty
def test_a_sheet_ending_in_a_forfeit_of_the_rules_keeps_no_score_beside_its_empty_goal_list(tmp_path, capsys, gid):
    """A forfeit the rules derive is the result: an empty goal list adds no played 0-0 to it."""
    data = example(GRAY_FILE)
    _, original = imported(tmp_path, capsys, data, "original")
    sheet(data, gid)["goals"] = []
    _, exported = imported(tmp_path, capsys, data)
    assert exported == original
    assert "score" not in sheet(json.loads(exported), gid)


@pytest.mark.parametrize(
    ("name", "gid", "message", "rule"),
    [
        (GRAY_FILE, "WC1-1", "a playoff game cannot end tied: record the overtime winner", GRAY.cite("overtime")),
        (
            "tournament-cole-harbour-classic.json",
            "G016",
            "a tied semi-final game goes to a shootout: record it",
            COLE.cite("shootout"),
        ),
    ],
)
def test_a_knockout_sheet_listing_no_goals_and_no_score_is_a_tie_its_rules_refuse(
    tmp_path, capsys, name, gid, message, rule
):
    """Read as 0-0, a knockout game without overtime or shootout ends tied, which its rules forbid."""
    data = example(name)
    game = _without_result(sheet(data, gid))
    assert f"games[{data['games'].index(game)}].score: {message} ({rule})" in refusal(tmp_path, data)


# A disqualified team's later game -----------------------------------------------------------------------


def test_a_disqualified_teams_later_game_marked_final_without_a_sheet_is_its_forfeit(tmp_path, capsys):
    """Prime's Silver were disqualified in G10; their later game G018 against Orange is final without a sheet:
    it counts as Silver's forfeit at the rulebook's forfeit score, with nothing to be written on it."""
    data = example("tournament-prime-expo-boulder.json")
    sheet(data, "G018")["status"] = "final"
    db, exported = imported(tmp_path, capsys, data)
    facts = game_facts(capsys, db, "G018")
    points = PRIME.points
    assert (facts["decided_in"], facts["winner"], facts["forfeit"]["team"]) == ("forfeit", "ORG", "SLV")
    assert facts["score"] == {"home": points.forfeit_winner_goals, "away": points.forfeit_loser_goals}
    assert facts["played_score"] is None
    assert sheet(json.loads(exported), "G018")["status"] == "final"
    exports_again_the_same(tmp_path, capsys, exported)


@pytest.mark.parametrize("gid", ["G003", "G001"])  # Silver's game before it; a game of two other teams
def test_a_game_no_disqualification_forfeits_still_needs_its_result(tmp_path, capsys, gid):
    data = example("tournament-prime-expo-boulder.json")
    game = sheet(data, gid)
    game.pop("score", None)
    game.pop("goals", None)
    problems = refusal(tmp_path, data)
    assert f"games[{data['games'].index(game)}].score: a final game needs a score, its goal events or a forfeit" in [
        p.rsplit(" (", 1)[0] for p in problems
    ]
