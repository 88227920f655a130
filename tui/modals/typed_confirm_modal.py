"""The confirmation of a destructive or season-wide action: a word typed in full, never a key pressed.

A key pressed twice (`yy`, a stray Enter) confirms nothing here: the committee types the word the
dialog names ("ROLLOVER", a game's id), in any case, then Enter. Wrong text says what to type and
changes nothing; Esc closes without doing anything. It may ask the committee's reason first (a
cancelled game's), which the audit log keeps.
"""

from __future__ import annotations

from typing import ClassVar

from textual.app import ComposeResult
from textual.binding import Binding, BindingType
from textual.containers import Vertical
from textual.content import Content
from textual.screen import ModalScreen
from textual.widgets import Input, Static

from tui.modals.form_refusal import show_refusal
from tui.widgets.plain_static import PlainStatic


def typed_matches(typed: str, words: tuple[str, ...]) -> bool:
    """Whether `typed` is one of `words`: in any case, spaces not counted ("roll over" is ROLLOVER)."""
    text = "".join(typed.split()).upper()
    return any(text == "".join(word.split()).upper() for word in words)


class TypedConfirmModal(ModalScreen[str | None]):
    """Asks `question`, then for `word` (or one of `also`) typed in full.

    Dismisses with the reason typed when `reason` is given (its question), else with "" once confirmed;
    None on Esc. Callers test the result against None: "" is a confirmation.
    """

    BINDINGS: ClassVar[list[BindingType]] = [Binding("escape", "cancel", "Cancel")]

    def __init__(
        self, title: str, question: str, word: str, *, also: tuple[str, ...] = (), reason: str | None = None
    ) -> None:
        super().__init__()
        self.box_title, self.question, self.word, self.also, self.reason = title, question, word, also, reason

    @property
    def what_to_type(self) -> str:
        """The words that confirm, as the dialog names them: "ROLLOVER" or "R12"."""
        return " or ".join((self.word, *self.also))

    def compose(self) -> ComposeResult:
        with Vertical(classes="dialog", id="typed-confirm-box") as box:
            box.border_title = Content(self.box_title)  # ids and names in it are shown as written, never markup
            yield PlainStatic(self.question, id="typed-confirm-question", markup=False)
            if self.reason is not None:
                yield PlainStatic(self.reason, markup=False)
                yield Input("", placeholder="the committee's reason", id="typed-confirm-reason", name="Reason")
            yield PlainStatic(f"Type {self.what_to_type} to confirm:", markup=False)
            yield Input("", placeholder=f"type {self.what_to_type}", id="typed-confirm", name="Confirm")
            yield PlainStatic("", id="typed-confirm-error", classes="error", markup=False)
            yield PlainStatic("Enter confirms · Tab moves · Esc cancels", classes="note")

    def on_mount(self) -> None:
        self.set_focus(self.query_one("#typed-confirm-reason" if self.reason is not None else "#typed-confirm", Input))

    def on_input_submitted(self, event: Input.Submitted) -> None:
        event.stop()
        confirm = self.query_one("#typed-confirm", Input)
        reason = self.query_one("#typed-confirm-reason", Input).value.strip() if self.reason is not None else ""
        if event.input is not confirm and not confirm.value.strip():
            confirm.focus()  # Enter after the reason moves on to the word: it confirms nothing by itself
            return
        if self.reason is not None and not reason:
            show_refusal(self, "Reason: type the committee's reason (the audit log keeps it).")
        elif not typed_matches(confirm.value, (self.word, *self.also)):
            show_refusal(self, f"Not confirmed: type {self.what_to_type}, or Esc to leave it.", "Confirm")
        else:
            self.dismiss(reason)

    def reask(self, question: str) -> None:
        """Ask `question` in place of the one shown: the thing asked about as another window has changed it."""
        self.question = question
        self.query_one("#typed-confirm-question", Static).update(question)

    def action_cancel(self) -> None:
        """Close without doing anything."""
        self.dismiss(None)
