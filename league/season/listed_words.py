"""Items named in one line as a reader says them: "R06, R13 and R17", a long list cut to "R01, R02 and 3 more".
Here, in the rules core, because the rules' own words list ids too (what a season leaves unfinished), and the app's
words (`tui.text`) read them from here."""

from __future__ import annotations

from collections.abc import Sequence


def first_and_more(items: Sequence[str], most: int) -> str:
    """The first `most` items, a comma between each, and how many more there are: "a, b, c and 3 more"; all of them
    ("a, b") when they are no more than `most`."""
    more = len(items) - most
    return ", ".join(items[:most]) + (f" and {more} more" if more > 0 else "")


def listed(items: Sequence[str], most: int) -> str:
    """ "a", "a and b", "a, b and c"; past `most` items, the first `most` and how many more ("a, b and 3 more"),
    so a list of hundreds fits a line."""
    if len(items) > most:
        return first_and_more(items, most)
    if len(items) <= 1:
        return "".join(items)
    return f"{', '.join(items[:-1])} and {items[-1]}"
