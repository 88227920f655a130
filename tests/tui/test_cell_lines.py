"""A sortable table's cell is drawn as one line of segments, the very ones Textual's Rich pipeline draws
(`tui.widgets.cell_lines`, docs/performance.md: a screen opens under 150 ms), at every width, under the cursor or
not."""

from __future__ import annotations

from rich.style import Style
from textual.app import App, ComposeResult
from textual.widgets import DataTable

from tui.widgets.sortable_table import Column, Shown, SortableTable

COLUMNS = (Column("Name", "name", False), Column("Team", "team", False), Column("GP", "gp"), Column("Fee", "fee"))
ROWS = (
    ("Abe Vance", "RED", 12, Shown(40, "40.00")),
    ("Maximilian Longname-Hyphenated", "BLU", 7, Shown(0, "10.00", "strike")),
    ("日本語テキストの名前", "GLD", 0, Shown(None, "")),
    ("", "WHT", 123456, Shown(5, "  5 ", "bold")),
    ("[bold]not markup[/]", "GRN", None, Shown(1, "x")),
)


class OneTable(App[None]):
    def compose(self) -> ComposeResult:
        yield SortableTable(COLUMNS, sort="gp", id="table")


async def test_a_cells_line_is_the_one_textuals_rich_pipeline_draws():
    app = OneTable()
    async with app.run_test(size=(60, 12)) as pilot:
        table = app.query_one(SortableTable)
        table.show((str(i), row) for i, row in enumerate(ROWS))
        table.move_cursor(row=1, column=1)
        await pilot.pause()
        table._laid_out.clear()  # what the first frame laid out
        drawn = 0
        for row in range(-1, table.row_count):  # the header row is Textual's own
            for column in range(len(COLUMNS)):
                for width in (0, 1, 2, 3, 5, 8, 12, 40):
                    for cursor, hover in ((False, False), (True, False), (False, True)):
                        base = Style(color="red", bgcolor="grey15", italic=row % 2 == 0)
                        table._cell_render_cache.clear()
                        ours = table._render_cell(row, column, base, width, cursor, hover)
                        table._cell_render_cache.clear()
                        textuals = DataTable._render_cell(table, row, column, base, width, cursor, hover)
                        assert ours == textuals, (row, column, width, cursor, hover)
                        drawn += 1
        assert drawn == 6 * 4 * 8 * 3
        # Each text laid out once per width: not again for the cursor, the hover or another row showing it.
        cells = [table.get_cell_at((row, column)) for row in range(table.row_count) for column in range(len(COLUMNS))]
        widths = (2, 3, 5, 8, 12, 40)
        assert set(table._laid_out.keys()) == {(c.plain, c.style, c.numeric, w - 2) for c in cells for w in widths}
        shown = app.export_screenshot()
        assert "Vance" in shown and "markup" in shown  # drawn on the screen as well


async def test_a_tables_columns_are_as_wide_as_textual_measures_them():
    """The rows of one-line cells are measured without Rich (`CellLines.measure_rows`): every column as wide as
    Textual's own measuring makes it, wide characters, an empty text and a cell left out included."""
    from tui.textual_patches.data_table import TableHooks

    rows = (*ROWS, ("tab\there", "日本語チーム", 1, Shown(2, "two\nlines")))
    widths = []
    for measured_here in (True, False):
        app = OneTable()
        async with app.run_test(size=(60, 12)) as pilot:
            table = app.query_one(SortableTable)
            if not measured_here:
                table.measure_rows = lambda new_rows, table=table: TableHooks.measure_rows(table, new_rows)
            table.show((str(i), row) for i, row in enumerate(rows))
            await pilot.pause()
            widths.append([c.content_width for c in table.ordered_columns])
    assert widths[0] == widths[1]
    assert widths[0][:2] == [len("Maximilian Longname-Hyphenated"), 12]  # measured (wide characters: 2 cells each)
