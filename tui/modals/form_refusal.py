"""A dialog's refusal said in the dialog, with the cursor put on the field it names.

Every dialog says why it refuses in a sentence that starts with the field's label ("Time: type the time of
day, HH:MM."). The cursor goes to that field with nothing selected: just after the stray character when the
field holds one (`stray_end`), else at the end of its text. So Backspace takes back the last key, the slip, as a
fast typist expects, and never the whole field: "8²" refused, Backspace, Enter saves 8, where a selected field
lost all of it. Every dialog's refusal comes here (`show_refusal`); none places the cursor itself.
"""

from __future__ import annotations

import unicodedata
from typing import Any

from textual.containers import Horizontal
from textual.screen import Screen
from textual.widgets import Input, Label, Static
from textual.widgets.input import Selection


def _plain(label: str) -> str:
    return label.strip().strip("$:").strip().lower()


def refused_field(screen: Screen[Any], label: str | None) -> Input | None:
    """The field whose label is `label` ("Amount" finds "Amount $"), or None. A field with no label beside it
    (its placeholder says what it takes) or one labelled otherwise than its refusals name it ("Ice slots",
    "Slots: ...") is found by its name: `Input(name="Slots")`."""
    if not label:
        return None
    wanted = _plain(label)
    for row in screen.query(Horizontal):
        # A row may hold two labelled fields (Name, Born): the field is the first input after its own label.
        labelled = False
        for widget in row.walk_children():
            if isinstance(widget, Label):
                labelled = _plain(str(widget.content)) == wanted
            elif labelled and isinstance(widget, Input):
                return widget
    return next((field for field in screen.query(Input) if field.name and _plain(field.name) == wanted), None)


def named_label(text: str) -> str | None:
    """The field a refusal names first: "Home and Away: two different teams" names Home."""
    head, colon, _ = text.partition(":")
    return head.split(" and ")[0] if colon else None


def stray_end(text: str) -> int:
    """Where the cursor goes in a refused field holding `text`: just after its first stray character, else at
    its end. A stray character is one outside ASCII that is no letter: "²" or "٣" for a digit, an en dash in a
    date, a no-break space; what a keyboard slips into a number, a date, a time or a code, none of which takes
    it (only ASCII digits are numbers, `typed_whole`), while a name's "é" is a letter and stays."""
    for at, character in enumerate(text):
        if not character.isascii() and not unicodedata.category(character).startswith(("L", "M")):
            return at + 1
    return len(text)


def show_refusal(screen: Screen[Any], text: str, label: str | None = None) -> None:
    """`text` on the dialog's error line, the cursor on the field `label` (by default the one `text` names),
    nothing selected, just after the stray character or at the end (`stray_end`)."""
    errors = screen.query(".error")
    if errors:
        errors.first(Static).update(text)
    field = refused_field(screen, label or named_label(text))
    if field is None:
        return
    # Focused now, and the cursor placed by a callback queued behind the focus event: an Input selects its whole
    # text as it gains focus, which would come after a cursor placed here (and a field already focused, Enter
    # pressed in it, gets no focus event: its selection, a Tab's, is cleared the same way).
    screen.set_focus(field)
    field.call_later(_place_cursor, field)


def _place_cursor(field: Input) -> None:
    field.selection = Selection.cursor(stray_end(field.value))


def show_stored_where_untyped(screen: Screen[Any], before: dict[str, str], after: dict[str, str]) -> None:
    """After another window saved what a kept form edits: each field (by id) still showing its text `before`
    shows `after`'s, so what Enter saves is what the form shows; a field typed in keeps what was typed."""
    for field_id, text in after.items():
        field = screen.query_one(f"#{field_id}", Input)
        if field.value == before[field_id]:
            field.value = text
