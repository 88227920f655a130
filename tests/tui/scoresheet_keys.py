"""The scoresheet opened and typed on by keys: dressing, lines, the events and message it shows."""

from __future__ import annotations

from datetime import date

from store.file.db import Store
from store.views.season_load import load_season
from tests.tui.conftest import submit_line
from tests.tui.sheet_fixtures import GAME
from tui.app import RinkbookApp
from tui.screens.scoresheet_screen import ScoresheetScreen

SIZE = (120, 40)


TODAY = date(2002, 12, 10)


def app_over(store: Store) -> RinkbookApp:
    return RinkbookApp(store, today=TODAY, season="2002-03")


def stored_game(store: Store):
    """R31 as the file holds it now."""
    return load_season(store, "2002-03").game(GAME)


async def type_line(pilot, text: str) -> None:
    """Type one entry on the focused line, key by key, and press Enter, as a scorer does (the scorer-flow tests;
    the others enter their lines at once with `submit_line`)."""
    await pilot.press("ctrl+u", *["space" if c == " " else c for c in text], "enter")
    await pilot.pause()


def message(app) -> str:
    return str(app.screen.query_one("#sheet-message").render())


def events(app) -> str:
    """The sheet's whole event list (on screen it follows its newest line; older lines scroll)."""
    return str(app.screen.query_one("#sheet-events-text").render())


async def open_sheet(pilot) -> ScoresheetScreen:
    await pilot.press("g")
    await pilot.pause()
    assert isinstance(pilot.app.screen, ScoresheetScreen)
    return pilot.app.screen


async def dress_all(pilot) -> None:
    """Both rosters, short to type: h and a name the home and away teams."""
    await submit_line(pilot, "d h all")
    await submit_line(pilot, "d a all")
