"""The help's list of commands scrolls on the keys a list takes (arrows, Page Up/Down, Home, End) while nothing in
it holds the focus, and a screen's key pressed there still goes to that screen."""

from __future__ import annotations

from tui.modals.help_modal import HelpModal
from tui.screens.dashboard_screen import DashboardScreen


async def test_the_help_scrolls_on_its_keys_and_a_screens_key_leaves_it(make_app, read_screen):
    app = make_app()
    async with app.run_test(size=(120, 40)) as pilot:  # on the sheet the list is longer than its box
        await pilot.press("g", "f1")
        await pilot.pause()
        assert isinstance(app.screen, HelpModal) and app.screen.focused is None
        first, last = "Standings, next games", "Find any command"
        assert first in read_screen(app) and last not in read_screen(app)
        await pilot.press("end")
        await pilot.pause()
        assert last in read_screen(app) and first not in read_screen(app)
        await pilot.press("home")
        await pilot.pause()
        assert first in read_screen(app)
        await pilot.press("pagedown", "down")
        await pilot.pause()
        assert first not in read_screen(app)
        await pilot.press("up", "pageup")
        await pilot.pause()
        assert first in read_screen(app)
        await pilot.press("d")
        await pilot.pause()
        assert isinstance(app.screen, DashboardScreen)
