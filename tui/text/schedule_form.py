"""What the schedule's dialogs accept, read into values: dates, times, rooms, ice slots, blackouts.

No Textual and no rules here: each reader returns the value or a sentence naming the field.
"""

from __future__ import annotations

import re
from datetime import date

from league.schedule.round_robin import WEEKDAYS, IceSlot
from league.schedule.typed_slots import clock_time, room_pair
from league.season.date_range import iso_date
from league.season.ids import id_number
from league.season.values import Game, Season
from league.season.whole_numbers import typed_whole


def read_date(text: str, field: str) -> date | str:
    """A date typed YYYY-MM-DD, or the sentence that says so."""
    text = text.strip()
    try:
        return iso_date(text)
    except ValueError:
        if not text:
            return f"{field}: type a date, YYYY-MM-DD."
        # The form can be right and the day still not exist (2026-13-40): say which.
        shape = "is no day of the calendar" if re.fullmatch(r"[0-9]{4}-[0-9]{2}-[0-9]{2}", text) else "is not a date"
        return f"{field}: {text!r} {shape}; type a date, YYYY-MM-DD."


def read_time(text: str) -> str:
    """A time of day "HH:MM" (padded), or "" when it is not one."""
    try:
        return clock_time(text.strip())
    except ValueError:
        return ""


def read_rooms(text: str) -> tuple[int, int] | None:
    """Two different rooms "3/4", lower first (the home team takes the higher, Gray rule 24), or None."""
    try:
        return room_pair(text)
    except ValueError:
        return None


def read_slots(text: str) -> tuple[IceSlot, ...] | str:
    """Weekly ice slots typed "Sun 19:00 1/2, Sun 20:15 3/4", or a sentence naming the bad one."""
    slots = []
    for part in [p.strip() for p in text.replace(";", ",").split(",") if p.strip()]:
        words = part.split()
        day = words[0][:3].title() if words else ""
        if len(words) != 3 or day not in WEEKDAYS or not read_time(words[1]) or read_rooms(words[2]) is None:
            return f"Slots: {part!r} is not a slot like 'Sun 19:00 1/2' (day, time, two rooms)."
        slots.append(IceSlot(WEEKDAYS.index(day), read_time(words[1]), read_rooms(words[2]) or (0, 0)))
    if not slots:
        return "Slots: name at least one weekly slot, like 'Sun 19:00 1/2'."
    return tuple(slots)


def read_dates(text: str, field: str) -> tuple[date, ...] | str:
    """Dates separated by commas or spaces (the blackout dates); empty is none."""
    days = []
    for part in text.replace(",", " ").split():
        day = read_date(part, field)
        if isinstance(day, str):
            return f"{field}: {part!r} is not a date (YYYY-MM-DD)."
        days.append(day)
    return tuple(days)


def next_game_number(season: Season, prefix: str = "R") -> int:
    """The number after the highest game id "R<n>" in the season, so new ids never collide."""
    return max((n for g in season.games if (n := id_number(g.id, prefix)) is not None), default=0) + 1


def new_game_id(season: Season, pooled: bool) -> str:
    """The id of a game added to `season`: a tournament's (`pooled`) G001 ... as its files number them, a league's
    R01 ...; after the highest one, so it never collides."""
    prefix, width = ("G", 3) if pooled else ("R", 2)
    return f"{prefix}{next_game_number(season, prefix):0{width}d}"


def read_series(text: str) -> tuple[str, int] | str | None:
    """A playoff game's series and number typed "SF1 3" (or "SF1-3", "OPEN-SF1 3"), None when empty (a regular-season
    game), or the sentence naming the field. Whether the series and number exist is the bracket's check."""
    # A tournament's slot ids hold dashes ("OPEN-SF1 1"): only the last dash parts "SF1-3".
    words = text.split() if " " in text.strip() else text.strip().rsplit("-", 1)
    if not words or not words[0]:
        return None
    number = typed_whole(words[1]) if len(words) == 2 else None
    if number is None or number < 1:
        return f"Series: {text.strip()!r} is not a series and game number, like SF1 3 (empty: regular season)."
    return words[0].upper(), number


def series_text(game: Game) -> str:
    """A playoff game's series and number as the form shows them ("SF1 3"); empty for a regular game."""
    return f"{game.series} {game.no}" if game.series and game.no else ""


def playoff_game_id(season: Season, series: str, no: int) -> str:
    """A new playoff game's id: "SF1-3", or "SF1-3b" ... when a cancelled game holds that one."""
    taken = {g.id for g in season.games}
    return next(x for x in (f"{series}-{no}", *(f"{series}-{no}{c}" for c in "bcdefgh")) if x not in taken)


def slots_text(slots: tuple[IceSlot, ...]) -> str:
    """Weekly ice slots as the round robin's field takes them: "Sun 19:00 1/2, Sun 20:15 3/4"."""
    return ", ".join(f"{WEEKDAYS[s.weekday]} {s.time} {s.rooms[0]}/{s.rooms[1]}" for s in slots)
