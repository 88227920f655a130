"""What the game-night screens share (the scoresheet, the bench tracker): one game of the season at a time,
picked by its id, and a message line that answers the last key.

A subclass names its widgets' id prefix (`PREFIX`: "sheet" gives `#sheet-game-id`, `#sheet-game-line`,
`#sheet-message`), yields `compose_picker()` and `compose_message()` where they go, and says which widget
has the focus when the screen opens (`FIRST_FOCUS`) and once a game is picked (`focus_after_pick`).
"""

from __future__ import annotations

from collections.abc import Callable
from datetime import datetime
from typing import Any, TypeGuard, TypeVar

from textual import on
from textual.app import ComposeResult
from textual.containers import Horizontal
from textual.widgets import Input, Static

from league.schedule.games import game_to_open, next_game_to_play
from league.season.values import Game, Season
from tui.role_keys import sheet_refusal
from tui.screens.rinkbook_screen import RinkbookScreen
from tui.text.game_night_text import next_game_text
from tui.widgets.entry_line import show_value
from tui.widgets.plain_static import PlainStatic

NO_GAMES = "The season has no games yet."
T = TypeVar("T")


class GameScreen(RinkbookScreen):
    """A screen on one game: `game_id` picks it (tonight's by default), `say` answers on the message line."""

    PREFIX = ""  # the widgets' id prefix ("sheet", "bench")
    FIRST_FOCUS = ""  # the selector focused when the screen opens
    OPENED = "Game {} open."  # what the message line says once a game is picked

    def __init__(self, *args: Any, **kwargs: Any) -> None:
        super().__init__(*args, **kwargs)
        self.game_id: str | None = None

    def compose_picker(self) -> ComposeResult:
        """The game picker: a label, the id field, and the line describing the game."""
        with Horizontal(id=f"{self.PREFIX}-pick"):
            yield PlainStatic("Game", id=f"{self.PREFIX}-pick-label")
            yield Input(placeholder="game id", id=f"{self.PREFIX}-game-id", classes="game-picker")
            yield PlainStatic("", id=f"{self.PREFIX}-game-line", markup=False)

    def compose_message(self) -> ComposeResult:
        """The message line: what the last key saved, or why nothing was saved."""
        yield PlainStatic("", id=f"{self.PREFIX}-message", markup=False)

    def on_mount(self) -> None:
        if self.game_id is None:
            self.game_id = self.default_game()
        self.refresh_data()
        self.set_focus(self.query_one(self.FIRST_FOCUS))

    def on_screen_resume(self) -> None:
        # Shown again (another screen's key, a dialog closed): the keys go where the screen's typing goes,
        # never to where they last were (the dressing list, where letters are the app's screen keys).
        # (Textual runs RinkbookScreen's handler too, after this one: the season is re-rendered there.)
        if self.is_mounted:
            self.shown_again()

    def shown_again(self) -> None:
        """What showing the screen again does: the keys go where the screen's typing goes."""
        self.focus_after_pick()

    def default_game(self) -> str | None:
        """The game the screen opens on (`league.schedule.games.game_to_open`)."""
        game = game_to_open(self.rinkbook.season, self.rinkbook.today)
        # A scorer signed in opens none but tonight's (`tui.role_keys`).
        return game.id if game is not None and sheet_refusal(self.app, game.date) is None else None

    def open_next_game(self) -> None:
        """Open tonight's next game (the app's `g`), whatever sheet was shown last, and say which it is; the
        game on screen stays when it is that game (nothing half-done is reset)."""
        today = self.rinkbook.today
        upcoming = next_game_to_play(self.rinkbook.season, today)
        if upcoming is not None and upcoming.id != self.game_id:
            self.open_game(upcoming.id)
        self.say(next_game_text(upcoming, today))
        self.focus_after_pick()

    @property
    def game(self) -> Game | None:
        """The game on screen, as the app last loaded it."""
        return self.rinkbook.season.game(self.game_id) if self.game_id else None

    @property
    def picker(self) -> Input:
        """The game id field."""
        return self.query_one(f"#{self.PREFIX}-game-id", Input)

    def open_game(self, game_id: str) -> bool:
        """Show game `game_id` (its id as typed, any case); False (and a message) when there is no such game."""
        wanted = game_id.strip()
        found = next((g for g in self.rinkbook.season.games if g.id.lower() == wanted.lower()), None)
        if found is None:
            self.say(f"Refused: game: the season has no game {wanted!r}", error=True)
            return False
        match = found.id
        beyond = sheet_refusal(self.app, found.date)
        if beyond is not None:
            self.say(f"Refused: game: {beyond}", error=True)
            return False
        self.game_id = match
        self.picker.value = match  # as the season spells it, whatever was typed
        self.game_opened()
        self.refresh_data()
        self.say(self.OPENED.format(match))
        return True

    def game_opened(self) -> None:
        """What a newly picked game resets (before it is shown); nothing by default."""

    def show_picked(self, game: Game | None) -> TypeGuard[Game]:
        """Show the picked game's id in the picker; False (and "no games yet") when there is no game."""
        show_value(self.picker, game.id if game else "")
        if game is None:
            self.show_game_line(NO_GAMES)
        return game is not None

    def show_game_line(self, text: str) -> None:
        """The line beside the picker that describes the game."""
        self.query_one(f"#{self.PREFIX}-game-line", Static).update(text)

    @property
    def message_line(self) -> Static:
        """The line that answers the last key."""
        return self.query_one(f"#{self.PREFIX}-message", Static)

    def followed(self, before: Season | None, season: Season) -> None:
        """Another window's save of the game on screen, followed (`before` the season shown until then, `season`
        now): the message line says so, since what it said answered this window's last key about the game as it
        was ("Saved: final White 1, Blue 0." under a 3-1)."""
        if not self.game_id or before is None or not self.is_mounted:
            return
        now = season.game(self.game_id)
        if before.game(self.game_id) == now:
            return
        from tui.text.stored_final_text import followed_words  # a follow on game night is rare

        self.say(followed_words(self.game_id, now, season, datetime.now()))

    def say(self, text: str, error: bool = False) -> None:
        """Answer the last key: what was saved, or (`error`) why nothing was."""
        self.message_line.update(text)
        self.message_line.set_class(error, "refused")

    def write_here(
        self, what: str, save: Callable[[], T], done: Callable[[T], None], failed: Callable[[], None] | None = None
    ) -> None:
        """`write`, answered on the message line; `done(result)` reloads the app itself (with the season the
        write returned, which saves reading it back on game night)."""
        self.write(what, save, done, say=self.say, reload=False, failed=failed)

    def focus_after_pick(self) -> None:
        """Where the keys go once a game is picked: where the screen opened. At once, not after the next
        refresh as `Widget.focus` does: the keys typed right after `g` are handed out meanwhile."""
        self.set_focus(self.query_one(self.FIRST_FOCUS))

    @on(Input.Submitted, ".game-picker")
    def _game_picked(self, event: Input.Submitted) -> None:
        if self.open_game(event.value):
            self.focus_after_pick()

    def action_focus_game(self) -> None:
        """Go to the game picker."""
        self.picker.focus()
