"""A DataTable whose text cells are shown as written, never read as markup.

Textual's DataTable parses every `str` cell as Rich markup, so a player named "[/]" crashes the
screen (MarkupError) and one named "[bold]Al[/bold]" is shown as "Al" in bold. Names come from
forms, CSV sheets and season files, so every table that shows them is one of these.
"""

from __future__ import annotations

from rich.text import Text
from textual.widgets import DataTable
from textual.widgets.data_table import CellType, ColumnKey, RowKey

from league.texts import printable


def literal(cell: object) -> object:
    """A text cell as a `Text` (shown as written, a control character stored before names refused them
    as its escape); any other cell as it is."""
    return Text(printable(cell)) if isinstance(cell, str) else cell


class PlainTable(DataTable):
    """A DataTable that shows `str` cells literally (brackets and all)."""

    def add_row(self, *cells: CellType, height: int | None = 1, key: str | None = None,
                label: Text | str | None = None) -> RowKey:
        """Add a row; its text cells (and its label) are shown exactly as written."""
        return super().add_row(*(literal(c) for c in cells), height=height, key=key, label=literal(label))

    def update_cell(self, row_key: RowKey | str, column_key: ColumnKey | str, value: CellType, *,
                    update_width: bool = False) -> None:
        """Replace a cell's value; text is shown exactly as written."""
        super().update_cell(row_key, column_key, literal(value), update_width=update_width)
