"""A plain table measures its text and integer cells itself (`tui.widgets.plain_table.plain_width`), not through
Rich's console for each cell: its columns come out exactly as wide as Textual's own measure makes them, wide
characters, control characters, markup-like text, empty cells, booleans and cells it leaves to Textual included."""

from __future__ import annotations

from textual.app import App, ComposeResult
from textual.widgets import DataTable

from tui.widgets.plain_table import PlainTable, literal

ROWS = (
    ("Abe Vance", 12, "RED", None),
    ("Maximilian Longname-Hyphenated", 7, "", 1.5),
    ("日本語テキストの名前", 123456, "GLD", True),
    ("[bold]not markup[/]", -3, "two\nlines", 0),
    ("a\x1bb\tc", 0, "é", "x"),
)


class TwoTables(App[None]):
    def compose(self) -> ComposeResult:
        yield PlainTable(id="ours")
        yield DataTable(id="textuals")


async def test_a_plain_tables_columns_are_as_wide_as_textual_measures_them():
    app = TwoTables()
    async with app.run_test(size=(100, 30)) as pilot:
        ours, textuals = app.query_one("#ours", PlainTable), app.query_one("#textuals", DataTable)
        for table in (ours, textuals):
            table.add_columns("Name", "No", "Team", "Other")
        for i, row in enumerate(ROWS):
            ours.add_row(*row, key=str(i))
            textuals.add_row(*(literal(cell) for cell in row), key=str(i))  # the same cells, Textual measuring
        await pilot.pause()
        assert [c.content_width for c in ours.ordered_columns] == [c.content_width for c in textuals.ordered_columns]
        assert ours.virtual_size == textuals.virtual_size
        assert [c.content_width for c in ours.ordered_columns][:2] == [30, 6]
