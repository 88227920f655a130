"""A screen's key that shows a mode's screen, kept from an earlier visit or composed at its first, paints it once the
switch is done, not after Textual's 50 ms hold for a new screen's composing (`KeptModeSwitch`; docs/performance.md: a
result to the standings and the first key, in a real terminal), and no frame shows the screen as it was when hidden,
nor before the action that switched to it has filled it in."""

from __future__ import annotations

from typing import Any, ClassVar

import pytest
from textual.app import App, ComposeResult
from textual.screen import Screen
from textual.widgets import DataTable, Label

from store.file.db import Store
from tests.tui.conftest import TEXTUAL_COMPOSITOR_REFRESH, submit_line, wait_until
from tests.tui.night_to_play import SIZE, night  # noqa: F401 - the fixture, a night with games to play
from tests.tui.tonight import TONIGHT
from tui.app import RinkbookApp
from tui.screens.dashboard_screen import DashboardScreen
from tui.screens.scoresheet_screen import ScoresheetScreen
from tui.textual_patches.app_internals import AfterPaint, KeptModeSwitch, frame_painter, replace_frame_painter


class Page(Screen[None]):
    def compose(self) -> ComposeResult:
        yield Label(type(self).__name__, id="said")


class First(Page):
    pass


class Second(Page):
    pass


class Scrolled(Screen[None]):
    """A screen whose widgets finish themselves after their first refresh: a table scrolls its cursor into view."""

    def compose(self) -> ComposeResult:
        yield DataTable()
        yield Label("Scrolled", id="said")

    def on_mount(self) -> None:
        table = self.query_one(DataTable)
        table.add_column("game")
        table.add_rows([str(row)] for row in range(200))
        table.call_after_refresh(table.move_cursor, row=150)
        table.call_after_refresh(self.query_one("#said", Label).update, "after its refresh")


class Switching(KeptModeSwitch, AfterPaint, App[None]):
    MODES: ClassVar = {"first": First, "second": Second, "scrolled": Scrolled}
    delays = 0  # Textual's holds begun (the `switching` fixture counts them)

    def on_mount(self) -> None:
        self.switch_mode("first")

    async def action_visit(self, mode: str, said: str) -> None:
        """Switch, then write on the screen shown (as `g` opens the next game once the sheet is shown)."""
        await self.switch_mode(mode)
        self.screen.query_one("#said", Label).update(said)


@pytest.fixture
def switching(monkeypatch: pytest.MonkeyPatch) -> Switching:
    """A `Switching` app painting Textual's own frames, each of Textual's own 50 ms holds counted in its `delays`
    (the patch's override calls it, or not)."""
    monkeypatch.setattr(Screen, "_compositor_refresh", TEXTUAL_COMPOSITOR_REFRESH)
    textuals = App.delay_update

    def counted(app: App[Any], delay: float = 0.05) -> None:
        app.delays += 1  # type: ignore[attr-defined]
        textuals(app, delay)

    monkeypatch.setattr(App, "delay_update", counted)
    return Switching()


def _next_frame(app: Switching) -> list[tuple[str, str]]:
    """The next frame painted, once it is: its screen's class and what the screen's label said then."""
    frames: list[tuple[str, str]] = []

    def painted() -> None:
        frames.append((type(app.screen).__name__, str(app.screen.query_one("#said", Label).content)))

    app.after_next_paint(painted)
    return frames


async def test_a_kept_mode_is_shown_without_textuals_hold_and_never_stale(switching: Switching):
    app = switching
    async with app.run_test() as pilot:
        await pilot.pause()
        first_visits = app.delays
        frame = _next_frame(app)
        await app.run_action("visit('second', 'second, first visit')")
        await wait_until(pilot, lambda: bool(frame))
        assert app.delays == first_visits  # a first visit is not held either
        assert frame == [("Second", "second, first visit")]  # its first frame: composed, and filled in by the action
        await app.run_action("visit('first', 'first again')")
        await pilot.pause()
        frame = _next_frame(app)
        await app.run_action("visit('second', 'second again')")
        await wait_until(pilot, lambda: bool(frame))
        assert app.delays == first_visits  # no hold for a screen kept
        assert frame == [("Second", "second again")]  # its first frame is the screen filled in, never as hidden
        frame = _next_frame(app)
        app.screen.query_one("#said", Label).update("later")
        await wait_until(pilot, lambda: bool(frame))
        assert frame == [("Second", "later")]  # nothing left held: the next change is painted


async def test_a_first_visits_first_frame_shows_what_its_widgets_did_after_a_refresh(switching: Switching):
    app = switching
    async with app.run_test() as pilot:
        await pilot.pause()
        frame = _next_frame(app)
        scrolled: list[float] = []
        app.after_next_paint(lambda: scrolled.append(app.screen.query_one(DataTable).scroll_y))
        await app.switch_mode("scrolled")
        await wait_until(pilot, lambda: bool(frame))
        assert frame == [("Scrolled", "after its refresh")]  # what it did after a refresh shown in its first frame
        assert scrolled[0] > 100  # the cursor's row in view, never a frame of the table's top first


async def test_d_after_a_save_switches_to_the_kept_dashboard_without_textuals_hold(night: Store, monkeypatch):  # noqa: F811
    """The scorer's `d` from the help after a result: the dashboard kept from before is shown without the 50 ms
    hold (it was most of the figure in a real terminal), showing the result; `g` still opens the next game first."""
    delays: list[float] = []
    monkeypatch.setattr(App, "delay_update", lambda app, delay=0.05: delays.append(delay))
    app = RinkbookApp(night, today=TONIGHT, season="2002-03")
    async with app.run_test(size=SIZE) as pilot:
        await pilot.pause()
        await pilot.press("g")  # the scoresheet's first visit
        await pilot.pause()
        sheet = app.screen
        assert isinstance(sheet, ScoresheetScreen) and sheet.game is not None
        home = sheet.game.home
        await submit_line(pilot, "score 3-1")
        await wait_until(pilot, lambda: "Saved" in str(sheet.message_line.content))
        before = len(delays)
        await pilot.press("f1", "d")
        await wait_until(pilot, lambda: isinstance(app.screen, DashboardScreen))
        assert isinstance(app.screen, DashboardScreen)
        assert len(delays) == before  # no hold
        await pilot.press("g")
        await pilot.pause()
        assert len(delays) == before
        assert app.screen is sheet and sheet.game is not None and sheet.game.home != home  # the next game


async def test_a_first_visit_is_drawn_once_its_frames_are_let_go_not_also_while_held(night: Store, monkeypatch):  # noqa: F811
    """`s` at the dashboard: the schedule's first frame is the first one drawn of it; no frame of it is drawn while
    the switch holds the frames and then dropped (the schedule's first build drew it twice)."""
    monkeypatch.setattr(Screen, "_compositor_refresh", TEXTUAL_COMPOSITOR_REFRESH)  # Textual's own frames
    app = RinkbookApp(night, today=TONIGHT, season="2002-03")
    drawn: list[str] = []  # each frame drawn, painted or dropped: its screen
    painted: list[int] = []  # at each painted frame of the schedule: how many of its frames were drawn by then
    paint = frame_painter(app)

    def draw(screen: Screen[Any], renderable: Any) -> None:
        if renderable is not None:
            drawn.append(type(screen).__name__)
        paint(screen, renderable)

    def noted() -> None:
        if type(app.screen).__name__ == "ScheduleScreen":
            painted.append(drawn.count("ScheduleScreen"))
        type(app).frame_painted(app)

    async with app.run_test(size=SIZE) as pilot:
        await pilot.pause()
        replace_frame_painter(app, draw)
        app.frame_painted = noted  # type: ignore[method-assign]
        await pilot.press("s")
        await wait_until(pilot, lambda: bool(painted))
        assert painted[0] == 1


async def test_switching_to_the_mode_in_view_holds_nothing(switching: Switching):
    app = switching
    async with app.run_test() as pilot:
        await pilot.pause()
        delays = app.delays
        await app.switch_mode("first")
        frame = _next_frame(app)
        app.screen.query_one("#said", Label).update("still here")
        await wait_until(pilot, lambda: bool(frame))  # after the first visit's own hold, if it still runs
        assert app.delays == delays and frame == [("First", "still here")]
