"""The season's read after the first frame gives way to a key: it waits at each of its steps while the app answers
one (`keys_answered` clear), and goes on once the key's frame is painted (`tui.season_loader`). A key typed at the
first frame is answered with its own screen meanwhile, the season filling it in once read."""

from __future__ import annotations

import threading
from typing import Any

import pytest
from textual.app import App
from textual.screen import Screen

from tests.conftest import screen_text
from tests.imported_modules import modules_after
from tests.tui.conftest import SIZE, TEXTUAL_COMPOSITOR_REFRESH, TODAY, wait_until
from tests.tui.first_frame_starts import _opened_by_the_command_line
from tests.tui.held_read import held_read  # noqa: F401 - the fixture
from tui.screens.season_reading import READING_TEXT, SeasonReadingScreen
from tui.season_loader import BackgroundLoad


class _Noted(threading.Event):
    """An event, set as the app's is at first, that notes each clear and set after, in order."""

    def __init__(self) -> None:
        super().__init__()
        super().set()
        self.changes: list[str] = []

    def clear(self) -> None:
        self.changes.append("clear")
        super().clear()

    def set(self) -> None:
        self.changes.append("set")
        super().set()


def test_the_read_waits_while_a_key_is_answered(league_file, monkeypatch) -> None:
    monkeypatch.setattr("tui.season_loader.KEY_WAIT_LIMIT", 60)  # only the key's frame lets it go on here
    answered = threading.Event()  # clear: a key is being answered
    done = threading.Event()
    load = BackgroundLoad(league_file.path, "2002-03", TODAY, done.set, answered)
    assert not done.wait(0.3) and load.result is None  # nothing read while the key is answered
    answered.set()  # the key's frame is painted
    assert done.wait(60)
    assert load.error is None and load.result is not None and load.result.season.name == "2002-03"
    load.result.store.close()


def test_a_key_whose_frame_never_comes_holds_the_read_back_once(league_file, monkeypatch) -> None:
    monkeypatch.setattr("tui.season_loader.KEY_WAIT_LIMIT", 0.05)
    answered = threading.Event()  # never set by the app: a key that changed nothing on screen
    done = threading.Event()
    load = BackgroundLoad(league_file.path, "2002-03", TODAY, done.set, answered)
    assert done.wait(60) and load.result is not None
    assert answered.is_set()  # let go after one wait, not held back at every step
    load.result.store.close()


async def test_a_key_at_the_first_frame_holds_the_read_until_its_screen_is_painted(
    league_file,
    monkeypatch,
    held_read,  # noqa: F811 - the fixture
) -> None:
    app = _opened_by_the_command_line(league_file.path, monkeypatch)
    app.keys_answered = noted = _Noted()
    async with app.run_test(size=SIZE) as pilot:
        await pilot.pause()
        await pilot.press("s")
        await wait_until(pilot, lambda: READING_TEXT in screen_text(app), seconds=5)
        assert isinstance(app.screen, SeasonReadingScreen) and " Schedule" in screen_text(app)  # its own screen
        await wait_until(pilot, noted.is_set, seconds=5)
        assert noted.changes[:2] == ["clear", "set"]  # held for the key, let go by its frame
        held_read.set()
        await wait_until(pilot, lambda: app.loaded and READING_TEXT not in screen_text(app))
        assert "R01" in screen_text(app) and not noted.changes[2:]  # no key since: never held again
    app.close_store()


@pytest.mark.parametrize(("key", "heading"), [("s", "Schedule"), ("g", "Scoresheet")])
async def test_a_screen_key_at_the_first_frame_paints_its_screen_whole_and_unheld(
    league_file,
    monkeypatch,
    held_read,  # noqa: F811 - the fixture
    key,
    heading,
) -> None:
    """The first frame painted after the key is the screen asked for, whole (its heading and the line saying the
    season is being read), without Textual's hold of every frame for a new screen's composing; the read then fills
    it in."""
    monkeypatch.setattr(Screen, "_compositor_refresh", TEXTUAL_COMPOSITOR_REFRESH)  # Textual's own frames
    holds: list[float] = []
    monkeypatch.setattr(App, "delay_update", lambda app, delay=0.05: holds.append(delay))
    app = _opened_by_the_command_line(league_file.path, monkeypatch)
    frames: list[str] = []  # what each frame painted after the key showed

    def painted() -> None:
        frames.append(screen_text(app))
        type(app).frame_painted(app)

    async with app.run_test(size=SIZE) as pilot:
        await pilot.pause()
        assert app.season_being_read
        app.frame_painted = painted  # type: ignore[method-assign]
        await pilot.press(key)
        await wait_until(pilot, lambda: any(heading in frame for frame in frames), seconds=5)
        first = next(frame for frame in frames if "Season dashboard" not in frame)
        assert heading in first and READING_TEXT in first  # never a blank or half-composed screen
        assert holds == []
        held_read.set()
        await wait_until(pilot, lambda: app.loaded and READING_TEXT not in screen_text(app))
        assert heading in screen_text(app)
    app.close_store()


async def test_the_rules_a_key_asks_for_are_read_before_the_season_read_begins(
    league_file,
    monkeypatch,
    held_read,  # noqa: F811 - the fixture
) -> None:
    """The rulebook the season's row names is read once, on the event loop, before the reading thread starts: read
    at the key, beside the thread, its file's waits gave the interpreter to the thread."""
    import tui.season_app

    app = _opened_by_the_command_line(league_file.path, monkeypatch)
    named = tui.season_app.stored_rulebook
    read_begun: list[bool] = []  # at each read of the stored rulebook: had the season's read begun?

    def noted(*args: Any) -> Any:
        read_begun.append(app.season_read_started)
        return named(*args)

    monkeypatch.setattr(tui.season_app, "stored_rulebook", noted)
    async with app.run_test(size=SIZE) as pilot:
        await wait_until(pilot, lambda: app.season_read_started)
        await pilot.press("s")
        await wait_until(pilot, lambda: READING_TEXT in screen_text(app), seconds=5)
        await pilot.press("f1")
        await wait_until(pilot, lambda: "Keys and commands" in screen_text(app), seconds=5)
        assert read_begun == [False]
        assert app.rulebook.name == "gray"
    app.close_store()


async def test_keys_once_the_season_is_read_hold_nothing(league_file, monkeypatch) -> None:
    app = _opened_by_the_command_line(league_file.path, monkeypatch)
    app.keys_answered = noted = _Noted()
    async with app.run_test(size=SIZE) as pilot:
        await wait_until(pilot, lambda: app.loaded)
        await pilot.press("f1")
        await wait_until(pilot, lambda: "Keys and commands" in screen_text(app), seconds=5)
        assert noted.changes == []
    app.close_store()


def test_the_schedule_imports_no_change_to_show_the_games() -> None:
    """`s` at the dashboard imports the schedule's module once the season is read: the modules of its changes (the
    writes and their checks, the season file's reader, the game and round-robin dialogs) wait for the change."""
    read = "import store.views.season_load, store.cache.season_cache, tui.text.dashboard_frame, tui.app"
    before = modules_after(read)
    added = modules_after(f"{read}; import tui.screens.schedule_screen") - before
    assert "tui.screens.schedule_screen" in added
    changes = {"store.writes.games", "store.writes.schedule", "league.checks.game_change", "store.views.tournament"}
    assert not added & (changes | {"ijson", "tui.modals.game_modal", "tui.modals.round_robin_modal"})
