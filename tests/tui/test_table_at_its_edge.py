"""A table whose header and rows just fill its lines, with columns wider than it: its sideways scrollbar
takes a line, its last row would be under it, so it shows a vertical scrollbar too, and its columns end on
the edge that scrollbar leaves (no figure shown in part). The same look however many times, and in whatever
order, Textual looks at its scrollbars and the table fits its columns."""

from __future__ import annotations

from textual.app import App, ComposeResult
from textual.pilot import Pilot

from tui.widgets.plain_table import PlainTable

ROWS = 5
COLUMNS = ("#", "Name", "Id", "Pos", "Class", "Rating", "Born", "Email")


class EdgeTable(App[None]):
    CSS = "PlainTable { height: 1fr; } PlainTable.-more-columns { border-bottom: solid red; }"  # as app.tcss

    def compose(self) -> ComposeResult:
        yield PlainTable(id="edge")

    def on_mount(self) -> None:
        table = self.query_one(PlainTable)
        table.add_columns(*COLUMNS)
        for i in range(ROWS):
            table.add_row(
                i, f"Player Number{i}", f"P00{i}", "F", "A", 70 + i, "2001-02-03", f"p{i}@rink.ca", key=str(i)
            )


def _column_edges(table: PlainTable) -> list[int]:
    edges, used = [], 0
    for column in table.ordered_columns:
        used += column.get_render_width(table)
        edges.append(used)
    return edges


def _table_text(table: PlainTable) -> str:
    return "\n".join(table.render_line(y).text for y in range(table.size.height))


async def _look(pilot: Pilot[None], app: App[None]) -> tuple[bool, bool, str]:
    await pilot.pause()
    await pilot.pause()
    table = app.query_one(PlainTable)
    return table.show_horizontal_scrollbar, table.show_vertical_scrollbar, _table_text(table)


async def test_a_table_whose_rows_just_fill_it_shows_both_scrollbars_and_ends_on_a_column():
    app = EdgeTable()
    async with app.run_test(size=(40, 20)) as pilot:
        await pilot.pause()
        table = app.query_one(PlainTable)
        # The edge: the table (its "more columns" edge below it) as tall as its header and rows.
        await pilot.resize_terminal(40, ROWS + 1 + 1)
        first = await _look(pilot, app)
        assert table.size.height == ROWS + 1
        assert first[:2] == (True, True)  # the sideways scrollbar's line calls for the vertical one
        assert table.scrollable_content_region.width in _column_edges(table)  # no column shown in part
        # The scrollbars a look at another size left, then Textual's own looks, as many as the layouts and the
        # mount's look make, in whatever order they come: each settles on the same two scrollbars.
        table.show_vertical_scrollbar = False
        for _ in range(3):
            table.on_mount()
            assert (table.show_horizontal_scrollbar, table.show_vertical_scrollbar) == (True, True)
        await pilot.resize_terminal(60, 20)
        await pilot.pause()
        await pilot.resize_terminal(40, ROWS + 1 + 1)
        assert await _look(pilot, app) == first
