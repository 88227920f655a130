"""A key that is a binding (it moves the focus, or opens or closes a screen), then the keys of the next action,
typed faster than a frame (one read of the terminal): the binding takes effect before the keys typed after it are
read, and they go where it sent them, as if typed slowly."""

from __future__ import annotations

import pytest
from textual import events
from textual.widgets import DataTable, Input

from store.views.season_load import load_season
from tests.tui.conftest import wait_until
from tests.tui.test_dashboard_kept_current import night  # noqa: F401 - the fixture: a second game tonight, LATE
from tests.tui.test_dialog_keys_in_one_burst import burst, on_screen
from tests.tui.tonight import LATE, TONIGHT
from tui.app import RinkbookApp
from tui.modals.typed_confirm_modal import TypedConfirmModal
from tui.screens.players_screen import PlayersScreen
from tui.screens.schedule_screen import ScheduleScreen
from tui.screens.scoresheet_screen import ScoresheetScreen
from tui.widgets.sortable_table import SortableTable

SIZE = (120, 40)


@pytest.mark.parametrize(
    "typed",
    [
        [events.Key("escape", "\x1b"), events.Key("S", "S")],
        [events.Key("alt+shift+s", "S")],  # both in one read of the terminal: its bytes, read as Alt+S
    ],
)
async def test_esc_out_of_the_search_then_a_screen_key_in_one_burst_runs_the_key(make_app, typed):
    """Esc leaves the search box for the table: the `S` typed with it sorts the table, it is no letter of the
    search."""
    app = make_app()
    async with on_screen(app, "p", PlayersScreen, SIZE) as pilot:
        await burst(pilot, "/Vic")
        table = app.screen.query_one("#players-table", SortableTable)
        unsorted = table.sort_text
        for key in typed:
            app.post_message(key)
        await pilot.pause()
        assert app.screen.query_one("#players-search", Input).value == "Vic"
        assert app.focused is table, f"the focus went to {app.focused!r}"
        assert table.sort_text != unsorted


async def test_the_pick_a_game_key_then_an_id_in_one_burst_opens_that_game(make_app):
    """Ctrl+G moves to the game picker: the id typed with it goes there, not onto the entry line."""
    app = make_app()
    async with on_screen(app, "g", ScoresheetScreen, SIZE) as pilot:
        await burst(pilot, "\x07R02\r")
        assert app.screen.query_one("#sheet-entry", Input).value == ""
        assert app.screen.picker.value == "R02"


async def test_esc_then_a_letter_in_one_read_clears_the_entry_line_and_types_the_letter(make_app):
    """Esc then `d` in one read of the terminal are the bytes of Alt+D: the half-typed line is cleared by the Esc,
    and the `d` starts the next entry."""
    app = make_app()
    async with on_screen(app, "g", ScoresheetScreen, SIZE) as pilot:
        await burst(pilot, "goal")
        app.post_message(events.Key("alt+d", "d"))
        await pilot.pause()
        assert app.screen.query_one("#sheet-entry", Input).value == "d"


async def test_enter_after_the_reason_then_the_id_in_one_burst_confirm_the_cancel(night):  # noqa: F811
    """Enter after the reason moves on to the confirming field: the game's id typed with it goes there."""
    app = RinkbookApp(night, today=TONIGHT, season="2002-03")
    async with on_screen(app, "s", ScheduleScreen, SIZE) as pilot:
        table = app.screen.query_one(DataTable)
        table.move_cursor(row=table.get_row_index(LATE))
        await pilot.press("X")
        await wait_until(pilot, lambda: isinstance(app.screen, TypedConfirmModal))
        await burst(pilot, f"rain\r{LATE}")
        assert app.screen.query_one("#typed-confirm-reason", Input).value == "rain"
        assert app.screen.query_one("#typed-confirm", Input).value == LATE
        await burst(pilot, "\r")
        assert load_season(night, "2002-03").game(LATE).status == "cancelled"


async def test_a_paste_after_the_search_key_in_one_burst_goes_to_the_search(make_app):
    """`/` moves to the search box: a name pasted with it (a bracketed paste, read with the key) goes there, as a
    name typed with it would."""
    app = make_app()
    async with on_screen(app, "p", PlayersScreen, SIZE) as pilot:
        app.post_message(events.Key("slash", "/"))
        app.post_message(events.Paste("Vic"))
        await pilot.pause()
        assert app.screen.query_one("#players-search", Input).value == "Vic"
