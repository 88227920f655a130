"""Each tournament's tiebreakers worked through: standings over pool games given directly, under each tournament
rulebook."""

from __future__ import annotations

from dataclasses import replace

from league.rulebooks import COLE, COORS, PRIME, THREE_ON_THREE
from league.season.values import CoinToss
from tests.league.pool_games import by_periods, points, scored, table


def test_coors_example_per_period_points_then_head_to_head_wins_and_points_with_a_restart():
    """Coors 6.1: A, B, C 14 points, D 6; head-to-head wins 1 each; head-to-head points B 10, A 7, C 7;
    A and C start again and C beat A. Order B, C, A, D."""
    result = table(
        COORS,
        "A B C D",
        by_periods(1, "A", "B", (2, 0), (0, 1), (0, 0)),
        by_periods(2, "B", "C", (1, 0), (1, 0), (0, 0)),
        by_periods(3, "C", "A", (0, 0), (1, 0), (0, 0)),
        by_periods(4, "A", "D", (1, 0), (1, 0), (0, 0)),
        by_periods(5, "C", "D", (0, 0), (2, 0), (1, 0)),
        by_periods(6, "B", "D", (1, 0), (0, 1), (0, 0)),
    )
    assert points(result) == {"A": 14, "B": 14, "C": 14, "D": 6}
    assert result.order == ("B", "C", "A", "D")
    assert [step.text() for step in result.steps] == [
        "B, A and C 14 pts; level on head-to-head wins (1 each); head-to-head points B 10, A 7, C 7",
        "C and A 14 pts, again among themselves only; head-to-head wins C 1, A 0",
    ]
    # Period points without the game's 2/1/0 (docs/readings/coors.md#points-and-tiebreakers): A took 2+0+1 v B, 1+0+1 v
    # C and 2+2+1 v D.
    assert result.row("A").record.period_points == 3 + 2 + 5
    assert result.coin_toss_pending == ()


def test_prime_example_goal_quotient_on_the_posted_score_then_head_to_head_for_the_last_two():
    """Prime TB: D 6 points, A, B, C 4. Head-to-head is skipped for three; goal quotient A 10/14, B 1/3,
    C 6/18 = 1/3: A first; B and C start again, now two: C beat B. Order D, A, C, B."""
    games = (
        scored(1, "A B 0-0"),
        scored(2, "C B 1-0"),
        scored(3, "A C 11-3"),
        scored(4, "D A 1-0"),
        scored(5, "B D 1-1"),
        scored(6, "C D 2-2"),
    )
    shootouts = {"P01": "B", "P05": "B", "P06": "D"}
    result = table(PRIME, "A B C D", *games, shootouts=shootouts)
    assert points(result) == {"D": 6, "A": 4, "C": 4, "B": 4}
    assert result.order == ("D", "A", "C", "B")
    a = result.row("A").record
    assert (a.gf, a.ga, a.w, a.l, a.sow, a.sol) == (10, 4, 1, 2, 0, 1)
    assert [step.text() for step in result.steps] == [
        "A, B and C 4 pts; head-to-head points not used (only when exactly two teams are level); "
        "goal quotient A 5/7, B 1/3, C 1/3",
        "C and B 4 pts, the criteria applied again among them; head-to-head points C 3, B 0",
    ]
    uncapped = replace(PRIME, points=replace(PRIME.points, posted_difference_cap=None))
    assert table(uncapped, "A B C D", *games, shootouts=shootouts).order == ("D", "A", "B", "C")


def test_three_on_three_example_ends_in_a_pending_coin_toss_shown_in_code_order():
    """3-on-3 (docs/readings/three-on-three.md#points-and-tiebreakers): A, B, C 4 points; head-to-head 2 each; goal
    difference A +4, C +4, B +3: B third; A and C level again on everything: coin toss pending, A and C shown 1-2 in
    code order, until recorded."""
    games = (
        scored(1, "A B 1-1"),
        scored(2, "B C 2-2"),
        scored(3, "C A 0-0"),
        scored(4, "A D 5-1"),
        scored(5, "B D 3-0"),
        scored(6, "C D 4-0"),
    )
    result = table(THREE_ON_THREE, "A B C D", *games)
    assert points(result) == {"A": 4, "B": 4, "C": 4, "D": 0}
    assert result.order == ("A", "C", "B", "D")
    assert result.coin_toss_pending == (("A", "C"),)
    assert [(r.rank, r.coin_toss_pending) for r in result.rows[:3]] == [(1, True), (2, True), (3, False)]
    assert result.steps[-1].text() == (
        "A and C 4 pts, again among themselves only; level on head-to-head points (1 each), "
        "goal difference (+4 each), goals for (6 each); coin toss pending"
    )
    tossed = table(THREE_ON_THREE, "A B C D", *games, tosses=(CoinToss(("A", "C"), ("C", "A")),))
    assert tossed.order == ("C", "A", "B", "D")
    assert tossed.coin_toss_pending == ()


def test_cole_example_most_wins_first_then_head_to_head_only_for_two():
    """Cole ST 2: all four 3 points; wins A, C, D one each, B none: B fourth; A, C, D: head-to-head skipped
    (three), goal difference A +1, C +1, D -2: D third; A and C: wins level, C beat A. Order C, A, D, B."""
    result = table(
        COLE,
        "A B C D",
        scored(1, "A B 1-1"),
        scored(2, "B C 2-2"),
        scored(3, "C A 3-0"),
        scored(4, "A D 4-0"),
        scored(5, "B D 2-2"),
        scored(6, "D C 2-0"),
    )
    assert points(result) == {"A": 3, "B": 3, "C": 3, "D": 3}
    assert result.order == ("C", "A", "D", "B")
    assert [step.text() for step in result.steps] == [
        "A, C, D and B 3 pts; wins A 1, C 1, D 1, B 0",
        "A, C and D 3 pts, again among themselves only; level on wins (1 each); head-to-head points not used "
        "(only when exactly two teams are level); goal difference A +1, C +1, D -2",
        "C and A 3 pts, again among themselves only; level on wins (1 each); head-to-head points C 2, A 0",
    ]
