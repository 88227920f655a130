"""What is worked out from a game object under a rulebook (its sheet's replay, its outcome), kept while the
object lives: a game is frozen, so what is worked out from it never changes.

Each entry is one weak reference to its game that also holds its key, rulebook and value, dropped by
one shared callback when the game goes (a season reloaded). A closure, a tuple and a fresh empty
frozenset per game were 6 MiB of a 10,000-game season's 14 MiB of replays (issue 25: memory).
"""

from __future__ import annotations

import weakref
from collections.abc import Callable, Hashable
from typing import Generic, TypeVar

from league.rulebook import Rulebook
from league.values import Game

V = TypeVar("V")


class Kept(weakref.ref[Game], Generic[V]):
    """A weak reference to a game holding the value worked out from it under `rulebook`."""

    __slots__ = ("key", "rulebook", "value")

    def __new__(
        cls, game: Game, drop: Callable[[Kept[V]], None], key: Hashable, rulebook: Rulebook, value: V
    ) -> Kept[V]:
        return super().__new__(cls, game, drop)

    def __init__(
        self, game: Game, drop: Callable[[Kept[V]], None], key: Hashable, rulebook: Rulebook, value: V
    ) -> None:
        self.key, self.rulebook, self.value = key, rulebook, value


class GameKept(Generic[V]):
    """Values keyed by a game object, its rulebook and anything else the caller adds to the key."""

    def __init__(self) -> None:
        self._entries: dict[Hashable, Kept[V]] = {}
        self._drop = self._forget  # one bound method for every entry's callback

    def find(self, key: Hashable, game: Game, rulebook: Rulebook) -> Kept[V] | None:
        """The entry kept for `key` when it is still `game`'s under `rulebook`."""
        kept = self._entries.get(key)
        return kept if kept is not None and kept() is game and kept.rulebook is rulebook else None

    def keep(self, key: Hashable, game: Game, rulebook: Rulebook, value: V) -> V:
        """Keep `value` for `key` while `game` lives."""
        self._entries[key] = Kept(game, self._drop, key, rulebook, value)
        return value

    def _forget(self, entry: Kept[V]) -> None:
        # No id is reused while its entry stands: its game's death drops it first.
        if self._entries.get(entry.key) is entry:
            del self._entries[entry.key]
