"""What the rules work out from one game of a season, kept with the game's replay from one season cache to the next
(rule 8 of `store.cache.season_cache`): a team's shift fairness in each of its final games.

The shift report's season (Gray rule 9, `league.stats.fairness`) tallies every shift of the team's final games: at
30,000 games some 240,000 shifts, about a second at its key. Each game's figures depend on the game, its replay,
the rulebook and the players' positions only, so a save (one game, and most often not a final one) leaves every
other game's as they were: they are kept while the replay is (the same rulebook and goalies, an equal game) and
the positions are the same, and the season is summed again from them (`league.stats.fairness.season_fairness_of`).
"""

from __future__ import annotations

from collections.abc import Callable, Hashable, Iterable
from typing import TYPE_CHECKING, Any, TypeVar

from league.stats.fairness import (
    GameFairness,
    SeasonFairness,
    final_games,
    positions,
    season_fairness_of,
    team_game,
)

if TYPE_CHECKING:
    from league.season.values import Game
    from store.cache.season_cache import SeasonCache

Figure = TypeVar("Figure")


class GameFigures:
    """Each game's figures, by game id and name, for one season value: those of `previous` kept but for the games
    `changed` (and none when `previous` is None)."""

    def __init__(self, previous: GameFigures | None = None, changed: Iterable[str] = ()) -> None:
        # By name, then by game id: a team's 10,000 games at 30,000 hold no (game, name) key each.
        self._kept: dict[Hashable, dict[str, Any]] = {}
        # One of each equal figure part (a skater's count, a list of teammates waiting), shared by every game's.
        self.shared: dict[Any, Any] = {}
        if previous is not None:
            self.shared = previous.shared
            gone = tuple(changed)
            for name, figures in previous._kept.items():
                kept = self._kept[name] = dict(figures)
                for game_id in gone:
                    kept.pop(game_id, None)

    def figure(self, game_id: str, name: Hashable, make: Callable[[], Figure]) -> Figure:
        """`make()` for game `game_id`, worked out once while the game stays the same: `name` says what it is."""
        figures = self._kept.setdefault(name, {})
        if game_id not in figures:
            figures[game_id] = make()
        found: Figure = figures[game_id]
        return found

    def __len__(self) -> int:
        return sum(len(figures) for figures in self._kept.values())


def kept_positions(before: SeasonCache, after: SeasonCache) -> bool:
    """True when `after`'s players have `before`'s positions (the groups every game's fairness is tallied by)."""
    return not before.game_figures or positions(before.season) == positions(after.season)


def game_fairness_kept(cache: SeasonCache, team: str, game: Game, position: dict[str, str]) -> GameFairness:
    """`team`'s fairness in final game `game` of the cache's season (`league.stats.fairness.GameFairness`), kept."""
    figures, rulebook = cache.game_figures, cache.rulebook

    def make() -> GameFairness:
        tally = team_game(game, team, position, rulebook, figures.shared, cache.replays.get(game.id))
        return GameFairness.of(tally, figures.shared)

    return figures.figure(game.id, ("fairness", team), make)


def season_fairness_kept(cache: SeasonCache, team: str) -> SeasonFairness:
    """`league.stats.fairness.season_fairness` of the cache's season for `team`, summed from each game's kept figures
    (each worked out at most once while its game stays the same), once a season value."""
    season = cache.season

    def summed() -> SeasonFairness:
        position = positions(season)
        games = final_games(season, team)
        return season_fairness_of(team, (game_fairness_kept(cache, team, g, position) for g in games))

    return cache.derived(("season fairness", team), summed)
