"""Import reads a tournament's sheets as the app does: a 3-on-3 file's standings count every team's penalty
minutes, a game a disqualification on the ice ended before any goal counts for its goalie, and a Coors Cup
pool game without its period scores, or with ones that disagree with its score, refuses the whole file."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest

from league.season.errors import RuleViolation
from store.file.db import Store, open_league
from store.file.maintenance import outcome_drift
from store.season_files.import_export import import_season_file
from store.views.season_load import load_season
from tests.cli_run import run
from tests.store.schema_steps import undo_schema_14
from tests.store.three_on_three_sheets import penalty, three_on_three
from tests.tournament_files import game, tournament, write
from tests.tournament_imports import imported, standings


def test_three_on_three_standings_count_the_penalty_minutes_of_every_sheet(tmp_path, capsys):
    """The text gives no minutes: a minor 2, a double minor 4, a misconduct 10; the bench's minor is A's, the
    game goalie's minor is B's (he defended B)."""
    a_minutes = [penalty("A", "A1", "minor", 1, "01:00"), penalty("A", "A2", "double-minor", 2, "01:00")]
    a_minutes.append(penalty("A", None, "minor", 3, "01:00", "too many men"))
    b_minutes = [penalty("B", "B1", "misconduct", 1, "02:00"), penalty("B", "GK1", "minor", 2, "02:00")]
    games = [game("G1", "A", "B", "2-1", goalie="GK1", penalties=a_minutes + b_minutes), game("G2", "B", "C", "1-1")]
    db = imported(tmp_path, capsys, write(tmp_path, three_on_three(games)))
    rows = {r["team"]: r for r in standings(capsys, db)["standings"]}
    assert {team: rows[team]["pim"] for team in "ABC"} == {"A": 2 + 4 + 2, "B": 10 + 2, "C": 0}


def test_a_game_a_disqualification_ended_before_any_goal_counts_in_the_goalie_competition(tmp_path, capsys):
    """B1 fights at 1:00 of G1: the game ends there as B's forfeit, no goal scored and no score written. GK1
    faced 5 shots in it and 10 in G2 (2 goals): 2 games, 15 shots, 13 saves, 2 goals against."""
    fight = penalty("B", "B1", "major", 1, "01:00", "fighting")
    ended = game("G1", "A", "B", "0-0", goalie="GK1", shots={"home": 3, "away": 2}, penalties=[fight])
    del ended["score"]
    games = [ended, game("G2", "A", "C", "2-0", goalie="GK1", shots={"home": 6, "away": 4})]
    db = imported(tmp_path, capsys, write(tmp_path, three_on_three(games)))
    code, out, err = run(capsys, "--db", db, "goalies", "--json")
    assert code == 0, err
    assert json.loads(out)["goalies"] == [
        {"rank": 1, "player": "GK1", "division": "OPEN", "gp": 2, "shots": 15, "saves": 13, "ga": 2, "rating": "85.67"}
    ]


def _coors(first: dict[str, Any]) -> dict[str, Any]:
    return tournament("coors-cup", {"A": "A B C"}, [first, game("G2", "B", "C", periods=[(1, 0), (0, 0), (0, 0)])])


def _refused(store: Store, tmp_path: Path, data: dict[str, Any]) -> list[str]:
    with pytest.raises(RuleViolation) as refused:
        import_season_file(store, write(tmp_path, data))
    with store.reading() as db:
        assert db.execute_sql('SELECT count(*) FROM "season"').fetchone()[0] == 0  # all or nothing
    return [str(p) for p in refused.value.problems]


def test_a_coors_pool_game_without_period_scores_refuses_the_file_naming_the_path_and_rule(empty_league, tmp_path):
    assert _refused(empty_league, tmp_path, _coors(game("G1", "A", "B", "3-1"))) == [
        "games[0].period_scores: a final pool game needs each of its 3 periods' scores for its period points: "
        "give its period scores or its goal events (rule 5.1.3)"
    ]


def test_a_coors_pool_game_whose_period_scores_disagree_with_its_score_refuses_the_file(empty_league, tmp_path):
    wrong = game("G1", "A", "B", periods=[(1, 0), (1, 1), (0, 0)]) | {"score": {"home": 3, "away": 1}}
    assert _refused(empty_league, tmp_path, _coors(wrong)) == [
        "games[0].period_scores: the period scores add up to 2-1, not the score 3-1 (rule 5.1.3)"
    ]
    goal = {"team": "B", "scorer": "B1", "assists": [], "period": 2, "time": "05:00"}
    timed = game("G1", "A", "B", periods=[(0, 0), (0, 0), (0, 1)]) | {"goals": [goal]}
    del timed["score"]
    assert _refused(empty_league, tmp_path, _coors(timed)) == [
        "games[0].period_scores[1]: period 2 is 0-0 here, but its goal events make it 0-1 (rule 5.1.3)",
        "games[0].period_scores[2]: period 3 is 0-1 here, but its goal events make it 0-0 (rule 5.1.3)",
    ]


def test_a_coors_pool_game_takes_its_periods_from_timed_goals_or_its_period_scores(tmp_path, capsys):
    goal = {"team": "B", "scorer": "B1", "assists": [], "period": 2, "time": "05:00"}
    timed = game("G1", "A", "B", "0-1") | {"goals": [goal]}
    del timed["score"]
    db = imported(tmp_path, capsys, write(tmp_path, _coors(timed)))
    rows = {r["team"]: r for r in standings(capsys, db)["standings"]}
    # G1: B wins the second period and the game (6), the others level (1 each): A 2; G2: B 6, C 2.
    assert {t: (rows[t]["pts"], rows[t]["period_points"]) for t in "ABC"} == {"A": (2, 2), "B": (12, 8), "C": (2, 2)}


def test_a_file_of_an_older_rinkbook_has_its_stored_minutes_worked_out_again_at_open(tmp_path, capsys):
    """A 3-on-3 file stored before its minutes were counted held 0 for every team: the open that migrates it
    works every stored outcome out again, so `check` finds no drift and the standings give the minutes."""
    a_minutes = [penalty("A", "A1", "minor", 1, "01:00"), penalty("A", "A2", "double-minor", 2, "01:00")]
    games = [game("G1", "A", "B", "2-1", goalie="GK1", penalties=a_minutes), game("G2", "B", "C", "1-1")]
    db = imported(tmp_path, capsys, write(tmp_path, three_on_three(games)))
    with open_league(Path(db)) as store:
        with store.writing():
            store.db.execute_sql('UPDATE "game" SET "pim_home" = NULL, "pim_away" = NULL')
        assert outcome_drift(store, "2026", load_season(store, "2026"))  # as an older rinkbook left it
        undo_schema_14(store.db)
    code, out, err = run(capsys, "--db", db, "check")
    assert code == 0, out + err
    rows = {r["team"]: r for r in standings(capsys, db)["standings"]}
    assert rows["A"]["pim"] == 2 + 4
