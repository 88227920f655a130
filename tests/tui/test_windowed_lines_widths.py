"""The schedule's windowed table of one-line cells (`tui.widgets.windowed_table.WindowedLines`) measures the rows it
holds itself, `Cell`s and plain text and integers alike: none is left to Rich's console (three reads of the
terminal's size a cell), and its columns come out exactly as wide as Textual's own measure makes them."""

from __future__ import annotations

from textual.app import App, ComposeResult

from tui.textual_patches.data_table import TableHooks
from tui.widgets.windowed_table import WindowedLines, as_cells

ROWS = (
    as_cells("R1", "regular", "Sat 3 Oct", "Abe Vance"),
    as_cells("R2", "", "日本語テキストの名前", "[bold]not markup[/]"),
    as_cells("R3", "playoff", "a\x1bb\tc", "two\nlines"),
    ("R4", 123456, "é", ""),  # plain text and integers: measured as a plain table measures them
    as_cells("R5", "regular"),  # cells left out
)


class OneTable(App[None]):
    def compose(self) -> ComposeResult:
        yield WindowedLines(id="lines", cursor_type="row")


async def _widths(measured_here: bool) -> tuple[list[int], list[object]]:
    """The columns' widths once the rows are shown, and the rows the table left to Textual's measure."""
    app = OneTable()
    left: list[object] = []
    async with app.run_test(size=(100, 30)) as pilot:
        table = app.query_one(WindowedLines)
        table.add_columns("Game", "Stage", "Date", "Name")
        if measured_here:
            ours = table.measure_rows

            def measured(new_rows: object) -> object:
                rows = list(ours(new_rows))  # type: ignore[arg-type]
                left.extend(rows)
                return rows

            table.measure_rows = measured  # type: ignore[method-assign]
        else:
            table.measure_rows = lambda new_rows: TableHooks.measure_rows(table, new_rows)  # type: ignore[method-assign]
        table.show([str(i) for i in range(len(ROWS))], lambda i: ROWS[i])
        await pilot.pause()
        return [c.content_width for c in table.ordered_columns], left


async def test_the_windowed_lines_measure_their_cells_as_textual_does_leaving_none_to_rich():
    ours, left = await _widths(measured_here=True)
    textuals, _ = await _widths(measured_here=False)
    assert left == []  # every row measured here, the `Cell`s too
    assert ours == textuals
    assert ours[1:3] == [7, 20]  # "playoff" over the integer's six digits; wide characters two cells each
