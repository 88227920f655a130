"""The note shown while a write waits for another window's (or command's) write to finish."""

from __future__ import annotations

from typing import ClassVar

from textual.app import ComposeResult
from textual.binding import Binding, BindingType
from textual.containers import Vertical
from textual.screen import ModalScreen

from tui.widgets.plain_static import PlainStatic


class WaitingModal(ModalScreen[bool]):
    """Says that a save waits; Esc dismisses it with True (cancel: nothing is saved). The write path
    dismisses it with False once the save went through or failed."""

    BINDINGS: ClassVar[list[BindingType]] = [Binding("escape", "cancel", "Cancel the save")]

    def __init__(self, text: str):
        super().__init__()
        self.text = text

    def compose(self) -> ComposeResult:
        with Vertical(classes="dialog", id="waiting-box") as box:
            box.border_title = "Waiting"
            yield PlainStatic(self.text, id="waiting-text", markup=False)

    def action_cancel(self) -> None:
        """Give up the save: the write path stops trying, nothing is saved."""
        self.dismiss(True)
