"""The values the command line's options take (a date, a port, a count), each read from its words or refused
with argparse's message naming what is wrong."""

from __future__ import annotations

import argparse
from datetime import date

from league.season.date_range import iso_date
from league.season.whole_numbers import typed_whole, whole_from_text


def iso_day(text: str) -> date:
    """A date typed as YYYY-MM-DD, for `--today` and `--as-of` (argparse says what is wrong otherwise)."""
    try:
        return iso_date(text)
    except ValueError:
        raise argparse.ArgumentTypeError(f"{text!r} is not a date (YYYY-MM-DD)") from None


def port_number(text: str) -> int:
    """A TCP port for `serve --port`."""
    port = typed_whole(text)  # never "²" nor 5000 digits, which int() refuses (argparse said "invalid value")
    if port is None or not 1 <= port <= 65535:
        raise argparse.ArgumentTypeError(f"{text!r} is not a port (1 to 65535)")
    return port


def positive_count(text: str) -> int:
    """A count of at least 1, for `serve --max-sessions` and `--idle-minutes`."""
    whole = whole_from_text(text)  # "2.0" is 2
    if whole is None or whole < 1:
        raise argparse.ArgumentTypeError(f"{text!r} is not a count of at least 1 (a whole number)")
    return whole
