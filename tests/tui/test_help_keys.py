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


async def test_the_helps_last_lines_are_reached_on_a_terminal_of_24_lines(make_app, read_screen):
    """At 80x24 the box is cut by the screen before the list reaches its own most height: the list must then be
    the part that scrolls, or its last lines (the screen's keys, the palette) could never be shown."""
    app = make_app()
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.press("f1")
        await pilot.pause()
        last = "Find any command"
        assert isinstance(app.screen, HelpModal) and last not in read_screen(app)
        await pilot.press("end")
        await pilot.pause()
        assert last in read_screen(app)


async def test_the_help_holds_every_command_whole_one_line_each(make_app, read_screen):
    """The help's list is one text: each command the season's rules offer on a line of its own, its key, its
    title and what it does written out whole (the box cuts a long line at its edge, as a table's column was)."""
    from rich.text import Text
    from textual.widgets import Static

    from tui.commands import offered
    from tui.modals.help_modal import key_label

    app = make_app()
    async with app.run_test(size=(120, 40)) as pilot:
        await pilot.press("f1")
        await pilot.pause()
        listed = app.screen.query_one("#help-table", Static).content
        assert isinstance(listed, Text)  # never markup
        lines = listed.plain.splitlines()
        for command in offered(app.rulebook):
            row = [line for line in lines if line.endswith(command.help)]  # twins such as "?" and F1 share one
            assert row and key_label(command) in row[0].split("  ")[0].split(), command.title
        assert lines[-1].startswith("Ctrl+P  Command palette")
        assert "Standings, next games" in read_screen(app)
