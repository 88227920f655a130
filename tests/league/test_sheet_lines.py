"""The scoresheet's lines (`league.sheet.lines`): each penalty's minutes are the ones the game's own clock
gives when it was called, the same figures the replay's penalty minutes (PIM) add up."""

from __future__ import annotations

from datetime import date

from league.rulebooks import COLE, GRAY
from league.rules.rulebook import Rulebook
from league.season.values import Game, Goal, Penalty
from league.sheet.lines import sheet_lines
from league.sheet.replay import replay_sheet


def game(*events: Goal | Penalty, kind: str | None = "pool") -> Game:
    goals = tuple(e for e in events if isinstance(e, Goal))
    penalties = tuple(e for e in events if isinstance(e, Penalty))
    return Game("T1", "regular", date(2026, 5, 1), "19:00", "RED", "BLU", kind=kind, goals=goals, penalties=penalties)


def pen(kind: str, period: int, second: int, player: str = "R1") -> Penalty:
    return Penalty("RED", player, kind, "hooking", period, second)


def minutes(g: Game, rulebook: Rulebook) -> list[int]:
    replay = replay_sheet(g, rulebook)
    return [line.minutes for line in sheet_lines(g, replay, rulebook) if line.kind == "penalties"]


def all_minutes(g: Game, rulebook: Rulebook) -> int:
    """Every minute the lines give: each penalty's own and the ones the rules added to it."""
    replay = replay_sheet(g, rulebook)
    lines = sheet_lines(g, replay, rulebook)
    return sum(line.minutes + sum(d.minutes for d in line.derived) for line in lines)


def test_a_cole_minor_and_major_at_running_time_are_3_and_7_minutes_on_the_lines():
    # Cole's first period runs: a minor is 3 minutes and a major 7, as the PIM counts them.
    cole = game(pen("minor", 1, 60), pen("major", 1, 120, player="R2"))
    assert minutes(cole, COLE) == [3, 7]
    replay = replay_sheet(cole, COLE)
    assert all_minutes(cole, COLE) == replay.penalty_minutes("RED", whole_team=True) == 3 + 7 + 10


def test_a_cole_minor_after_the_clock_stops_late_in_the_second_is_2_minutes():
    # From 18:00 of the second, the clock stops while the difference is 5 or less: a minor is 2 minutes.
    cole = game(pen("minor", 2, 60), pen("minor", 2, 1100, player="R2"))
    assert minutes(cole, COLE) == [3, 2]


def test_a_gray_minor_is_2_minutes_at_stop_time_and_3_once_a_10_goal_lead_makes_it_running():
    goals = [Goal("RED", "R3", period=1, second=30 * n) for n in range(1, 11)]
    gray = game(pen("minor", 1, 10), *goals, pen("minor", 1, 400, player="R2"), kind=None)
    assert minutes(gray, GRAY) == [2, 3]
    replay = replay_sheet(gray, GRAY)
    assert all_minutes(gray, GRAY) == replay.penalty_minutes("RED", whole_team=True) == 5


def test_the_lines_give_the_rules_added_penalties_their_own_minutes():
    # Gray: a fight's game misconduct is 10 minutes beside the major's 5; a 4th penalty's misconduct is 10.
    fight = game(Penalty("RED", "R1", "major", "fighting", 1, 60), kind=None)
    lines = sheet_lines(fight, replay_sheet(fight, GRAY), GRAY)
    assert [(ln.minutes, [(d.kind, d.minutes) for d in ln.derived]) for ln in lines] == [(5, [("game-misconduct", 10)])]
    fourth = game(*(pen("minor", 1, 60 * n) for n in range(1, 5)), kind=None)
    lines = sheet_lines(fourth, replay_sheet(fourth, GRAY), GRAY)
    assert [(d.kind, d.minutes) for ln in lines for d in ln.derived] == [("misconduct", 10)]
    assert all_minutes(fourth, GRAY) == 4 * 2 + 10
