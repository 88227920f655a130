"""Items named in one line as a reader says them: "R06, R13 and R17", a long list cut to "R01, R02 and 3 more"."""

from __future__ import annotations

from collections.abc import Sequence


def listed(items: Sequence[str], most: int) -> str:
    """ "a", "a and b", "a, b and c"; past `most` items, the first `most` and how many more ("a, b and 3 more"),
    so a list of hundreds fits a line."""
    if len(items) > most:
        return f"{', '.join(items[:most])} and {len(items) - most} more"
    if len(items) <= 1:
        return "".join(items)
    return f"{', '.join(items[:-1])} and {items[-1]}"
