"""The dialog where the committee sets the draft's order: straight or snake, and the first round."""

from __future__ import annotations

from dataclasses import dataclass
from typing import ClassVar

from textual.app import ComposeResult
from textual.binding import Binding, BindingType
from textual.containers import Horizontal, Vertical
from textual.widgets import Input, Label

from league.rosters.draft import DRAFT_ORDERS
from league.season.values import Draft, Season
from tui.modals.dialog_screen import DialogScreen
from tui.modals.form_refusal import show_refusal, show_stored_where_untyped
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

    def texts(self, draft: Draft | None) -> dict[str, str]:
        """The fields' texts for the order `draft` (None: none set yet), by field id."""
        first = " ".join(draft.first_round if draft and draft.first_round else self.teams)
        return {"order-kind": draft.order if draft else "snake", "order-first": first}

    def rebased(self, season: Season) -> None:
        """After another window set the order (the form kept open, `tui.form_keeper`): the fields not typed in
        show it as `season` holds it now, so what Enter saves is what the form shows."""
        now = season.draft or None
        show_stored_where_untyped(self, self.texts(self.current), self.texts(now))
        self.current = now  # what the form shows: a value typed back to the one opened differs from it, is saved

    def compose(self) -> ComposeResult:
        shown = self.texts(self.current)
        with Vertical(classes="dialog") as box:
            box.border_title = "Draft order"
            for label, widget in (
                ("Order", Input(shown["order-kind"], placeholder="straight or snake", id="order-kind")),
                (
                    "1st round",
                    Input(shown["order-first"], placeholder="team codes", id="order-first", name="First round"),
                ),
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
            show_refusal(self, value)
            return
        self.dismiss(value)

    def action_cancel(self) -> None:
        """Close without changing the order."""
        self.dismiss(None)
