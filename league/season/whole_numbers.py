"""A whole number wherever one is asked (a CSV cell, a season file's value, a command line's count):
`50`, and also `50.0` as a spreadsheet or a JSON writer may give it, read as 50; `50.5` is not one, and
the refusal says a whole number is needed. A number typed in a form's field is read by `typed_whole`."""

from __future__ import annotations

import re

# ASCII digits only: str.isdigit takes "²", which int() refuses, and a form that checked isdigit and
# then called int() ended the app. At most 18 of them: int() also refuses a run past 4300 digits, and no
# number the league keeps comes near 18.
_DIGITS = r"[0-9]{1,18}"
# Digits, then at most a point and zeros: "50", "50.", "50.00".
_WHOLE = re.compile(rf"({_DIGITS})(?:\.0*)?")
_TYPED = re.compile(_DIGITS)


def typed_whole(text: str) -> int | None:
    """The whole number a person typed in a field ("2", " 12 "), or None when it is none ("²", "٣", "-1",
    "2.0", ""): the one reading of a typed count, so that every form refuses what int() cannot read."""
    found = _TYPED.fullmatch(text.strip())
    return int(found.group()) if found else None


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
