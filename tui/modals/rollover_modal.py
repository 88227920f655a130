"""The rollover's confirmation: what the season leaves unfinished, then the new season's name typed in full."""

from __future__ import annotations

from typing import ClassVar

from textual.app import ComposeResult
from textual.binding import Binding, BindingType
from textual.containers import Vertical
from textual.content import Content
from textual.screen import ModalScreen
from textual.widgets import Input, Static

from tui.widgets.plain_static import PlainStatic

TYPED_CONFIRMATION = "ROLL OVER"  # typed instead of the new season's name, for a name hard to type


def rollover_question(season: str, following: str, unfinished: tuple[str, ...]) -> str:
    """The dialog's text: what a rollover does, and what the season leaves unfinished (or that nothing is)."""
    lines = [
        f"Start season {following} after {season}? Same teams; players keep their teams unless dropped "
        "(rule 10) or marked leaving; the file is backed up first."
    ]
    if unfinished:
        lines += [
            f"Season {season} is unfinished:",
            *(f"  · {text}" for text in unfinished),
            "These stay as they are in the old season (the audit log records them).",
        ]
    else:
        lines.append(f"Season {season} is finished: every game played, every series decided, every fee paid.")
    return "\n".join(lines)


def confirms(typed: str, following: str) -> bool:
    """Whether the typed text confirms the rollover: the new season's name, or ROLL OVER (any case)."""
    text = " ".join(typed.split())
    return text == following or text.upper() == TYPED_CONFIRMATION


class RolloverModal(ModalScreen[bool]):
    """Dismisses True once the new season's name (or ROLL OVER) is typed and Enter pressed, False on Esc."""

    BINDINGS: ClassVar[list[BindingType]] = [Binding("escape", "cancel", "Cancel")]

    def __init__(self, season: str, following: str, unfinished: tuple[str, ...]):
        super().__init__()
        self.season, self.following, self.unfinished = season, following, unfinished

    def compose(self) -> ComposeResult:
        with Vertical(classes="dialog", id="rollover-box") as box:
            box.border_title = Content(f"Roll over to {self.following}")
            yield PlainStatic(rollover_question(self.season, self.following, self.unfinished), markup=False)
            yield Input("", placeholder=f"type {self.following} or {TYPED_CONFIRMATION}", id="rollover-confirm")
            yield PlainStatic("", id="rollover-error", classes="error", markup=False)
            yield PlainStatic(
                f"Type the new season's name ({self.following}) or {TYPED_CONFIRMATION}, then Enter · Esc cancels",
                classes="note",
            )

    def on_input_submitted(self, event: Input.Submitted) -> None:
        event.stop()
        if confirms(event.value, self.following):
            self.dismiss(True)
            return
        self.query_one("#rollover-error", Static).update(
            f"Not confirmed: type {self.following} (the new season's name) or {TYPED_CONFIRMATION}."
        )

    def action_cancel(self) -> None:
        """Close without rolling over."""
        self.dismiss(False)
