"""What every season check reads: one season's values with their rosters, sheet replays and bracket.

`league.season_checks.check_season` builds it once; the roster checks (`league.roster_checks`) and the
game checks (`league.game_checks`) read it, and so do the checks of a single change.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass

from league.bracket import Bracket
from league.rosters import Rosters
from league.rulebook import Rulebook
from league.sheet import SheetReplay
from league.suspensions import Suspension
from league.values import Season


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
