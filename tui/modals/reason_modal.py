"""A dialog asking the committee's reason for a decision (postpone, cancel ...): the audit log's "why"."""

from __future__ import annotations

from collections.abc import Callable
from typing import ClassVar

from textual.app import ComposeResult
from textual.binding import Binding, BindingType
from textual.containers import Vertical
from textual.content import Content
from textual.screen import ModalScreen
from textual.widgets import Input, Static

from tui.form_keeper import OVER_IT
from tui.widgets.plain_static import PlainStatic


class ReasonModal(ModalScreen[str | None]):
    """Asks "why?" for `title`; dismisses with the reason typed (never empty), or None on Esc."""

    BINDINGS: ClassVar[list[BindingType]] = [Binding("escape", "cancel", "Cancel")]

    def __init__(
        self,
        title: str,
        question: str,
        placeholder: str = "the committee's reason",
        done: str = "Enter records it (audit-logged) · Esc cancels",
        over_it: str = OVER_IT,
        refusal: Callable[[], str | None] | None = None,
    ):
        """`over_it`: what Enter does once the form is kept open after another window's change (`tui.form_keeper`);
        `refusal()`: why the decision has nothing left to do on the season shown now (None: it has)."""
        super().__init__()
        self.box_title, self.question, self.placeholder, self.done = title, question, placeholder, done
        self.over_it, self.refusal = over_it, refusal

    def compose(self) -> ComposeResult:
        with Vertical(classes="dialog", id="reason-box") as box:
            box.border_title = Content(self.box_title)  # ids and codes in it are shown as written, never as markup
            yield PlainStatic(self.question, id="reason-question", markup=False)
            yield Input("", placeholder=self.placeholder, id="reason")
            yield PlainStatic("", id="reason-error", classes="error", markup=False)
            yield PlainStatic(self.done, classes="note")

    def on_input_submitted(self, event: Input.Submitted) -> None:
        event.stop()
        refused = f"Type {self.placeholder}." if not event.value.strip() else self.refused_now()
        if refused is not None:
            self.query_one("#reason-error", Static).update(refused)
            return
        self.dismiss(event.value.strip())

    def refused_now(self) -> str | None:
        """Why Enter would record nothing on the season shown now (another window made the same change meanwhile):
        said in the form kept open (`tui.form_keeper`) instead of offering Enter, and again at each Enter."""
        return self.refusal() if self.refusal is not None else None

    def reask(self, question: str) -> None:
        """Ask `question` in place of the one shown: the thing asked about as another window has changed it."""
        self.question = question
        self.query_one("#reason-question", Static).update(question)

    def action_cancel(self) -> None:
        """Close without deciding anything."""
        self.dismiss(None)
