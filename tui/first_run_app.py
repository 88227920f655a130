"""The app of the first run: no league file yet, only the new-league screen; it exits with the new season."""

from __future__ import annotations

from datetime import date
from pathlib import Path
from typing import ClassVar

from textual.binding import BindingType

from tui.plain_notifications import PlainNotifications
from tui.screens.new_league_screen import NewLeagueScreen
from tui.textual_patches.keys import KeysInTypedOrder


class FirstRunApp(KeysInTypedOrder, PlainNotifications[str]):
    """Shows the new-league form for `new_path`; `run()` returns the season created, or None on quit. Its keys are
    read in the order typed, as the app's are (`KeysInTypedOrder`): a league's name, Tab and its season typed in one
    read of the terminal put the season in the season's field, not at the end of the name."""

    CSS_PATH = "app.tcss"
    BINDINGS: ClassVar[list[BindingType]] = [("q", "quit", "Quit")]
    store = None  # no file yet: the screen creates it
    store_if_open = None
    read_only = False
    season = None
    rulebook = None
    generation = 0

    def __init__(self, new_path: Path, today: date):
        super().__init__()
        self.new_path = new_path
        self.today = today
        self.title = "rinkbook · a new league"

    def on_mount(self) -> None:
        self.push_screen(NewLeagueScreen())
