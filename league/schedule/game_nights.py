"""The league's game nights: its weekly ice slots read from its schedule, and the nights a playoff series
takes on them.

A league plays on its weekly slots (Gray: Sunday 19:00, 20:15 and 21:30, each with its two rooms). The
committee types them into the round robin, which remembers them; a season scheduled otherwise (imported,
or by hand) keeps them in its regular season, where a slot the schedule uses week after week is one and a
make-up game on another night is not. A series (best of 3 or 5) goes on the next game nights, one game a
night, never one a day.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Sequence
from datetime import date, timedelta

from league.rules.rulebook import ScheduleRules
from league.schedule.clashes import occupies, slot_is_free
from league.schedule.round_robin import IceSlot
from league.season.values import Game

Night = tuple[date, str, tuple[int, int]]  # a game's day, time and rooms (lower first)
SEARCH_DAYS = 366  # a series that finds no free slot within a year of nights has no ice booked


def weekly_slots(games: Sequence[Game]) -> tuple[IceSlot, ...]:
    """The weekly slots the regular season keeps: each (weekday, time, rooms) used at least half as often as
    the most used one (a make-up game on another night is not a slot), by weekday and time; () with none."""
    used = Counter(
        (g.date.weekday(), g.time, (min(g.rooms), max(g.rooms)))
        for g in games
        if g.stage == "regular" and g.rooms and (occupies(g) or g.status == "final")
    )
    if not used:
        return ()
    most = max(used.values())
    return tuple(IceSlot(day, time, rooms) for (day, time, rooms), n in sorted(used.items()) if 2 * n >= most)


def series_nights(
    first: date,
    time: str,
    rooms: tuple[int, int],
    count: int,
    slots: tuple[IceSlot, ...],
    games: Sequence[Game],
    rules: ScheduleRules,
) -> tuple[Night, ...]:
    """`count` nights for a series: the first on `first` at `time` in `rooms` (the committee's choice), each
    next one on the next game night (a weekday of `slots`; weekly from `first` without slots) at the same
    time and rooms, or another of that night's slots when `games` (or an earlier game of the series) holds
    it; a night with no free slot is skipped."""
    rooms = (min(rooms), max(rooms))
    nights: list[Night] = [(first, time, rooms)]
    weekdays = {s.weekday for s in slots} or {first.weekday()}
    day = first
    for _ in range(SEARCH_DAYS):
        if len(nights) >= count:
            break
        day += timedelta(days=1)
        if day.weekday() not in weekdays:
            continue
        booked = [*games, *(Game(f"#{i}", "playoff", d, t, "", "", rooms=r) for i, (d, t, r) in enumerate(nights))]
        options = [(time, rooms), *((s.time, s.rooms) for s in slots if s.weekday == day.weekday())]
        free = next((o for o in options if slot_is_free(day, o[0], o[1], booked, rules)), None)
        if free is not None:
            nights.append((day, free[0], (min(free[1]), max(free[1]))))
    return tuple(nights)


def next_game_night(
    day: date,
    time: str,
    rooms: tuple[int, int],
    slots: tuple[IceSlot, ...],
    games: Sequence[Game],
    rules: ScheduleRules,
) -> Night:
    """The first game night from `day` on (a weekday of `slots`; any day without slots) with `time` in `rooms`
    free, or else another of that night's slots; `day` itself when none is free within a year."""
    weekdays = {s.weekday for s in slots} or set(range(7))
    for offset in range(SEARCH_DAYS):
        night = day + timedelta(days=offset)
        if night.weekday() not in weekdays:
            continue
        options = [(time, rooms), *((s.time, s.rooms) for s in slots if s.weekday == night.weekday())]
        free = next((o for o in options if slot_is_free(night, o[0], o[1], games, rules)), None)
        if free is not None:
            return night, free[0], (min(free[1]), max(free[1]))
    return day, time, (min(rooms), max(rooms))
