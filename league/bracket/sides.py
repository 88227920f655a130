"""Which teams a bracket slot's sides name now, and which is its high side (`league.bracket.engine`'s first step).

Seeds (Gray rule 20): a side is `seed:N`, `winner:ID` or `loser:ID`; both teams known, the better seed is high;
one alone only when it outranks every team the other side can be; a slot of two winners or losers (the
final, a third-place game) names neither until both are known. A winner that takes a seed (the wild card)
has that seed, else its standings place.

Pool places (docs/readings/shared.md#pools-and-the-bracket, docs/readings/shared.md#disqualification): a side is
`pool:P:N` (the N-th of pool P's teams that are not disqualified, once P's places are fixed), `winner:ID` or `loser:ID`.
A side once filled never changes: the teams of a slot's first game that is not cancelled hold its sides, whatever the
places or results say later (a team disqualified after that loses its games there by forfeit,
`league.results.disqualification`). A side that can never be filled (a pool place left empty by a
disqualification, or the loser of a slot decided without a game) is vacant: the other side goes through without a
game. The high side (home every game) has the better place in its own pool (equal: the slot's first side); once the
slot has a game, the home team it was given then stays.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from dataclasses import dataclass
from typing import Protocol

from league.season.values import BracketSlot, Game
from league.standings.pools import PoolTable

UNSEEDED = 10**9  # the rank of a team with no seed yet: after every seed
_VACANT = ""  # while resolving: a side that can never be filled (None is "not known yet")


class Decided(Protocol):
    """What a side reads of an earlier slot (`league.bracket.engine.SlotState`)."""

    @property
    def winner(self) -> str | None: ...
    @property
    def loser(self) -> str | None: ...
    @property
    def vacant(self) -> tuple[bool, bool]: ...


@dataclass(frozen=True, slots=True)
class Placed:
    """A slot's sides' teams in side order, its high and low sides, which sides are vacant, and whether
    it waits for a side before its games count (a tournament's slot shows no wins until both are known)."""

    teams: tuple[str | None, str | None]
    high: str | None
    low: str | None
    vacant: tuple[bool, bool] = (False, False)
    waiting: bool = False


Sides = Callable[[BracketSlot, tuple[Game, ...], Mapping[str, Decided]], Placed]


def seeded_sides(slots: tuple[BracketSlot, ...], seeds: tuple[str, ...]) -> Sides:
    """The sides of a league's playoff slots, seeded by `seeds` (empty while the seeds are not fixed)."""

    def seed_of(team: str, states: Mapping[str, Decided]) -> int:
        for slot in slots:
            state = states.get(slot.id)
            if slot.winner_seed and state and state.winner == team:
                return slot.winner_seed
        # A series played while the seeds are not fixed (a regular game added after the playoffs began) has
        # winners without a seed: they rank after every seed, so no side is decided by them, and the season
        # checks refuse the playoff games that wait for the seeds instead of this function failing.
        return seeds.index(team) + 1 if team in seeds else UNSEEDED

    def possible(side: str) -> set[int]:
        kind, ref = side.split(":")
        if kind == "seed":
            return {int(ref)}
        slot = next(s for s in slots if s.id == ref)
        if kind == "winner" and slot.winner_seed:
            return {slot.winner_seed}
        return possible(slot.sides[0]) | possible(slot.sides[1])

    def team(side: str, states: Mapping[str, Decided]) -> str | None:
        kind, ref = side.split(":")
        if kind == "seed":
            return seeds[int(ref) - 1] if len(seeds) >= int(ref) else None
        if ref not in states:
            return None
        return states[ref].winner if kind == "winner" else states[ref].loser

    def sides(slot: BracketSlot, games: tuple[Game, ...], states: Mapping[str, Decided]) -> Placed:
        first, second = slot.sides
        a, b = team(first, states), team(second, states)
        if a and b:
            high, low = (a, b) if seed_of(a, states) < seed_of(b, states) else (b, a)
            return Placed((a, b), high, low)
        if not first.startswith("seed:") and not second.startswith("seed:"):
            return Placed((a, b), None, None)
        for known, other in ((a, second), (b, first)):
            if known and all(seed_of(known, states) < s for s in possible(other)):
                return Placed((a, b), known, None)
        return Placed((a, b), None, None)

    return sides


def pool_sides(tables: tuple[PoolTable, ...]) -> Sides:
    """The sides of a tournament's bracket slots, placed by its pool `tables`."""
    pools = {t.pool.code: t for t in tables}

    def sides(slot: BracketSlot, games: tuple[Game, ...], states: Mapping[str, Decided]) -> Placed:
        resolved = (_resolve(slot.sides[0], pools, states), _resolve(slot.sides[1], pools, states))
        teams = _held(slot, resolved, games, pools)
        vacant = (teams[0] == _VACANT, teams[1] == _VACANT)
        if any(vacant):
            one, two = (None if vacant[0] else teams[0]), (None if vacant[1] else teams[1])
            return Placed((one, two), one, two, vacant)
        known = tuple(t for t in teams if t)
        if len(known) < 2:
            return Placed(teams, teams[0], teams[1], waiting=True)
        high, low = _home_first((known[0], known[1]), pools, games)
        return Placed(teams, high, low)

    return sides


def _resolve(side: str, pools: Mapping[str, PoolTable], states: Mapping[str, Decided]) -> str | None:
    """The team a side names now: None while not known, `_VACANT` when it never will be."""
    kind, _, ref = side.partition(":")
    if kind == "pool":
        code, _, number = ref.rpartition(":")
        table = pools.get(code)
        if table is None or not table.fixed:
            return None
        order = table.bracket_order
        return order[int(number) - 1] if int(number) <= len(order) else _VACANT
    state = states.get(ref)
    if state is None:
        return None
    if kind == "winner":
        return _VACANT if all(state.vacant) else state.winner
    return _VACANT if any(state.vacant) else state.loser  # a slot won without a game has no loser


def _held(
    slot: BracketSlot, resolved: tuple[str | None, str | None], games: tuple[Game, ...], pools: Mapping[str, PoolTable]
) -> tuple[str | None, str | None]:
    """The sides' teams: the teams of the slot's first game that is not cancelled hold them once it exists."""
    first = next((g for g in games if g.status != "cancelled"), None)
    if first is None:
        return resolved
    met = list(first.teams)
    held: list[str | None] = [team if team in met else None for team in resolved]
    left = [team for team in met if team not in held]
    for index, side in enumerate(slot.sides):
        if held[index] is None and left:
            # A team the side's own pool holds first (`pool:P:N`), else the game's next team.
            pool = pools.get(side.split(":")[1]) if side.startswith("pool:") else None
            pick = next((t for t in left if pool is not None and t in pool.pool.teams), left[0])
            held[index] = pick
            left.remove(pick)
    return held[0], held[1]


def _place(team: str, pools: Mapping[str, PoolTable]) -> int:
    return next((p for t in pools.values() if (p := t.place_of(team)) is not None), UNSEEDED)


def _home_first(teams: tuple[str, str], pools: Mapping[str, PoolTable], games: tuple[Game, ...]) -> tuple[str, str]:
    """(high, low): the home team of the slot's first game that is not cancelled, chosen when its sides were
    filled; before it, the better place in its own pool, equal places the slot's first side."""
    a, b = teams
    first = next((g for g in games if g.status != "cancelled"), None)
    if first is not None and {first.home, first.away} == {a, b}:
        return first.home, first.away
    return (b, a) if _place(b, pools) < _place(a, pools) else (a, b)
