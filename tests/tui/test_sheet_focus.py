"""Whenever the scoresheet is shown, what the scorer types goes to its entry line: after Esc (closing a
completion, a refused line, the help panel), after a refusal, a notification, another screen, and from the
dressing lists; keys typed fast, with mistakes, never fire the screens' keys."""

from __future__ import annotations

from datetime import date

import pytest
from textual import events

from store.season_files.import_export import import_season
from store.season_files.reader import parse_season_text
from store.views.season_load import load_season
from tests.conftest import EXAMPLE
from tests.tui.conftest import submit_line, wait_until
from tests.tui.notices import notice_titles
from tests.tui.sheet_fixtures import GAME, sheet_season
from tui.app import RinkbookApp
from tui.screens.dashboard_screen import DashboardScreen
from tui.screens.scoresheet_screen import ScoresheetScreen
from tui.widgets.dressing_list import DressingList
from tui.widgets.entry_line import EntryLine

SIZE = (120, 40)
TONIGHT = date(2002, 12, 10)  # R31, White v Blue at 19:00


@pytest.fixture
def night_app(filled_league) -> RinkbookApp:
    store = filled_league(
        "test_sheet_focus.night_app",
        lambda s: import_season(s, sheet_season(parse_season_text(EXAMPLE.read_bytes())), backup=False),
    )
    return RinkbookApp(store, today=TONIGHT, season="2002-03")


def keys_of(text: str) -> list[str]:
    return ["space" if c == " " else c for c in text]


def typed_at_once(app: RinkbookApp, *keys: str) -> None:
    """Hand every key to the app before the first is handled, as from a fast scorer (Pilot waits after each)."""
    for key in keys:
        character = {"space": " ", "enter": "\r", "escape": "\x1b", "tab": "\t"}.get(key, key)
        app.post_message(events.Key(key, character))


def entry(app: RinkbookApp) -> EntryLine:
    return app.screen.query_one("#sheet-entry", EntryLine)


def message(app: RinkbookApp) -> str:
    return str(app.screen.query_one("#sheet-message").render())


def dressed(app: RinkbookApp, team: str) -> tuple[str, ...]:
    game = load_season(app.store, "2002-03").game(GAME)
    assert game is not None
    return game.dressed_for(team)


async def on_the_sheet(pilot) -> None:
    await pilot.press("g")
    await wait_until(pilot, lambda: isinstance(pilot.app.screen, ScoresheetScreen))


async def test_esc_after_a_refused_line_then_an_entry_typed_goes_to_the_line(night_app):
    async with night_app.run_test(size=SIZE) as pilot:
        await on_the_sheet(pilot)
        await pilot.press(*keys_of("dres h all"), "enter")  # a typo: refused, the line kept and selected
        await pilot.pause()
        assert "Refused" in message(night_app)
        await pilot.press("escape")  # closes the refused line
        await pilot.pause()
        assert night_app.focused is entry(night_app) and entry(night_app).value == ""
        await pilot.press(*keys_of("dress a all"), "enter")  # "d", "r", "e", "s" once ran through four screens
        await pilot.pause()
        assert isinstance(night_app.screen, ScoresheetScreen)
        assert dressed(night_app, "BLU") and not dressed(night_app, "WHT")


async def test_esc_drops_a_completion_then_clears_the_half_typed_line_and_the_cursor_stays(night_app):
    async with night_app.run_test(size=SIZE) as pilot:
        await on_the_sheet(pilot)
        await pilot.press(*keys_of("pen h 60 major fig"))
        await wait_until(pilot, lambda: entry(night_app)._suggestion != "")
        assert entry(night_app)._suggestion == "pen h 60 major fighting"
        await pilot.press("escape")  # the completion goes, what was typed stays
        await pilot.pause()
        assert entry(night_app).value == "pen h 60 major fig" and entry(night_app)._suggestion == ""
        assert night_app.focused is entry(night_app)
        await pilot.press("escape")  # then the half-typed line goes: the cursor stays on the line
        await pilot.pause()
        assert entry(night_app).value == "" and night_app.focused is entry(night_app)
        await pilot.press(*keys_of("dress h all"), "enter")
        await pilot.pause()
        assert isinstance(night_app.screen, ScoresheetScreen) and dressed(night_app, "WHT")


async def test_keys_typed_at_once_after_esc_on_a_refused_line_are_one_entry(night_app):
    async with night_app.run_test(size=SIZE) as pilot:
        await on_the_sheet(pilot)
        await submit_line(pilot, "goal h 5 1 03:00")  # nobody dressed: refused, kept selected
        assert "Refused" in message(night_app)
        typed_at_once(night_app, "escape", *keys_of("dress a 98"), "enter")  # 98: nobody's number
        await wait_until(pilot, lambda: "98" in message(night_app))
        assert isinstance(night_app.screen, ScoresheetScreen) and night_app.focused is entry(night_app)
        assert "Refused" in message(night_app) and entry(night_app).value == "dress a 98"


async def test_typing_on_a_dressing_list_goes_to_the_entry_line(night_app):
    async with night_app.run_test(size=SIZE) as pilot:
        await on_the_sheet(pilot)
        await pilot.press("escape")  # an empty line: the dressing lists, where space ticks a player
        await pilot.pause()
        assert isinstance(night_app.focused, DressingList)
        await pilot.press("space")
        await pilot.pause()
        assert len(dressed(night_app, "WHT")) == 1
        typed_at_once(night_app, *keys_of("dress a all"), "enter")
        await wait_until(pilot, lambda: bool(dressed(night_app, "BLU")))
        assert isinstance(night_app.screen, ScoresheetScreen) and night_app.focused is entry(night_app)
        assert entry(night_app).value == ""


async def test_a_half_typed_line_goes_on_where_it_was_after_the_dressing_lists(night_app):
    async with night_app.run_test(size=SIZE) as pilot:
        await on_the_sheet(pilot)
        await pilot.press(*keys_of("dress a "))
        night_app.screen.query_one("#dress-home", DressingList).focus()  # a click on the list
        await pilot.pause()
        await pilot.press(*keys_of("all"), "enter")
        await pilot.pause()
        assert dressed(night_app, "BLU") and isinstance(night_app.screen, ScoresheetScreen)


async def test_esc_closing_the_help_panel_gives_the_keys_back_to_the_line(night_app):
    async with night_app.run_test(size=SIZE) as pilot:
        await on_the_sheet(pilot)
        await pilot.press("f1")
        await pilot.pause()
        typed_at_once(night_app, "escape", *keys_of("dress h all"), "enter")
        await wait_until(pilot, lambda: bool(dressed(night_app, "WHT")))
        assert isinstance(night_app.screen, ScoresheetScreen) and night_app.focused is entry(night_app)


async def test_another_screen_is_reached_through_the_help_and_the_line_has_the_keys_back(night_app):
    async with night_app.run_test(size=SIZE) as pilot:
        await on_the_sheet(pilot)
        await pilot.press("f1", "d")  # the help lists the screens' keys: one goes there
        await pilot.pause()
        assert isinstance(night_app.screen, DashboardScreen)
        typed_at_once(night_app, "g", *keys_of("dress h all"), "enter")
        await wait_until(pilot, lambda: bool(dressed(night_app, "WHT")))
        assert isinstance(night_app.screen, ScoresheetScreen) and night_app.focused is entry(night_app)


async def test_after_a_notification_the_next_entry_goes_to_the_line(night_app):
    async with night_app.run_test(size=SIZE) as pilot:
        await on_the_sheet(pilot)
        await submit_line(pilot, "dress h all")
        await submit_line(pilot, "dress a all")
        await pilot.press(*keys_of("pen h 60 major fighting 1 05:00"), "enter")  # the rules add a misconduct
        await wait_until(pilot, lambda: "Added by the rules" in notice_titles(night_app))
        await pilot.press(*keys_of("goal a 13 1 06:00"), "enter")
        await pilot.pause()
        game = load_season(night_app.store, "2002-03").game(GAME)
        assert game is not None and len(game.goals) == 1 and night_app.focused is entry(night_app)
