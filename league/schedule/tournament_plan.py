"""A tournament weekend's pool games on its ice slots (docs/readings/shared.md#pools-and-the-bracket; the new-tournament
form).

The organiser gives the weekend's days, the first and last start of a day and the slot length; each
pool plays a single round robin (`league.schedule.round_robin.pairings`: every pair once, home and away even).
Rounds go to the ice in order, round 1 of every pool before round 2 of any, and each slot takes the
first waiting games whose teams are both free in it, so a team never plays two games at once and the
games keep their order. Knockout games are added later, once their sides are known.
"""

from __future__ import annotations

from dataclasses import dataclass
from datetime import date

from league.schedule.round_robin import pairings
from league.season.errors import Problem, RuleViolation
from league.season.values import Game, Pool


@dataclass(frozen=True, slots=True)
class WeekendIce:
    """The weekend's ice: on each of `days`, a slot every `slot_minutes` from `first` to `last` (the last
    slot's start), on `sheets` sheets of ice at once."""

    days: tuple[date, ...]
    first: str
    last: str
    slot_minutes: int
    sheets: int = 1

    def starts(self) -> tuple[tuple[date, str], ...]:
        """Every slot's (day, start time), in time order."""
        first, last = _minutes(self.first), _minutes(self.last)
        times = [f"{m // 60:02d}:{m % 60:02d}" for m in range(first, last + 1, self.slot_minutes)]
        return tuple((day, time) for day in sorted(self.days) for time in times)


def _minutes(time: str) -> int:
    hours, minutes = time.split(":")[:2]
    return int(hours) * 60 + int(minutes)


def pool_rounds(pools: tuple[Pool, ...]) -> list[tuple[Pool, str, str]]:
    """Every pool's round robin as (pool, home, away), round 1 of every pool first, then round 2 ..."""
    rounds = [pairings(pool.teams, 1) if len(pool.teams) > 1 else () for pool in pools]
    longest = max((len(r) for r in rounds), default=0)
    return [
        (pool, home, away)
        for number in range(longest)
        for pool, its_rounds in zip(pools, rounds, strict=True)
        if number < len(its_rounds)
        for home, away in its_rounds[number]
    ]


def plan_pool_games(pools: tuple[Pool, ...], ice: WeekendIce, prefix: str = "G") -> tuple[Game, ...]:
    """The pool games on the weekend's ice, ids `prefix` + number in time order; a RuleViolation at
    "ice" when the slots hold too few of them."""
    waiting = pool_rounds(pools)
    total = len(waiting)
    width = max(2, len(str(total)))
    games: list[Game] = []
    for day, time in ice.starts():
        playing: set[str] = set()
        for sheet in range(ice.sheets):
            game = next((g for g in waiting if g[1] not in playing and g[2] not in playing), None)
            if game is None:
                break
            waiting.remove(game)
            _, home, away = game
            playing |= {home, away}
            rooms = (2 * sheet + 1, 2 * sheet + 2)
            games.append(Game(f"{prefix}{len(games) + 1:0{width}d}", "regular", day, time, home, away, rooms=rooms))
        if not waiting:
            return tuple(games)
    if not waiting:
        return tuple(games)
    slots = len(ice.starts()) * ice.sheets
    raise RuleViolation(
        Problem(
            "ice",
            "schedule",
            f"the {slots} slots hold {len(games)} of the {total} pool games: add a day, a later last slot or a sheet",
        )
    )
