"""The captain's request to drop a player, shown before it is saved: who asks (the team's captain), the
request's date and the player's misses counted up to it. Enter asks for it, Esc leaves it; a player not
droppable on the typed date is refused in the dialog, which stays open on the refused field."""

from __future__ import annotations

from collections.abc import Callable
from datetime import date
from typing import ClassVar

from textual.app import ComposeResult
from textual.binding import Binding, BindingType
from textual.containers import Vertical
from textual.content import Content
from textual.screen import ModalScreen
from textual.widgets import Input, Static

from tui.modals.form_refusal import show_refusal
from tui.text.schedule_form import read_date
from tui.widgets.date_input import date_input
from tui.widgets.plain_static import PlainStatic


def after_today_question(what: str, day: date) -> str:
    """The question a dated decision after today asks first ("decided on 2026-12-20, which is after today")."""
    return f"{what} on {day.isoformat()}, which is after today: record it anyway? Enter again records it."


class DropRequestModal(ModalScreen[date | None]):
    """Dismisses with the request's date once confirmed, or None on Esc. `facts(day)` is what the request
    shows for a date, `refusal(day)` why it may not be made then (None: it may)."""

    BINDINGS: ClassVar[list[BindingType]] = [Binding("escape", "cancel", "Cancel")]
    # Kept open after another window requested a drop (`tui.form_keeper`): Enter adds this request beside that
    # one, never replaces it, which the words "over it" suggested.
    over_it = "Enter requests this drop too, beside it; Esc cancels."

    def __init__(
        self, title: str, facts: Callable[[date], str], refusal: Callable[[date], str | None], today: date
    ) -> None:
        super().__init__()
        self.box_title, self.facts, self.refusal, self.today = title, facts, refusal, today
        self.asked: date | None = None  # a date after today the committee was asked about once

    def compose(self) -> ComposeResult:
        with Vertical(classes="dialog", id="request-box") as box:
            box.border_title = Content(self.box_title)  # ids and codes in it are shown as written, never as markup
            yield PlainStatic(self.facts(self.today), id="request-facts", markup=False)
            yield date_input(self.today, "request-date", "Request date")
            yield PlainStatic("", id="request-error", classes="error", markup=False)
            yield PlainStatic("Enter asks for the drop (audit-logged) · Esc cancels", classes="note")

    def on_mount(self) -> None:
        self.set_focus(self.query_one("#request-date", Input))

    def on_input_changed(self, event: Input.Changed) -> None:
        day = read_date(event.value, "Request date")
        if isinstance(day, date):  # the misses follow the date as it is typed
            self.query_one("#request-facts", Static).update(self.facts(day))

    def on_input_submitted(self, event: Input.Submitted) -> None:
        event.stop()
        day = read_date(self.query_one("#request-date", Input).value, "Request date")
        if isinstance(day, str):
            show_refusal(self, day)
        elif (why := self.refusal(day)) is not None:
            self.query_one("#request-error", Static).update(why)
        elif day > self.today and self.asked != day:
            self.asked = day
            self.query_one("#request-error", Static).update(after_today_question("Request date: asked", day))
        else:
            self.dismiss(day)

    def refused_now(self) -> str | None:
        """Why the request as typed would be refused now (`refusal` reads the season shown now), or None: said
        in the form kept open after another window's request (`tui.form_keeper`) instead of offering Enter,
        when that request was this same drop."""
        day = read_date(self.query_one("#request-date", Input).value, "Request date")
        return self.refusal(day) if isinstance(day, date) else None

    def action_cancel(self) -> None:
        """Close without asking."""
        self.dismiss(None)
