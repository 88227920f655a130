"""The dialog where the committee types the order a coin toss gave for a set of level teams (Gray rule 19)."""

from __future__ import annotations

from typing import ClassVar

from textual.app import ComposeResult
from textual.binding import Binding, BindingType
from textual.containers import Vertical
from textual.screen import ModalScreen
from textual.widgets import Input, Static

from tui.widgets.plain_static import PlainStatic


def parse_order(text: str) -> tuple[str, ...]:
    """Team codes as typed ("wht gld", "WHT, GLD"), upper-cased, in the order given."""
    return tuple(code.upper() for code in text.replace(",", " ").split())


class CoinTossModal(ModalScreen[tuple[str, ...] | None]):
    """Asks for the order the toss gave; dismisses with the codes, first place first, or None.

    `pending` are the sets waiting for a toss (sorted codes); the order typed must name exactly
    the teams of one of them, each once: the toss decides for that set and no other.
    """

    BINDINGS: ClassVar[list[BindingType]] = [Binding("escape", "cancel", "Cancel")]
    # Kept open after another window recorded a toss (`tui.form_keeper`): Enter records this toss beside that one,
    # never replaces it, which the words "over it" suggested.
    over_it = "Enter records yours too, a toss beside it; Esc cancels."

    def __init__(self, pending: tuple[tuple[str, ...], ...], names: dict[str, str], citation: str, what: str = "team"):
        super().__init__()
        self.pending = pending
        self.names = names
        self.citation = citation  # the standings rule as the season's rulebook cites it
        self.what = what  # who was level: "team", or "goalie" in a goalie competition (their ids)

    def compose(self) -> ComposeResult:
        with Vertical(id="toss-box") as box:
            box.border_title = f"Record a coin toss ({self.citation})"
            sets = "\n".join(
                "  " + ", ".join(f"{code} {self.names.get(code, code)}" for code in group) for group in self.pending
            )
            yield PlainStatic(f"Level on every other criterion:\n{sets}", id="toss-sets", markup=False)
            yield PlainStatic(
                f"Type the {self.what} {'ids' if self.what == 'goalie' else 'codes'} in the order the toss gave, "
                "first place first, e.g. "
                f'"{" ".join(reversed(self.pending[0]))}".',
                classes="note",
                markup=False,
            )
            kind = "ids" if self.what == "goalie" else "codes"
            yield Input(value="", placeholder=f"{self.what} {kind} in order", id="toss-order")
            yield PlainStatic("", id="toss-error", classes="error", markup=False)
            yield PlainStatic("Enter records it (audit-logged) · Esc cancels", classes="note")

    def on_input_submitted(self, event: Input.Submitted) -> None:
        order = parse_order(event.value)
        chosen = [group for group in self.pending if sorted(order) == list(group)]
        if not chosen:
            wanted = " or ".join(" ".join(group) for group in self.pending)
            self.query_one("#toss-error", Static).update(f"Name each {self.what} of one pending set once: {wanted}")
            return
        self.dismiss(order)

    def action_cancel(self) -> None:
        """Close without recording anything."""
        self.dismiss(None)
