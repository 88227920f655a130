"""The schedule and the attendance grid of a long season hold only the games around the cursor (docs/performance.md:
they open under 150 ms at 10,000 games), and still reach every game: End, Home, Page Down, a team filter, and a
reload keeps their place."""

from __future__ import annotations

from datetime import date

from textual import events
from textual.app import App, ComposeResult
from textual.widgets import DataTable

from league.schedule.games import games_in_order
from seed.demo_db import write_demo
from store.file.db import open_league
from tests.conftest import screen_text
from tests.tui.conftest import LONG_GAMES, wait_until
from tui.app import RinkbookApp
from tui.widgets.windowed_table import WindowedLines, as_cells


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


def _typed_at_once(app: RinkbookApp, *keys: str) -> None:
    """Hand every key to the app before the first is handled, as one read of a terminal gives a fast typist's keys
    (Pilot's press waits for each key to be answered, by then the schedule's rows are all built)."""
    for key in keys:
        app.post_message(events.Key(key, key if len(key) == 1 else None))


async def _burst_answered(pilot) -> None:
    for _ in range(4):
        await pilot.pause()


async def test_end_typed_with_s_lands_on_the_last_game(long_app):
    """`s` builds the cells of the rows its first frame shows and the window's other rows after that frame: End typed
    in the same burst acts on the whole schedule, its last game under the cursor and on the screen."""
    app = long_app
    async with app.run_test(size=(100, 30)) as pilot:
        _typed_at_once(app, "s", "end")
        await _burst_answered(pilot)
        last = games_in_order(app.season)[-1]
        assert _under_cursor(app) == last.id
        assert last.id in screen_text(app)


async def test_page_down_typed_with_s_shows_the_next_page_whole(long_app):
    """Page Down typed in the same burst as `s` moves a page from the row `s` opens on (the first game from today,
    else the first), onto rows the first frame did not show: each row on the screen is drawn with its game."""
    app = long_app
    async with app.run_test(size=(100, 30)) as pilot:
        games = [g.id for g in games_in_order(app.season)]
        first = next((i for i, g in enumerate(games_in_order(app.season)) if g.date >= app.today), 0)
        _typed_at_once(app, "s", "pagedown")
        await _burst_answered(pilot)
        under = games.index(_under_cursor(app))
        table = app.screen.query_one("#schedule-table", DataTable)
        assert under > first + 10  # a page on
        shown = screen_text(app)
        top = table.window_start + round(table.scroll_y)
        on_screen = games[top : top + table.size.height - 2]
        assert on_screen and all(g in shown for g in on_screen)


async def test_every_row_the_schedule_holds_is_built_once_its_first_frame_is_painted(long_app):
    """The rows held without their cells at `s` are built after its first frame, without a key: a later scroll (a
    mouse's wheel, which no key precedes) finds them drawn."""
    app = long_app
    async with app.run_test(size=(100, 30)) as pilot:
        await pilot.press("s")
        await wait_until(pilot, lambda: app.screen.query("#schedule-table"))
        await _burst_answered(pilot)
        table = app.screen.query_one("#schedule-table", DataTable)
        games = [g.id for g in games_in_order(app.season)]
        held = [str(row.key.value) for row in table.ordered_rows]
        assert held == games[table.window_start : table.window_start + len(held)]
        assert all(str(table.get_row(key)[0]) == key for key in held)  # each row's first cell, its game's id


class _OneWindow(App[None]):
    CSS = "WindowedLines { height: 1fr; }"

    def compose(self) -> ComposeResult:
        yield WindowedLines(id="lines", cursor_type="row")


async def test_keys_handled_before_the_first_frame_reach_the_whole_window():
    """A windowed table's first fill builds the cells of its first screen only: End and Page Down handled before that
    screen's frame still move over the whole window (the list's last row, a page down), and every row they show is
    drawn with its cells."""
    app = _OneWindow()
    async with app.run_test(size=(100, 30)) as pilot:
        table = app.query_one(WindowedLines)
        table.add_columns("Game", "Name")
        await pilot.pause()  # laid out, as the screen a key shows is before it handles a key
        keys = [f"G{i:04}" for i in range(1000)]
        table.show(keys, lambda i: as_cells(keys[i], f"name {i}"), at=500)
        table.action_page_down()  # before any frame: the window's rows past the first screen not yet built
        await pilot.pause()
        assert 500 + 10 < table.cursor_index < 500 + 30
        assert keys[table.cursor_index] in screen_text(app)
        table.action_scroll_bottom()
        await pilot.pause()
        assert table.cursor_index == len(keys) - 1 and keys[-1] in screen_text(app)
