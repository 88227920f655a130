"""A yes-or-no question before something that cannot be taken back (creating a league file)."""

from __future__ import annotations

from typing import ClassVar

from textual.app import ComposeResult
from textual.binding import Binding, BindingType
from textual.containers import Vertical
from textual.screen import ModalScreen

from tui.widgets.plain_static import PlainStatic


class ConfirmModal(ModalScreen[bool]):
    """Dismisses True on Y, False on N or Esc."""

    BINDINGS: ClassVar[list[BindingType]] = [
        Binding("y", "answer(True)", "Yes"),
        Binding("n", "answer(False)", "No"),
        Binding("escape", "answer(False)", "No"),
    ]

    def __init__(self, question: str):
        super().__init__()
        self.question = question

    def compose(self) -> ComposeResult:
        with Vertical(classes="dialog", id="confirm-box") as box:
            box.border_title = "Are you sure?"
            yield PlainStatic(self.question, markup=False)
            yield PlainStatic("Y yes · N or Esc no", classes="note")

    def action_answer(self, yes: bool) -> None:
        """Close with the answer."""
        self.dismiss(yes)
