"""The dialog that dismisses one alert with the committee's reason: the alerts numbered, the number and the
reason typed."""

from __future__ import annotations

from typing import ClassVar

from textual.app import ComposeResult
from textual.binding import Binding, BindingType
from textual.containers import Vertical
from textual.screen import ModalScreen
from textual.widgets import Input

from league.season.whole_numbers import typed_whole
from tui.modals.form_refusal import show_refusal
from tui.widgets.plain_static import PlainStatic


def read_choice(number: str, reason: str, count: int) -> tuple[int, str] | str:
    """(the alert's index, the reason) as typed, or a sentence naming the field that is wrong."""
    chosen = typed_whole(number)
    if chosen is None or not 1 <= chosen <= count:
        return f"Alert: type its number, 1 to {count}"
    if not reason.strip():
        return "Reason: type the committee's reason (the audit log keeps it)"
    return chosen - 1, reason.strip()


class DismissAlertModal(ModalScreen[tuple[int, str] | None]):
    """Asks which alert to dismiss and why; dismisses with (its index among `alerts`, the reason) or None."""

    BINDINGS: ClassVar[list[BindingType]] = [Binding("escape", "cancel", "Cancel")]

    def __init__(self, alerts: tuple[str, ...]):
        super().__init__()
        self.alerts = alerts

    def compose(self) -> ComposeResult:
        with Vertical(classes="dialog", id="dismiss-box") as box:
            box.border_title = "Dismiss an alert"
            yield PlainStatic("\n".join(f"{i}. {text}" for i, text in enumerate(self.alerts, 1)), markup=False)
            number = "1" if len(self.alerts) == 1 else ""
            yield Input(number, placeholder="the alert's number", id="dismiss-number", name="Alert")
            yield Input("", placeholder="the committee's reason", id="dismiss-reason", name="Reason")
            yield PlainStatic("", id="dismiss-error", classes="error", markup=False)
            yield PlainStatic(
                "Enter dismisses it (audit-logged) until its facts change · Tab moves between fields · Esc cancels",
                classes="note",
            )

    def on_mount(self) -> None:
        self.set_focus(self.query_one("#dismiss-reason" if len(self.alerts) == 1 else "#dismiss-number", Input))

    def on_input_submitted(self, event: Input.Submitted) -> None:
        event.stop()
        number, reason = (self.query_one(f"#dismiss-{name}", Input).value for name in ("number", "reason"))
        choice = read_choice(number, reason, len(self.alerts))
        if isinstance(choice, str):
            show_refusal(self, choice)
            return
        self.dismiss(choice)

    def action_cancel(self) -> None:
        """Close without dismissing anything."""
        self.dismiss(None)
