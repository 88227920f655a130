"""Ejections and forfeits on the ice (docs/readings/shared.md#ejections-and-suspensions, Coors 4.4-4.7,
docs/readings/prime.md#discipline, 3-on-3 PEN 5, Cole PT 1 and PR 14): each refusal names its own rulebook's rule."""

from __future__ import annotations

from datetime import date

from league.results.outcome import derived_forfeit, game_outcome
from league.results.rule_disqualifications import rule_disqualifications
from league.rulebooks import COLE, COORS, GRAY, PRIME, THREE_ON_THREE
from league.season.values import Disqualification, Forfeit, Game, Goal, Penalty, Score, Shootout, ShootoutAttempt
from league.sheet.replay import replay_sheet


def sheet(*events: Goal | Penalty, **fields: object) -> Game:
    """A final game RED (home) v BLU (a pool game unless `kind` says) with these goals and penalties."""
    goals = tuple(e for e in events if isinstance(e, Goal))
    penalties = tuple(e for e in events if isinstance(e, Penalty))
    base: dict[str, object] = dict(status="final", kind="pool", goals=goals, penalties=penalties)
    stage = "regular" if fields.get("kind", "pool") in (None, "pool") else "playoff"
    return Game("T1", stage, date(2026, 5, 1), "19:00", "RED", "BLU", **{**base, **fields})  # type: ignore[arg-type]


def pen(team: str, player: str | None, kind: str, period: int, minute: int, infraction: str = "hooking") -> Penalty:
    return Penalty(team, player, kind, infraction, period, minute * 60, bench=player is None)


def goal(team: str, scorer: str, period: int, minute: int, *assists: str) -> Goal:
    return Goal(team, scorer, assists, period, minute * 60)


def refusals(g: Game, rulebook: object) -> list[tuple[str, str]]:
    return [(p.where, p.rule) for p in replay_sheet(g, rulebook).problems]  # type: ignore[arg-type]


def ejected(g: Game, rulebook: object) -> list[tuple[str, str, str]]:
    return [(e.player, e.cause, e.rule) for e in replay_sheet(g, rulebook).ejections]  # type: ignore[arg-type]


def test_coors_third_penalty_ejects_a_double_minor_counting_two_and_his_later_goal_and_assist_are_refused():
    g = sheet(
        pen("BLU", "B1", "minor", 1, 2),
        pen("BLU", None, "minor", 1, 3, "too many men"),  # a bench penalty: nobody's
        pen("BLU", "B1", "double-minor", 1, 5),  # 1 + 2: his third
        goal("BLU", "B2", 1, 5, "B1"),  # the same moment, before the penalty: stands
        goal("BLU", "B1", 2, 1),
        goal("BLU", "B2", 2, 4, "B1"),
        pen("BLU", "B1", "minor", 2, 6),  # still recorded, still counted
    )
    replay = replay_sheet(g, COORS)
    assert ejected(g, COORS) == [("B1", "3rd penalty", "rule 4.6")]
    assert [(p.where, p.rule) for p in replay.problems] == [("goals[1]", "rule 4.6"), ("goals[2]", "rule 4.6")]
    assert "B1 was ejected at period 1 05:00 (3rd penalty): no goal" in replay.problems[0].message
    assert "no assist of his" in replay.problems[1].message
    assert replay.penalty_minutes("BLU", "B1") == 2 + 4 + 2


def test_coors_equipment_penalties_and_misconducts_count_toward_the_third_and_a_misconduct_or_match_ejects_at_once():
    g = sheet(pen("RED", "R1", "minor", 1, 1), Penalty("RED", "R1", "minor", "equipment", 1, 120, equipment=True))
    assert ejected(g, COORS) == []
    g = sheet(*g.penalties, pen("RED", "R1", "misconduct", 2, 1))
    assert ejected(g, COORS) == [("R1", "misconduct", "rule 4.4")]  # the first ejecting rule that applies
    assert ejected(sheet(pen("RED", "R2", "match", 1, 1)), COORS) == [("R2", "match penalty", "rule 4.5")]
    assert ejected(sheet(pen("RED", "R3", "gross-misconduct", 1, 1)), COORS) == [("R3", "gross misconduct", "rule 4.8")]
    # One ejection per player and game, at his first ejecting penalty.
    twice = sheet(pen("RED", "R4", "misconduct", 1, 1), pen("RED", "R4", "match", 1, 2))
    assert [(e.player, str(e.at)) for e in replay_sheet(twice, COORS).ejections] == [("R4", "period 1 01:00")]


def test_coors_third_different_misconduct_player_forfeits_the_game_there_posted_3_0_with_1_0_periods():
    g = sheet(
        goal("BLU", "B9", 1, 1),
        pen("BLU", "B1", "minor", 1, 2),
        pen("BLU", "B1", "minor", 1, 3),
        pen("BLU", "B1", "minor", 1, 4),  # ejected by his third penalty ...
        pen("BLU", "B1", "misconduct", 1, 5),  # ... and his misconduct still counts for the third player
        pen("BLU", "B2", "game-misconduct", 1, 6),
        pen("BLU", "B2", "misconduct", 1, 7),  # the same player twice: still two players
        pen("BLU", "B3", "match", 2, 1),  # the third different player: BLU forfeits here
        goal("BLU", "B9", 2, 2),
        pen("RED", "R1", "minor", 2, 3),
    )
    replay = replay_sheet(g, COORS)
    assert replay.forfeit == ("BLU", "misconducts") and str(replay.ended_at) == "period 2 01:00"
    assert [(p.where, p.rule) for p in replay.problems] == [("goals[1]", "rule 4.7"), ("penalties[7]", "rule 4.7")]
    assert derived_forfeit(g, COORS) == ("BLU", "misconducts")
    before = sheet(*g.goals[:1], *g.penalties[:7])
    assert replay_sheet(before, COORS).problems == ()
    outcome = game_outcome(before, COORS)
    assert outcome is not None and outcome.decided_by == "forfeit" and outcome.forfeited_by == "BLU"
    assert (outcome.home_goals, outcome.away_goals, outcome.home_points, outcome.away_points) == (3, 0, 8, 0)
    assert outcome.facts is not None and (outcome.facts.home_period_points, outcome.facts.away_period_points) == (6, 0)
    # The sheet of a derived forfeit holds no score, and a ruling on it cannot name the other team.
    assert refusals(sheet(*before.goals, *before.penalties, score=Score(0, 1)), COORS) == [("score", "rule 4.7")]
    ruled = sheet(*before.goals, *before.penalties, forfeit=Forfeit("RED", "no-show"))
    assert refusals(ruled, COORS) == [("forfeit.team", "rule 4.7")]


def test_cole_major_adds_a_game_misconduct_that_ejects_goalies_too_except_for_an_accidental_high_stick():
    g = sheet(
        pen("RED", "RG", "major", 1, 2, "roughing"),  # the goalie: ejected as well
        pen("BLU", "B1", "major", 1, 3, "high-sticking (accidental)"),
        goal("RED", "R1", 1, 4, "RG"),
    )
    replay = replay_sheet(g, COLE)
    assert ejected(g, COLE) == [("RG", "major: game misconduct added", "PT 1")]
    assert [(d.player, d.kind, d.cause) for d in replay.derived] == [("RG", "game-misconduct", "major")]
    assert [(p.where, p.rule) for p in replay.problems] == [("goals[0]", "PT 1")]
    # Running time at 1:00: a major is 7 minutes, and its game misconduct 10 (Cole PT 2,
    # docs/readings/cole.md#points-and-tiebreakers).
    assert replay.penalty_minutes("RED", "RG") == 7 + 10 and replay.penalty_minutes("BLU", "B1") == 7


def test_cole_third_penalty_counts_no_bench_penalty_and_game_misconducts_and_fighting_eject():
    g = sheet(
        pen("RED", "R1", "minor", 1, 1),
        pen("RED", None, "minor", 1, 2, "too many men"),
        pen("RED", "R1", "double-minor", 1, 3),
        pen("RED", "R2", "game-misconduct", 1, 4, "abuse of officials"),
        pen("RED", "R3", "minor", 1, 5, "fighting"),
        pen("RED", "R4", "gross-misconduct", 1, 6, "verbal abuse"),
    )
    assert ejected(g, COLE) == [
        ("R1", "3rd penalty", "PR 14"),
        ("R2", "game misconduct", "PT 3"),
        ("R3", "fighting", "PT 4"),
        ("R4", "gross misconduct", "VA 1"),
    ]
    assert replay_sheet(g, COLE).forfeit is None  # Cole forfeits no game for misconducts


def test_prime_ejects_for_a_game_misconduct_or_match_only_and_names_its_rulebook_where_its_text_is_silent():
    g = sheet(
        pen("RED", "R1", "misconduct", 1, 1),  # only Coors ejects for a misconduct
        pen("RED", "R2", "game-misconduct", 1, 2),
        pen("RED", "R3", "minor", 1, 3),
        pen("RED", "R3", "minor", 1, 4),
        pen("RED", "R3", "minor", 1, 5),  # Prime has no third-penalty rule
        goal("RED", "R1", 2, 1, "R2"),
    )
    assert ejected(g, PRIME) == [("R2", "game misconduct", "Prime Expo Boulder")]
    assert refusals(g, PRIME) == [("goals[0]", "Prime Expo Boulder")]


def test_an_ejected_player_may_not_shoot_out_and_the_refusal_cites_his_ejection():
    g = sheet(
        pen("RED", "R1", "misconduct", 2, 1),
        kind="semi-final",
        score=Score(1, 1),
        shootout=Shootout("RED", (ShootoutAttempt("RED", "R1", True),)),
    )
    replay = replay_sheet(g, COORS)
    refused = replay.problems[0]
    assert (refused.where, refused.rule) == ("shootout.attempts[0]", "rule 4.4")
    assert refused.message == "R1 may not shoot: ejected in this game"


def test_three_on_three_disqualifying_ejection_ends_the_game_as_the_teams_forfeit():
    hooking = sheet(pen("RED", "R1", "game-misconduct", 1, 1, "hooking"), goal("RED", "R2", 1, 2))
    assert ejected(hooking, THREE_ON_THREE) == [("R1", "game misconduct", "PEN 5")]
    assert replay_sheet(hooking, THREE_ON_THREE).forfeit is None  # ejected, not disqualifying
    for kind, infraction in (
        ("game-misconduct", "abuse of officials"),
        ("game-misconduct", "Vulgarity"),
        ("match", "slashing"),
        ("minor", "fighting"),
    ):
        g = sheet(pen("BLU", "B1", kind, 2, 1, infraction), goal("RED", "R2", 2, 3), goal("BLU", "B2", 3, 1))
        replay = replay_sheet(g, THREE_ON_THREE)
        assert replay.forfeit == ("BLU", "disqualification"), infraction
        assert [(p.where, p.rule) for p in replay.problems] == [("goals[0]", "PEN 5"), ("goals[1]", "PEN 5")]
        assert [e.player for e in replay.ejections] == ["B1"]
    played = sheet(goal("RED", "R2", 1, 1), pen("BLU", "B1", "minor", 2, 1, "fighting"))
    outcome = game_outcome(played, THREE_ON_THREE)
    assert outcome is not None and (outcome.home_goals, outcome.away_goals, outcome.forfeited_by) == (1, 0, "BLU")
    later = Game(
        "T2", "regular", date(2026, 5, 2), "19:00", "BLU", "RED", status="final", goals=(goal("BLU", "B1", 1, 1),)
    )
    assert rule_disqualifications([later, played], THREE_ON_THREE) == (
        Disqualification("BLU", "T1", "B1 fighting at period 2 01:00, PEN 5"),
    )
    assert rule_disqualifications([played], COORS) == ()


def test_gray_keeps_its_own_g4_g5_rules_and_ejects_nobody_on_the_sheet():
    g = sheet(pen("RED", "R1", "misconduct", 1, 1), pen("RED", "R2", "match", 1, 2), goal("RED", "R2", 2, 1), kind=None)
    replay = replay_sheet(g, GRAY)
    assert GRAY.discipline is None and replay.ejections == () and replay.penalty_awards == ()
    assert replay.problems == ()  # the goal of a player with a game misconduct counts (Gray has no such rule)
    assert [m.player for m in replay.game_misconducts] == ["R2"]
