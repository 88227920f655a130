"""The shift report and the fee ledger let go of what they hold of the season's games when another screen is shown,
and show the same lines, on the same row, when shown again: a season of 30,000 games kept every screen's reports."""

from __future__ import annotations

import gc

from textual.widgets import Log
from textual.worker import Worker

from tests.tui.conftest import wait_until
from tests.tui.test_every_size import shown
from tui.widgets.sorted_window_table import SortedWindowTable


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


async def test_the_fee_ledger_left_lets_go_of_its_games_and_comes_back_sorted_on_its_game(long_app, read_screen):
    app = long_app
    async with app.run_test(size=(100, 30)) as pilot:
        await pilot.press("f")
        await wait_until(pilot, lambda: app.screen.query("#fee-games"))
        screen, table = app.screen, app.screen.query_one("#fee-games", SortedWindowTable)
        await pilot.press("tab", "tab", "S", "S", "ctrl+home", *["pagedown"] * 6)  # the games, by game reversed
        await pilot.pause()
        kept, before = table.selected_key(), shown(app)
        assert kept is not None and "Game▼" in read_screen(app)

        await pilot.press("d")
        await pilot.pause()
        assert screen.ledger is None and table.list_keys == () and table.given_keys == ()

        await pilot.press("f")
        await pilot.pause()
        await pilot.pause()
        assert app.screen is screen and table.selected_key() == kept
        assert shown(app) == before
