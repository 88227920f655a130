"""A refused form opens again as it was: what was typed, the refusal said in it, the refused field focused.

A dialog hands its values to the screen when it closes (Textual's dismiss), and the screen writes them
through `tui.write_path`; a refusal came after the dialog was gone, and what was typed with it. So every
dialog pushed with a callback is kept (installed, which Textual does not remove on close) until the write
it led to is known: refused, the same dialog (its widgets, its values) is pushed again with the same
callback; saved, or when another dialog closes, it is let go.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

from textual.app import App
from textual.containers import Horizontal
from textual.screen import ModalScreen, Screen
from textual.widgets import Input, Label, Static


@dataclass(frozen=True, slots=True)
class Form:
    """A dialog that closed with a value, and the callback it gave the value to."""

    screen: Screen[Any]
    callback: Any  # Textual's result callback, as the dialog was pushed with it


class FormKeeper:
    """The app's dialogs with callbacks, kept until the write they lead to is known."""

    def __init__(self, app: App[Any]):
        self.app = app
        self.open: dict[Screen[Any], Callable[[Any], object]] = {}
        self.closed: Form | None = None

    def pushed(self, screen: object, callback: Callable[[Any], object] | None) -> None:
        """A screen was pushed: a dialog with a callback is kept (installed) while it may be refused."""
        if not isinstance(screen, ModalScreen) or callback is None or screen in self.open:
            return
        self.open[screen] = callback
        if not self.app.is_screen_installed(screen):
            self.app.install_screen(screen, f"form-{id(screen)}")

    def popped(self, screen: Screen[Any]) -> None:
        """A screen closed: a kept dialog is the one a refusal re-opens (the one before is let go)."""
        callback = self.open.pop(screen, None)
        if callback is None:
            return
        if self.closed is not None:
            self._let_go(self.closed.screen)
        self.closed = Form(screen, callback)

    def take(self) -> Form | None:
        """The dialog that closed last, for the write it leads to (once: a later write has none)."""
        form, self.closed = self.closed, None
        return form

    def reopen(self, form: Form, text: str, label: str | None) -> None:
        """Show `form` again with what was typed, `text` on its error line, the field `label` focused."""
        self.app.push_screen(form.screen, form.callback)
        self.app.call_after_refresh(_show_refusal, form.screen, text, label)

    def done(self, form: Form) -> None:
        """The write `form` led to is over (saved, or failed for another reason): the dialog goes."""
        self._let_go(form.screen)

    def _let_go(self, screen: Screen[Any]) -> None:
        if self.app.is_screen_installed(screen) and screen not in self.app.screen_stack and screen not in self.open:
            self.app.uninstall_screen(screen)


def _show_refusal(screen: Screen[Any], text: str, label: str | None) -> None:
    errors = screen.query(".error")
    if errors:
        errors.first(Static).update(text)
    field = next(
        (
            row.query(Input).first()
            for row in screen.query(Horizontal)
            if row.query(Input) and any(_label_text(w) == label for w in row.query(Label))
        ),
        None,
    )
    if field is not None:
        field.focus()


def _label_text(label: Label) -> str:
    return str(label.content).strip()
