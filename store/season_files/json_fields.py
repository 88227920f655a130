"""Typed fields out of parsed JSON, each bad one a Problem naming its JSON path ("games[4].date").

Converters take (value, path) and raise ValueError with a sentence; `FieldReader` turns that into
a Problem and carries on, so one pass reports every bad field of a file.
"""

from __future__ import annotations

import re
import sys
from collections.abc import Callable
from datetime import date
from decimal import Decimal, InvalidOperation
from typing import Any

from league.season.date_range import time_zone_problem
from league.season.errors import FILE_RULE, Problem
from league.season.texts import shown
from league.season.values import MAX_COUNT
from league.season.whole_numbers import whole_from_value

JsonObject = dict[str, Any]  # an object of parsed JSON: its values are checked by the converters below
_MISSING = object()


class FieldReader:
    """Reads typed fields out of parsed JSON, collecting a Problem for each bad one."""

    def __init__(self) -> None:
        self.problems: list[Problem] = []
        # One object for each value a file repeats (a line's shift): equal frozen values, shared.
        self.same: dict[Any, Any] = {}

    def fail(self, path: str, message: str) -> None:
        self.problems.append(Problem(path, FILE_RULE, message))

    def get(
        self, obj: JsonObject, key: str, path: str, convert: Callable[[Any, str], Any], default: Any = _MISSING
    ) -> Any:
        """`obj[key]` converted, or `default` when absent (or null); a problem when required and absent."""
        where = f"{path}.{key}" if path else key
        value = obj.get(key, None)
        if value is None:
            if default is _MISSING:
                self.fail(where, "is missing")
            return None if default is _MISSING else default
        try:
            return convert(value, where)
        except ValueError as error:
            self.fail(where, str(error))
            return None if default is _MISSING else default

    def items(self, obj: JsonObject, key: str, path: str) -> list[tuple[str, Any]]:
        """The (path, element) pairs of the list `obj[key]`; absent is empty."""
        where = f"{path}.{key}" if path else key
        value = obj.get(key)
        if value is None:
            return []
        if not isinstance(value, list):
            self.fail(where, f"must be a list, not {kind_of(value)}")
            return []
        return [(f"{where}[{i}]", element) for i, element in enumerate(value)]

    def objects(self, obj: JsonObject, key: str, path: str) -> list[tuple[str, JsonObject]]:
        """Like `items`, keeping only objects (a problem for each element that is not one)."""
        result: list[tuple[str, JsonObject]] = []
        for where, element in self.items(obj, key, path):
            if isinstance(element, dict):
                result.append((where, element))
            else:
                self.fail(where, f"must be an object, not {kind_of(element)}")
        return result


def kind_of(value: Any) -> str:
    if isinstance(value, dict):  # a streamed file's objects are a dict kind of their own (`season_file_stream`)
        return "an object"
    return {dict: "an object", list: "a list", str: "a string", bool: "true/false", type(None): "null"}.get(
        type(value), "a number"
    )


def text(value: Any, _: str) -> str:
    if not isinstance(value, str):
        raise ValueError(f"must be a string, not {kind_of(value)}")
    return value


def code(value: Any, where: str) -> str:
    string = text(value, where)
    if not string.strip():
        raise ValueError("must not be empty")
    return one_copy(string)


def one_copy(string: str) -> str:
    """One string object for each id a file repeats: a 10,000-game file names its players millions of
    times (lineups, shifts), each a string of its own as parsed, most of the season's memory."""
    return sys.intern(string) if type(string) is str else string


def integer(value: Any, _: str) -> int:
    """A whole number from 0 up: every count, score, time and number of a season file is one."""
    whole = whole_from_value(value)  # 50.0 is 50
    if whole is None:
        shown_as = value if isinstance(value, float) else kind_of(value)
        raise ValueError(f"must be a whole number, not {shown_as}")
    if not 0 <= whole < MAX_COUNT:
        raise ValueError(f"{whole} is out of range (0 to {MAX_COUNT - 1:,})")
    return whole


def boolean(value: Any, _: str) -> bool:
    if not isinstance(value, bool):
        raise ValueError(f"must be true or false, not {kind_of(value)}")
    return value


def iso_date(value: Any, where: str) -> date:
    value = text(value, where)
    known = _DATES.get(value)
    if known is not None:
        return known
    try:
        if not re.fullmatch(r"(19|20|21)[0-9]{2}-[0-9]{2}-[0-9]{2}", value):
            raise ValueError
        made = date.fromisoformat(value)
    except ValueError:
        raise ValueError(f"{shown(value)} is not a date from 1900 to 2199 (YYYY-MM-DD)") from None
    return _DATES.setdefault(value, made)


# Each good date, time of day and clock text read once and its value shared: a big file repeats them
# (a season has a few hundred dates and a period a few thousand clock times), and the regular expression
# and the new value each time cost a tenth of the import. Bounded: only well-formed texts are kept, and
# there are at most about 110,000 dates, 1,440 times of day and 60,000 clock times.
_DATES: dict[str, date] = {}
_TIMES: dict[str, str] = {}
_CLOCKS: dict[str, int] = {}


def time_zone(value: Any, where: str) -> str:
    """An IANA time zone name the system knows ("America/Toronto"): a calendar's times are its wall clock."""
    string = code(value, where)
    why = time_zone_problem(string)
    if why:
        raise ValueError(why)
    return string


def time_of_day(value: Any, where: str) -> str:
    string = text(value, where)
    known = _TIMES.get(string)
    if known is not None:
        return known
    # [0-9], never \d: \d takes every script's digits and int() reads them, so such a time was kept as written,
    # which no other reader expects (the dates and clocks here are read the same way).
    match = re.fullmatch(r"([0-9]{2}):([0-9]{2})", string)
    if not match or int(match[1]) > 23 or int(match[2]) > 59:
        raise ValueError(f"{shown(string)} is not a time of day (HH:MM)")
    return _TIMES.setdefault(string, string)


def clock(value: Any, where: str) -> int:
    """An elapsed time in the period, `MM:SS`, as seconds."""
    value = text(value, where)
    known = _CLOCKS.get(value)
    if known is not None:
        return known
    match = re.fullmatch(r"([0-9]{1,3}):([0-9]{2})", value)
    if not match or int(match[2]) > 59:
        raise ValueError(f"{shown(value)} is not an elapsed time (MM:SS)")
    return _CLOCKS.setdefault(value, int(match[1]) * 60 + int(match[2]))


def money(value: Any, _: str) -> int:
    """Dollars with at most two decimals, as whole cents."""
    if isinstance(value, bool) or not isinstance(value, (int, float)):
        raise ValueError(f"must be an amount in dollars, not {kind_of(value)}")
    try:
        cents = Decimal(str(value)) * 100
    except InvalidOperation:
        raise ValueError(f"{value!r} is not an amount") from None
    if not cents.is_finite() or cents != cents.to_integral_value() or not 0 <= cents < MAX_COUNT * 100:
        raise ValueError(f"{value!r} must be an amount from 0 to {MAX_COUNT - 1:,} dollars with at most two decimals")
    return int(cents)


def one_of(choices: tuple[str, ...]) -> Callable[[Any, str], str]:
    chosen = {choice: choice for choice in choices}

    def convert(value: Any, where: str) -> str:
        string = text(value, where)
        if string not in chosen:
            raise ValueError(f"{shown(string)} is not one of {', '.join(choices)}")
        return chosen[string]  # the choice's own string: a file's millions of "minor"s are one object

    return convert


def ids(value: Any, where: str) -> tuple[str, ...]:
    if not isinstance(value, list):
        raise ValueError(f"must be a list, not {kind_of(value)}")
    for i, element in enumerate(value):
        if not isinstance(element, str):
            raise ValueError(f"[{i}] must be a player id (a string), not {kind_of(element)}")
    return tuple(map(one_copy, value))
