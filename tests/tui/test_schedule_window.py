"""The schedule and the attendance grid of a long season hold only the games around the cursor (docs/performance.md:
they open under 150 ms at 10,000 games), and still reach every game: End, Home, Page Down, a team filter, and a
reload keeps their place."""

from __future__ import annotations

from datetime import date

from textual.widgets import DataTable

from league.schedule.games import games_in_order
from seed.demo_db import write_demo
from store.file.db import open_league
from tests.tui.conftest import LONG_GAMES, wait_until
from tui.app import RinkbookApp


def _under_cursor(app: RinkbookApp) -> str:
    table = app.screen.query_one("#schedule-table", DataTable)
    return str(table.coordinate_to_cell_key(table.cursor_coordinate).row_key.value)


async def test_a_long_schedule_and_attendance_grid_reach_their_last_game_and_keep_their_place(long_app):
    app = long_app
    async with app.run_test(size=(100, 30)) as pilot:
        await pilot.press("s")
        await wait_until(pilot, lambda: app.screen.query("#schedule-table"))
        table = app.screen.query_one("#schedule-table", DataTable)
        games = [g.id for g in games_in_order(app.season)]
        assert len(games) >= LONG_GAMES and table.row_count < len(games)  # a window of the season, not all of it

        await pilot.press("end")
        assert _under_cursor(app) == games[-1]
        await pilot.press("home")
        assert _under_cursor(app) == games[0]

        seen = []
        for _ in range(len(games) // 10):  # Page Down walks the whole season, the window following
            await pilot.press("pagedown")
            await pilot.pause()
            seen.append(games.index(_under_cursor(app)))
            if seen[-1] == len(games) - 1:
                break
        assert seen == sorted(seen) and seen[-1] == len(games) - 1

        await pilot.press("home", *["pagedown"] * 5)
        await pilot.pause()
        kept = _under_cursor(app)
        assert 0 < games.index(kept) < len(games) - 1
        app.reload()  # as after another window's save: the cursor stays on its game
        await pilot.pause()
        assert _under_cursor(app) == kept

        await pilot.press("T", "end")  # the first team's games only: the last of them
        team = app.season.teams[0].code
        assert _under_cursor(app) == [g.id for g in games_in_order(app.season) if team in g.teams][-1]

        await pilot.press("a", "end")  # the attendance grid: the team's last regular-season game
        await wait_until(pilot, lambda: app.screen.query("#attendance-grid"))
        grid = app.screen.query_one("#attendance-grid", DataTable)
        team_games = [g for g in games_in_order(app.season) if g.stage == "regular" and team in g.teams]
        assert len(grid.columns) < 5 + len(team_games)  # a window of its games
        await pilot.press("end")
        await pilot.pause()
        assert app.screen._cursor()[1] == team_games[-1]
        await pilot.press("home", *["right"] * 60)
        await pilot.pause()
        player, game = app.screen._cursor()
        assert team_games.index(game) == 55
        app.reload()
        await pilot.pause()
        assert app.screen._cursor() == (player, game)


async def test_the_schedule_opens_with_todays_first_game_in_view_at_80x24(tmp_path):
    """On a small terminal the note above the table takes two lines and the table a horizontal scrollbar: the
    cursor's row (the night's first game, two thirds down the demo's schedule) is scrolled to once they are laid
    out, not left under the bar."""
    today = date(2026, 12, 6)
    season = write_demo(tmp_path / "demo.db", today)
    with open_league(tmp_path / "demo.db") as store:
        app = RinkbookApp(store, today=today, season=season)
        async with app.run_test(size=(80, 24)) as pilot:
            await pilot.press("s")
            await wait_until(pilot, lambda: app.screen.query("#schedule-table"))
            await pilot.pause()
            table = app.screen.query_one("#schedule-table", DataTable)
            first = next(g for g in games_in_order(app.season) if g.date >= today)
            assert _under_cursor(app) == first.id
            line = 1 + table.cursor_row - round(table.scroll_y)  # under the header line
            assert 0 < line < table.content_region.height - table.scrollbar_size_horizontal
            assert first.id in table.render_line(line).text
