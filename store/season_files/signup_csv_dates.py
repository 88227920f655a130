"""Birth dates as a sign-up sheet writes them: 1990-03-15, or a spreadsheet's local 15/03/1990 or 03/15/1990.

A sheet written day first or month first says so only in its rows whose first or second number is over
12: one such row settles the whole sheet. A date no row settles ("03/04/1990": 3 April or March 4) is
refused rather than guessed, and so is a sheet whose rows disagree. Python's own `strptime` reads the
formats with a month's name ("15 Mar 1990", "March 15, 1990"), which are never ambiguous.
"""

from __future__ import annotations

import re
from collections.abc import Iterable
from datetime import date, datetime
from typing import Literal

Order = Literal["day first", "month first"]

# Digits are [0-9], never \d, which takes every script's digits (and int() reads them): such a cell is no date.
# A spreadsheet may add a midnight time to a date cell ("1990-03-15 00:00:00", "15/03/1990 0:00").
_TIME = r"(?:[ T][0-9]{1,2}:[0-9]{2}(?::[0-9]{2})?)?"
_YEAR_FIRST = re.compile(rf"([0-9]{{4}})([-/.])([0-9]{{1,2}})\2([0-9]{{1,2}}){_TIME}")
_NUMBERS = re.compile(rf"([0-9]{{1,2}})([-/.])([0-9]{{1,2}})\2([0-9]{{4}}){_TIME}")
_SHORT_YEAR = re.compile(r"[0-9]{1,2}([-/.])[0-9]{1,2}\1[0-9]{2}")
_NAMED = ("%d %b %Y", "%d %B %Y", "%d-%b-%Y", "%b %d %Y", "%B %d %Y", "%b %d, %Y", "%B %d, %Y")
DATE_FORMS = "a date (1990-03-15, or 15/03/1990 or 03/15/1990 as the sheet writes them)"


class DateRefused(Exception):
    """A cell that is a date only once the committee says which number is the day: the reason, in words."""


def _written_order(text: str) -> Order | None:
    """What the cell itself says of its order: day first when its first number is over 12, month first
    when its second is; None when it says nothing (not a day-and-month date, or both numbers up to 12)."""
    match = _NUMBERS.fullmatch(text.strip())
    if not match:
        return None
    first, second = int(match[1]), int(match[3])
    if first > 12 >= second:
        return "day first"
    if second > 12 >= first:
        return "month first"
    return None


def sheet_order(cells: Iterable[tuple[int, str]]) -> tuple[Order | None, dict[int, str]]:
    """The order the sheet's dates settle (from its cells `(line, text)`), and the lines whose cell
    contradicts it, each with the reason ("'03/15/1990' puts the month first, but line 2 ...")."""
    order: Order | None = None
    settled_by = (0, "")
    against: dict[int, str] = {}
    for line, text in cells:
        said = _written_order(text)
        if said is None:
            continue
        if order is None:
            order, settled_by = said, (line, text)
        elif said != order:
            against[line] = (
                f"'{text}' puts the {said.split()[0]} first, but line {settled_by[0]} "
                f"('{settled_by[1]}') puts the {order.split()[0]} first: write the dates year first"
            )
    return order, against


def sheet_date(text: str, order: Order | None) -> date:
    """The date the cell writes, its day and month read in the sheet's `order`; DateRefused when no row of
    the sheet settles which is which, ValueError when it is no date."""
    text = text.strip()
    if match := _YEAR_FIRST.fullmatch(text):
        return date(int(match[1]), int(match[3]), int(match[4]))
    if match := _NUMBERS.fullmatch(text):
        first, second, year = int(match[1]), int(match[3]), int(match[4])
        if first == second:
            return date(year, first, second)
        said = _written_order(text) or order
        if said is None:  # both numbers from 0 to 12: either may be the day
            day_first, month_first = date(year, second, first), date(year, first, second)  # ValueError for a 0
            raise DateRefused(
                f"'{text}' could be {day_first.isoformat()} (day first) or {month_first.isoformat()} (month "
                "first), and no other row of the sheet has a day over 12 to settle which: write it year first"
            )
        return date(year, second, first) if said == "day first" else date(year, first, second)
    if _SHORT_YEAR.fullmatch(text):
        raise DateRefused(f"'{text}' has a two-digit year: write the year with four digits")
    if not text.isascii():  # strptime's %Y and %d take "١٩٩٠" as 1990: a cell of other digits is none of ours
        raise ValueError(text)
    for form in _NAMED:
        try:
            return datetime.strptime(text, form).date()
        except ValueError:
            continue
    raise ValueError(text)
