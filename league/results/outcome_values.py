"""What a final game counts as in the standings, as values: the outcome and its tiebreak facts, and whether a
rulebook reads those facts. Kept apart from `league.results.outcome` (which works an outcome out from the sheet's
replay) so that the standings added up in SQL build their table without importing the sheet's rules."""

from __future__ import annotations

from typing import TYPE_CHECKING, NamedTuple

if TYPE_CHECKING:
    from league.rules.rulebook import Rulebook

REGULATION, OVERTIME, SHOOTOUT, FORFEIT = "regulation", "overtime", "shootout", "forfeit"
# Criteria that read the games' tiebreak facts (penalty minutes, goal times) rather than goals and points.
NEEDS_FACTS = frozenset({"penalty_minutes", "fastest_goal", "first_goal"})


def uses_facts(rulebook: Rulebook) -> bool:
    """Whether the rulebook's points, criteria or table read period points, penalty minutes or goal times:
    only then does an outcome carry them (Gray's standings stay as fast as two goal counts allow)."""
    points = rulebook.points
    if points.period_points is not None or points.counts_penalty_minutes:
        return True
    return any(c.name in NEEDS_FACTS for c in points.tiebreakers)


class TiebreakFacts(NamedTuple):
    """What a game gives the criteria beyond goals and points, per team (home first).

    Period points are without the game's own points (docs/readings/coors.md#points-and-tiebreakers); penalty minutes
    count every penalty on the sheet; a first goal is the elapsed game time in seconds of the team's first goal (None:
    it scored none, or the game is a forfeit and gives no goal times).
    """

    home_period_points: int = 0
    away_period_points: int = 0
    home_pim: int = 0
    away_pim: int = 0
    home_first_goal: int | None = None
    away_first_goal: int | None = None


class Outcome(NamedTuple):
    """A final game's result as the standings use it: posted goals, points, winner, how it was decided.

    A named tuple rather than a frozen dataclass: the standings build ten thousand of these from
    the file, and a tuple is made several times faster (benchmarks/standings.py).
    """

    game: str
    stage: str
    home: str
    away: str
    home_goals: int  # posted (docs/readings/shared.md#points-and-tiebreakers)
    away_goals: int
    home_points: int  # under the rulebook, period points included
    away_points: int
    winner: str | None  # None: a tie that stood
    decided_by: str = REGULATION  # regulation, overtime, shootout or forfeit
    forfeited_by: str | None = None
    forfeit_cause: str | None = None  # "ruling", "late start", "penalties"
    facts: TiebreakFacts | None = None

    def goals(self, team: str) -> tuple[int, int]:
        """(for, against) of `team` in this game."""
        if team == self.home:
            return self.home_goals, self.away_goals
        return self.away_goals, self.home_goals
