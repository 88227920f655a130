"""What the rules work out from one season value, kept for speed outside the rules core: the one cache.

`league` is plain functions of plain values; at 10,000 games replaying every sheet costs half a second, and
the save check, the dashboard and the big screens each need every replay. So one `SeasonCache` per open
league file (`store.connection.Store.season_cache`) holds, for exactly one season value and its rulebook:

- each game's replay (`league.sheet.replay_sheet` with the season's goalies) and outcome
  (`league.outcome.game_outcome` of that replay), worked out when first asked;
- the season's suspensions, its standings table and its game counts, worked out when first asked;
- anything else a screen works out from the whole season (`derived`), by name.

The rule when the season changes (a save, a reload, another window's commit): a cache is made for the new
season value from the last one, and

1. a game's replay and outcome are kept exactly when the new season holds an equal game (the same object
   after a save, an equal value after a reload) under the same rulebook and the same goalies; every other
   game's are worked out again when asked;
2. everything season-wide (suspensions and who may dress, the table, the counts, the screens' derivations)
   is worked out again for every new season value, from the kept replays and outcomes.

Nothing is updated in place, and nothing is keyed by an object's identity: a cache answers for its own
season value only (`season_cache` makes a new one for any other), so no answer can be stale.
"""

from __future__ import annotations

from collections.abc import Callable, Hashable, Iterator, Mapping
from typing import Any, TypeVar

from league.disqualification import season_goalies
from league.game_counts import GameCounts
from league.outcome import Outcome, game_outcome
from league.rulebook import Rulebook
from league.season_table import season_table
from league.sheet import SheetReplay, replay_sheet
from league.standings import Standings
from league.suspension_values import Suspension
from league.suspensions import season_suspensions
from league.values import Season

Derived = TypeVar("Derived")


class _PerGame(Mapping[str, Any]):
    """A game id -> what is worked out from that game, made on first ask and kept (a season's games only)."""

    def __init__(self, season: Season, make: Callable[[str], Any], kept: dict[str, Any]):
        self._season, self._make, self._kept = season, make, kept

    def __getitem__(self, gid: str) -> Any:
        try:
            return self._kept[gid]
        except KeyError:
            if self._season.game(gid) is None:
                raise
        value = self._kept[gid] = self._make(gid)
        return value

    def __iter__(self) -> Iterator[str]:
        return (g.id for g in self._season.games)

    def __len__(self) -> int:
        return len(self._season.games)


class SeasonCache:
    """What the rules work out from `season` under `rulebook`, each made once (the rule: module docstring)."""

    def __init__(self, season: Season, rulebook: Rulebook, previous: SeasonCache | None = None):
        self.season, self.rulebook = season, rulebook
        self.goalies = season_goalies(season)
        self._replays: dict[str, SheetReplay] = {}
        self._outcomes: dict[str, Outcome | None] = {}
        if previous is not None and previous.rulebook == rulebook and previous.goalies == self.goalies:
            self._keep_unchanged_games(previous)
        self.replays: Mapping[str, SheetReplay] = _PerGame(season, self._replay, self._replays)
        self.outcomes: Mapping[str, Outcome | None] = _PerGame(season, self._outcome, self._outcomes)
        self._derived: dict[Hashable, Any] = {}

    def _keep_unchanged_games(self, previous: SeasonCache) -> None:
        """Rule 1: the replays and outcomes of the games this season holds equal to `previous`'s."""
        before = previous.season
        for game in self.season.games:
            old = before.game(game.id)
            if old is None or not (old is game or old == game):
                continue
            if game.id in previous._replays:
                self._replays[game.id] = previous._replays[game.id]
            if game.id in previous._outcomes:
                self._outcomes[game.id] = previous._outcomes[game.id]

    def _replay(self, gid: str) -> SheetReplay:
        return replay_sheet(self.season.known_game(gid), self.rulebook, self.goalies)

    def _outcome(self, gid: str) -> Outcome | None:
        game = self.season.known_game(gid)
        return game_outcome(game, self.rulebook, self.replays[gid]) if game.status == "final" else None

    def next(self, season: Season, rulebook: Rulebook | None = None) -> SeasonCache:
        """The cache of `season` (the one after a save, or read again), made from this one by the rule."""
        return SeasonCache(season, rulebook if rulebook is not None else self.rulebook, self)

    def derived(self, what: Hashable, make: Callable[[], Derived]) -> Derived:
        """`make()` worked out once for this season value: `what` names it, arguments included (a screen's
        season-wide derivation, shown again without working it out again)."""
        if what not in self._derived:
            self._derived[what] = make()
        found: Derived = self._derived[what]
        return found

    @property
    def suspensions(self) -> tuple[Suspension, ...]:
        """The season's suspensions (`league.suspensions.season_suspensions`) from the kept replays."""
        return self.derived("suspensions", lambda: season_suspensions(self.season, self.rulebook, self.replays))

    @property
    def table(self) -> Standings:
        """The standings of every regular-season result entered (`league.season_table`), from the kept outcomes."""
        return self.derived("table", lambda: season_table(self.season, self.rulebook, self.outcomes))

    @property
    def counts(self) -> GameCounts:
        """The season's game counts (`league.game_counts`)."""
        return self.derived("counts", lambda: GameCounts.of(self.season))
