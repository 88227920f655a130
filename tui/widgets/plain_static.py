"""A Static whose text never sends a control character to the terminal.

Textual strips BEL, backspace and CR from text but passes ESC through: a name stored before names
refused control characters ("Al\\x1b[41m") recoloured or rewrote the terminal from any Static that
quoted it (the draft's latest picks, the scoresheet's game line, the bracket). Every Static of the
app is one of these; tables escape their cells the same way (`tui.widgets.plain_table`).
"""

from __future__ import annotations

from typing import Any

from textual.visual import VisualType
from textual.widgets import Static

from league.season.texts import printable


def _shown(content: VisualType) -> VisualType:
    # Line breaks and tabs lay text out (rule texts keep them); every other control is written as its escape.
    return printable(content, keep="\n\t") if isinstance(content, str) else content


class PlainStatic(Static):
    """A Static that shows a control character in its text as its escape ("\\x1b"), never acts on it."""

    def __init__(self, content: VisualType = "", **kwargs: Any) -> None:
        super().__init__(_shown(content), **kwargs)
        self._text: str | None = content if isinstance(content, str) else None

    def update(self, content: VisualType = "", *, layout: bool = True) -> None:
        """Show `content`, a control character in its text as its escape. The same text again changes
        nothing: a screen refreshed after a save repaints (and lays out) only the texts the save changed."""
        if isinstance(content, str) and content == self._text:
            return
        self._text = content if isinstance(content, str) else None
        super().update(_shown(content), layout=layout)
