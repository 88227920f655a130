"""A dialog fits the terminal it opens in: on a laptop's 80x24 every field of the move dialog, its refusal and
its keys are on screen at once, one line each; on a tall terminal the fields keep their boxes."""

from __future__ import annotations

from datetime import date

import pytest
from textual.widgets import Input

from seed.demo_db import write_demo
from store.file.db import open_league
from tests.conftest import screen_text
from tests.tui.conftest import wait_until
from tui.app import RinkbookApp
from tui.modals.game_modal import GameModal

TODAY = date(2026, 12, 6)


@pytest.mark.parametrize(("size", "field_height"), [((80, 24), 1), ((160, 50), 3)])
async def test_the_move_dialog_fits_the_terminal(tmp_path, size, field_height):
    season = write_demo(tmp_path / "demo.db", TODAY)
    with open_league(tmp_path / "demo.db") as store:
        app = RinkbookApp(store, today=TODAY, season=season)
        async with app.run_test(size=size) as pilot:
            await pilot.press("s")
            await wait_until(pilot, lambda: app.screen.query("#schedule-table"))
            await pilot.press("M")
            await wait_until(pilot, lambda: isinstance(app.screen, GameModal))
            date_field = app.screen.query(Input).first()
            await pilot.press("ctrl+a", "ctrl+k", *"2026-13-40", "enter")
            await pilot.pause()
            box = app.screen.query_one("#game-box")
            assert box.region.y >= 0 and box.region.bottom <= size[1]
            assert all(field.region.height == field_height for field in app.screen.query(Input))
            shown = screen_text(app)
            assert "Date: '2026-13-40' is no day of the calendar" in shown
            assert "Esc" in shown and "Reason" in shown
            assert app.focused is date_field  # the refused field keeps the focus, to be typed again
