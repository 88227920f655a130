"""Each tiebreak criterion's number for a team, how it compares, and how it is said (SPEC G19, 10.2-10.5).

A criterion is data (`league.rulebook.Criterion`): its name below, whether fewer is better, and
whether it applies only when exactly two teams are level. Numbers are ints, exact fractions (goal
quotient) or elapsed seconds (goal times, None for a team without one, which ranks after the rest).
"""

from __future__ import annotations

from fractions import Fraction

from league.outcome import FORFEIT, Outcome
from league.records import TeamRecord

Value = int | Fraction | None

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


def add_pairs(pairs: Pairs, outcome: Outcome, sign: int = 1) -> None:
    """Count `outcome` into the head-to-head `pairs` (`sign` -1 takes it out again)."""
    winner = outcome.winner
    for team, opponent, points, goals in (
        (outcome.home, outcome.away, outcome.home_points, outcome.home_goals),
        (outcome.away, outcome.home, outcome.away_points, outcome.away_goals),
    ):
        pair = pairs.setdefault((team, opponent), [0, 0, 0])
        pair[0] += sign * (winner == team)
        pair[1] += sign * points
        pair[2] += sign * goals


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

    @property
    def pairs(self) -> Pairs:
        if self._pairs is None:
            level, pairs = self.level, Pairs()
            for outcome in self.outcomes:  # head-to-head games only ever count among teams level on points
                home = outcome.home
                if home in level and level[home] == level.get(outcome.away):
                    add_pairs(pairs, outcome)
            self._pairs = pairs
        return self._pairs

    def value(self, criterion: str, team: str, among: tuple[str, ...]) -> Value:
        """`team`'s number on `criterion`; head-to-head counts only games against `among` (none: 0)."""
        if criterion in HEAD_TO_HEAD:
            index, pairs = HEAD_TO_HEAD.index(criterion), self.pairs
            return sum(pairs.get((team, other), (0, 0, 0))[index] for other in among if other != team)
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
            scored = record.gf + record.ga
            return Fraction(record.gf, scored) if scored else Fraction(1, 2)
        if criterion == "penalty_minutes":
            return record.pim
        if criterion in _TIMES:
            return self.goal_times(criterion).get(team)
        raise ValueError(f"unknown tiebreak criterion {criterion!r}")

    def goal_times(self, criterion: str) -> dict[str, int]:
        """Each team's fastest goal (least elapsed time in any game) or first goal (of its earliest game
        with one, `outcomes` being in date order), over games that are not forfeits (SPEC 10.7)."""
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
