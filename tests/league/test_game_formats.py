"""Game formats by kind (docs/readings/shared.md#game-formats): each rulebook's table row, the clock segments, and the
replay's refusals."""

from __future__ import annotations

from datetime import date

from league.results.outcome import game_outcome
from league.rulebooks import COLE, COORS, GRAY, PRIME, THREE_ON_THREE
from league.rules.formats import KINDS, GameFormat, Overtime
from league.season.values import Game, Goal, Penalty, Score, Shootout, ShootoutAttempt
from league.sheet.replay import replay_sheet


def game(kind: str | None, *goals: tuple[str, int, int], **fields: object) -> Game:
    """A final game of `kind` (stage from it) between RED (home) and BLU with goals (team, period, second)."""
    stage = "regular" if kind in (None, "pool") else "playoff"
    events = tuple(Goal(team, f"{team}1", period=p, second=s) for team, p, s in goals)
    base: dict[str, object] = dict(status="final", kind=kind, goals=events)
    return Game("K1", stage, date(2026, 5, 1), "19:00", "RED", "BLU", **{**base, **fields})  # type: ignore[arg-type]


def problems(g: Game, rulebook: object) -> list[tuple[str, str, str]]:
    return [(p.where, p.rule, p.message) for p in replay_sheet(g, rulebook).problems]  # type: ignore[arg-type]


def shape(fmt: GameFormat) -> tuple[tuple[int, ...], Overtime | None, bool, bool]:
    return tuple(minutes for minutes, _ in fmt.periods), fmt.overtime, fmt.shootout, fmt.ties_stand


def test_each_rulebooks_formats_follow_the_t3_table_kind_by_kind():
    one_sd = Overtime(5, periods=1)
    for kind in KINDS:  # Gray: a regular game's tie stands; playoff games go to 15-minute SD periods until a goal
        expected = (
            ((15, 15, 15), None, False, True) if kind == "pool" else ((15, 15, 15), Overtime(15, None), False, False)
        )
        assert shape(GRAY.format_for(kind)) == expected
    assert shape(COORS.format_for("pool")) == ((15, 15, 12), None, False, True)
    assert [running for _, running in COORS.format_for("pool").periods] == [True, True, False]
    for kind in ("play-in", "quarter-final", "semi-final", "third-place", "consolation", "placement"):
        assert shape(COORS.format_for(kind)) == ((15, 15, 12), one_sd, True, False)
    assert shape(COORS.format_for("final")) == ((15, 15, 15), one_sd, True, False)
    assert shape(PRIME.format_for("pool")) == ((15, 15, 15), None, True, False)
    for kind in ("play-in", "quarter-final", "semi-final"):
        assert shape(PRIME.format_for(kind)) == ((15, 15, 15), one_sd, True, False)
    for kind in ("third-place", "consolation", "placement"):
        assert shape(PRIME.format_for(kind)) == ((15, 15, 15), None, True, False)
    assert shape(PRIME.format_for("final")) == ((15, 15, 15), Overtime(5, periods=None), False, False)
    assert shape(THREE_ON_THREE.format_for("pool")) == ((6, 6, 6), None, False, True)
    for kind in KINDS[1:]:
        assert shape(THREE_ON_THREE.format_for(kind)) == ((6, 6, 6), None, True, False)
        assert shape(COLE.format_for(kind)) == ((20, 20), one_sd, True, False)
    assert shape(COLE.format_for("pool")) == ((20, 20), None, False, True)


def test_clock_segments_switch_by_the_lead_from_their_moment():
    coors = COORS.format_for("pool")  # from 7:00 of the third, running while a team leads by 3+
    three_up = ((3, 60, 3),)
    assert not coors.running_at(3, 6 * 60, three_up) and coors.running_at(3, 7 * 60, three_up)
    assert not coors.running_at(3, 9 * 60, ((3, 60, 3), (3, 8 * 60, 2)))  # not sticky
    assert coors.running_at(1, 60, ())  # the first two periods run anyway
    prime = PRIME.format_for("pool")  # third period: from a 5-goal lead until it is 2 or less
    assert not prime.running_at(2, 600, ((2, 60, 5),))
    assert prime.running_at(3, 600, ((2, 60, 5),))
    assert prime.running_at(3, 600, ((2, 60, 5), (3, 60, 4), (3, 120, 3)))
    assert not prime.running_at(3, 600, ((2, 60, 5), (3, 60, 4), (3, 120, 3), (3, 180, 2)))
    cole = COLE.format_for("pool")  # from 18:00 of the second, stop time unless the difference is 6+
    assert cole.running_at(2, 17 * 60, ()) and not cole.running_at(2, 18 * 60, ())
    assert cole.running_at(2, 19 * 60, ((1, 60, 6),))
    gray = GRAY.format_for("pool")  # from a 10-goal lead, running for the rest of the game
    assert not gray.running_at(1, 60, ()) and gray.running_at(3, 60, ((1, 60, 10), (2, 60, 9)))


def test_the_replay_refuses_a_goal_after_a_periods_end_by_the_kinds_period_lengths():
    assert problems(game("pool", ("RED", 3, 12 * 60 + 30)), COORS) == [
        ("goals[0]", "rule 5.1.1", "period 3 12:30 is past the end of a 12-minute period")
    ]
    assert problems(game("final", ("RED", 3, 12 * 60 + 30)), COORS) == []  # a division final's third is 15


def test_overtime_only_where_the_kind_has_it_and_prime_finals_play_periods_until_a_goal():
    assert problems(game("pool", ("RED", 4, 60)), COORS) == [
        ("goals[0]", "rule 5.1.1", "a pool game has 3 periods and no overtime")
    ]
    assert problems(game("semi-final", ("RED", 4, 60)), COORS) == []
    assert problems(game("semi-final", ("RED", 5, 60)), PRIME) == [
        ("goals[0]", "KS 1", "a semi-final game has 3 periods and one 5-minute overtime period")
    ]
    final = replay_sheet(game("final", ("RED", 6, 60)), PRIME)  # the third overtime period
    assert final.problems == () and final.end_cause == "overtime goal"
    assert problems(game("final", overtime=True, score=Score(1, 0)), THREE_ON_THREE) == [
        ("overtime", "GF 3", "a final game has no overtime")
    ]


def test_a_shootout_where_the_kind_has_none_or_a_tie_where_the_rulebook_forbids_one_is_refused():
    shootout = Shootout(attempts=(ShootoutAttempt("RED", "RED1", True),))
    assert problems(game("pool", score=Score(2, 2), shootout=shootout), THREE_ON_THREE) == [
        ("shootout", "GF 4", "a pool game has no shootout")
    ]
    assert problems(game("final", score=Score(2, 2), shootout=shootout), PRIME)[0] == (
        "shootout",
        "SO 1",
        "a final game has no shootout",
    )
    assert problems(game("pool", score=Score(2, 2)), PRIME) == [
        ("score", "SO 1", "a tied pool game goes to a shootout: record it")
    ]
    level = ((1, 1), (1, 0), (0, 1))  # a Coors pool game gives each period's score
    assert problems(game("pool", score=Score(2, 2), period_scores=level), COORS) == []  # Coors' pool ties stand
    assert problems(game("pool", score=Score(3, 2), shootout=shootout), PRIME) == [
        ("shootout", "SO 1", "only a tied game goes to a shootout, not 3-2")
    ]
    stranger = Shootout("GRN", shootout.attempts)
    assert problems(game("pool", score=Score(2, 2), shootout=stranger), PRIME)[0] == (
        "shootout.first",
        "SO 1",
        "GRN does not play in this game",
    )


def test_cole_penalty_minutes_follow_the_clock_the_goals_before_each_penalty_left():
    """Cole RR 1-2, Cole PT 2: running time minor 3, major 7; stop time 2, 5. From 18:00 of the second the clock stops
    unless the difference is 6 or more, counted from the goals scored before the penalty."""
    six_up = tuple(("RED", 1, 60 * n) for n in range(1, 7))
    penalties = (
        Penalty("BLU", "BLU1", "minor", "hooking", 1, 600),  # running: 3
        Penalty("BLU", "BLU2", "major", "boarding", 2, 18 * 60 + 30),  # 6-0: the clock still runs, 7
        Penalty("RED", "RED1", "minor", "tripping", 2, 19 * 60),  # 6-1 after BLU's goal at 18:45: stop, 2
    )
    g = game("pool", *six_up, ("BLU", 2, 18 * 60 + 45), penalties=penalties)
    outcome = game_outcome(g, COLE)
    assert outcome is not None and outcome.facts is not None
    # The major adds a game misconduct's 10 minutes (Cole PT 1, docs/readings/cole.md#points-and-tiebreakers), whatever
    # the clock.
    assert (outcome.facts.home_pim, outcome.facts.away_pim) == (2, 3 + 7 + 10)
