"""The committee's dialogs for a drop (G10) and a substitute (G11): typed values back, or None."""

from __future__ import annotations

from dataclasses import dataclass
from typing import ClassVar

from textual.app import ComposeResult
from textual.binding import Binding, BindingType
from textual.containers import Vertical
from textual.content import Content
from textual.screen import ModalScreen
from textual.widgets import Input, Static

from tui.text.money_text import parse_dollars
from tui.widgets.plain_static import PlainStatic


@dataclass(frozen=True, slots=True)
class DropDecision:
    approved: bool
    reason: str
    refund_cents: int


class DropDecisionModal(ModalScreen[DropDecision | None]):
    """Approve or deny a waiting drop request: y/n, the reason, the league-fee refund in dollars."""

    BINDINGS: ClassVar[list[BindingType]] = [Binding("escape", "cancel", "Cancel")]

    def __init__(self, title: str, facts: str):
        super().__init__()
        self.box_title, self.facts = title, facts

    def compose(self) -> ComposeResult:
        with Vertical(classes="dialog", id="drop-box") as box:
            box.border_title = Content(self.box_title)  # ids and codes in it are shown as written, never as markup
            yield PlainStatic(self.facts, markup=False)
            yield Input("", placeholder="approve? y or n", id="drop-approve")
            yield Input("", placeholder="the committee's reason", id="drop-reason")
            yield Input("0", placeholder="league-fee refund in dollars", id="drop-refund")
            yield PlainStatic("", id="drop-error", classes="error", markup=False)
            yield PlainStatic("Enter decides (audit-logged) · Tab moves · Esc cancels", classes="note")

    def on_input_submitted(self, event: Input.Submitted) -> None:
        event.stop()
        answer = self.query_one("#drop-approve", Input).value.strip().lower()
        reason = self.query_one("#drop-reason", Input).value.strip()
        refund = parse_dollars(self.query_one("#drop-refund", Input).value or "0")
        error = self.query_one("#drop-error", Static)
        if answer not in ("y", "yes", "n", "no"):
            error.update("Approve: type y (approve) or n (deny).")
        elif not reason:
            error.update("Reason: the audit log keeps the committee's reason.")
        elif refund is None:
            error.update("Refund: an amount in dollars, like 40 or 40.00.")
        else:
            self.dismiss(DropDecision(answer.startswith("y"), reason, refund))

    def action_cancel(self) -> None:
        """Close without deciding."""
        self.dismiss(None)


class SubstituteModal(ModalScreen[str | None]):
    """Pick the substitute by id from the ranked candidates (closest rating first), or Esc to decline."""

    BINDINGS: ClassVar[list[BindingType]] = [Binding("escape", "cancel", "Cancel")]

    def __init__(self, title: str, candidates: list[str]):
        super().__init__()
        self.box_title, self.candidates = title, candidates

    def compose(self) -> ComposeResult:
        with Vertical(classes="dialog", id="sub-box") as box:
            box.border_title = Content(self.box_title)  # ids and codes in it are shown as written, never as markup
            listing = "\n".join(self.candidates) or "No eligible unrostered player of his position."
            yield PlainStatic(listing, markup=False)
            yield Input("", placeholder="the chosen player's id", id="sub-player")
            yield PlainStatic("", id="sub-error", classes="error", markup=False)
            yield PlainStatic("Enter places him (audit-logged) · Esc declines", classes="note")

    def on_input_submitted(self, event: Input.Submitted) -> None:
        event.stop()
        chosen = event.value.strip().upper()
        if not any(line.split()[0] == chosen for line in self.candidates if line.split()):
            self.query_one("#sub-error", Static).update("Type the id of one of the candidates above.")
            return
        self.dismiss(chosen)

    def action_cancel(self) -> None:
        """Close without placing anyone."""
        self.dismiss(None)

