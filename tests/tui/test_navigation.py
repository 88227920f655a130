"""Every screen of docs/guide.md#the-screens is reachable from the keyboard, the palette lists every command,
and the help screen shows every key."""

from __future__ import annotations

import re

import pytest

from store.file.audit import record_decision
from tests.tui.conftest import palette_searched
from tui.commands import COMMANDS
from tui.modals.help_modal import HelpModal
from tui.screens import SCREENS, screen_class
from tui.screens.dashboard_screen import DashboardScreen

SIZE = (120, 40)
# One entry per action: F1 is the twin of "?" and shares its help row and palette entry.
SCREEN_KEYS = {c.action.split("'")[1]: c.key for c in COMMANDS if c.action.startswith("app.show(")}
# The example league is Gray's: the goalie competition's screen is 3-on-3's (tests/tui/test_goalie_screen.py).
GRAY_SCREENS = [name for name in SCREENS if name != "goalies"]
DISTINCT = [c for c in {c.action: c for c in reversed(COMMANDS)}.values() if c.action != "app.show('goalies')"]


def test_every_screen_has_exactly_one_key():
    """One command per screen of docs/guide.md#the-screens, and no key used twice."""
    assert set(SCREEN_KEYS) == set(SCREENS)
    keys = [c.key for c in COMMANDS]
    assert len(keys) == len(set(keys))


@pytest.mark.parametrize("name", list(SCREENS))
def test_each_screen_declares_the_keys_its_footer_shows(name):
    """A screen's keys are its own commands (`SCREEN_COMMANDS`): in its footer, its palette and the help."""
    screen = screen_class(name)
    declared = {c.key for c in getattr(screen, "SCREEN_COMMANDS", ())}
    assert {b.key for b in screen.BINDINGS if b.show} <= declared


def test_the_app_declares_only_the_commands_of_every_screen():
    """A command that acts on one screen (a coin toss, a playoff game) is that screen's, not the app's."""
    app_wide = {c.action for c in COMMANDS if not c.action.startswith("app.show(")}
    assert app_wide == {
        "app.switch_season",
        "app.unlock_season",
        "app.roll_over",
        "app.change_member",
        "app.toggle_help",
        "app.quit",
    }


@pytest.mark.parametrize("name", GRAY_SCREENS)
async def test_screen_opens_from_its_key(make_app, read_screen, name):
    """Pressing the screen's key shows it, with its heading on screen."""
    app = make_app()
    async with app.run_test(size=SIZE) as pilot:
        await pilot.pause()
        start = "schedule" if name == "dashboard" else "dashboard"
        await pilot.press(SCREEN_KEYS[start])
        await pilot.press(SCREEN_KEYS[name])
        await pilot.pause()
        screen = app.screen
        assert type(screen) is screen_class(name)
        assert screen.HEADING in read_screen(app)


async def test_palette_lists_every_command(make_app):
    """Each declared command is in the palette, with its key in the help line."""
    app = make_app()
    async with app.run_test(size=SIZE) as pilot:
        await pilot.pause()
        entries = {c.title: c for c in app.get_system_commands(app.screen)}
        for command in DISTINCT:
            assert command.title in entries
            assert f"(key {command.key_display or command.key})" in entries[command.title].help


async def test_palette_entry_opens_its_screen(make_app, read_screen):
    """Choosing "Schedule" in the palette shows the schedule."""
    app = make_app()
    async with app.run_test(size=SIZE) as pilot:
        await pilot.pause()
        await pilot.press("ctrl+p")
        await pilot.pause()
        for key in "schedule":
            await pilot.press(key)
        await palette_searched(pilot)
        await pilot.press("enter")
        await pilot.pause()
        assert type(app.screen) is screen_class("schedule")


async def test_help_lists_every_command_and_closes_again(make_app, read_screen):
    """ "?" shows every command with its key, the screens the footer has no room for included; "?" closes it."""
    app = make_app()
    async with app.run_test(size=SIZE) as pilot:
        await pilot.pause()
        await pilot.press("question_mark")
        await pilot.pause()
        assert isinstance(app.screen, HelpModal)
        text = read_screen(app)
        for command in DISTINCT:
            assert command.title in text
        assert re.search(r"\ba\s+Attendance and drops", text)
        assert re.search(r"\? F1\s+Help", text)
        await pilot.press("question_mark")
        await pilot.pause()
        assert isinstance(app.screen, DashboardScreen)


async def test_screen_key_in_help_goes_to_that_screen(make_app):
    """Reading the help and pressing "f" closes it and shows the fee ledger."""
    app = make_app()
    async with app.run_test(size=SIZE) as pilot:
        await pilot.press("f1")
        await pilot.pause()
        assert isinstance(app.screen, HelpModal)
        await pilot.press("f")
        await pilot.pause()
        assert type(app.screen) is screen_class("fees")
        await pilot.press("d")
        await pilot.pause()
        assert isinstance(app.screen, DashboardScreen)  # the help was closed, not left on the dashboard


async def test_reload_refreshes_screens_when_shown_again(make_app, league_file, read_screen):
    """After a write (here: an audit row written straight to the store) and `reload`, a screen shown again
    re-renders."""
    app = make_app()
    async with app.run_test(size=SIZE) as pilot:
        await pilot.press("u")
        await pilot.pause()
        assert "1 decision recorded" in read_screen(app)
        await pilot.press("d")
        with league_file.writing():
            record_decision("2002-03", "test ruling", {"reason": "reload check"})
        app.reload()
        await pilot.press("u")
        await pilot.pause()
        assert "2 decisions recorded" in read_screen(app)
        assert "test ruling" in read_screen(app)
