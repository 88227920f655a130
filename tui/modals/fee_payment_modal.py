"""The dialog where the committee records a team's payment of officials' fees (Gray rule 15)."""

from __future__ import annotations

from datetime import date
from typing import ClassVar

from textual.app import ComposeResult
from textual.binding import Binding, BindingType
from textual.containers import Horizontal, Vertical
from textual.widgets import Input, Label

from league.rulebooks import GRAY
from league.season.values import FeePayment
from tui.modals.dialog_screen import DialogScreen
from tui.modals.form_refusal import show_refusal
from tui.text.money_text import read_dollars
from tui.widgets.date_input import date_input
from tui.widgets.plain_static import PlainStatic

# A payment's fields (as the season file names them) by the dialog's labels, for its refusals.
PAYMENT_LABELS = {"team": "Team", "date": "Date", "amount_cents": "Amount $", "amount": "Amount $"}


def read_payment(team: str, day: str, amount: str, teams: dict[str, str]) -> FeePayment | str:
    """The payment typed, or a sentence naming the field that is wrong."""
    code = team.strip().upper()
    if code not in teams:
        return f"Team: type one of {' '.join(teams)}."
    try:
        when = date.fromisoformat(day.strip())
    except ValueError:
        return "Date: type the day it was paid, YYYY-MM-DD."
    cents = read_dollars(amount, "Amount")
    if isinstance(cents, str):
        return cents
    if cents <= 0:
        return "Amount: a payment is more than $0."
    return FeePayment(code, when, cents)


class FeePaymentModal(DialogScreen[FeePayment | None]):
    """Asks for a payment's team, date and amount; dismisses with the `FeePayment`, or None on Esc."""

    BINDINGS: ClassVar[list[BindingType]] = [Binding("escape", "cancel", "Cancel")]
    # Kept open after another window recorded a payment (`tui.form_keeper`): Enter adds a second payment, never
    # replaces that one, which the words "over it" suggested (a team's fee then paid twice in the ledger).
    over_it = "Enter records yours too, a second payment beside it; Esc cancels."

    def __init__(self, teams: dict[str, str], team: str | None, today: date):
        super().__init__()
        self.teams = teams
        self.team = team or ""
        self.today = today

    def compose(self) -> ComposeResult:
        with Vertical(id="payment-box", classes="dialog") as box:
            box.border_title = f"Record a fee payment ({GRAY.cite('fees')})"
            for label, widget in (
                ("Team", Input(self.team, placeholder=" ".join(self.teams), id="payment-team")),
                ("Date", date_input(self.today, "payment-date")),
                ("Amount $", Input("", placeholder="e.g. 150, 75.50 or 75,50", id="payment-amount")),
            ):
                with Horizontal(classes="field"):
                    yield Label(label, classes="field-label")
                    yield widget
            yield PlainStatic("", id="payment-error", classes="error", markup=False)
            yield PlainStatic(
                "Enter records it (audit-logged) · Tab moves between fields · Esc cancels", classes="note"
            )

    def on_mount(self) -> None:
        self.set_focus(self.query_one("#payment-team", Input))  # the first field, whatever it offers

    def on_input_submitted(self, event: Input.Submitted) -> None:
        event.stop()
        team, day, amount = (self.query_one(f"#payment-{f}", Input).value for f in ("team", "date", "amount"))
        value = read_payment(team, day, amount, self.teams)
        if isinstance(value, str):
            show_refusal(self, value)
            return
        self.dismiss(value)

    def action_cancel(self) -> None:
        """Close without recording anything."""
        self.dismiss(None)
