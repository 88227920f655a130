"""One audit-log entry shown whole: the log's row cuts its details to the screen's width and a long list of games
to its first few; here each detail has a line of its own and every list all its items."""

from __future__ import annotations

from typing import ClassVar

from textual.app import ComposeResult
from textual.binding import Binding, BindingType
from textual.containers import Vertical, VerticalScroll
from textual.screen import ModalScreen

from tui.widgets.plain_static import PlainStatic


class AuditEntryModal(ModalScreen[None]):
    """The decision as its border's title, who made it when, then its details a line each; Esc or Enter closes."""

    BINDINGS: ClassVar[list[BindingType]] = [
        Binding("escape", "dismiss", "Close"),
        Binding("enter", "dismiss", "Close", show=False),
    ]

    def __init__(self, decision: str, made: str, lines: list[str]):
        super().__init__()
        self.decision, self.made, self.lines = decision, made, lines

    def compose(self) -> ComposeResult:
        with Vertical(classes="dialog", id="audit-entry-box") as box:
            box.border_title = self.decision
            yield PlainStatic(self.made, markup=False)
            # Focused as the dialog opens, so the arrows and PgUp/PgDn scroll it: hundreds of games' ids run past a
            # short terminal.
            with VerticalScroll(id="audit-entry-details"):
                yield PlainStatic("\n".join(self.lines), markup=False)
            yield PlainStatic("Esc or Enter closes · ↑ ↓ PgUp PgDn scroll", classes="note")
