"""Keys typed on a screen while the season is still read (`tui.screens.season_reading`) are that screen's: they wait,
counted on screen, and are handed to it in order, through the app's own key path, once it fills in. Each shows what
the same keys show on an app whose season was read before its first frame: `T` the next team on the shift report
and the attendance grid, Down and Enter on the schedule the second game's sheet, a dialog's key its dialog with the
keys typed after it in its field, an entry typed on the scoresheet its entry line. The season's read is held back
by the test until the keys are typed."""

from __future__ import annotations

from collections.abc import AsyncIterator
from contextlib import asynccontextmanager
from pathlib import Path

import pytest
from textual.binding import Binding
from textual.pilot import Pilot
from textual.widgets import Input

from store.file.db import open_league
from tests.conftest import screen_text
from tests.tui.conftest import SIZE, TODAY, wait_until
from tests.tui.first_frame_starts import _opened_by_the_command_line
from tests.tui.held_read import held_read  # noqa: F401 - the fixture
from tests.tui.notices import notices
from tui.app import RinkbookApp
from tui.screens.season_reading import HEADINGS, KEYS_OVER_THE_APP, READING_TEXT, TYPED_INTO, SeasonReadingScreen


def _shown(app: RinkbookApp) -> tuple[str, str, str | None]:
    """What the keys left on screen: the screen (or dialog) in view, its text below the header (whose clock and
    sub-title differ) and what the focused field holds."""
    field = app.focused.value if isinstance(app.focused, Input) else None
    return type(app.screen).__name__, "\n".join(screen_text(app).splitlines()[1:]), field


async def _settled(pilot, app: RinkbookApp) -> None:
    """Wait until the season is read, the screen asked for filled in and no key is still on its way."""
    await wait_until(pilot, lambda: app.loaded and READING_TEXT not in screen_text(app))
    shown = None
    while shown != (shown := _shown(app)):  # a report counted a step a turn: until two looks agree
        await pilot.pause(0.2)


async def _shown_by_the_loaded_app(path: Path, keys: tuple[str, ...]) -> tuple[str, str, str | None]:
    """What the same keys show on an app whose season is read before its first frame."""
    with open_league(path) as store:
        app = RinkbookApp(store, TODAY, "2002-03", member="Pat")
        async with app.run_test(size=SIZE) as pilot:
            await pilot.pause()
            await pilot.press(*keys)
            await _settled(pilot, app)
            return _shown(app)


@asynccontextmanager
async def _started(path: Path, monkeypatch) -> AsyncIterator[tuple[RinkbookApp, Pilot]]:
    """The app started as the command line starts it, at its first frame (the season's read held by the test)."""
    app = _opened_by_the_command_line(path, monkeypatch)
    try:
        async with app.run_test(size=SIZE) as pilot:
            await pilot.pause()
            yield app, pilot
    finally:
        app.close_store()


# Each case's keys, and what they show on the loaded app: the screen or dialog, a text on it, the focused field.
KEYS = {
    "the shift report's next team": (("c", "T"), ("ShiftReportScreen", "RED Red · RED season", None)),
    "the attendance grid's next team": (("a", "T"), ("AttendanceScreen", "Red:", None)),
    "the schedule's second game opened": (("s", "down", "enter"), ("ScoresheetScreen", "Scoresheet", "")),
    # A player registered: his name typed into the dialog with its key (`d`, `s`, `a`: the app's keys)
    "a dialog and what is typed into it": (("p", "N", *"Dan Sears"), ("PlayerModal", "", "Dan Sears")),
    # `g` and `o` the app's keys too: on the scoresheet, letters of its entry
    "an entry typed on the scoresheet": (("g", *"goal h"), ("ScoresheetScreen", "Scoresheet", "goal h")),
}


@pytest.mark.parametrize(("keys", "shows"), KEYS.values(), ids=KEYS.keys())
async def test_keys_typed_on_a_screen_being_read_do_what_they_do_once_it_is_read(
    league_file,
    monkeypatch,
    held_read,  # noqa: F811 - the fixture
    keys,
    shows,
):
    expected = await _shown_by_the_loaded_app(league_file.path, keys)
    screen, text, field = shows
    assert (expected[0], text in expected[1], expected[2]) == (screen, True, field)  # what the keys are for
    async with _started(league_file.path, monkeypatch) as (app, pilot):
        await pilot.press(*keys)
        await wait_until(pilot, lambda: READING_TEXT in screen_text(app), seconds=5)
        assert not app.loaded and isinstance(app.screen, SeasonReadingScreen)  # all typed while it is read
        waiting = len(keys) - 1
        said = f"{waiting} keys typed meanwhile wait for it" if waiting > 1 else "1 key typed meanwhile waits for it"
        assert said in screen_text(app)  # never dropped unsaid
        held_read.set()
        await _settled(pilot, app)
        assert _shown(app) == expected


async def _team_on_the_shift_report(pilot: Pilot, app: RinkbookApp) -> str:
    """The team the shift report shows once `c` shows it, the season read: its code and name."""
    await pilot.press("c")
    await wait_until(pilot, lambda: " season: " in screen_text(app))
    return next(line.split(" · ")[0].strip() for line in screen_text(app).splitlines() if " season: " in line)


async def test_the_apps_own_key_after_keys_that_wait_waits_its_turn(
    league_file,
    monkeypatch,
    held_read,  # noqa: F811 - the fixture
):
    """`c T d` typed at once: the shift report goes on to the next team, then the dashboard is shown, in the order
    typed (`d` run at once would leave the `T` behind)."""
    async with _started(league_file.path, monkeypatch) as (app, pilot):
        await pilot.press("c", "T", "d")
        await wait_until(pilot, lambda: "2 keys typed meanwhile wait for it" in screen_text(app), seconds=5)
        assert isinstance(app.screen, SeasonReadingScreen) and not app.loaded
        held_read.set()
        await wait_until(pilot, lambda: app.loaded and "Season dashboard" in screen_text(app))
        assert await _team_on_the_shift_report(pilot, app) == "RED Red"


async def test_keys_that_wait_for_a_screen_left_before_it_is_read_are_said_not_used(
    league_file,
    monkeypatch,
    held_read,  # noqa: F811 - the fixture
):
    """Another screen shown in its place while keys wait for it (a footer's key clicked, the palette's command):
    those keys are said not used, not handed to it when it is next shown, long after."""
    async with _started(league_file.path, monkeypatch) as (app, pilot):
        await pilot.press("c", "T")
        await wait_until(pilot, lambda: "1 key typed meanwhile waits for it" in screen_text(app), seconds=5)
        await app.run_action("app.show('dashboard')")  # what a click on the footer's `d` runs
        await wait_until(pilot, lambda: "Season dashboard" in screen_text(app), seconds=5)
        assert notices(app, "warning") == ["Shift report left before the season was read: 1 key typed on it not used."]
        held_read.set()
        await wait_until(pilot, lambda: app.loaded)
        assert await _team_on_the_shift_report(pilot, app) == "BLK Black"


async def test_quitting_never_waits_for_the_read(
    league_file,
    monkeypatch,
    held_read,  # noqa: F811 - the fixture
):
    async with _started(league_file.path, monkeypatch) as (app, pilot):
        await pilot.press("c", "T", "q")
        await wait_until(pilot, lambda: app.return_code is not None, seconds=5)
        assert app.return_code == 0 and not app.loaded
        held_read.set()


def test_the_apps_keys_a_screen_binds_itself_are_those_declared():
    """The screen being read leaves the app's keys to the app, save those the screen it stands for binds itself:
    the declaration names exactly those (a screen's module is not imported while the season is read)."""
    from tui.commands import COMMANDS
    from tui.screens import screen_class

    app_keys = {command.key for command in COMMANDS}

    def own_keys(name: str) -> set[str]:
        screen = screen_class(name)
        bound = {b.key if isinstance(b, Binding) else b[0] for b in screen.BINDINGS}
        return {c.key for c in getattr(screen, "SCREEN_COMMANDS", ())} | bound

    taken = {name: frozenset(own_keys(name) & app_keys) for name in HEADINGS}
    assert {name: keys for name, keys in taken.items() if keys} == KEYS_OVER_THE_APP


async def test_the_screens_typed_into_from_their_first_frame_are_those_declared(make_app):
    """Every printable key typed on the screen being read waits for it exactly where the screen it stands for opens
    with a text field in focus: there a letter is the entry's, not the app's key."""
    app = make_app()
    typed_into = set()
    async with app.run_test(size=SIZE) as pilot:
        for name in HEADINGS:
            await app.run_action(f"app.show('{name}')")
            await pilot.pause()
            if app.current_mode == name and isinstance(app.focused, Input):
                typed_into.add(name)
    assert typed_into == TYPED_INTO
