"""A dialog's refusal said in the dialog, with the cursor put on the field it names.

Every dialog says why it refuses in a sentence that starts with the field's label ("Time: type the time of
day, HH:MM."). The cursor goes to that field, its text selected: the scorer types the mended value straight
over the mistake, instead of into whichever field Enter was pressed in.
"""

from __future__ import annotations

from typing import Any

from textual.containers import Horizontal
from textual.screen import Screen
from textual.widgets import Input, Label, Static


def _plain(label: str) -> str:
    return label.strip().strip("$:").strip().lower()


def refused_field(screen: Screen[Any], label: str | None) -> Input | None:
    """The field whose label is `label` ("Amount" finds "Amount $"), or None."""
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
    return None


def named_label(text: str) -> str | None:
    """The field a refusal names first: "Home and Away: two different teams" names Home."""
    head, colon, _ = text.partition(":")
    return head.split(" and ")[0] if colon else None


def show_refusal(screen: Screen[Any], text: str, label: str | None = None) -> None:
    """`text` on the dialog's error line, the cursor on the field `label` (by default the one `text` names)."""
    errors = screen.query(".error")
    if errors:
        errors.first(Static).update(text)
    field = refused_field(screen, label or named_label(text))
    if field is not None:
        field.focus()
        # Selected here, not only on focus: Enter in the mistyped field leaves the focus where it is, and the
        # mended value would run on from the mistake ("2l:0021:00").
        field.select_all()


def show_stored_where_untyped(screen: Screen[Any], before: dict[str, str], after: dict[str, str]) -> None:
    """After another window saved what a kept form edits: each field (by id) still showing its text `before`
    shows `after`'s, so what Enter saves is what the form shows; a field typed in keeps what was typed."""
    for field_id, text in after.items():
        field = screen.query_one(f"#{field_id}", Input)
        if field.value == before[field_id]:
            field.value = text
