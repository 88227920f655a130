"""Every tiebreak criterion and points rule of docs/readings/shared.md on its own: direction, exact goal quotient,
goal times, "only when exactly two are level", per-period points and forfeits, the posted-score cap."""

from __future__ import annotations

from dataclasses import replace
from fractions import Fraction

from league.checks.season import checked_replay
from league.results.outcome import Outcome, game_outcome
from league.results.played import counted_goals
from league.rulebooks import COLE, COORS, GRAY, PRIME, THREE_ON_THREE
from league.rules.rulebook import Criterion, Rulebook
from league.season.values import Forfeit, Penalty
from league.sheet.replay import replay_sheet
from league.standings.records import team_records
from tests.league.pool_games import by_periods, goals_at, minors, points, pool_game, scored, table


def only(rulebook: Rulebook, *criteria: Criterion) -> Rulebook:
    """`rulebook` with its tiebreakers replaced by `criteria` and then a coin toss."""
    return replace(rulebook, points=replace(rulebook.points, tiebreakers=(*criteria, Criterion("coin_toss"))))


def test_goal_quotient_is_an_exact_fraction_and_no_goals_at_all_counts_as_one_half():
    """V and X never scored nor conceded (0/0 = 1/2), Y is 2/4 = 1/2: level, so a toss; Z is 1/3 below them."""
    rulebook = only(THREE_ON_THREE, Criterion("goal_quotient"))
    games = (scored(1, "X W 0-0"), scored(2, "Y W 2-2"), scored(3, "Z W 1-2"), scored(4, "Z V 0-0"))
    result = table(rulebook, "V W X Y Z", *games)
    assert points(result) == {"W": 4, "V": 1, "X": 1, "Y": 1, "Z": 1}
    level = next(s for s in result.steps if s.criterion == "goal_quotient")
    assert dict(level.values)["X"] == Fraction(1, 2) == dict(level.values)["Y"] == dict(level.values)["V"]
    assert dict(level.values)["Z"] == Fraction(1, 3)
    assert result.coin_toss_pending == (("V", "X", "Y"),)
    assert result.order.index("Z") > result.order.index("Y")
    assert "goal quotient" in level.text() and "Z 1/3" in level.text()


def test_fewest_goals_against_ranks_first():
    rulebook = only(THREE_ON_THREE, Criterion("goals_against", fewer_is_better=True))
    result = table(rulebook, "A B C", scored(1, "A C 1-0"), scored(2, "B C 5-3"))
    assert result.order == ("A", "B", "C")
    assert result.steps[0].text() == "A and B 2 pts; goals against A 0, B 3"


def test_fewest_penalty_minutes_counts_every_penalty_of_the_team_even_a_bench_one_and_a_forfeits_sheet():
    """Coors: a double minor is 4, a misconduct 10; A 2 + 4 = 6 v B 2 + 2 (bench) + 10 ... B forfeited the
    game with its 10 minutes, which still count (docs/readings/cole.md#points-and-tiebreakers)."""
    rulebook = only(COORS, Criterion("penalty_minutes", fewer_is_better=True))
    bench = Penalty("B", None, "minor", "too many men", period=2, second=30, bench=True)
    a_game = scored(1, "A C 1-0", penalties=(*minors("A", 1), *minors("A", 1, "double-minor")))
    b_game = scored(2, "B C 1-0", penalties=(*minors("B", 1), bench))
    b_forfeit = scored(3, "D B 0-2", penalties=minors("B", 1, "misconduct"), forfeit=Forfeit("D", "ineligible"))
    a_forfeit = scored(4, "D A 0-0", forfeit=Forfeit("D", "ineligible"))
    result = table(rulebook, "A B C D", a_game, b_game, b_forfeit, a_forfeit)
    assert {r.team: r.record.pim for r in result.rows} == {"A": 6, "B": 14, "C": 0, "D": 0}
    assert result.order[:2] == ("A", "B")
    assert result.steps[0].text() == "A and B 13 pts; penalty minutes A 6, B 14"


def test_an_outcome_given_a_checks_replay_counts_the_penalty_minutes_of_the_whole_sheet():
    """A check keeps its replays without each penalty's minutes (`checked_replay`): an outcome worked out from one,
    a played game's or a forfeit's, counts the sheet's minutes as one worked out alone does."""
    played = scored(1, "A C 1-0", penalties=(*minors("A", 1), *minors("C", 1, "misconduct")))
    forfeited = scored(2, "D B 0-2", penalties=minors("B", 1, "misconduct"), forfeit=Forfeit("D", "ineligible"))
    for game in (played, forfeited):
        alone = game_outcome(game, COORS)
        assert alone is not None and alone.facts is not None and alone.facts.home_pim + alone.facts.away_pim > 0
        assert game_outcome(game, COORS, checked_replay(replay_sheet(game, COORS))) == alone, game.id


def test_fastest_goal_is_the_least_elapsed_time_and_a_team_without_a_timed_goal_ranks_after():
    """Prime: (period - 1) x 15:00 + the goal's time. A's 2nd-period 00:30 (15:30) loses to B's 14:00 in
    the 1st; C scored only in a bare score and ranks after every timed goal; the goals of B's forfeited
    game (00:01, 00:05) do not count."""
    rulebook = only(PRIME, Criterion("fastest_goal", fewer_is_better=True))
    result = table(
        rulebook,
        "A B C D",
        goals_at(1, "A", "D", ("A", 2, "00:30"), ("D", 3, "10:00"), ("A", 3, "11:00")),
        goals_at(2, "B", "D", ("B", 1, "14:00"), ("B", 3, "01:00"), ("D", 3, "02:00")),
        scored(3, "C D 2-1"),
        goals_at(4, "D", "B", ("D", 1, "00:05"), ("B", 1, "00:01"), forfeit=Forfeit("B", "ineligible")),
    )
    assert points(result) == {"A": 3, "B": 3, "C": 3, "D": 3}
    assert result.order == ("B", "A", "D", "C")
    (step,) = result.steps
    assert step.values == (("B", 14 * 60), ("A", 15 * 60 + 30), ("D", 32 * 60), ("C", None))
    assert step.text() == "B, A, D and C 3 pts; fastest goal B 14:00, A 15:30, D 32:00, C none"


def test_earliest_first_goal_is_the_first_goal_of_the_teams_earliest_game_with_one():
    """Cole (20-minute periods): A's earliest scoring game has its goal at 2nd period 01:00 (21:00); its
    later, faster goal does not count; B's first goal is 05:00; C never scored and ranks last."""
    rulebook = only(COLE, Criterion("first_goal", fewer_is_better=True))
    result = table(
        rulebook,
        "A B C D E",
        goals_at(1, "A", "E", ("A", 2, "01:00")),
        goals_at(2, "B", "E", ("B", 1, "05:00")),
        goals_at(3, "A", "D", ("A", 1, "00:10"), ("D", 1, "00:20"), ("D", 1, "00:30")),
        scored(4, "C D 0-0"),
        scored(5, "C E 0-0"),
    )
    assert points(result) == {"D": 3, "A": 2, "B": 2, "C": 2, "E": 1}
    assert result.order == ("D", "B", "A", "C", "E")
    (step,) = result.steps
    assert step.text() == "B, A and C 2 pts; earliest first goal B 05:00, A 21:00, C none"


def test_head_to_head_applies_only_when_exactly_two_are_level():
    """Prime: two level teams are split by their own game even against a better goal quotient."""
    result = table(PRIME, "A B C", scored(1, "B A 1-0"), scored(2, "A C 9-0"), scored(3, "C B 1-0"))
    assert points(result) == {"A": 3, "B": 3, "C": 3}
    # A (7/8) and B (1/6) level: B beat A, so B is above.
    two = table(
        PRIME, "A B C D", scored(1, "B A 1-0"), scored(2, "A D 7-0"), scored(3, "B C 0-5"), scored(4, "C D 1-0")
    )
    assert points(two) == {"C": 6, "B": 3, "A": 3, "D": 0}
    assert two.order.index("B") < two.order.index("A")
    assert next(s for s in two.steps if set(s.teams) == {"A", "B"}).criterion == "head_to_head_points"
    # Three level: head-to-head skipped, the goal quotient decides (A 9/10 on top).
    assert result.order[0] == "A"
    assert result.steps[0].skipped == ("head_to_head_points",)


def test_circular_head_to_head_wins_level_then_points_among_them_and_goals_for():
    """Coors: A beat B, B beat C, C beat A (each 1-0 in the first period): 1 win and 8 points each among
    them; goals for over all games decide (C scored 3 more against D)."""
    result = table(
        COORS,
        "A B C D",
        by_periods(1, "A", "B", (1, 0), (0, 0), (0, 0)),
        by_periods(2, "B", "C", (1, 0), (0, 0), (0, 0)),
        by_periods(3, "C", "A", (1, 0), (0, 0), (0, 0)),
        by_periods(4, "D", "C", (0, 0), (0, 0), (0, 3)),
        by_periods(5, "D", "A", (0, 0), (0, 0), (0, 2)),
        by_periods(6, "D", "B", (0, 0), (0, 0), (0, 1)),
    )
    assert points(result)["A"] == points(result)["B"] == points(result)["C"]
    assert result.order == ("C", "A", "B", "D")
    assert result.steps[0].level_on == (("head_to_head_wins", 1), ("head_to_head_points", 8))
    assert result.steps[0].text().endswith("goals for C 4, A 3, B 2")


def test_coors_gives_every_pool_game_8_points_period_by_period():
    """Coors 5.1.3: 2 a period to the team that scored more in it, 1 each when level, and 2/1/0 for the game."""
    tie = game_outcome(by_periods(1, "A", "B", (1, 0), (0, 1), (0, 0)), COORS)
    win = game_outcome(by_periods(2, "A", "B", (0, 1), (0, 1), (3, 0)), COORS)
    assert (tie.home_points, tie.away_points, tie.winner, tie.decided_by) == (4, 4, None, "regulation")
    assert (tie.facts.home_period_points, tie.facts.away_period_points) == (3, 3)
    # A won the game 3-2 but only one period: 2 + 2 for A, 4 + 0 for B.
    assert (win.home_points, win.away_points, win.winner) == (4, 4, "A")


def test_coors_forfeit_is_posted_3_0_one_nil_each_period_8_points_to_0():
    """Coors 3.1.10: the forfeiting team's played lead does not matter; the period points are 6 to 0
    (docs/readings/coors.md#points-and-tiebreakers)."""
    game = by_periods(1, "A", "B", (2, 0), (0, 0), (0, 0))
    outcome = game_outcome(replace(game, forfeit=Forfeit("A", "ineligible player")), COORS)
    assert (outcome.home_goals, outcome.away_goals, outcome.decided_by, outcome.winner) == (0, 3, "forfeit", "B")
    assert (outcome.home_points, outcome.away_points) == (0, 8)
    assert (outcome.facts.home_period_points, outcome.facts.away_period_points) == (0, 6)


def test_posted_score_caps_the_difference_and_the_sheet_keeps_the_played_goals():
    """Prime: 11-2 is posted 9-2; the sheet, and every stat read from it, keeps 11."""
    game = scored(1, "A B 11-2")
    outcome = game_outcome(game, PRIME)
    assert (outcome.home_goals, outcome.away_goals, outcome.home_points, outcome.away_points) == (9, 2, 3, 0)
    assert counted_goals(game, replay_sheet(game, PRIME), PRIME).scored(game, "A") == 11  # the stats keep 11
    assert game_outcome(scored(2, "A B 2-9"), PRIME)[4:6] == (2, 9)  # 7 exactly stands
    assert game_outcome(scored(3, "A B 0-12"), PRIME)[4:6] == (0, 7)
    assert game_outcome(game, GRAY)[4:6] == (11, 2)  # no cap in Gray


def test_prime_points_regulation_3_shootout_2_and_1_forfeit_1_0_for_3():
    regulation = game_outcome(scored(1, "A B 2-1"), PRIME)
    shootout = game_outcome(scored(2, "A B 3-3"), PRIME, shootout_winner="B")
    forfeit = game_outcome(scored(3, "A B 4-0", forfeit=Forfeit("A", "ineligible player")), PRIME)
    assert (regulation.home_points, regulation.away_points) == (3, 0)
    assert (shootout.home_goals, shootout.away_goals, shootout.winner, shootout.decided_by) == (3, 3, "B", "shootout")
    assert (shootout.home_points, shootout.away_points) == (1, 2)
    assert (forfeit.home_goals, forfeit.away_goals, forfeit.home_points, forfeit.away_points) == (0, 1, 0, 3)
    records = team_records(("A", "B"), (regulation, shootout, forfeit), PRIME)
    a, b = records["A"], records["B"]
    assert (a.w, a.l, a.t, a.sow, a.sol, a.pts) == (1, 2, 0, 0, 1, 4)
    assert (b.w, b.l, b.t, b.sow, b.sol, b.pts) == (2, 1, 0, 1, 0, 5)


def test_standings_add_the_points_each_result_carries_not_the_sign_of_the_goals():
    """A result stored with its points counts them: a level score won in a shootout is a win."""
    level_won = Outcome("G1", "regular", "A", "B", 2, 2, 2, 1, "A", "shootout")
    records = team_records(("A", "B"), (level_won,), GRAY)
    assert (records["A"].w, records["A"].pts, records["B"].l, records["B"].pts) == (1, 2, 1, 1)


def test_three_on_three_and_cole_forfeit_scores_and_win_tie_loss():
    assert game_outcome(scored(1, "A B 0-3", forfeit=Forfeit("A", "r")), THREE_ON_THREE)[4:8] == (0, 1, 0, 2)
    assert game_outcome(scored(1, "A B 0-3", forfeit=Forfeit("B", "r")), COLE)[4:8] == (5, 0, 2, 0)
    assert game_outcome(scored(1, "A B 2-2"), COLE)[4:9] == (2, 2, 1, 1, None)
    assert game_outcome(pool_game(1, "A", "B", goals=()), COLE) is None  # no score at all: no result yet
