"""What importing a CSV sheet would do, shown before anything is written: Y imports, N or Esc does not."""

from __future__ import annotations

from typing import ClassVar

from textual.app import ComposeResult
from textual.binding import Binding, BindingType
from textual.containers import Vertical, VerticalScroll
from textual.screen import ModalScreen

from tui.widgets.plain_static import PlainStatic


class ImportPreviewModal(ModalScreen[bool]):
    """The preview's lines (what would be added, updated and held for a decision), scrolled with the arrows
    when they are many; dismisses True on Y, False on N or Esc."""

    BINDINGS: ClassVar[list[BindingType]] = [
        Binding("y", "answer(True)", "Import"),
        Binding("n", "answer(False)", "Do not import"),
        Binding("escape", "answer(False)", "Do not import"),
    ]

    def __init__(self, title: str, lines: list[str]):
        super().__init__()
        self.title_text, self.lines = title, lines

    def compose(self) -> ComposeResult:
        with Vertical(classes="dialog", id="preview-box") as box:
            box.border_title = self.title_text
            with VerticalScroll(id="preview-rows"):
                yield PlainStatic("\n".join(self.lines), markup=False)
            yield PlainStatic(
                "Y import the sheet · N or Esc do not (nothing is written) · arrows scroll", classes="note"
            )

    def on_mount(self) -> None:
        self.set_focus(self.query_one("#preview-rows", VerticalScroll))  # the arrows scroll a long preview

    def action_answer(self, yes: bool) -> None:
        """Close with the answer."""
        self.dismiss(yes)
