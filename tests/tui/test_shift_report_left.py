"""The shift report lets go of the lines it shows when another screen is shown, and shows the same lines, on the same
team, row and scroll, when it is shown again: a season of 30,000 games kept every double shift's line while hidden.
A team's count that ends while the report is hidden draws its lines only when the report is shown again."""

from __future__ import annotations

import gc

from textual import events
from textual.widgets import Log
from textual.worker import Worker

from tests.tui.conftest import wait_until
from tests.tui.screen_text import shown
from tests.tui.test_shift_report_teams import fresh_lines, title, watched_counting
from tui.screens.shift_report_screen import ShiftReportScreen
from tui.textual_patches.app_internals import mode_screens


async def test_the_shift_report_left_and_shown_again_shows_what_it_showed(make_app):
    app = make_app()
    async with app.run_test(size=(120, 24)) as pilot:
        await app.switch_mode("shifts")
        await pilot.pause()
        screen, detail = app.screen, app.screen.query_one("#shifts-detail", Log)
        for keys in ((), ("T", "down")):  # the season's report scrolled down, then the next team's first game
            await pilot.press(*keys)
            await pilot.pause()
            detail.scroll_to(y=detail.max_scroll_y, animate=False, immediate=True)
            await pilot.pause()
            before, place, lines, y = shown(app), (screen.selected, screen.team), detail.line_count, detail.scroll_y
            assert y > 0 and lines > 0

            await app.switch_mode("dashboard")
            # Let go of while hidden: once the dashboard's frame is painted, as the screen's own message after it.
            await wait_until(pilot, lambda: detail.line_count == 0)
            assert screen.released
            gc.collect()
            held = [w for w in gc.get_objects() if isinstance(w, Worker) and w.name == "_update_size"]
            assert held == []  # nor kept by the log's finished worker

            await app.switch_mode("shifts")
            await pilot.pause()
            await pilot.pause()
            assert app.screen is screen and (screen.selected, screen.team) == place
            assert detail.line_count == lines and detail.scroll_y == y
            assert shown(app) == before


async def test_a_count_finished_after_the_report_was_left_draws_its_lines_only_when_shown_again(make_app, monkeypatch):
    # A team counted a turn at a time (its figures not prepared) and the report left before the count ends: the
    # hidden report drew the team's every line as the count ended, 26,000 at 30,000 games, held till the end.
    def leave(app) -> None:  # the report left by `d` while its team is being counted
        app.post_message(events.Key("d", "d"))

    app, _, _ = watched_counting(make_app, monkeypatch, leave)
    async with app.run_test(size=(120, 40)) as pilot:
        await wait_until(pilot, lambda: app.loaded and not app.season_being_read)
        await pilot.press("c")
        (screen,) = (s for s in mode_screens(app, "shifts") if isinstance(s, ShiftReportScreen))
        detail = screen.query_one("#shifts-detail", Log)
        await wait_until(pilot, lambda: screen.released and screen.season_shown is not None)  # counted while hidden
        await pilot.pause()
        assert app.current_mode == "dashboard" and detail.line_count == 0

        await pilot.press("c")
        await pilot.pause()
        assert app.screen is screen and "Counting" not in title(app)
        assert list(detail.lines) == fresh_lines(app, screen.team)[1]
