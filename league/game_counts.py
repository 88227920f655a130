"""How many games a season has at each stage and status, and which are still to play (issue 25).

The dashboard's season panel, its race, its alerts and the playoff bracket each asked the whole game list
after every save. They ask these counts instead: worked out once per season value and carried from save
to save by `Season.with_game` (`Season.kept`), changed by the one game saved.
"""

from __future__ import annotations

from collections import Counter
from dataclasses import dataclass

from league.values import Game, Season

LEFT_STATUSES = ("scheduled", "postponed")  # a regular-season game still to play


def game_counts(season: Season) -> GameCounts:
    """The season's counts (kept with the season value)."""
    return season.kept("game counts", GameCounts.of)


@dataclass(frozen=True, slots=True)
class GameCounts:
    """Games by (stage, status), each team's regular-season games left, the playoff games and the games
    still scheduled, each by id in the season's order (a game added by a save comes last)."""

    by_status: Counter[tuple[str, str]]
    left: Counter[str]
    playoff: dict[str, Game]
    scheduled: dict[str, Game]

    @classmethod
    def of(cls, season: Season) -> GameCounts:
        counts = cls(Counter(), Counter(), {}, {})
        for game in season.games:
            counts._count(game, 1)
        return counts

    def with_game(self, old: Game | None, new: Game) -> GameCounts:
        counts = GameCounts(Counter(self.by_status), Counter(self.left), dict(self.playoff), dict(self.scheduled))
        if old is not None:
            counts._count(old, -1)
        counts._count(new, 1)
        return counts

    def _count(self, game: Game, sign: int) -> None:
        """Count `game` in (`sign` 1) or out (-1), on the copies `with_game` made."""
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
        """Every regular-season game final or cancelled, and at least one (`league.race`'s rule)."""
        return self.games("regular") > 0 and self.games("regular", *LEFT_STATUSES) == 0
