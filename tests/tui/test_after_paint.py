"""Work that waits for the next frame (`AfterPaint.after_next_paint`) runs once Textual has painted it, not
before: the sheet let go of, the dashboard's frame kept on disk and the hidden dashboard drawn from a save's
season all wait for a frame, so that `d` after a result paints first (docs/performance.md: a result to the
standings)."""

from __future__ import annotations

from typing import Any

import pytest
from textual.app import App, ComposeResult
from textual.screen import Screen
from textual.widgets import DataTable, Label

from store.file.db import Store
from tests.conftest import screen_text
from tests.tui.conftest import TEXTUAL_COMPOSITOR_REFRESH, submit_line, wait_until
from tests.tui.night_to_play import (
    SIZE,
    night,  # noqa: F401 - the fixture
)
from tests.tui.tonight import TONIGHT
from tui.app import RinkbookApp
from tui.screens.dashboard_screen import DashboardScreen
from tui.screens.scoresheet_screen import ScoresheetScreen
from tui.textual_patches.app_internals import AfterPaint, frame_painter, replace_frame_painter


class Painted(AfterPaint, App[None]):
    def compose(self) -> ComposeResult:
        yield Label("one")


async def test_a_callback_waits_for_the_frame_textual_paints_next(monkeypatch):
    """The patch on the installed Textual: its own frames (not the harness's skipped ones) run what waited."""
    monkeypatch.setattr(Screen, "_compositor_refresh", TEXTUAL_COMPOSITOR_REFRESH)
    app = Painted()
    frames: list[object] = []
    ran: list[tuple[str, int]] = []
    async with app.run_test() as pilot:
        await pilot.pause()
        painter = frame_painter(app)

        def counted(screen: Screen[Any], renderable: object) -> None:
            if renderable is not None:
                frames.append(renderable)
            painter(screen, renderable)

        replace_frame_painter(app, counted)

        async def later() -> None:
            ran.append(("coroutine", len(frames)))

        app.after_next_paint(lambda: ran.append(("function", len(frames))))
        app.after_next_paint(later)
        await pilot.pause()
        assert ran == []  # nothing changed, no frame: nothing ran
        app.query_one(Label).update("two")
        await pilot.pause()
        await pilot.pause()
        assert ran == [("function", 1), ("coroutine", 1)]  # after the frame showing "two", once each
        app.query_one(Label).update("three")
        await pilot.pause()
        assert len(ran) == 2 and len(frames) > 1  # run once, not at every frame


def _games_played(dashboard: DashboardScreen, team: str) -> int:
    return int(str(dashboard.query_one("#standings-table", DataTable).get_cell(team, "GP")))


async def test_the_hidden_dashboard_is_drawn_from_the_saved_result_before_d_shows_it(night: Store):  # noqa: F811 - the fixture
    app = RinkbookApp(night, today=TONIGHT, season="2002-03")
    async with app.run_test(size=SIZE) as pilot:
        await pilot.pause()
        dashboard = app.screen
        assert isinstance(dashboard, DashboardScreen)
        await pilot.press("g")
        await pilot.pause()
        sheet = app.screen
        assert isinstance(sheet, ScoresheetScreen) and sheet.game is not None
        home, played = sheet.game.home, _games_played(dashboard, sheet.game.home)
        await submit_line(pilot, "score 3-1")
        await pilot.pause()
        assert "Saved" in screen_text(app) and app.screen is sheet
        # A moment later, still behind the sheet, the dashboard holds the result: `d` only has to paint it.
        await wait_until(pilot, lambda: dashboard.shown_generation == app.generation)
        assert app.screen is sheet
        assert _games_played(dashboard, home) == played + 1
        await pilot.press("f1", "d")
        await pilot.pause()
        assert app.screen is dashboard
        row = next(line for line in screen_text(app).splitlines() if f" {home} " in line and "│" in line)
        assert f" {played + 1} " in row  # the standings painted show the game


@pytest.mark.parametrize("broken", ["keep_first_frame", "catch_up_hidden"])
async def test_an_error_in_work_after_a_frame_is_said_and_the_app_goes_on(night: Store, monkeypatch, tmp_path, broken):  # noqa: F811 - the fixture
    """What waits for a frame (the dashboard's frame kept, the hidden dashboard drawn after a save) runs as the
    screen's own work did before it waited: an error no one foresaw is said as a refusal, its traceback in the
    error log, and the app goes on, never a traceback that ends it from inside Textual's paint."""

    def fails(*args: object) -> None:
        raise RuntimeError("the frame could not be kept")

    monkeypatch.setattr(RinkbookApp if broken == "keep_first_frame" else DashboardScreen, broken, fails)
    app = RinkbookApp(night, today=TONIGHT, season="2002-03")
    app.error_log = log = tmp_path / "errors.log"
    async with app.run_test(size=SIZE) as pilot:
        await pilot.pause()
        await pilot.press("g")
        await pilot.pause()
        await submit_line(pilot, "score 3-1")
        await wait_until(pilot, log.exists, seconds=10)
        assert "RuntimeError: the frame could not be kept" in log.read_text(encoding="utf-8")
        await pilot.press("f1", "d")  # the sheet's line takes letters: its keys through the help
        await wait_until(pilot, lambda: isinstance(app.screen, DashboardScreen))
        assert isinstance(app.screen, DashboardScreen) and app.is_running and app.return_code is None
