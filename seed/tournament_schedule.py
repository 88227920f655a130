"""A demo tournament's timetable: one sheet of ice, a game every 75 minutes from 07:00 to the 23:15 game.

Pool games go round by round across the pools, from yesterday into this morning; then the semi-finals
and, while today's ice lasts, the consolation and placement games; tomorrow the rest, finals last.
"""

from __future__ import annotations

from collections.abc import Collection
from dataclasses import dataclass
from datetime import date, timedelta

from league.season.values import BracketSlot, Pool

FIRST_SLOT_MINUTES = 7 * 60  # the rink opens at 07:00
SLOT_MINUTES = 75  # one sheet of ice, a game every 75 minutes (the rulebooks' schedule)
SLOTS_A_DAY = 14  # 07:00 to the 23:15 game
# Bracket games in the order the weekend plays them: tomorrow's finals last.
PLAYING_ORDER = ("play-in", "quarter-final", "semi-final", "consolation", "placement", "third-place", "final")


@dataclass(frozen=True, slots=True)
class Booking:
    """A game on the timetable: its day and slot, and what it is (a pool pair or a bracket slot)."""

    day: date
    slot: int
    pool: Pool | None = None
    pair: tuple[str, str] = ("", "")
    bracket: BracketSlot | None = None

    @property
    def time(self) -> str:
        minutes = FIRST_SLOT_MINUTES + self.slot * SLOT_MINUTES
        return f"{minutes // 60:02d}:{minutes % 60:02d}"

    @property
    def rooms(self) -> tuple[int, int]:
        """Two pairs of dressing rooms, used by turns."""
        return (1, 2) if self.slot % 2 == 0 else (3, 4)


def round_robin_rounds(teams: tuple[str, ...]) -> list[list[tuple[str, str]]]:
    """Rounds of (home, away) pairs by the circle method; an odd pool gives one team a bye each round."""
    circle: list[str | None] = [*teams, None] if len(teams) % 2 else list(teams)
    n = len(circle)
    rounds = []
    for rnd in range(n - 1):
        pairs = []
        for k in range(n // 2):
            a, b = circle[k], circle[n - 1 - k]
            if a is not None and b is not None:
                pairs.append((a, b) if (rnd + k) % 2 == 0 else (b, a))
        rounds.append(pairs)
        circle = [circle[0], circle[-1], *circle[1:-1]]
    return rounds


def _ice(yesterday: date, pool_games: int) -> list[tuple[date, int]]:
    """The weekend's slots from the first pool game on: about three fifths of the pool games yesterday."""
    first_day = min(SLOTS_A_DAY, -(-pool_games * 3 // 5))
    slots = [(yesterday, slot) for slot in range(SLOTS_A_DAY - first_day, SLOTS_A_DAY)]
    return slots + [(yesterday + timedelta(days=d), slot) for d in (1, 2) for slot in range(SLOTS_A_DAY)]


def pool_bookings(pools: tuple[Pool, ...], yesterday: date) -> list[Booking]:
    """Every pool's round robin, round by round across the pools."""
    rounds = [round_robin_rounds(pool.teams) for pool in pools]
    games = [
        (pool, pair)
        for r in range(max(len(x) for x in rounds))
        for pool, pool_rounds in zip(pools, rounds, strict=True)
        for pair in (pool_rounds[r] if r < len(pool_rounds) else ())
    ]
    ice = _ice(yesterday, len(games))
    return [Booking(*ice[i], pool=pool, pair=pair) for i, (pool, pair) in enumerate(games)]


def knockout_bookings(
    bracket: tuple[BracketSlot, ...], pool_games: list[Booking], yesterday: date, vacant: Collection[str]
) -> list[Booking]:
    """The bracket's games after the pools (a `vacant` slot, a side never filled, gets none): today's ice
    while it lasts, the third-place games and finals tomorrow."""
    ice = _ice(yesterday, len(pool_games))
    today, at = yesterday + timedelta(days=1), len(pool_games)
    bookings = []
    for slot in sorted(bracket, key=lambda s: PLAYING_ORDER.index(s.kind)):
        if slot.id in vacant:
            continue
        if slot.kind in ("third-place", "final") and ice[at][0] == today:
            at = len(ice) - SLOTS_A_DAY  # tomorrow morning
        bookings.append(Booking(*ice[at], bracket=slot))
        at += 1
    return bookings


def vacant_slots(bracket: tuple[BracketSlot, ...], pools: tuple[Pool, ...], disqualified: str | None) -> set[str]:
    """Slots with a pool side beyond the pool's teams left once the disqualified team fills no side
    (docs/readings/shared.md#disqualification)."""
    counts = {pool.code: len([t for t in pool.teams if t != disqualified]) for pool in pools}
    vacant = set()
    for slot in bracket:
        for side in slot.sides:
            kind, _, rest = side.partition(":")
            pool, _, place = rest.partition(":")
            if kind == "pool" and int(place) > counts[pool]:
                vacant.add(slot.id)
    return vacant
