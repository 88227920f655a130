"""The committee's dialogs for a drop (Gray rule 10) and a substitute (Gray rule 11): typed values back, or None."""

from __future__ import annotations

from dataclasses import dataclass
from datetime import date
from typing import ClassVar

from textual.app import ComposeResult
from textual.binding import Binding, BindingType
from textual.containers import Vertical
from textual.content import Content
from textual.screen import ModalScreen
from textual.widgets import Input

from league.rulebooks import GRAY
from tui.modals.drop_request_modal import after_today_question
from tui.modals.form_refusal import show_refusal
from tui.text.money_text import read_dollars
from tui.widgets.date_input import date_input, read_dated
from tui.widgets.plain_static import PlainStatic

# The fields of a drop and a substitute (as the season file names them) by the labels the dialogs show:
# a refusal names its field by these (`run_write`'s labels).
DROP_LABELS = {
    "approved": "Approve",
    "reason": "Reason",
    "refund": "Refund",
    "refund_cents": "Refund",
    "decided_on": "Decision date",
    "player": "Player",
}
SUBSTITUTE_LABELS = {"player": "Substitute", "date": "Date", "replaces": "Dropped player"}


@dataclass(frozen=True, slots=True)
class DropDecision:
    approved: bool
    reason: str
    refund_cents: int
    day: date  # the decision's date


@dataclass(frozen=True, slots=True)
class SubstitutePlacement:
    player: str
    day: date  # from when he plays for the team


class DropDecisionModal(ModalScreen[DropDecision | None]):
    """Approve or deny a waiting drop request: y/n, the reason, the league-fee refund in dollars, the
    decision's date (today by default; an approval after the roster deadline is refused, rule 10)."""

    BINDINGS: ClassVar[list[BindingType]] = [Binding("escape", "cancel", "Cancel")]

    def __init__(self, title: str, facts: str, today: date, deadline: date | None = None):
        super().__init__()
        self.box_title, self.facts = title, facts
        self.today, self.deadline = today, deadline  # deadline None: drops are allowed after it
        self.asked: date | None = None  # a decision date after today the committee was asked about once

    def compose(self) -> ComposeResult:
        with Vertical(classes="dialog", id="drop-box") as box:
            box.border_title = Content(self.box_title)  # ids and codes in it are shown as written, never as markup
            yield PlainStatic(self.facts, markup=False)
            yield Input("", placeholder="approve? y or n", id="drop-approve")
            yield Input("", placeholder="the committee's reason", id="drop-reason")
            yield Input("0", placeholder="league-fee refund in dollars", id="drop-refund")
            yield date_input(self.today, "drop-date", "Decision date")
            yield PlainStatic("", id="drop-error", classes="error", markup=False)
            yield PlainStatic("Enter decides (audit-logged) · Tab moves · Esc cancels", classes="note")

    def on_input_submitted(self, event: Input.Submitted) -> None:
        event.stop()
        answer = self.query_one("#drop-approve", Input).value.strip().lower()
        reason = self.query_one("#drop-reason", Input).value.strip()
        refund = read_dollars(self.query_one("#drop-refund", Input).value or "0", "Refund")
        approved = answer.startswith("y")
        deadline = self.deadline if approved else None  # a denial may come after the deadline
        day = read_dated(
            self.query_one("#drop-date", Input).value,
            "Decision date",
            deadline,
            f"no player may be dropped after {deadline.isoformat() if deadline else ''} ({GRAY.cite('drops')}).",
        )
        if answer not in ("y", "yes", "n", "no"):
            show_refusal(self, "Approve: type y (approve) or n (deny).")
        elif not reason:
            show_refusal(self, "Reason: the audit log keeps the committee's reason.")
        elif isinstance(refund, str):
            show_refusal(self, refund)
        elif isinstance(day, str):
            show_refusal(self, day)
        elif day > self.today and self.asked != day:  # a date typed by mistake is caught before it is kept
            self.asked = day
            show_refusal(self, after_today_question("Decision date: decided", day))
        else:
            self.dismiss(DropDecision(approved, reason, refund, day))

    def action_cancel(self) -> None:
        """Close without deciding."""
        self.dismiss(None)


class SubstituteModal(ModalScreen[SubstitutePlacement | None]):
    """Pick the substitute by id from the ranked candidates (closest rating first) and the date he joins
    (today by default; after the roster deadline is refused, rule 11), or Esc to decline."""

    BINDINGS: ClassVar[list[BindingType]] = [Binding("escape", "cancel", "Cancel")]

    def __init__(self, title: str, candidates: list[str], today: date, deadline: date | None = None):
        super().__init__()
        self.box_title, self.candidates = title, candidates
        self.today, self.deadline = today, deadline  # deadline None: substitutes are allowed after it

    def compose(self) -> ComposeResult:
        with Vertical(classes="dialog", id="sub-box") as box:
            box.border_title = Content(self.box_title)  # ids and codes in it are shown as written, never as markup
            listing = "\n".join(self.candidates) or "No eligible unrostered player of his position."
            yield PlainStatic(listing, markup=False)
            yield Input("", placeholder="the chosen player's id", id="sub-player")
            yield date_input(self.today, "sub-date")
            yield PlainStatic("", id="sub-error", classes="error", markup=False)
            yield PlainStatic("Enter places him (audit-logged) · Esc declines", classes="note")

    def on_input_submitted(self, event: Input.Submitted) -> None:
        event.stop()
        chosen = self.query_one("#sub-player", Input).value.strip().upper()
        deadline = self.deadline
        day = read_dated(
            self.query_one("#sub-date", Input).value,
            "Date",
            deadline,
            f"no substitute may be added after {deadline.isoformat() if deadline else ''} "
            f"({GRAY.cite('substitutes')}).",
        )
        if not any(line.split()[0] == chosen for line in self.candidates if line.split()):
            show_refusal(self, "Substitute: type the id of one of the candidates above.")
        elif isinstance(day, str):
            show_refusal(self, day)
        else:
            self.dismiss(SubstitutePlacement(chosen, day))

    def action_cancel(self) -> None:
        """Close without placing anyone."""
        self.dismiss(None)
