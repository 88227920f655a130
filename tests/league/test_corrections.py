"""Corrections of a sheet by its events' labels: each replayed through the rules, the score following the goals."""

from __future__ import annotations

from datetime import date

from league.rulebooks import GRAY
from league.scoring.corrections import naming_events, score_refusal, sheet_changes, with_event, without_event
from league.season.values import Game, Goal, LateStart, Penalty, Score, Season
from league.sheet.event_order import event_key, event_labels
from league.sheet.replay import replay_sheet


def game(**fields) -> Game:
    base = dict(id="R1", stage="regular", date=date(2002, 10, 6), time="19:00", home="RED", away="BLU", status="final")
    return Game(**{**base, **fields})


def minor(player: str, minute: int, period: int = 1) -> Penalty:
    return Penalty("BLU", player, "minor", "hooking", period, minute * 60)


def test_events_are_named_in_rule_order_goals_and_penalties_apart_late_starts_as_stored():
    late = (LateStart("BLU", 3), LateStart("RED", 2, goalie_only=True))
    goals = (Goal("RED", "R1", (), 2, 60), Goal("BLU", "B1", (), 1, 300), Goal("RED", "R2", (), 1, 300))
    g = game(goals=goals, penalties=(minor("B1", 9, 2), minor("B2", 1)), late_starts=late)
    labels = event_labels(g)
    assert [labels[("goals", i)] for i in range(3)] == ["G3", "G1", "G2"]  # same moment: sheet order
    assert [labels[("penalties", i)] for i in range(2)] == ["P2", "P1"]
    assert [labels[("late_starts", i)] for i in range(2)] == ["L1", "L2"]
    assert event_key(g, "g3") == ("goals", 0) and event_key(g, "P1") == ("penalties", 1) and event_key(g, "G4") is None


def test_deleting_the_penalty_that_made_the_tenth_removes_the_forfeit_and_the_games_end():
    penalties = tuple(minor(f"B{i}", i) for i in range(10))
    g = game(penalties=penalties, goals=(Goal("RED", "R1", (), 2, 60),), score=Score(1, 0))
    before = replay_sheet(g, GRAY)
    assert before.forfeit == ("BLU", "penalties") and str(before.ended_at) == "period 1 09:00"
    assert [p.rule for p in before.problems] == ["rule 4"]  # the goal after the end
    after = replay_sheet(without_event(g, event_key(g, "P10")), GRAY)
    assert after.forfeit is None and after.ended_at is None and after.problems == ()


def test_moving_a_goal_across_the_end_of_a_ten_goal_lead_replays_the_end():
    lead = tuple(Goal("RED", "R1", (), 2, 60 * i) for i in range(10))
    g = game(goals=(*lead, Goal("BLU", "B1", (), 3, 30)))
    assert [p.where for p in replay_sheet(g, GRAY).problems] == ["goals[10]"]  # the game ended after period 2
    moved = with_event(g, event_key(g, "G11"), Goal("BLU", "B1", (), 2, 600))  # the goal was in period 2
    replay = replay_sheet(moved, GRAY)
    assert replay.ended_at is None and replay.problems == ()
    assert event_labels(moved)[("goals", 10)] == "G11"


def test_a_goal_corrected_on_a_final_sheet_moves_its_stored_score():
    g = game(goals=(Goal("RED", "R1", (), 1, 60), Goal("BLU", "B1", (), 1, 120)), score=Score(1, 1))
    assert without_event(g, ("goals", 1)).score == Score(1, 0)
    assert with_event(g, ("goals", 1), Goal("RED", "R2", (), 1, 120)).score == Score(2, 0)
    assert without_event(without_event(g, ("goals", 1)), ("goals", 0)).score == Score(0, 0)  # never no result
    counted = game(goals=g.goals)  # the goals are its result: no bare score is written beside them
    assert without_event(counted, ("goals", 0)).score is None
    assert without_event(game(status="scheduled", goals=g.goals, score=None), ("goals", 0)).score is None
    assert score_refusal(g, Score(2, 1)) is not None and score_refusal(g, Score(1, 1)) is None
    assert score_refusal(game(), Score(2, 1)) is None  # a bare score, with no goals to disagree


def test_a_player_named_by_a_goal_or_penalty_is_found_by_its_labels():
    g = game(goals=(Goal("RED", "R1", ("R2",), 1, 60),), penalties=(Penalty("RED", "R2", "minor", "", 1, 30),))
    assert naming_events(g, "RED", "R2") == ("G1", "P1") and naming_events(g, "RED", "R3") == ()


def test_changes_are_said_before_and_after(example_season: Season):
    g = example_season.game("R02")
    deleted = without_event(g, event_key(g, "G2"))
    assert sheet_changes(g, deleted, example_season) == (
        "deleted goal G2 Blue #63 Abe Sato (assists #72 Jim Reyes, #16 Ty Caro), period 3 03:09",
        "score 1-4 → 0-4",
    )
