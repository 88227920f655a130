"""Keys typed at the first frame, before the season is read off the event loop (`tui.season_loader`), are
answered at once: a screen that needs the season says it is being read (`tui.screens.season_reading`) and
fills in, in place, with what the season draws once it is read; a key that needs only the rules (the help,
a screen's Gray-only check) reads the rulebook the file names. The season's read is held back by the test:
a key that waited for it on the event loop would never be answered."""

from __future__ import annotations

import shutil
import threading
from collections.abc import AsyncIterator
from contextlib import asynccontextmanager
from pathlib import Path

import pytest
from textual.pilot import Pilot

from league.rulebooks import GRAY
from tests.conftest import screen_text
from tests.tui.conftest import SIZE, TODAY, wait_until
from tests.tui.first_frame_starts import _opened_by_the_command_line
from tests.tui.held_read import held_read  # noqa: F401 - the fixture
from tui.app import RinkbookApp
from tui.screens.season_reading import HEADINGS, READING_TEXT, SeasonReadingScreen


def _body(app: RinkbookApp) -> str:
    """The screen's text below its header (the header's clock and sub-title are left out)."""
    return "\n".join(screen_text(app).splitlines()[1:])


async def _answered_by_the_loaded_app(path: Path, keys: tuple[str, ...]) -> str:
    """What the same keys show on an app whose season is read before its first frame."""
    from store.file.db import open_league

    with open_league(path) as store:
        app = RinkbookApp(store, TODAY, "2002-03")
        async with app.run_test(size=SIZE) as pilot:
            await pilot.pause()
            await pilot.press(*keys)
            await wait_until(pilot, lambda: READING_TEXT not in screen_text(app))
            return _body(app)


@asynccontextmanager
async def _asked_while_read(path: Path, monkeypatch, key: str) -> AsyncIterator[tuple[RinkbookApp, Pilot, str]]:
    """The app started as the command line starts it, `key` typed at its first frame and answered by the screen
    that says the season is being read; with what the loaded app shows for the same key."""
    expected = await _answered_by_the_loaded_app(path, (key,))
    app = _opened_by_the_command_line(path, monkeypatch)
    try:
        async with app.run_test(size=SIZE) as pilot:
            await pilot.pause()
            await pilot.press(key)
            await wait_until(pilot, lambda: READING_TEXT in screen_text(app), seconds=5)
            yield app, pilot, expected
    finally:
        app.close_store()


@pytest.mark.parametrize(("key", "heading"), [("s", "Schedule"), ("g", "Scoresheet")])
async def test_a_screen_key_at_the_first_frame_says_the_season_is_read_then_fills_in_place(
    league_file,
    monkeypatch,
    held_read,  # noqa: F811 - the fixture
    key,
    heading,
):
    async with _asked_while_read(league_file.path, monkeypatch, key) as (app, pilot, expected):
        shown = screen_text(app)
        assert not app.loaded and isinstance(app.screen, SeasonReadingScreen)  # answered while the read is held
        assert heading in shown and "Season dashboard" not in shown  # the screen asked for, honestly empty
        assert "R01" not in shown and "GRN" not in shown
        held_read.set()
        await wait_until(pilot, lambda: app.loaded and READING_TEXT not in screen_text(app))
        await pilot.pause()
        assert _body(app) == expected  # filled in place: what the loaded app shows for the same key


async def test_a_screen_asked_for_and_left_before_the_read_fills_in_when_shown_again(
    league_file,
    monkeypatch,
    held_read,  # noqa: F811 - the fixture
):
    async with _asked_while_read(league_file.path, monkeypatch, "s") as (app, pilot, expected):
        await pilot.press("d")  # back to the dashboard before the season is read
        await wait_until(pilot, lambda: "Season dashboard" in screen_text(app), seconds=5)
        assert not app.loaded
        held_read.set()
        await wait_until(pilot, lambda: app.loaded)
        await pilot.press("s")
        await wait_until(pilot, lambda: READING_TEXT not in screen_text(app) and "R01" in screen_text(app))
        assert _body(app) == expected


async def test_a_screen_under_a_dialog_when_the_season_is_read_fills_in_when_the_dialog_closes(
    league_file,
    monkeypatch,
    held_read,  # noqa: F811 - the fixture
):
    async with _asked_while_read(league_file.path, monkeypatch, "s") as (app, pilot, expected):
        await pilot.press("f1")  # the help over the screen being read
        await wait_until(pilot, lambda: "Keys and commands" in screen_text(app), seconds=5)
        held_read.set()
        await wait_until(pilot, lambda: app.loaded)
        assert "Keys and commands" in screen_text(app)  # the dialog stays open over it
        await pilot.press("escape")
        await wait_until(pilot, lambda: READING_TEXT not in screen_text(app) and "R01" in screen_text(app))
        assert _body(app) == expected


async def test_a_screen_being_read_fills_in_when_a_key_took_the_season_before_its_message(league_file, monkeypatch):
    """`Z` on the screen being read waits for the read on the event loop and takes the season there (no dialog
    opens over the screen), before the read's own message arrives: the screen still fills in."""
    from tui.season_loader import BackgroundLoad

    asked = threading.Event()
    read, wait = BackgroundLoad._read, BackgroundLoad.wait

    def read_once_waited_for(self: BackgroundLoad):
        asked.wait(30)  # so the key is surely the first to take the season
        return read(self)

    def waited_for(self: BackgroundLoad) -> None:
        asked.set()
        wait(self)

    monkeypatch.setattr(BackgroundLoad, "_read", read_once_waited_for)
    monkeypatch.setattr(BackgroundLoad, "wait", waited_for)
    app = _opened_by_the_command_line(league_file.path, monkeypatch)
    async with app.run_test(size=SIZE) as pilot:
        await pilot.pause()
        await pilot.press("s")
        await wait_until(pilot, lambda: READING_TEXT in screen_text(app), seconds=5)
        await pilot.press("Z")  # "open for changes already": the season taken while the key waited
        await wait_until(pilot, lambda: app.loaded, seconds=10)
        await wait_until(pilot, lambda: READING_TEXT not in screen_text(app), seconds=5)
        assert not isinstance(app.screen, SeasonReadingScreen) and "R01" in screen_text(app)
    app.close_store()


async def test_the_help_and_the_dashboards_keys_at_the_first_frame_wait_for_no_read(
    league_file,
    monkeypatch,
    held_read,  # noqa: F811 - the fixture
):
    app = _opened_by_the_command_line(league_file.path, monkeypatch)
    async with app.run_test(size=SIZE) as pilot:
        await pilot.pause()
        table = app.screen.query_one("#standings-table")
        await pilot.press("down")
        await pilot.pause()
        assert table.cursor_row == 1 and not app.loaded
        await pilot.press("d")  # the screen in view: nothing to wait for
        await pilot.press("f1")
        await wait_until(pilot, lambda: "Keys and commands" in screen_text(app), seconds=5)
        assert not app.loaded
        assert "Every game by date and time" in screen_text(app)  # the commands the season's rules offer
        await pilot.press("escape")
        held_read.set()
        await wait_until(pilot, lambda: app.loaded)
        assert app.rulebook.name == app.season.rulebook  # the rulebook read first is the season's own
    app.close_store()


def test_each_screen_is_said_to_be_read_under_its_own_heading() -> None:
    from tui.screens import SCREENS, screen_class

    assert set(HEADINGS) == set(SCREENS) - {"dashboard"}
    assert {name: screen_class(name).HEADING for name in HEADINGS} == HEADINGS


@pytest.mark.parametrize("name", ["league.db", "league"])
def test_a_servers_rules_at_the_first_frame_are_never_read_from_a_file_named_as_its_database(
    example_league_template, tmp_path, monkeypatch, name
):
    """A league on a server has no file to read its rulebook's name from: asked for while the season is read,
    the rulebook waits for that read, even when the working folder holds a league file of the database's name
    (`league_path` only names a server's league)."""
    from tui.cli.app_command import _frame_from_the_file

    local = tmp_path / name
    shutil.copy2(example_league_template, local)  # another league's file, here by chance
    frame = _frame_from_the_file(local, "2002-03", TODAY)
    assert frame is not None
    monkeypatch.chdir(tmp_path)
    app = RinkbookApp(f"postgresql://127.0.0.1:9/{name}", TODAY, "2002-03", first_frame=frame)
    assert app.season_being_read and app.league_path == Path(name)
    read: list[bool] = []

    def season_read() -> None:  # what the season's read would give: here only noted
        read.append(True)
        app._rulebook = GRAY

    monkeypatch.setattr(app, "_first_load", season_read)
    assert app.rulebook is GRAY and read == [True]


async def test_an_error_opening_the_sheet_once_read_is_said_and_the_app_goes_on(
    league_file,
    monkeypatch,
    held_read,  # noqa: F811 - the fixture
    tmp_path,
):
    """`g` at the first frame opens the scoresheet on tonight's game once the season is read; an error there no one
    foresaw is said as the key's would be (its traceback in the error log) and the app goes on."""
    from tui.screens.scoresheet_screen import ScoresheetScreen

    def fails(self: ScoresheetScreen) -> None:
        raise RuntimeError("no game to open")

    monkeypatch.setattr(ScoresheetScreen, "open_next_game", fails)
    app = _opened_by_the_command_line(league_file.path, monkeypatch)
    app.error_log = log = tmp_path / "errors.log"
    async with app.run_test(size=SIZE) as pilot:
        await pilot.pause()
        await pilot.press("g")
        await wait_until(pilot, lambda: READING_TEXT in screen_text(app), seconds=5)
        held_read.set()
        await wait_until(pilot, log.exists, seconds=10)
        assert "RuntimeError: no game to open" in log.read_text(encoding="utf-8")
        assert isinstance(app.screen, ScoresheetScreen) and app.is_running and app.return_code is None
    app.close_store()
