"""The dialog where the committee waives a game's officials' fees, with its reason (Gray rule 15)."""

from __future__ import annotations

from typing import ClassVar, NamedTuple

from textual.app import ComposeResult
from textual.binding import Binding, BindingType
from textual.containers import Horizontal, Vertical
from textual.widgets import Input, Label, Static

from league.rulebooks import GRAY
from tui.modals.dialog_screen import DialogScreen
from tui.modals.form_refusal import show_refusal
from tui.widgets.plain_static import PlainStatic

NO_GAME = "Type the id of a game that owes fees."


class Waiver(NamedTuple):
    """The committee's waiver: which game, and why."""

    game: str
    reason: str


class WaiveFeesModal(DialogScreen[Waiver | None]):
    """Asks for the game (offered: the one under the cursor) and the reason; dismisses with a `Waiver` or None.

    `owing` maps each game whose fees can be waived (started, final, not yet waived) to a line about it.
    """

    BINDINGS: ClassVar[list[BindingType]] = [Binding("escape", "cancel", "Cancel")]

    def __init__(self, owing: dict[str, str], game: str | None):
        super().__init__()
        self.owing = owing
        self.game = game if game in owing else ""

    def compose(self) -> ComposeResult:
        with Vertical(id="waive-box", classes="dialog") as box:
            box.border_title = f"Waive a game's fees ({GRAY.cite('fees')})"
            yield PlainStatic(self.owing.get(self.game, NO_GAME), id="waive-game-text", markup=False)
            with Horizontal(classes="field"):
                yield Label("Game", classes="field-label")
                yield Input(self.game, placeholder="game id, e.g. R12", id="waive-game")
            with Horizontal(classes="field"):
                yield Label("Reason", classes="field-label")
                yield Input("", placeholder="why the committee waives them", id="waive-reason")
            yield PlainStatic("", id="waive-error", classes="error", markup=False)
            yield PlainStatic(
                "Enter waives them (audit-logged) · Tab moves between fields · Esc cancels", classes="note"
            )

    def on_mount(self) -> None:
        self.set_focus(self.query_one("#waive-game", Input))  # the first field, whatever it offers

    def on_input_changed(self, event: Input.Changed) -> None:
        if event.input.id == "waive-game":
            game = self._game_id(event.value)
            self.query_one("#waive-game-text", Static).update(self.owing[game] if game is not None else NO_GAME)

    def on_input_submitted(self, event: Input.Submitted) -> None:
        event.stop()
        typed = self.query_one("#waive-game", Input).value.strip()
        game = self._game_id(typed)
        reason = self.query_one("#waive-reason", Input).value.strip()
        if game is None:
            self._refuse(
                f"Game: {typed or 'nothing'} owes no fees to waive (not final, not started, or already waived)."
            )
        elif not reason:
            self._refuse("Reason: a waiver needs the committee's reason.")
        else:
            self.dismiss(Waiver(game, reason))

    def _refuse(self, error: str) -> None:
        show_refusal(self, error)

    def _game_id(self, typed: str) -> str | None:
        """The id of the game typed, in any case, when its fees can be waived."""
        return {gid.upper(): gid for gid in self.owing}.get(typed.strip().upper())

    def action_cancel(self) -> None:
        """Close without waiving anything."""
        self.dismiss(None)
