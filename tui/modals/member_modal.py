"""The dialog that asks who is using rinkbook: the name this window's decisions and signatures are written
under (`store.file.members`). Asked once at the first start, and again whenever `w` is pressed."""

from __future__ import annotations

from typing import ClassVar

from textual.app import ComposeResult
from textual.binding import Binding, BindingType
from textual.containers import Horizontal, Vertical
from textual.widgets import Input, Label

from store.file.members import member_problem
from tui.modals.dialog_screen import DialogScreen
from tui.modals.form_refusal import show_refusal
from tui.widgets.plain_static import PlainStatic


class MemberModal(DialogScreen[str | None]):
    """Asks the member's name; dismisses with it, or None on Esc (which keeps `login` at the first start, and
    the name in use at a later change)."""

    BINDINGS: ClassVar[list[BindingType]] = [Binding("escape", "cancel", "Cancel")]

    def __init__(self, current: str, login: str, first: bool):
        super().__init__()
        self.current, self.login, self.first = current, login, first

    def compose(self) -> ComposeResult:
        kept = f"Esc keeps {self.login}, this computer's login name" if self.first else f"Esc keeps {self.current}"
        with Vertical(id="member-box", classes="dialog") as box:
            box.border_title = "Who is using rinkbook?"
            yield PlainStatic(
                "Your name goes on every decision in the audit log, every override and every signature you make "
                "in this window. It is remembered on this computer; w changes it. (Who did what, not a password.)",
                markup=False,
            )
            with Horizontal(classes="field"):
                yield Label("Name", classes="field-label")
                yield Input("" if self.first else self.current, placeholder="your name", id="member-name")
            yield PlainStatic("", id="member-error", classes="error", markup=False)
            yield PlainStatic(f"Enter keeps it · {kept}", classes="note", markup=False)

    def on_mount(self) -> None:
        self.set_focus(self.query_one("#member-name", Input))

    def on_input_submitted(self, event: Input.Submitted) -> None:
        event.stop()
        problem = member_problem(event.value)
        if problem is not None:
            keep = self.login if self.first else self.current
            said = f"{problem}, or Esc to keep {keep}" if problem == "type a name" else problem
            show_refusal(self, f"Name: {said}.")
            return
        self.dismiss(event.value.strip())

    def action_cancel(self) -> None:
        """Close: the login name at the first start, else the name in use, stays."""
        self.dismiss(None)
