"""The dialog where the committee sets the draft's order: straight or snake, and the first round."""

from __future__ import annotations

from dataclasses import dataclass
from typing import ClassVar

from textual.app import ComposeResult
from textual.binding import Binding, BindingType
from textual.containers import Horizontal, Vertical
from textual.widgets import Input, Label, Static

from league.rosters.draft import DRAFT_ORDERS
from league.season.values import Draft
from tui.modals.dialog_screen import DialogScreen
from tui.widgets.plain_static import PlainStatic


@dataclass(frozen=True, slots=True)
class DraftOrder:
    """The order typed: straight or snake, and the team codes of the first round."""

    order: str
    first_round: tuple[str, ...]


def read_order(order: str, first_round: str, teams: tuple[str, ...]) -> DraftOrder | str:
    """The order typed, or a sentence naming the field that is wrong."""
    kind = order.strip().lower()
    if kind not in DRAFT_ORDERS:
        return "Order: type straight or snake."
    codes = tuple(first_round.upper().split())
    if sorted(codes) != sorted(teams):
        return f"First round: name every team once ({' '.join(teams)})."
    return DraftOrder(kind, codes)


class DraftOrderModal(DialogScreen[DraftOrder | None]):
    """Asks the order and the first round; dismisses with a `DraftOrder`, or None on Esc."""

    BINDINGS: ClassVar[list[BindingType]] = [Binding("escape", "cancel", "Cancel")]

    def __init__(self, teams: tuple[str, ...], current: Draft | None):
        super().__init__()
        self.teams, self.current = teams, current

    def compose(self) -> ComposeResult:
        order = self.current.order if self.current else "snake"
        first = " ".join(self.current.first_round if self.current and self.current.first_round else self.teams)
        with Vertical(classes="dialog") as box:
            box.border_title = "Draft order"
            for label, widget in (
                ("Order", Input(order, placeholder="straight or snake", id="order-kind")),
                ("1st round", Input(first, placeholder="team codes", id="order-first")),
            ):
                with Horizontal(classes="field"):
                    yield Label(label, classes="field-label")
                    yield widget
            yield PlainStatic("", id="order-error", classes="error", markup=False)
            yield PlainStatic("Enter records it (audit-logged) · Esc cancels", classes="note")

    def on_input_submitted(self, event: Input.Submitted) -> None:
        event.stop()
        value = read_order(
            self.query_one("#order-kind", Input).value, self.query_one("#order-first", Input).value, self.teams
        )
        if isinstance(value, str):
            self.query_one("#order-error", Static).update(value)
            return
        self.dismiss(value)

    def action_cancel(self) -> None:
        """Close without changing the order."""
        self.dismiss(None)
