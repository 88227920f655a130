"""What every season check reads: one season's values with their rosters, sheet replays and bracket.

`league.checks.season.check_season` builds it once; the roster checks (`league.checks.rosters`) and the
game checks (`league.checks.games`) read it, and so do the checks of a single change.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, field

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

    # Worked out with the context, once a check (asked for every player of every shift): each registered
    # player's position by id, and the players with any suspension of the season (only they can be kept out).
    positions: Mapping[str, str] = field(init=False, compare=False)
    suspended: frozenset[str] = field(init=False, compare=False)
    # The shifts found of a size and group the rules allow, filled as the games are checked: a season file's
    # equal shifts recur all season, asked once in the check rather than once a game. Dies with the check.
    sound_shapes: set[Shift] = field(init=False, compare=False)

    def __post_init__(self) -> None:
        object.__setattr__(self, "positions", {p.id: p.position for p in self.season.players})
        object.__setattr__(self, "suspended", frozenset(s.player for s in self.suspensions))
        object.__setattr__(self, "sound_shapes", set())

    def team_name(self, code: str) -> str:
        """The team's name, or its code when the season has no such team."""
        return self.season.team_name(code)
