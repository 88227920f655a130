"""How many games a season has at each stage and status, and which are still to play.

The dashboard's season panel, its race, its alerts and the playoff bracket each ask these counts: one pass
over the games. A caller that asks them often for one season value takes them from its season cache
(`store.cache.season_cache`) and passes them on.
"""

from __future__ import annotations

from collections import Counter
from dataclasses import dataclass

from league.season.game_values import LEFT_STATUSES
from league.season.values import Game, Season


def game_counts(season: Season) -> GameCounts:
    """The season's counts."""
    return GameCounts.of(season)


@dataclass(frozen=True, slots=True)
class GameCounts:
    """Games by (stage, status), each team's regular-season games left, the playoff games and the games
    still scheduled, each by id (in the season's order, or a changed game last: no reader reads their order)."""

    by_status: Counter[tuple[str, str]]
    left: Counter[str]
    playoff: dict[str, Game]
    scheduled: dict[str, Game]

    @classmethod
    def of(cls, season: Season) -> GameCounts:
        games = season.games
        # Counted by `Counter` over generators rather than a Python step per game: a save on a 10,000-game
        # season asks these again.
        left = (g for g in games if g.stage == "regular" and g.status in LEFT_STATUSES)
        return cls(
            Counter((g.stage, g.status) for g in games),
            Counter(team for g in left for team in (g.home, g.away)),
            {g.id: g for g in games if g.stage == "playoff"},
            {g.id: g for g in games if g.status == "scheduled"},
        )

    def with_changes(self, changes: tuple[tuple[Game | None, Game | None], ...]) -> GameCounts:
        """These counts with each (old game, new game) of `changes` counted out and in again (None: no such
        game): what a caller keeping them (a season cache) asks instead of counting every game again."""
        counts = GameCounts(Counter(self.by_status), Counter(self.left), dict(self.playoff), dict(self.scheduled))
        for old, new in changes:
            for game, sign in ((old, -1), (new, 1)):
                if game is not None:
                    counts._count(game, sign)
        return counts

    def _count(self, game: Game, sign: int) -> None:
        """Count `game` in (`sign` 1) or out (-1), on the copies `with_changes` made."""
        self.by_status[game.stage, game.status] += sign
        if game.stage == "regular" and game.status in LEFT_STATUSES:
            for team in game.teams:
                self.left[team] += sign
        for kept, held in ((self.playoff, game.stage == "playoff"), (self.scheduled, game.status == "scheduled")):
            if held and sign > 0:
                kept[game.id] = game
            elif held:
                kept.pop(game.id, None)

    def games(self, stage: str, *statuses: str) -> int:
        """How many games of `stage` have one of `statuses` (every status when none is named)."""
        return sum(
            n for (s, status), n in self.by_status.items() if s == stage and (not statuses or status in statuses)
        )

    def regular_season_complete(self) -> bool:
        """Every regular-season game final or cancelled, and at least one (`league.standings.race`'s rule)."""
        return self.games("regular") > 0 and self.games("regular", *LEFT_STATUSES) == 0
