"""Every CSV the app writes goes through `csv_text`: a cell a spreadsheet would run as a formula is
written as text.

A spreadsheet runs a cell that starts with `=`, `+`, `-` or `@` (and some a tab or a carriage
return before one) as a formula: a player named "=HYPERLINK(...)" or "@SUM(...)" would act on the
computer of whoever opens the export. Spreadsheets also skip spaces before a formula, and some (typing
through an East Asian input method) read the full-width equals, plus, minus and at signs (U+FF1D, U+FF0B,
U+FF0D, U+FF20) and their small forms as the plain signs. Such a text cell is written with an apostrophe
before it, which spreadsheets read as "this is text"; numbers stay numbers. `read_cell` takes the
apostrophe off again, so a sheet exported and imported back keeps "=cmd", "-Ann", " =x" and
"+1 555 0134" as they were.
"""

from __future__ import annotations

import csv
import io
import re
from collections.abc import Iterable

# What a formula may start with once any spaces before it are skipped (OWASP's CSV-injection list, with the
# full-width and small-form look-alikes of its signs).
FORMULA_STARTS = ("=", "+", "-", "@", "\uff1d", "\uff0b", "\uff0d", "\uff20", "\ufe66", "\ufe62", "\ufe63", "\ufe6b")
# What starts a formula as the cell's very first character only.
CONTROL_STARTS = ("\t", "\r")
TEXT_MARK = "'"
# A plain decimal number written as text ("-3", "1.50") is a number to a spreadsheet, never a formula.
_NUMBER = re.compile(r"-?[0-9]+(\.[0-9]+)?")


def runs_as_formula(text: str) -> bool:
    """True when a spreadsheet could run the cell `text` as a formula (a plain number it reads as one)."""
    risky = text.startswith(CONTROL_STARTS) or text.lstrip().startswith(FORMULA_STARTS)
    return risky and not _NUMBER.fullmatch(text)


def safe_cell(value: object) -> object:
    """The cell as a spreadsheet may safely read it: None empty, numbers as they are, and text that
    would start a formula behind an apostrophe."""
    if value is None:
        return ""
    # Text already behind apostrophes gets one more, so `read_cell` gives back "'=x" as it was too.
    if isinstance(value, str) and runs_as_formula(value.lstrip(TEXT_MARK)):
        return TEXT_MARK + value
    return value


def read_cell(text: str) -> str:
    """A cell as `safe_cell` wrote it, back to its value: the apostrophe before a formula start goes."""
    if text.startswith(TEXT_MARK) and runs_as_formula(text.lstrip(TEXT_MARK)):
        return text[1:]
    return text


def csv_text(header: Iterable[str], rows: Iterable[Iterable[object]]) -> str:
    """The rows under their header as CSV text (one line each, "\\n"), every cell through `safe_cell`."""
    out = io.StringIO()
    writer = csv.writer(out, lineterminator="\n")
    writer.writerow([safe_cell(name) for name in header])
    writer.writerows([safe_cell(value) for value in row] for row in rows)
    return out.getvalue()
