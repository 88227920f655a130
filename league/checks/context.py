"""What every season check reads: one season's values with their rosters, sheet replays and bracket.

`league.checks.season.check_season` builds it once; the roster checks (`league.checks.rosters`) and the
game checks (`league.checks.games`) read it, and so do the checks of a single change.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from functools import cached_property

from league.bracket.engine import Bracket
from league.discipline.suspensions import Suspension
from league.rosters.membership import Rosters
from league.rules.rulebook import Rulebook
from league.season.values import Season, Shift
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

    @cached_property
    def positions(self) -> dict[str, str]:
        """Each registered player's position by id (asked for every player of every shift)."""
        return {p.id: p.position for p in self.season.players}

    @cached_property
    def suspended(self) -> frozenset[str]:
        """The players with any suspension of the season: only they can be kept out of a game by one."""
        return frozenset(s.player for s in self.suspensions)

    @cached_property
    def sound_shapes(self) -> dict[int, Shift]:
        """The shifts found of a size and group the rules allow, by identity, filled as the games are checked:
        a season file's equal shifts are one object (its reading shares them), asked once in the season rather
        than once a game. Each is held, so an identity is never another shift's."""
        return {}

    def team_name(self, code: str) -> str:
        """The team's name, or its code when the season has no such team."""
        return self.season.team_name(code)
