"""The dialog that moves a tournament's player to another team: the team's code and the committee's reason."""

from __future__ import annotations

from typing import ClassVar

from textual.app import ComposeResult
from textual.binding import Binding, BindingType
from textual.containers import Horizontal, Vertical
from textual.content import Content
from textual.widgets import Input, Label

from tui.modals.dialog_screen import DialogScreen
from tui.modals.form_refusal import show_refusal
from tui.widgets.plain_static import PlainStatic


def read_move(team: str, reason: str, teams: dict[str, str], current: str | None) -> tuple[str, str] | str:
    """(the team's code, the reason) as typed, or a sentence naming the wrong field."""
    code = team.strip().upper()
    if code not in teams:
        return f"Team: type one of {', '.join(sorted(teams))}."
    if code == current:
        return f"Team: he already plays for {code}."
    if not reason.strip():
        return "Reason: type the committee's reason (the audit log keeps it)."
    return code, reason.strip()


class MovePlayerModal(DialogScreen[tuple[str, str] | None]):
    """Asks where `player` goes and why; dismisses with (team code, reason) or None on Esc."""

    BINDINGS: ClassVar[list[BindingType]] = [Binding("escape", "cancel", "Cancel")]

    def __init__(self, player: str, current: str | None, teams: dict[str, str]):
        super().__init__()
        self.player, self.current, self.teams = player, current, teams

    def compose(self) -> ComposeResult:
        with Vertical(id="player-box", classes="dialog") as box:
            box.border_title = Content(f"Move {self.player} from {self.current or 'no team'}")
            with Horizontal(classes="field"):
                yield Label("Team", classes="field-label")
                yield Input("", placeholder=" ".join(self.teams), id="move-team")
            with Horizontal(classes="field"):
                yield Label("Reason", classes="field-label")
                yield Input("", placeholder="the committee's reason", id="move-reason")
            yield PlainStatic("", id="player-error", classes="error", markup=False)
            yield PlainStatic("Enter moves him from today (checked against every rule) · Esc cancels", classes="note")

    def on_mount(self) -> None:
        self.set_focus(self.query_one("#move-team", Input))

    def on_input_submitted(self, event: Input.Submitted) -> None:
        event.stop()
        team, reason = (self.query_one(f"#move-{k}", Input).value for k in ("team", "reason"))
        move = read_move(team, reason, self.teams, self.current)
        if isinstance(move, str):
            show_refusal(self, move)
            return
        self.dismiss(move)

    def action_cancel(self) -> None:
        """Close without moving anyone."""
        self.dismiss(None)
