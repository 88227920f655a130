"""The sheet replay, one test per sentence of Gray rules 4, 5, 6, 13, 14, 17 and 23."""

from __future__ import annotations

from datetime import date

import pytest

from league.results.outcome import game_outcome
from league.rulebooks import GRAY
from league.season.values import Forfeit, Game, Goal, LateStart, Penalty, Score
from league.sheet.event_order import event_labels
from league.sheet.replay import lineup_problem, replay_sheet


def game(**fields) -> Game:
    base = dict(id="R1", stage="regular", date=date(2002, 10, 6), time="19:00", home="RED", away="BLU", status="final")
    return Game(**{**base, **fields})


def pen(player: str | None, minute: int, kind: str = "minor", team: str = "BLU", period: int = 1, **flags) -> Penalty:
    return Penalty(team, player, kind, flags.pop("infraction", "hooking"), period, minute * 60, **flags)


def spread(team: str, n: int, start: int = 0) -> tuple[Penalty, ...]:
    """n minors to n different players of `team`, one a minute."""
    return tuple(pen(f"{team}{i}", start + i, team=team) for i in range(n))


def warnings(replay) -> list[tuple[str | None, int]]:
    return [(w.player or w.team, w.count) for w in replay.warnings]


def derived(replay) -> list[tuple[str | None, str, str]]:
    return [(d.player, d.kind, d.cause) for d in replay.derived]


def test_third_penalty_warns():
    replay = replay_sheet(game(penalties=(pen("P1", 1), pen("P1", 2), pen("P1", 3))), GRAY)
    assert warnings(replay) == [("P1", 3)]
    assert str(replay.warnings[0].at) == "period 1 03:00" and replay.derived == ()


def test_fourth_penalty_adds_a_ten_minute_misconduct_at_that_time():
    replay = replay_sheet(game(penalties=tuple(pen("P1", m) for m in (1, 2, 3, 4))), GRAY)
    assert warnings(replay) == [("P1", 3), ("P1", 4)]
    assert derived(replay) == [("P1", "misconduct", "4th penalty")]
    assert replay.derived[0].at.second == 240 and replay.penalty_minutes("BLU", "P1") == 4 * 2 + 10


def test_double_minor_from_three_to_five_adds_both():
    sheet = (pen("P1", 1), pen("P1", 2), pen("P1", 3), pen("P1", 4, "double-minor"))
    replay = replay_sheet(game(penalties=sheet), GRAY)
    assert derived(replay) == [("P1", "misconduct", "4th penalty"), ("P1", "game-misconduct", "5th penalty")]
    assert warnings(replay) == [("P1", 3), ("P1", 4), ("P1", 5)]
    assert [gm.player for gm in replay.game_misconducts] == ["P1"]


def test_fifth_penalty_is_a_game_misconduct():
    replay = replay_sheet(game(penalties=tuple(pen("P1", m) for m in range(1, 6))), GRAY)
    assert derived(replay)[-1] == ("P1", "game-misconduct", "5th penalty")
    assert replay.game_misconducts[0].cause == "5th penalty"


def test_bench_and_equipment_penalties_count_for_nobody():
    sheet = (pen("P1", 1), pen("P1", 2), pen("P1", 3, equipment=True), pen(None, 4, bench=True))
    sheet += spread("BLU", 7, start=5)
    replay = replay_sheet(game(penalties=sheet), GRAY)
    assert ("P1", 3) not in warnings(replay) and replay.forfeit is None
    assert max(c for who, c in warnings(replay) if who == "BLU") == 9


def test_tenth_team_penalty_forfeits_and_nothing_is_recordable_after():
    sheet = (*spread("BLU", 10), pen("RED1", 12, team="RED"))
    goals = (Goal("RED", "RED2", (), 1, 11 * 60),)
    replay = replay_sheet(game(penalties=sheet, goals=goals, score=Score(1, 0)), GRAY)
    assert replay.forfeit == ("BLU", "penalties") and str(replay.ended_at) == "period 1 09:00"
    assert [(p.where, p.rule) for p in replay.problems] == [("goals[0]", "rule 4"), ("penalties[10]", "rule 4")]
    assert [c for who, c in warnings(replay) if who == "BLU"] == [8, 9, 10]


def test_coincidental_minor_is_not_counted_as_the_tenth_but_counts_for_the_player():
    sheet = (*spread("BLU", 9), pen("BLU0", 20, coincidental=True), pen("BLU0", 21, coincidental=True))
    replay = replay_sheet(game(penalties=sheet), GRAY)
    assert replay.forfeit is None
    assert ("BLU0", 3) in warnings(replay)


def test_fighting_major_as_the_fifth_penalty_gives_one_game_misconduct():
    sheet = (*tuple(pen("P1", m) for m in (1, 2, 3, 4)), pen("P1", 5, "major", infraction="Fighting"))
    replay = replay_sheet(game(penalties=sheet), GRAY)
    assert [d for d in derived(replay) if d[1] == "game-misconduct"] == [("P1", "game-misconduct", "fighting")]
    assert len(replay.game_misconducts) == 1


def test_match_penalty_and_referees_game_misconduct_count_once():
    sheet = (pen("P1", 1, "match", infraction="spearing"), pen("P1", 1, "game-misconduct"))
    replay = replay_sheet(game(penalties=sheet), GRAY)
    assert [(gm.player, gm.cause) for gm in replay.game_misconducts] == [("P1", "match penalty")]
    assert replay.derived == () and replay.penalty_minutes("BLU", "P1") == 20


@pytest.mark.parametrize(("minutes", "forfeits"), [(9, False), (15, False), (20, True)])
def test_late_start(minutes, forfeits):
    replay = replay_sheet(game(late_starts=(LateStart("BLU", minutes),), score=None if forfeits else Score(1, 1)), GRAY)
    if forfeits:
        assert replay.forfeit == ("BLU", "late start") and replay.pre_game_forfeit and replay.derived == ()
    else:
        assert replay.forfeit is None
        assert derived(replay) == [(None, "minor", "late start")]
        assert replay.derived[0].infraction == "delay of game" and replay.penalty_minutes("BLU") == 2


def test_forfeit_before_the_start_holds_no_events():
    sheet = game(late_starts=(LateStart("BLU", 20),), score=Score(3, 2))
    assert [p.rule for p in replay_sheet(sheet, GRAY).problems] == ["rule 6"]


def test_late_goalie_costs_the_timeout_and_never_forfeits():
    replay = replay_sheet(game(late_starts=(LateStart("BLU", 40, goalie_only=True),), score=Score(2, 1)), GRAY)
    assert replay.timeouts_lost == ("BLU",) and replay.forfeit is None and replay.derived == ()


@pytest.mark.parametrize(
    ("positions", "legal"),
    [
        (["F"] * 3 + ["D"] * 2 + ["G"], True),
        (["F"] * 2 + ["D"] * 2 + ["G"], False),
        (["F"] * 4 + ["D"] * 2, True),
        (["F"] * 5, False),
    ],
)
def test_lineups(positions, legal):
    assert (lineup_problem(positions, GRAY) is None) is legal


def test_ten_goal_lead_makes_running_time_and_three_minute_minors():
    goals = tuple(Goal("RED", "R1", (), 1, 60 * i) for i in range(10))
    sheet = (pen("P1", 9), pen("P1", 12), pen("P2", 12, "double-minor"))
    replay = replay_sheet(game(goals=goals, penalties=sheet, score=Score(10, 0)), GRAY)
    assert str(replay.running_from) == "period 1 09:00"
    assert replay.penalty_minutes("BLU", "P1") == 3 + 3 and replay.penalty_minutes("BLU", "P2") == 6
    # A 10-goal lead in the first period does not end the game; still standing after the second, it does.
    assert str(replay.ended_at) == "period 2 15:00"


def test_running_time_stays_when_the_lead_shrinks():
    goals = (*tuple(Goal("RED", "R1", (), 1, 60 * i) for i in range(10)), Goal("BLU", "B1", (), 2, 60))
    replay = replay_sheet(game(goals=goals, penalties=(pen("P1", 5, period=2),), score=Score(10, 1)), GRAY)
    assert replay.penalty_minutes("BLU", "P1") == 3


def test_ten_goal_lead_after_the_second_period_ends_the_game():
    goals = (*tuple(Goal("RED", "R1", (), 3, 60 * i) for i in range(10)), Goal("RED", "R1", (), 3, 700))
    replay = replay_sheet(game(goals=goals, score=Score(11, 0)), GRAY)
    assert str(replay.ended_at) == "period 3 09:00" and replay.end_cause == "10-goal lead"
    assert [(p.where, p.rule) for p in replay.problems] == [("goals[10]", "rule 17")]


def test_ten_goal_lead_standing_at_the_end_of_the_second_period_ends_it_there():
    goals = (*tuple(Goal("RED", "R1", (), 2, 60 * i) for i in range(10)), Goal("BLU", "B1", (), 3, 30))
    replay = replay_sheet(game(goals=goals, score=Score(10, 1)), GRAY)
    assert str(replay.ended_at) == "period 2 15:00"
    assert [p.where for p in replay.problems] == ["goals[10]"]


def test_bare_score_is_stop_time_throughout():
    replay = replay_sheet(game(score=Score(12, 0), penalties=(pen("P1", 14, period=3),)), GRAY)
    assert replay.running_from is None and replay.penalty_minutes("BLU", "P1") == 2 and replay.problems == ()


def test_ruling_forfeit_keeps_the_sheets_game_misconducts():
    sheet = (pen("P1", 3, "major", infraction="fighting"),)
    g = game(score=Score(6, 2), penalties=sheet, forfeit=Forfeit("RED", "ineligible player"))
    replay = replay_sheet(g, GRAY)
    assert replay.forfeit == ("RED", "ruling") and [gm.player for gm in replay.game_misconducts] == ["P1"]
    outcome = game_outcome(g, GRAY)
    assert (outcome.home_goals, outcome.away_goals) == (0, 1)


def test_ruling_that_contradicts_a_derived_forfeit_is_refused():
    g = game(late_starts=(LateStart("BLU", 25),), forfeit=Forfeit("RED", "no-show"))
    assert [(p.where, p.rule) for p in replay_sheet(g, GRAY).problems] == [("forfeit.team", "rule 6")]


def test_tied_playoff_result_is_refused_and_an_overtime_goal_ends_the_game():
    tied = game(stage="playoff", series="SF1", no=1, score=Score(2, 2))
    assert [p.rule for p in replay_sheet(tied, GRAY).problems] == ["rule 23"]
    goals = (Goal("RED", "R1", (), 4, 125), Goal("BLU", "B1", (), 4, 300))
    overtime = game(stage="playoff", series="SF1", no=1, score=Score(1, 1), overtime=True, goals=goals)
    problems = replay_sheet(overtime, GRAY).problems
    assert [(p.where, p.rule) for p in problems] == [("goals[1]", "rule 23"), ("score", "rule 23")]


def test_regular_season_has_no_overtime_period():
    g = game(score=Score(1, 0), goals=(Goal("RED", "R1", (), 4, 10),))
    assert [(p.where, p.rule) for p in replay_sheet(g, GRAY).problems] == [("goals[0]", "rule 13")]


def test_the_replay_names_the_entries_that_started_running_time_and_ended_the_game():
    first = tuple(Goal("RED", "P1", (), 1, 60 * i) for i in range(1, 11))
    replay = replay_sheet(game(goals=first), GRAY)  # a lead standing at the 2nd period's end: no entry ended it
    assert replay.running_source == ("goals", 9) and replay.end_source is None and replay.ended_at is not None
    third = tuple(Goal("RED", "P1", (), 3, 60 * i) for i in range(1, 11))
    replay = replay_sheet(game(goals=(Goal("BLU", "P9", (), 1, 30), *third)), GRAY)  # 10-1 is a 9-goal lead
    assert replay.running_source is None and replay.end_source is None
    replay = replay_sheet(game(goals=third), GRAY)
    assert replay.running_source == ("goals", 9) and replay.end_source == ("goals", 9)
    forfeit = replay_sheet(game(penalties=spread("BLU", 10)), GRAY)
    assert forfeit.end_source == ("penalties", 9) and forfeit.running_source is None


def test_labels_follow_rule_order_not_the_stored_order():
    sheet = game(goals=(Goal("RED", "P1", (), 2, 0), Goal("RED", "P1", (), 1, 0)), penalties=(pen("P2", 1, period=2),))
    assert event_labels(sheet) == {("goals", 1): "G1", ("goals", 0): "G2", ("penalties", 0): "P1"}
