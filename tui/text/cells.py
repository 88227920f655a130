"""Text measured, padded and cut in terminal cells, not characters, for the command line's tables.

`f"{name:<22}"` counts characters: an emoji or a CJK letter takes two cells and a combining accent
none, so a team called "Red 🏒" pushed every column after it one cell right. Arabic and Hebrew
letters take one cell each; where a terminal puts them is its own bidirectional affair.
"""

from __future__ import annotations

import unicodedata


def _width(char: str) -> int:
    if unicodedata.combining(char) or unicodedata.category(char) in ("Mn", "Me", "Cf"):
        return 0
    return 2 if unicodedata.east_asian_width(char) in ("W", "F") else 1


def cells(text: str) -> int:
    """How many terminal cells `text` takes."""
    return sum(_width(char) for char in text)


def pad(text: str, width: int) -> str:
    """`text` followed by spaces up to `width` cells (as it is when already that wide or wider)."""
    return text + " " * max(0, width - cells(text))


def clip(text: str, width: int) -> str:
    """The longest start of `text` that fits in `width` cells."""
    used = 0
    for i, char in enumerate(text):
        used += _width(char)
        if used > width:
            return text[:i]
    return text
