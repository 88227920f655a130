"""What the rules work out from one game of a season, kept with the game's replay from one season cache to the next
(rule 8 of `store.cache.season_cache`): a team's shift fairness in each of its final games.

The shift report's season (Gray rule 9, `league.stats.fairness`) tallies every shift of the team's final games: at
30,000 games some 240,000 shifts, about a second at its key. Each game's figures depend on the game, its replay,
the rulebook and the players' positions only, so a save (one game, and most often not a final one) leaves every
other game's as they were: they are kept while the replay is (the same rulebook and goalies, an equal game) and
the positions are the same, and the season is summed again from them (`league.stats.fairness.season_fairness_of`).
Each is kept packed (`store.cache.packed_fairness`: some bytes a game, not 550), so every team's fit where one team's
did, and the screens' preparation works out every team's, not only the one the report opens on.
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
from store.cache.packed_fairness import FairnessPacking, Packed

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
        self.packing = FairnessPacking()  # only ever added to: a packing reads the same in the caches after
        if previous is not None:
            self.shared, self.packing = previous.shared, previous.packing
            gone = tuple(changed)
            for name, figures in previous._kept.items():
                kept = self._kept[name] = dict(figures)
                for game_id in gone:
                    kept.pop(game_id, None)
            if self.packing.outgrown(sum(len(figures) for figures in self._packed())):
                self._pack_again()

    def _packed(self) -> list[dict[str, Any]]:
        """The figures kept packed with `packing`, by game id: each team's fairness (any other is kept as made)."""
        return [figures for name, figures in self._kept.items() if _is_fairness_name(name)]

    def _pack_again(self) -> None:
        # New tables for the figures kept here alone, the packings and parts the saves let go left behind (the caches
        # before this one read theirs with the old tables, which they hold). Only the packed figures are made again:
        # another figure kept as bytes is no packing, and read as one it would be rewritten.
        tables, self.packing, self.shared = self.packing, FairnessPacking(), {}
        for figures in self._packed():
            for game_id, figure in figures.items():
                figures[game_id] = self.packing.repack(figure, tables)

    def figure(self, game_id: str, name: Hashable, make: Callable[[], Figure]) -> Figure:
        """`make()` for game `game_id`, worked out once while the game stays the same: `name` says what it is."""
        figures = self._kept.setdefault(name, {})
        if game_id not in figures:
            figures[game_id] = make()
        found: Figure = figures[game_id]
        return found

    def holds(self, game_id: str, name: Hashable) -> bool:
        """True when game `game_id`'s figure `name` is kept."""
        return game_id in self._kept.get(name, ())

    def __len__(self) -> int:
        return sum(len(figures) for figures in self._kept.values())


def kept_positions(before: SeasonCache, after: SeasonCache) -> bool:
    """True when `after`'s players have `before`'s positions (the groups every game's fairness is tallied by)."""
    return not before.game_figures or positions(before.season) == positions(after.season)


def _fairness_name(team: str) -> Hashable:
    return ("fairness", team)


def _is_fairness_name(name: Hashable) -> bool:
    return isinstance(name, tuple) and len(name) == 2 and name[0] == "fairness"


def packed_fairness_kept(cache: SeasonCache, team: str, game: Game, position: dict[str, str]) -> Packed:
    """`team`'s fairness in final game `game` of the cache's season, kept packed: worked out when it is not yet."""
    figures, rulebook = cache.game_figures, cache.rulebook

    def make() -> Packed:
        tally = team_game(game, team, position, rulebook, figures.shared, cache.replays.get(game.id))
        return figures.packing.pack(game.id, team, GameFairness.of(tally, figures.shared))

    return figures.figure(game.id, _fairness_name(team), make)


def game_fairness_kept(cache: SeasonCache, team: str, game: Game, position: dict[str, str]) -> GameFairness:
    """`team`'s fairness in final game `game` of the cache's season (`league.stats.fairness.GameFairness`), kept."""
    return cache.game_figures.packing.unpack(game.id, team, packed_fairness_kept(cache, team, game, position))


def fairness_to_count(cache: SeasonCache, team: str, games: Iterable[Game]) -> list[Game]:
    """Those of `games` (`team`'s final games) whose fairness the cache does not keep yet: what summing its season
    has to tally first."""
    figures, name = cache.game_figures, _fairness_name(team)
    return [game for game in games if not figures.holds(game.id, name)]


def _last_summed(cache: SeasonCache) -> dict[str, SeasonFairness]:
    # One slot, shared by the caches of equal season values (rule 2), whose sums are equal: each team's season holds
    # its every double shift (26,000 at 30,000 games, 2-3 MiB), too much to keep six of.
    last: dict[str, SeasonFairness] = cache.derived("season fairness", dict)
    return last


def season_fairness_summed(cache: SeasonCache, team: str) -> SeasonFairness | None:
    """`season_fairness_kept(cache, team)` when it is the last team summed for the cache's season, else None."""
    return _last_summed(cache).get(team)


def season_fairness_kept(cache: SeasonCache, team: str, games: list[Game] | None = None) -> SeasonFairness:
    """`league.stats.fairness.season_fairness` of the cache's season for `team`, summed from each game's kept figures
    (each worked out at most once while its game stays the same); `games`: its final games when the caller has them.
    The last team summed is kept with the season value."""
    last = _last_summed(cache)
    if team not in last:
        last.clear()  # the team summed before is let go before the next is summed, not after
        position = positions(cache.season)
        finals = final_games(cache.season, team) if games is None else games
        last[team] = season_fairness_of(team, (game_fairness_kept(cache, team, g, position) for g in finals))
    return last[team]
