"""The dates a season may hold: 1900 to 2199, the range of the season file; and where its records end; and
the time zone its calendar is written in.

Every way in (a form, a CSV sheet, a season file) goes through the season checks, so a date one way
accepts is one the season file can hold: a season exported always imports again. Python reads
"0001-01-01" and "99991231" as dates; a player born in year 1 would export a file nobody can import.
"""

from __future__ import annotations

import re
from collections.abc import Iterable, Iterator
from datetime import date
from typing import TYPE_CHECKING

from league.season.errors import FILE_RULE, Problem
from league.season.texts import shown

if TYPE_CHECKING:
    from league.season.values import Game, Season

FIRST_DAY, LAST_DAY = date(1900, 1, 1), date(2199, 12, 31)


def iso_date(text: str) -> date:
    """A date written YYYY-MM-DD, the season file's form, the one way a typed date is read; ValueError
    for anything else (Python alone also reads "20261201" and "2026-W49-1")."""
    if not re.fullmatch(r"[0-9]{4}-[0-9]{2}-[0-9]{2}", text):
        raise ValueError(text)
    return date.fromisoformat(text)


def date_problems(season: Season) -> Iterator[Problem]:
    """A Problem for each date of the season outside 1900 to 2199, by its season-file path."""
    return _out_of_range(_dates(season))


def game_date_problems(games: Iterable[tuple[int, Game]]) -> Iterator[Problem]:
    """`date_problems` of some games alone, each with its place in the season's games."""
    return _out_of_range(_game_dates(games))


def _out_of_range(dates: Iterable[tuple[str, date | None]]) -> Iterator[Problem]:
    for path, day in dates:
        if day is not None and not FIRST_DAY <= day <= LAST_DAY:
            yield Problem(path, FILE_RULE, f"{day.isoformat()} is not a date from 1900 to 2199")


def _game_dates(games: Iterable[tuple[int, Game]]) -> Iterator[tuple[str, date]]:
    return ((f"games[{i}].date", g.date) for i, g in games)


def end_of_records(season: Season) -> date | None:
    """The end of the season's records (docs/readings/gray.md#attendance-drops-and-substitutes): the latest date the
    season holds of a game, a transfer, a drop (its request or its decision) or a substitute; None when it holds none of
    these.

    A move dated after the last game counts: "his team at the end of the records" (attendance, the
    suspensions still to serve, the rollover) is his team after it. The one place this date is taken.
    """
    games = season.games_in_order()  # by date, kept with the season value: its last game is its latest
    days = [games[-1].date] if games else []
    days += [t.date for t in season.transfers] + [s.date for s in season.substitutes]
    days += [d.requested_on for d in season.drops] + [d.decided_on for d in season.drops if d.decided_on is not None]
    return max(days, default=None)


def _dates(season: Season) -> Iterator[tuple[str, date | None]]:
    yield from (("dates.age_cutoff", season.dates.age_cutoff), ("dates.roster_deadline", season.dates.roster_deadline))
    for i, p in enumerate(season.players):
        yield f"players[{i}].born", p.born
        if p.eligibility_override is not None:
            yield f"players[{i}].eligibility_override.date", p.eligibility_override.date
    yield from ((f"transfers[{i}].date", x.date) for i, x in enumerate(season.transfers))
    for i, d in enumerate(season.drops):
        yield from ((f"drops[{i}].requested_on", d.requested_on), (f"drops[{i}].decided_on", d.decided_on))
    yield from ((f"substitutes[{i}].date", s.date) for i, s in enumerate(season.substitutes))
    yield from _game_dates(enumerate(season.games))
    for i, f in enumerate(season.fees_paid):
        yield f"fees_paid[{i}].date", f.date
        if f.void is not None:
            yield f"fees_paid[{i}].void.date", f.void.date


def time_zone_problem(name: str) -> str | None:
    """Why `name` is not a time zone this computer knows, or None."""
    from zoneinfo import ZoneInfo, ZoneInfoNotFoundError  # only a season with a time zone needs it

    try:
        ZoneInfo(name)
    except (ZoneInfoNotFoundError, ValueError, OSError):
        return f"{shown(name)} is not a time zone (an IANA name like America/Toronto or Europe/Paris)"
    return None
