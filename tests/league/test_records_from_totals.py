"""The standings' records and head-to-head pairs from summed results equal those counted game by game."""

from __future__ import annotations

import random

import pytest

from league.results.outcome import FORFEIT, OVERTIME, REGULATION, SHOOTOUT, Outcome, TiebreakFacts, uses_facts
from league.rulebooks import COLE, COORS, GRAY, PRIME, THREE_ON_THREE
from league.rules.rulebook import Rulebook
from league.standings.criteria import count_pairs, level_on_points, pairs_from_totals
from league.standings.records import GameTotals, SideTotals, points_from_totals, records_from_totals, team_records

TEAMS = ("A", "B", "C", "D", "E", "F")


def random_outcomes(rng: random.Random, rulebook: Rulebook, games: int) -> tuple[Outcome, ...]:
    """Results as a season counts them: regulation wins and ties, overtime and shootout wins, forfeits at the
    rulebook's forfeit score, each with the rulebook's points (and period points and minutes where it uses them)."""
    points, facts = rulebook.points, uses_facts(rulebook)
    found = []
    for n in range(games):
        home, away = rng.sample(TEAMS, 2)
        decided_by = rng.choice((REGULATION, REGULATION, OVERTIME, SHOOTOUT, FORFEIT))
        home_goals, away_goals = rng.randint(0, 5), rng.randint(0, 5)
        if decided_by == FORFEIT:
            home_goals, away_goals = points.forfeit_winner_goals, points.forfeit_loser_goals
        elif decided_by == SHOOTOUT:
            away_goals = home_goals
        elif decided_by == OVERTIME and home_goals == away_goals:
            home_goals += 1
        winner = None if home_goals == away_goals else home if home_goals > away_goals else away
        if decided_by == SHOOTOUT:
            winner = rng.choice((home, away))
        home_points = points.result_points(decided_by, winner == home, winner == away)
        away_points = points.result_points(decided_by, winner == away, winner == home)
        more = None
        if facts:
            more = TiebreakFacts(rng.randint(0, 6), rng.randint(0, 6), rng.randint(0, 20), rng.randint(0, 20))
            home_points, away_points = home_points + more.home_period_points, away_points + more.away_period_points
        found.append(
            Outcome(f"G{n}", "regular", home, away, home_goals, away_goals, home_points, away_points, winner,
                    decided_by, away if decided_by == FORFEIT else None, None, more)
        )  # fmt: skip
    return tuple(found)


def side_totals(outcomes: tuple[Outcome, ...]) -> list[SideTotals]:
    """The outcomes added up per team and side, as `store.views.outcomes.load_side_totals` does in SQL."""
    sums: dict[tuple[str, str], list[int]] = {}
    for o in outcomes:
        facts = o.facts or TiebreakFacts()
        for side, team, scored, let_in, points, period, pim in (
            ("home", o.home, o.home_goals, o.away_goals, o.home_points, facts.home_period_points, facts.home_pim),
            ("away", o.away, o.away_goals, o.home_goals, o.away_points, facts.away_period_points, facts.away_pim),
        ):
            row = sums.setdefault((team, side), [0] * 8)
            for i, value in enumerate((1, o.winner == team, o.winner is None, points, scored, let_in, period, pim)):
                row[i] += value
    return [SideTotals(team, *row) for (team, _), row in sums.items()]


def game_totals(outcomes: tuple[Outcome, ...]) -> list[GameTotals]:
    """The outcomes added up per home team, away team, winner and how, as the store's pair queries do."""
    sums: dict[tuple[str, str, str | None, str], list[int]] = {}
    for o in outcomes:
        row = sums.setdefault((o.home, o.away, o.winner, o.decided_by), [0] * 5)
        for i, value in enumerate((1, o.home_points, o.away_points, o.home_goals, o.away_goals)):
            row[i] += value
    return [GameTotals(*key, *row) for key, row in sums.items()]


@pytest.mark.parametrize("rulebook", [GRAY, COLE, COORS, PRIME, THREE_ON_THREE], ids=lambda r: r.name)
def test_records_and_pairs_from_sums_equal_those_counted_game_by_game(rulebook):
    rng = random.Random(rulebook.name)
    for season in range(20):
        outcomes = random_outcomes(rng, rulebook, rng.randint(0, 60))
        for as_of in {len(outcomes), len(outcomes) // 2, 0}:  # every game, the first half, none yet
            counted = outcomes[:as_of]
            records = team_records(TEAMS, counted, rulebook)
            late = [t for t in game_totals(counted) if t.decided_by != REGULATION]
            assert records_from_totals(TEAMS, side_totals(counted), late) == records, (season, as_of)
            assert points_from_totals(TEAMS, side_totals(counted)) == {t: r.pts for t, r in records.items()}
            level = level_on_points({t: r.pts for t, r in records.items()})
            assert pairs_from_totals(game_totals(counted), level) == count_pairs(counted, level), (season, as_of)
            assert pairs_from_totals(game_totals(counted)) == count_pairs(counted)


def test_a_team_the_table_does_not_list_is_passed_over_and_one_without_games_has_zeros():
    sides = [SideTotals("A", 2, 1, 1, 3, 4, 2), SideTotals(None, 2, 0, 1, 1, 2, 4), SideTotals("Z", 1, 1, 0, 2, 3, 0)]
    late = [GameTotals("A", None, "A", OVERTIME, 1), GameTotals("A", "B", "A", FORFEIT, 1)]
    records = records_from_totals(("A", "B"), sides, late)
    assert (records["A"].w, records["A"].l, records["A"].t, records["A"].otw, records["A"].pts) == (1, 0, 1, 1, 3)
    assert records["B"].gp == 0 and set(records) == {"A", "B"}


def test_only_teams_sharing_their_points_are_level():
    assert level_on_points({"A": 0, "B": 0, "C": 0}) == {"A": 0, "B": 0, "C": 0}
    assert level_on_points({"A": 2, "B": 0, "C": 0, "D": 3, "E": 2}) == {"A": 2, "B": 0, "C": 0, "E": 2}
