"""A game's time of day and its rooms as a person types them: the same reading in a schedule CSV and the
schedule form."""

from __future__ import annotations

import re

from league.season.whole_numbers import typed_whole


def clock_time(text: str) -> str:
    """A time of day HH:MM (24-hour); H:MM is accepted and padded."""
    # [0-9], never \d: \d takes every script's digits, and int() reads them; "03:" and two Arabic-Indic
    # zeros was kept, a time no other reader knows.
    match = re.fullmatch(r"([0-9]{1,2}):([0-9]{2})", text)
    if not match or int(match[1]) > 23 or int(match[2]) > 59:
        raise ValueError(text)
    return f"{int(match[1]):02d}:{match[2]}"


def room_pair(text: str) -> tuple[int, int]:
    """Two different room numbers written "3/4", kept lower first as in the season file; the home team
    takes the higher one (Gray rule 24)."""
    rooms = [typed_whole(part) for part in text.replace(" ", "").split("/")]
    if len(rooms) != 2 or rooms[0] is None or rooms[1] is None:
        raise ValueError(text)
    low, high = sorted((rooms[0], rooms[1]))
    if low == high:  # compared as numbers: "3/03" is room 3 twice
        raise ValueError(text)
    return (low, high)
