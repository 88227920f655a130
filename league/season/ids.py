"""The number in an id such as "P087" or "R12", for choosing the next one.

Only ASCII digits after the prefix count, at most nine of them: `str.isdigit` accepts "²", which
`int` refuses, and an id of five thousand digits is past what `int` reads; either would crash the
form or import that asks for a fresh id. Such ids are kept; they are simply not numbers.
"""

from __future__ import annotations

import re


def id_number(identifier: str, prefix: str) -> int | None:
    """The number after `prefix` in `identifier` ("P087", "P" → 87), or None when it is not one."""
    match = re.fullmatch(rf"{re.escape(prefix)}([0-9]{{1,9}})", identifier)
    return int(match[1]) if match else None
