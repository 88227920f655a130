"""A key that opens a dialog, then its text typed faster than a frame (one read of the terminal, as a fast typist
sends them): every letter goes into the dialog's field, in order, none to the screen under it, where a letter is
a command (e opens the rulebook, n the new-league form)."""

from __future__ import annotations

from collections.abc import AsyncIterator
from contextlib import asynccontextmanager

from textual import events
from textual.pilot import Pilot
from textual.screen import Screen
from textual.widgets import Input

from tests.tui.conftest import wait_until
from tests.tui.test_attendance_corrections import G03, RED2, TODAY, played_league  # noqa: F401 - the fixture
from tui.app import RinkbookApp
from tui.modals.reason_modal import ReasonModal
from tui.screens.attendance_screen import AttendanceScreen
from tui.screens.players_screen import PlayersScreen

SIZE = (130, 40)
REASON = "seen on the bench, in the rulebook"  # e, n, s, r ... each a screen's key under the dialog
# The keys a burst names by their character: Esc, Enter, Tab, Ctrl+G and Ctrl+S as the terminal sends them.
NAMED = {
    " ": "space",
    ",": "comma",
    "/": "slash",
    "\x1b": "escape",
    "\r": "enter",
    "\t": "tab",
    "\x07": "ctrl+g",
    "\x13": "ctrl+s",
}


async def burst(pilot, keys: str) -> None:
    """Every key of `keys` on the app's queue before the first is handled, as one read of a terminal gives them.

    `pilot.press` waits until each key is answered and drawn: a burst is posted at once instead."""
    for key in keys:
        pilot.app.post_message(events.Key(NAMED.get(key, key), key))
    await pilot.pause()


@asynccontextmanager
async def on_screen(app: RinkbookApp, key: str, screen: type[Screen], size: tuple[int, int]) -> AsyncIterator[Pilot]:
    """`app` run at `size`, once `key` has shown its `screen`: where a test's burst is typed."""
    async with app.run_test(size=size) as pilot:
        await pilot.press(key)
        await wait_until(pilot, lambda: isinstance(app.screen, screen))
        yield pilot


def field_text(app: RinkbookApp) -> str:
    field = app.focused
    assert isinstance(field, Input), f"no field of a dialog has the focus: {field!r} on {type(app.screen).__name__}"
    return field.value


async def test_a_correction_and_its_reason_in_one_burst_all_go_to_the_reason(played_league):  # noqa: F811
    app = RinkbookApp(played_league, today=TODAY, season="S")
    async with on_screen(app, "a", AttendanceScreen, SIZE) as pilot:
        await pilot.press(*RED2, *G03)
        await burst(pilot, "C" + REASON)
        assert isinstance(app.screen, ReasonModal), f"now on {type(app.screen).__name__}"
        assert app.current_mode == "attendance"
        assert field_text(app) == REASON


async def test_a_new_players_key_and_his_name_in_one_burst_all_go_to_the_form(make_app):
    app = make_app()
    async with on_screen(app, "p", PlayersScreen, SIZE) as pilot:
        await burst(pilot, "Nsean rennie")
        assert app.current_mode == "players"
        assert app.screen.is_modal, f"now on {type(app.screen).__name__}"
        assert field_text(app) == "sean rennie"


async def test_a_correction_after_cursor_keys_in_one_burst_corrects_the_cell_they_reached(played_league):  # noqa: F811
    """The cursor keys before `C` in the burst run first: the correction is the cell they moved to."""
    app = RinkbookApp(played_league, today=TODAY, season="S")
    async with on_screen(app, "a", AttendanceScreen, SIZE) as pilot:
        for key in (*RED2, *G03):
            app.post_message(events.Key(key, None))
        app.post_message(events.Key("C", "C"))
        await pilot.pause()
        assert isinstance(app.screen, ReasonModal), f"now on {type(app.screen).__name__}"
        assert app.screen.box_title == "Correct signed sheet G03: dress RED2"


async def test_esc_and_a_letter_in_one_read_on_a_dialog_with_text_close_it_then_act(played_league):  # noqa: F811
    """Esc then `T` typed at once arrive as the bytes of Alt+T (tmux and ssh join an Esc and the key within half a
    second): on a dialog with a reason typed, the Esc closes it and the `T` shows the next team, as typed slowly;
    the letter never lands in the reason with the Esc lost."""
    app = RinkbookApp(played_league, today=TODAY, season="S")
    async with app.run_test(size=SIZE) as pilot:
        await pilot.press("a")
        await wait_until(pilot, lambda: isinstance(app.screen, AttendanceScreen))
        await pilot.press(*RED2, *G03)
        await burst(pilot, "Crain")
        attendance = app.screen_stack[-2]
        assert isinstance(attendance, AttendanceScreen)
        shown = attendance.team
        app.post_message(events.Key("alt+T", "T"))
        await wait_until(pilot, lambda: app.screen is attendance)
        assert attendance.team != shown, "the T after the Esc did not show the next team"
