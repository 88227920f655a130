"""What the rules work out from one season value, kept for speed outside the rules core: the one cache.

`league` is plain functions of plain values; at 10,000 games replaying every sheet costs half a second, and
the save check, the dashboard and the big screens each need every replay. So one `SeasonCache` per open
league file (`store.connection.Store.season_cache`) holds, for exactly one season value and its rulebook:

- each game's replay (`league.sheet.replay_sheet` with the season's goalies) and outcome
  (`league.outcome.game_outcome` of that replay);
- the season's suspensions, its standings table and its game counts, worked out when first asked;
- anything else a screen works out from the whole season (`derived`), by name.

The rule when the season changes (a save, a reload, another window's commit): a cache is made for the new
season value from the last one, and

1. a game's replay and outcome are kept exactly when the new season holds an equal game (the same object
   after a save, an equal value after a reload) under the same rulebook and the same goalies; every other
   game's are worked out again as the cache is made;
2. everything season-wide (suspensions and who may dress, the table, the counts, the screens' derivations)
   is kept when the new season value equals the last one whole (a season read back just as it was saved),
   and otherwise worked out again when asked, from the kept replays and outcomes.

Nothing is updated in place, and nothing is keyed by an object's identity: a cache answers for its own
season value only (`season_cache` makes a new one for any other), so no answer can be stale.
"""

from __future__ import annotations

from collections.abc import Callable, Hashable, Mapping
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


class SeasonCache:
    """What the rules work out from `season` under `rulebook`, each made once (the rule: module docstring)."""

    def __init__(self, season: Season, rulebook: Rulebook, previous: SeasonCache | None = None):
        self.season, self.rulebook = season, rulebook
        self.goalies = season_goalies(season)
        self._replays: dict[str, SheetReplay] = {}
        self._outcomes: dict[str, Outcome | None] = {}
        self._derived: dict[Hashable, Any] = {}
        if previous is not None and previous.rulebook == rulebook and previous.goalies == self.goalies:
            self._keep_unchanged_games(previous)
            if previous.season == season:  # rule 2: the same value whole (the tuples compare item by identity first)
                self._derived = dict(previous._derived)
        # Every game's, at once: the table needs every final game's outcome, the suspensions every replay.
        for game in season.games:
            if game.id not in self._replays:
                replay = self._replays[game.id] = replay_sheet(game, rulebook, self.goalies)
                self._outcomes[game.id] = game_outcome(game, rulebook, replay)
        self.replays: Mapping[str, SheetReplay] = self._replays
        self.outcomes: Mapping[str, Outcome | None] = self._outcomes

    def _keep_unchanged_games(self, previous: SeasonCache) -> None:
        """Rule 1: the replays and outcomes of the games this season holds equal to `previous`'s."""
        before, games = previous.season, self.season.games
        if len(before.games) == len(games):  # a save or a reload: the same games in the same places, most the same
            pairs = zip(before.games, games, strict=True)
            unchanged = [new.id for old, new in pairs if old is new or (old.id == new.id and old == new)]
        else:
            unchanged = [g.id for g in games if (old := before.game(g.id)) is not None and (old is g or old == g)]
        kept_replays, kept_outcomes = previous._replays, previous._outcomes
        self._replays.update((gid, kept_replays[gid]) for gid in unchanged)
        self._outcomes.update((gid, kept_outcomes[gid]) for gid in unchanged)

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
