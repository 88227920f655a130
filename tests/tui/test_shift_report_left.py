"""The shift report lets go of its season's report when another screen is shown, and shows the same lines, on the
same team and row, when it is shown again: a season of 30,000 games kept every screen's reports at once."""

from __future__ import annotations

import gc

from textual.widgets import Log
from textual.worker import Worker

from tests.tui.test_every_size import shown


async def test_the_shift_report_left_and_shown_again_shows_what_it_showed(make_app):
    app = make_app()
    async with app.run_test(size=(120, 40)) as pilot:
        await app.switch_mode("shifts")
        await pilot.pause()
        await pilot.press("T", "down")  # the next team's first game
        await pilot.pause()
        screen = app.screen
        before, selected, team = shown(app), screen.selected, screen.team
        assert selected != "season" and before

        await app.switch_mode("dashboard")
        await pilot.pause()
        assert screen.season_shown is None  # let go of while hidden
        assert screen.query_one("#shifts-detail", Log).line_count == 0
        gc.collect()
        lines_held = [w for w in gc.get_objects() if isinstance(w, Worker) and w.name == "_update_size"]
        assert lines_held == []  # no finished worker of the log holds the lines it was given

        await app.switch_mode("shifts")
        await pilot.pause()
        await pilot.pause()
        assert app.screen is screen and (screen.selected, screen.team) == (selected, team)
        assert shown(app) == before
        await pilot.press("home")  # the season's report, worked out again
        await pilot.pause()
        assert screen.season_shown is not None and "season:" in "\n".join(shown(app))
