"""What every season check reads: one season's values with their rosters, sheet replays and bracket.

`league.checks.season.check_season` builds it once; the roster checks (`league.checks.rosters`) and the
game checks (`league.checks.games`) read it, and so do the checks of a single change.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass

from league.bracket.engine import Bracket
from league.discipline.suspensions import Suspension
from league.rosters.membership import Rosters
from league.rules.rulebook import Rulebook
from league.season.values import Season
from league.sheet.replay import SheetReplay


@dataclass(frozen=True)
class Context:
    """What every check reads: the season, its rulebook, its rosters at any date, every sheet's replay."""

    season: Season
    rulebook: Rulebook
    rosters: Rosters
    replays: Mapping[str, SheetReplay]
    suspensions: tuple[Suspension, ...]
    bracket: Bracket

    def team_name(self, code: str) -> str:
        """The team's name, or its code when the season has no such team."""
        return self.season.team_name(code)
