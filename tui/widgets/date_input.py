"""A date field for the committee's dialogs: today by default, typed YYYY-MM-DD, checked as it is typed."""

from __future__ import annotations

from datetime import date

from textual.validation import Function
from textual.widgets import Input

from tui.text.schedule_form import read_date


def date_input(day: date, input_id: str, label: str = "Date") -> Input:
    """An input holding `day` that its validator marks invalid until it is a date, YYYY-MM-DD."""
    return Input(
        day.isoformat(),
        placeholder=f"{label.lower()} YYYY-MM-DD",
        id=input_id,
        name=label,  # what its refusals name it: a refusal puts the cursor in it (`tui.modals.form_refusal`)
        validators=[Function(lambda text: isinstance(read_date(text, label), date), f"{label}: a date, YYYY-MM-DD")],
    )


def read_dated(text: str, label: str, deadline: date | None = None, refusal: str = "") -> date | str:
    """The date typed in a dated field, or the sentence naming the field: not a date, or after `deadline`
    (None: no deadline applies) with `refusal`, the rule's words ("no player may be dropped after ...")."""
    day = read_date(text, label)
    if isinstance(day, date) and deadline is not None and day > deadline:
        return f"{label}: {refusal}"
    return day
