"""The stats screen's players table holds only the rows around its cursor (docs/performance.md: a screen opens under
150 ms at 10,000 games), and still sorts, filters and moves over every player's line."""

from __future__ import annotations

from league.stats.totals import season_stats
from tui.widgets.sorted_window_table import SortedWindowTable
from tui.widgets.windowed_table import WindowedTable

SIZE = (80, 24)
EDGE = 15  # rows: a window of 45, shorter than the example's player lines (some 80), longer than a page


def ranked(app: object, key: str, team: str | None = None) -> list[str]:
    """The keys of the example's player lines (of `team`), by name, then by `key` largest first (a stable sort)."""
    stats = season_stats(app.season, app.rulebook)  # type: ignore[attr-defined]
    names = {p.id: p.name for p in app.season.players}  # type: ignore[attr-defined]
    lines = sorted((p for p in stats.players if team in (None, p.team)), key=lambda p: names[p.player])
    lines.sort(key=lambda p: getattr(p, key), reverse=True)
    return [f"{p.player}-{p.team}" for p in lines]


async def test_the_players_table_holds_a_window_and_sorts_filters_and_moves_over_every_line(
    make_app, read_screen, monkeypatch
):
    monkeypatch.setattr(WindowedTable, "edge", property(lambda self: EDGE))
    app = make_app()
    async with app.run_test(size=SIZE) as pilot:
        await pilot.press("t")
        await pilot.pause()
        table = app.screen.query_one("#players", SortedWindowTable)
        by_points = ranked(app, "points")
        assert table.row_count == 3 * EDGE < len(by_points)  # a window of the lines, not all of them
        assert table.selected_key() == by_points[0]

        await pilot.press(*["down"] * (3 * EDGE))  # past the window's end: it follows the cursor
        await pilot.pause()
        assert table.selected_key() == by_points[3 * EDGE]
        name = app.season.player(by_points[3 * EDGE].rsplit("-", 1)[0]).name
        assert name in read_screen(app)  # drawn, not only kept
        await pilot.press("ctrl+end")
        assert table.selected_key() == by_points[-1] and table.window_start > 0
        await pilot.press("ctrl+home")
        assert table.selected_key() == by_points[0] and table.window_start == 0

        await pilot.press(*["right"] * 7, "S")  # PIM, largest first: every line sorted, not the window's
        await pilot.pause()
        by_pim = ranked(app, "pim")
        assert "PIM▼" in read_screen(app) and table.sort_text == "PIM, largest first"
        assert table.selected_key() == by_pim[0]
        await pilot.press("ctrl+end")
        assert table.selected_key() == by_pim[-1]

        await pilot.press("T", "ctrl+home")  # one team's lines, still by PIM
        await pilot.pause()
        team = app.season.teams[0].code
        assert "· team " + team + " ·" in read_screen(app)
        assert table.list_keys == ranked(app, "pim", team)
        assert table.selected_key() == ranked(app, "pim", team)[0]


async def test_a_header_clicked_sorts_either_table_by_its_column_and_again_reverses_it(make_app, read_screen):
    app = make_app()
    async with app.run_test(size=(160, 50)) as pilot:
        await pilot.press("t")
        await pilot.pause()
        for table_id in ("#players", "#teams"):  # a window of the lines, and every line kept
            table = app.screen.query_one(table_id)
            keys = [c.key.value for c in table.ordered_columns]
            x = sum(c.get_render_width(table) for c in table.ordered_columns[: keys.index("team")]) + 1
            await pilot.click(table_id, offset=(x, 0))
            await pilot.pause()
            assert table.sort_column == "team" and table.sort_text == "Team, A to Z"
            assert "Team▲" in read_screen(app)
            await pilot.click(table_id, offset=(x, 0))
            await pilot.pause()
            assert table.sort_text == "Team, Z to A" and "Team▼" in read_screen(app)
