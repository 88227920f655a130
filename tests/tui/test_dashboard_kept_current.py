"""The dashboard hidden behind another screen keeps its frame and is brought up to date in place when `d` shows it
again (docs/performance.md: a result to the standings under 50 ms): after a result, a changed result, a forfeit
ruling and a deleted game it reads exactly as a freshly opened app on the same file does."""

from __future__ import annotations

from collections.abc import Awaitable, Callable
from pathlib import Path

import pytest
from textual.pilot import Pilot
from textual.widgets import DataTable

from store.file.db import Store, open_league
from store.season_files.import_export import import_season
from store.season_files.reader import parse_season_text
from store.views.season_load import load_season
from tests.conftest import EXAMPLE, screen_text
from tests.tui.conftest import submit_line, wait_until
from tests.tui.tonight import LATE, TONIGHT, tonight
from tui.app import RinkbookApp
from tui.modals.typed_confirm_modal import TypedConfirmModal
from tui.screens.dashboard_screen import DashboardScreen
from tui.screens.schedule_screen import ScheduleScreen

SIZE = (120, 40)
Steps = Callable[[Pilot, RinkbookApp, Store], Awaitable[None]]


@pytest.fixture
def night(filled_league) -> Store:
    return filled_league(
        "test_dashboard_kept_current.night",
        lambda store: import_season(store, tonight(parse_season_text(EXAMPLE.read_bytes())), backup=False),
    )


async def _on_the_sheet(pilot: Pilot, *lines: str) -> None:
    """`g`, then each line entered on tonight's next game's sheet."""
    await pilot.press("g")
    await pilot.pause()
    for line in lines:
        await submit_line(pilot, line)
        assert str(pilot.app.screen.query_one("#sheet-message").render()).startswith("Saved"), line


async def _result(pilot: Pilot, app: RinkbookApp, store: Store) -> None:
    await _on_the_sheet(pilot, "score 3-1")


async def _changed_result(pilot: Pilot, app: RinkbookApp, store: Store) -> None:
    await _on_the_sheet(pilot, "score 3-1")
    await submit_line(pilot, "score 1-4")  # a stored final replaced: asked first, and answered
    await pilot.press("y")
    await pilot.pause()
    assert "(was 3-1)" in str(app.screen.query_one("#sheet-message").render())


async def _forfeit(pilot: Pilot, app: RinkbookApp, store: Store) -> None:
    await _on_the_sheet(pilot, "forfeit BLU no show")


async def _deleted_game(pilot: Pilot, app: RinkbookApp, store: Store) -> None:
    await _on_the_sheet(pilot, "score 2-2")
    await pilot.press("f1", "s")  # the committee deletes tonight's late game, added by mistake
    await wait_until(pilot, lambda: isinstance(app.screen, ScheduleScreen))
    table = app.screen.query_one(DataTable)
    table.move_cursor(row=table.get_row_index(LATE))
    await pilot.press("D")
    await wait_until(pilot, lambda: isinstance(app.screen, TypedConfirmModal))
    await pilot.press(*"added twice", "enter", *LATE.lower(), "enter")
    await wait_until(pilot, lambda: load_season(store).game(LATE) is None)


async def _dashboard_text(pilot: Pilot, app: RinkbookApp) -> str:
    """The dashboard as the user reads it, the cursor on the first team (its explanation shown), no toast."""
    table = app.screen.query_one("#standings-table", DataTable)
    table.move_cursor(row=0)
    app.clear_notifications()
    await pilot.pause()
    return screen_text(app)


async def _fresh_dashboard(path: Path) -> str:
    with open_league(path) as store:
        app = RinkbookApp(store, today=TONIGHT, season="2002-03")
        async with app.run_test(size=SIZE) as pilot:
            await pilot.pause()
            return await _dashboard_text(pilot, app)


@pytest.mark.parametrize("steps", [_result, _changed_result, _forfeit, _deleted_game], ids=lambda s: s.__name__)
async def test_the_dashboard_shown_again_after_a_save_reads_as_a_fresh_app_on_the_file(night: Store, steps: Steps):
    app = RinkbookApp(night, today=TONIGHT, season="2002-03")
    async with app.run_test(size=SIZE) as pilot:
        await pilot.pause()
        before = screen_text(app)
        await steps(pilot, app, night)
        await pilot.press("f1", "d")  # the help: letters are the screens' keys there
        await wait_until(pilot, lambda: isinstance(app.screen, DashboardScreen))
        shown = await _dashboard_text(pilot, app)
    assert shown != before  # the save changed what the dashboard shows
    assert shown == await _fresh_dashboard(night.path)


async def test_the_dashboard_shown_again_is_drawn_as_it_was_but_for_what_the_save_changed(night: Store):
    """Shown again by `d` after a result, the dashboard is not restyled, keeps its footer keys and its table's rows
    (only their cells change): the frame draws what the result changed."""
    from tui.textual_patches.footer import FooterKey

    app = RinkbookApp(night, today=TONIGHT, season="2002-03")
    async with app.run_test(size=SIZE) as pilot:
        await pilot.pause()
        dashboard = app.screen
        keys = list(dashboard.query(FooterKey))
        table = dashboard.query_one("#standings-table", DataTable)
        rows = dict(table.rows)
        await _result(pilot, app, night)
        restyled: list[object] = []
        update_styles = app.update_styles
        app.update_styles = lambda node, animate=True: (restyled.append(node), update_styles(node, animate))[1]  # type: ignore[method-assign]
        await pilot.press("f1", "d")
        await wait_until(pilot, lambda: app.screen is dashboard)
        assert dashboard not in restyled  # the whole screen is not restyled
        assert list(dashboard.query(FooterKey)) == keys  # the same key widgets, not composed again
        assert dict(table.rows) == rows  # the same rows (their cells updated in place)
