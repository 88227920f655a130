"""A whole number wherever one is asked (a CSV cell, a season file's value, a command line's count):
`50`, and also `50.0` as a spreadsheet or a JSON writer may give it, read as 50; `50.5` is not one, and
the refusal says a whole number is needed."""

from __future__ import annotations

import re

# Digits, then at most a point and zeros: "50", "50.", "50.00".
_WHOLE = re.compile(r"([0-9]+)(?:\.0*)?")


def whole_from_text(text: str) -> int | None:
    """The whole number `text` writes ("50", "50.0"), or None when it writes none ("50.5", "-1", "x")."""
    found = _WHOLE.fullmatch(text.strip())
    return int(found.group(1)) if found else None


def whole_from_value(value: object) -> int | None:
    """The whole number a JSON value is (50, or 50.0), or None (50.5, true, "50", null)."""
    if isinstance(value, bool):
        return None
    if isinstance(value, int):
        return value
    if isinstance(value, float) and value.is_integer():
        return int(value)
    return None
