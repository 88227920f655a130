"""A game's shift lists held compactly: two bytes a shift against a table of the distinct shifts.

A season's games hold about fifty shifts each (a team's changes), 1.4 million at 30,000 games: as tuples of
pairs of tuples that was 17 MiB, the largest part of a big season (docs/performance.md: memory). A shift
list goes out the same few ways all season, so each game keeps only the numbers of its shifts in a table of
the distinct ones that every game read with it shares. The value is the game's `shifts` as a sequence of
(team, shifts) pairs, equal to (and hashed as) the tuple it stands for; each team's shifts come out as a
plain tuple of `Shift` whenever they are read.
"""

from __future__ import annotations

from array import array
from collections.abc import Iterator, Sequence
from typing import Any, overload

from league.season.game_values import Shift

Pair = tuple[str, tuple[Shift, ...]]
MOST = 1 << 16  # two bytes a shift: past this many distinct shifts a game keeps its plain tuples


class ShiftTable:
    """The distinct shifts of the games read with it, each numbered once, in the order first met. Only
    added to: a number given out keeps its shift for good, so a game holding numbers never changes."""

    __slots__ = ("shifts",)

    def __init__(self) -> None:
        self.shifts: list[Shift] = []

    def add(self, shift: Shift) -> int:
        """Number `shift`, a shift the caller has not numbered yet (a reader that knows its distinct shifts
        by their stored lines, cheaper to look up than the values)."""
        self.shifts.append(shift)
        return len(self.shifts) - 1

    def runs(self, teams: tuple[str, ...], counts: tuple[int, ...], numbers: list[int]) -> Sequence[Pair]:
        """A game's shifts, each of `teams` with its `counts` of the shifts numbered `numbers` in this table,
        held as those numbers (as plain tuples once the table is past two bytes' numbers)."""
        if len(self.shifts) <= MOST:
            return GameShifts(self, teams, counts, numbers)
        return tuple(self._pairs(teams, counts, numbers))

    def _pairs(self, teams: tuple[str, ...], counts: tuple[int, ...], numbers: list[int]) -> Iterator[Pair]:
        start = 0
        for team, count in zip(teams, counts, strict=True):
            yield team, tuple(self.shifts[n] for n in numbers[start : start + count])
            start += count


class GameShifts(Sequence[Pair]):
    """A game's (team, shifts) pairs, each team's shifts held as numbers in a shared `ShiftTable`."""

    __slots__ = ("_counts", "_numbers", "_table", "_teams")

    def __init__(self, table: ShiftTable, teams: tuple[str, ...], counts: tuple[int, ...], numbers: list[int]) -> None:
        self._table, self._teams, self._counts = table, teams, counts
        self._numbers = array("H", numbers).tobytes()

    def __len__(self) -> int:
        return len(self._teams)

    @overload
    def __getitem__(self, index: int) -> Pair: ...
    @overload
    def __getitem__(self, index: slice) -> tuple[Pair, ...]: ...
    def __getitem__(self, index: int | slice) -> Pair | tuple[Pair, ...]:
        return tuple(self)[index]

    def __iter__(self) -> Iterator[Pair]:
        numbers, shifts, start = memoryview(self._numbers).cast("H"), self._table.shifts, 0
        for team, count in zip(self._teams, self._counts, strict=True):
            yield team, tuple(map(shifts.__getitem__, numbers[start : start + count]))
            start += count

    def __bool__(self) -> bool:
        return bool(self._teams)

    def __eq__(self, other: object) -> bool:
        if isinstance(other, GameShifts | tuple):
            return tuple(self) == tuple(other)
        return NotImplemented

    def __hash__(self) -> int:
        return hash(tuple(self))

    def __repr__(self) -> str:
        return repr(tuple(self))

    def __reduce__(self) -> tuple[Any, ...]:
        return (tuple, (tuple(self),))  # copied or pickled as the plain tuple it stands for
