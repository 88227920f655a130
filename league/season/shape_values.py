"""A competition's shape and a table's coin tosses: the season values a rulebook (its playoff series) and the
standings (a toss between level teams) name without a season, kept apart from `league.season.values` so that the
rules and the standings are read without importing every value of a season (a command costs what it reads).
Re-exported by `league.season.values`."""

from __future__ import annotations

from dataclasses import dataclass


@dataclass(frozen=True, slots=True)
class CoinToss:
    """The order a coin toss gave for exactly this set of level teams (Gray rule 19)."""

    teams: tuple[str, ...]
    order: tuple[str, ...]


@dataclass(frozen=True, slots=True)
class Division:
    """A tournament's division (docs/readings/shared.md#pools-and-the-bracket)."""

    code: str
    name: str


@dataclass(frozen=True, slots=True)
class Pool:
    """A pool of a division: its teams play a round robin, and its table counts only their games
    (docs/readings/shared.md#pools-and-the-bracket)."""

    code: str
    name: str
    division: str
    teams: tuple[str, ...]


@dataclass(frozen=True, slots=True)
class BracketSlot:
    """One knockout game or series of a bracket: a tournament division's
    (docs/readings/shared.md#pools-and-the-bracket), or a league's playoffs (Gray rules 20-22). A side is `seed:N` (the
    Nth of the final standings), `pool:P:N` (pool P's Nth place), `winner:ID` or `loser:ID` (of another slot).
    `home_pattern` names the home side of games 1, 2, 3 ... as "high" (the better seed or place) or "low"; empty: the
    high side is home every game. A winner may take a seed (`winner_seed`: a wild card's winner becomes the fourth
    seed)."""

    id: str
    division: str
    kind: str
    sides: tuple[str, str]
    best_of: int = 1
    home_pattern: tuple[str, ...] = ()
    winner_seed: int | None = None

    @property
    def wins_needed(self) -> int:
        return self.best_of // 2 + 1

    def home_side(self, no: int) -> str:
        """ "high" or "low": the side at home in game `no` (1 first)."""
        return self.home_pattern[no - 1] if self.home_pattern else "high"
