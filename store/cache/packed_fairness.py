"""A final game's shift fairness for one team (`league.stats.fairness.GameFairness`) kept as a few bytes, so that
every team's figures fit where one team's objects did.

At 30,000 games a team's 10,000 games kept as objects were some 5.5 MiB (a `GameFairness`, its `GameSpread`, a tuple
of counts and a `DoubleShift` for each of some 26,000 double shifts), so only the team the shift report opens on was
kept, and `T` tallied the next team's games at its key (about a second). Packed, a game is its small numbers in one
`bytes` (one byte each, two when one is over 255), the players, groups and teammates waiting named by their place
in tables every game of every team shares, and equal packings are one object. What a packing leaves out is what a
game's fairness always holds: its id and team, and as many double shifts as the row counts; a figure that breaks
that is kept whole instead. `unpack(pack(x)) == x` always (`tests/store/test_packed_fairness.py`).

A save lets go of its game's old packings, and the tables keep what they numbered for them: over a long game night of
corrections to signed sheets they would only grow. So a lineage's tables are made again, for the figures its newest
cache keeps alone (`FairnessPacking.repack`), once they hold twice as many packings as that cache keeps figures
(`FairnessPacking.outgrown`): the packings no figure refers to are then at least half, and the work of making them
again is paid for by the packings made since.
"""

from __future__ import annotations

from array import array
from collections.abc import Hashable
from itertools import chain
from typing import Any

from league.stats.fairness import DoubleShift, GameFairness, GameSpread

# The first byte of a packing: how wide its numbers are.
_NARROW, _WIDE = 1, 2
_WIDEST = 0xFFFF

# The packings no kept figure refers to that a lineage's tables may hold beyond as many as it keeps, before they are
# made again: a small season's few figures are not packed again at every save.
SPARE_PACKINGS = 256

Packed = bytes | GameFairness  # a packing, or the figure whole when it cannot be packed


class FairnessPacking:
    """The tables a lineage of season caches packs every game's fairness with: each (group, player) and each tuple
    of teammates waiting once, numbered in the order first met. Only ever added to, so a packing made for one
    cache reads the same in every cache made from it; a cache whose tables have outgrown its figures makes new ones
    (`repack`), and the caches before it keep reading theirs with the old."""

    def __init__(self) -> None:
        self._names: list[Hashable] = []
        self._numbers: dict[Hashable, int] = {}
        self._packings: dict[bytes, bytes] = {}  # one of each equal packing

    def _number(self, name: Hashable) -> int:
        number = self._numbers.get(name)
        if number is None:
            number = self._numbers[name] = len(self._names)
            self._names.append(name)
        return number

    def pack(self, game: str, team: str, fairness: GameFairness) -> Packed:
        """`fairness` (team `team`'s in game `game`) as bytes; itself when it holds what a packing cannot say."""
        row, violations = fairness.row, fairness.violations
        elsewhere = any(v.game != game or v.team != team for v in violations)
        if row.game != game or row.doubles != len(violations) or elsewhere:
            return fairness
        named = len(self._names)
        numbers = [row.recorded, row.forwards, row.defence, len(fairness.counts)]
        for group, player, shifts in fairness.counts:
            numbers += (self._number((group, player)), shifts)
        for v in violations:
            numbers += (v.shift, self._number((v.group, v.player)), self._number(v.waiting))
        if min(numbers) < 0 or max(numbers) > _WIDEST:
            for name in self._names[named:]:  # numbered for this packing alone: no packing refers to them
                del self._numbers[name]
            del self._names[named:]
            return fairness
        return self._one_of(numbers)

    def _one_of(self, numbers: list[int]) -> bytes:
        wide = max(numbers) > 0xFF
        packing = bytes((_WIDE,)) + array("H", numbers).tobytes() if wide else bytes((_NARROW, *numbers))
        return self._packings.setdefault(packing, packing)

    def outgrown(self, kept: int) -> bool:
        """True when the tables hold more than twice the packings `kept` figures can refer to, and `SPARE_PACKINGS`:
        time to make them again for those figures alone."""
        return len(self._packings) > 2 * kept + SPARE_PACKINGS

    def repack(self, packed: Packed, tables: FairnessPacking) -> Packed:
        """`packed`, a packing made with `tables`, as this packing's: it reads back as the same figure. A figure kept
        whole is itself. Its names are at most as many as `tables` had numbers for, so it always packs."""
        if not isinstance(packed, bytes):
            return packed
        numbers, names = _numbers_of(packed), tables._names
        end = 4 + 2 * numbers[3]
        for at in chain(range(4, end, 2), range(end + 1, len(numbers), 3), range(end + 2, len(numbers), 3)):
            numbers[at] = self._number(names[numbers[at]])
        return self._one_of(numbers)

    def __len__(self) -> int:
        """The entries of the tables: the names numbered and the packings kept."""
        return len(self._names) + len(self._packings)

    def unpack(self, game: str, team: str, packed: Packed) -> GameFairness:
        """The `GameFairness` that `pack(game, team, ...)` made `packed` of."""
        if isinstance(packed, GameFairness):
            return packed
        numbers: Any = packed[1:] if packed[0] == _NARROW else _numbers_of(packed)
        names, end = self._names, 4 + 2 * numbers[3]
        # Sliced and zipped, not indexed: a team's 10,000 games at 30,000 are read back at each `T`.
        skaters = zip(numbers[4:end:2], numbers[5:end:2], strict=True)
        counts = tuple([(*names[pair], shifts) for pair, shifts in skaters])
        rest = numbers[end:]
        doubles = zip(rest[0::3], (names[pair] for pair in rest[1::3]), rest[2::3], strict=True)
        violations = tuple([DoubleShift(game, team, at, pair[1], pair[0], names[waits]) for at, pair, waits in doubles])
        row = GameSpread(game, numbers[0], numbers[1], numbers[2], len(violations))
        return GameFairness(row, violations, counts)


def _numbers_of(packed: bytes) -> list[int]:
    return list(packed[1:]) if packed[0] == _NARROW else memoryview(packed)[1:].cast("H").tolist()
