"""The attendance grid of a long season renders only the games in view (Textual would render all the columns it
holds, then crop them away: docs/performance.md, a screen opens under 150 ms), and what it shows is what every cell
drawn would show: at the first games, scrolled sideways, and at the last games after the window moved."""

from __future__ import annotations

from textual.widgets import DataTable

from tests.tui.conftest import wait_until
from tui.widgets.game_columns import GameColumnsTable


async def test_the_grid_renders_the_games_in_view_and_shows_what_every_cell_drawn_shows(
    long_app, read_screen, monkeypatch
):
    rendered: list[int] = []  # the columns of the grid's cells rendered
    render_cell, in_view = DataTable._render_cell, GameColumnsTable._columns_in_view
    every_cell = [False]

    def counted(table, row, column, *rest, **options):
        if table.id == "attendance-grid":
            rendered.append(column)
        return render_cell(table, row, column, *rest, **options)

    monkeypatch.setattr(DataTable, "_render_cell", counted)
    monkeypatch.setattr(
        GameColumnsTable, "_columns_in_view", lambda t: range(len(t.columns)) if every_cell[0] else in_view(t)
    )
    app = long_app
    async with app.run_test(size=(100, 30)) as pilot:
        await pilot.press("a")
        await wait_until(pilot, lambda: app.screen.query("#attendance-grid"))
        grid = app.screen.query_one(GameColumnsTable)
        assert grid.total > 120  # the window holds a part of the team's games
        first_window = grid.first
        for keys in ((), ("right",) * 30, ("end",)):  # the first games, sideways, the last (the window moved)
            await pilot.press(*keys)
            await pilot.pause()
            every_cell[0] = False
            grid._clear_caches()
            rendered.clear()
            shown = read_screen(app)
            games_rendered = {c for c in rendered if c >= grid.fixed_columns}
            assert games_rendered and len(games_rendered) < 25 < len(grid.columns)  # a page of dates, no more
            every_cell[0] = True
            grid._clear_caches()
            assert read_screen(app) == shown
        assert grid.first > first_window
