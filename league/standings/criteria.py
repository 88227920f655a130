"""Each tiebreak criterion's number for a team, how it compares, and how it is said (Gray rule 19 and each tournament's
tiebreakers).

A criterion is data (`league.rules.rulebook.Criterion`): its name below, whether fewer is better, and
whether it applies only when exactly two teams are level. Numbers are ints, exact fractions (goal
quotient) or elapsed seconds (goal times, None for a team without one, which ranks after the rest).
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Mapping
from operator import attrgetter
from typing import TYPE_CHECKING, TypeAlias

from league.results.outcome_values import FORFEIT, Outcome
from league.rules.rulebook import Rulebook
from league.standings.records import GameTotals, TeamRecord

if TYPE_CHECKING:
    from fractions import Fraction

# A criterion's number; a goal quotient's a Fraction, imported only where one is made (`fractions` imports
# `decimal`: milliseconds of every standings read that counts no quotient).
Value: TypeAlias = "int | Fraction | None"

COIN_TOSS = "coin_toss"
HEAD_TO_HEAD = ("head_to_head_wins", "head_to_head_points", "head_to_head_goals")
# How a committee member names each criterion in an explanation.
CRITERION_LABELS = {
    "head_to_head_wins": "head-to-head wins",
    "head_to_head_points": "head-to-head points",
    "head_to_head_goals": "head-to-head goals",
    "wins": "wins",
    "goals_for": "goals for",
    "goals_against": "goals against",
    "goal_difference": "goal difference",
    "goal_quotient": "goal quotient",
    "penalty_minutes": "penalty minutes",
    "fastest_goal": "fastest goal",
    "first_goal": "earliest first goal",
    COIN_TOSS: "coin toss",
}
_TIMES = frozenset({"fastest_goal", "first_goal"})


def uses_head_to_head(rulebook: Rulebook) -> bool:
    """Whether a tiebreaker of the rulebook counts the games between level teams."""
    return any(c.name in HEAD_TO_HEAD for c in rulebook.points.tiebreakers)


def uses_goal_times(rulebook: Rulebook) -> bool:
    """Whether a tiebreaker of the rulebook reads each game's goal times (not sums): only then do the
    standings need every outcome, not only their totals (`store.views.standings`)."""
    return any(c.name in _TIMES for c in rulebook.points.tiebreakers)


def sort_key(value: Value, fewer_is_better: bool) -> tuple[bool, int | Fraction]:
    """A key where a larger one is better: a missing value (no goal time) always ranks last."""
    if value is None:
        return (False, 0)
    return (True, -value if fewer_is_better else value)


def said(criterion: str, value: Value) -> str:
    """A criterion's number as the explanation says it: "+3", "5/7", "04:12", "none"."""
    if value is None:
        return "none"
    if criterion == "goal_difference":
        return f"{value:+d}"
    if criterion in _TIMES:
        return f"{int(value) // 60:02d}:{int(value) % 60:02d}"
    return str(value)


Pairs = dict[tuple[str, str], list[int]]  # (team, opponent) -> [wins, points, goals] in their games


def count_pairs(outcomes: Iterable[Outcome], level: Mapping[str, int] | None = None) -> Pairs:
    """The head-to-head totals of `outcomes`; with `level` (team -> points), only of the games between
    teams level on points, the only ones a head-to-head criterion ever counts. The loop runs once per game
    of a season, so it unpacks each outcome at once (a named tuple's attributes cost a lookup each)."""
    pairs: Pairs = {}
    for _, _, home, away, home_goals, away_goals, home_points, away_points, winner, _, _, _, _ in outcomes:
        if level is not None and (home not in level or level[home] != level.get(away)):
            continue
        pair = pairs.setdefault((home, away), [0, 0, 0])
        pair[0] += winner == home
        pair[1] += home_points
        pair[2] += home_goals
        pair = pairs.setdefault((away, home), [0, 0, 0])
        pair[0] += winner == away
        pair[1] += away_points
        pair[2] += away_goals
    return pairs


def level_on_points(points: Mapping[str, int]) -> dict[str, int]:
    """team -> points of the teams that share their points with another (`points`: every team's): the only
    ones a tiebreaker orders, and the only games a head-to-head criterion counts are between them."""
    teams_on: dict[int, int] = {}
    for pts in points.values():
        teams_on[pts] = teams_on.get(pts, 0) + 1
    return {code: pts for code, pts in points.items() if teams_on[pts] > 1}


def pairs_from_totals(totals: Iterable[GameTotals], level: Mapping[str, int] | None = None) -> Pairs:
    """`count_pairs` of the outcomes `totals` add up, from their sums."""
    pairs: Pairs = {}
    for home, away, winner, _, games, home_points, away_points, home_goals, away_goals in totals:
        if home is None or away is None:
            continue
        if level is not None and (home not in level or level[home] != level.get(away)):
            continue
        pair = pairs.setdefault((home, away), [0, 0, 0])
        pair[0] += games if winner == home else 0
        pair[1] += home_points
        pair[2] += home_goals
        pair = pairs.setdefault((away, home), [0, 0, 0])
        pair[0] += games if winner == away else 0
        pair[1] += away_points
        pair[2] += away_goals
    return pairs


# The criteria that are a column of the team's record.
_RECORD_NUMBERS: dict[str, Callable[[TeamRecord], Value]] = {
    "goals_for": attrgetter("gf"),
    "goal_difference": attrgetter("diff"),
    "wins": attrgetter("w"),
    "goals_against": attrgetter("ga"),
    "penalty_minutes": attrgetter("pim"),
}


class Measures:
    """Every team's numbers on every criterion, over the counted `outcomes` and `records`.

    The head-to-head `pairs` are counted on the first head-to-head question, over the games between teams
    level on points (`level`: team -> points), unless given whole (a season's kept tally, which covers
    every pair).
    """

    def __init__(
        self,
        records: dict[str, TeamRecord],
        outcomes: tuple[Outcome, ...],
        level: dict[str, int],
        pairs: Pairs | None = None,
    ):
        self.records = records
        self.outcomes = outcomes
        self.level = level
        self._times: dict[str, dict[str, int]] = {}
        self._pairs = pairs
        self._against: dict[str, dict[str, list[int]]] | None = None

    @property
    def pairs(self) -> Pairs:
        if self._pairs is None:
            self._pairs = count_pairs(self.outcomes, self.level)
        return self._pairs

    @property
    def against(self) -> dict[str, dict[str, list[int]]]:
        """team -> opponent -> its head-to-head totals against that opponent (`pairs` by team)."""
        if self._against is None:
            self._against = {}
            for (team, other), totals in self.pairs.items():
                self._against.setdefault(team, {})[other] = totals
        return self._against

    def values(self, criterion: str, members: tuple[str, ...], among: tuple[str, ...]) -> list[Value]:
        """Each of `members`' numbers on `criterion`, in their order (`value` of each, in one call: the
        standings of hundreds of teams ask for thousands)."""
        if criterion in HEAD_TO_HEAD:
            index, against = HEAD_TO_HEAD.index(criterion), self.against
            numbers: list[Value] = []
            for team in members:  # over the opponents it met (never itself), not every team level with it
                met = against.get(team)
                numbers.append(sum([t[index] for other, t in met.items() if other in among]) if met else 0)
            return numbers
        number = _RECORD_NUMBERS.get(criterion)
        if number is not None:
            return [number(self.records[team]) for team in members]
        return [self.value(criterion, team, among) for team in members]

    def value(self, criterion: str, team: str, among: tuple[str, ...]) -> Value:
        """`team`'s number on `criterion`; head-to-head counts only games against `among` (none: 0)."""
        if criterion in HEAD_TO_HEAD:
            index, against = HEAD_TO_HEAD.index(criterion), self.against.get(team, {})
            # Over the opponents it met, not every team level with it: a large league meets few of them.
            return sum(totals[index] for other, totals in against.items() if other != team and other in among)
        record = self.records[team]
        if criterion == "goals_for":
            return record.gf
        if criterion == "goal_difference":
            return record.diff
        if criterion == "wins":
            return record.w
        if criterion == "goals_against":
            return record.ga
        if criterion == "goal_quotient":
            from fractions import Fraction

            scored = record.gf + record.ga
            return Fraction(record.gf, scored) if scored else Fraction(1, 2)
        if criterion == "penalty_minutes":
            return record.pim
        if criterion in _TIMES:
            return self.goal_times(criterion).get(team)
        raise ValueError(f"unknown tiebreak criterion {criterion!r}")

    def goal_times(self, criterion: str) -> dict[str, int]:
        """Each team's fastest goal (least elapsed time in any game) or first goal (of its earliest game
        with one, `outcomes` being in date order), over games that are not forfeits (docs/readings/prime.md#tiebreakers,
        docs/readings/cole.md#points-and-tiebreakers)."""
        if criterion not in self._times:
            times: dict[str, int] = {}
            for outcome in self.outcomes:
                facts = outcome.facts
                if facts is None or outcome.decided_by == FORFEIT:
                    continue
                for team, elapsed in ((outcome.home, facts.home_first_goal), (outcome.away, facts.away_first_goal)):
                    if elapsed is None:
                        continue
                    if team not in times or (criterion == "fastest_goal" and elapsed < times[team]):
                        times[team] = elapsed
            self._times[criterion] = times
        return self._times[criterion]
