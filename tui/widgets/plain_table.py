"""A DataTable whose text cells are shown as written, never read as markup.

Textual's DataTable parses every `str` cell as Rich markup, so a player named "[/]" crashes the
screen (MarkupError) and one named "[bold]Al[/bold]" is shown as "Al" in bold. Names come from
forms, CSV sheets and season files, so every table that shows them is one of these.
"""

from __future__ import annotations

from collections.abc import Iterable, Iterator, Sequence
from contextlib import contextmanager
from typing import Any

from rich.cells import cell_len
from rich.text import Text
from textual.widgets import DataTable
from textual.widgets.data_table import CellType, ColumnKey, RowKey

from league.season.texts import printable
from tui.textual_patches.data_table import TableHooks, measure_rows_by, order_rows, scroll_cursor_into_view
from tui.widgets.fitting import fit_after_resize, fit_columns


def literal(cell: object) -> object:
    """A text cell as a `Text` (shown as written, a control character stored before names refused them
    as its escape); any other cell as it is."""
    return Text(printable(cell), no_wrap=True, overflow="ellipsis") if isinstance(cell, str) else cell


def plain_width(cell: object) -> int | None:
    """The width in cells Textual measures a `Text` cell or an integer at (Rich's widest line of its text); None for
    any other cell, which Textual measures itself."""
    if isinstance(cell, Text):
        return max((cell_len(line) for line in cell.plain.splitlines()), default=0)
    return cell_len(str(cell)) if isinstance(cell, int) else None


class PlainTable(TableHooks):
    """A DataTable that shows `str` cells literally (brackets and all)."""

    def measure_rows(self, new_rows: Iterable[RowKey]) -> Iterable[RowKey]:
        """Rows of text and integer cells measured here (`plain_width`), not through Rich's console for each cell:
        the rosters' seven tables were some 40 ms of their screen's first visit at any season's size."""
        return measure_rows_by(self, new_rows, plain_width)

    def add_row(
        self, *cells: CellType, height: int | None = 1, key: str | None = None, label: Text | str | None = None
    ) -> RowKey:
        """Add a row; its text cells (and its label) are shown exactly as written."""
        shown_label = Text(printable(label)) if isinstance(label, str) else label
        return super().add_row(*(literal(c) for c in cells), height=height, key=key, label=shown_label)

    def update_cell(
        self, row_key: RowKey | str, column_key: ColumnKey | str, value: CellType, *, update_width: bool = False
    ) -> None:
        """Replace a cell's value; text is shown exactly as written."""
        super().update_cell(row_key, column_key, literal(value), update_width=update_width)

    def refill(self, rows: Sequence[tuple[str, Sequence[CellType]]]) -> None:
        """Show `rows` (each a key and its cells in the columns' order), the cursor kept on its row
        (`keeping_place`). A table holding the same keys keeps its rows: only the cells that changed are
        replaced and the rows moved into the new order (the standings after a result draw what the result
        changed, not a table built and measured again); any other is built afresh."""
        keys = [key for key, _ in rows]
        with keeping_place(self):
            held = [str(row.key.value) for row in self.ordered_rows]
            if len(set(keys)) != len(keys) or sorted(held) != sorted(keys):
                self.clear()
                for key, cells in rows:
                    self.add_row(*cells, key=key)
                return
            columns = list(self.columns)
            for key, cells in rows:
                for column, cell in zip(columns, cells, strict=True):
                    if self.get_cell(key, column) != (shown := literal(cell)):
                        super().update_cell(key, column, shown, update_width=True)
            if held != keys:
                order_rows(self, keys)

    def rows_measured(self) -> None:
        fit_columns(self)  # the rows just measured may hold a longer name

    def on_resize(self) -> None:
        self.call_after_refresh(fit_after_resize, self)  # once the scrollbars are laid out for the new size


@contextmanager
def keeping_place(table: DataTable[Any]) -> Iterator[None]:
    """Refill `table` inside the block: after it the cursor is on the same row (found by its key, not its
    index: rows another window added above it do not move it; the nearest row when it is gone), in the
    same column, and the table scrolled where it was (the cursor kept in view)."""
    row, column = table.cursor_coordinate
    key = table.coordinate_to_cell_key(table.cursor_coordinate).row_key if table.row_count else None
    scroll = (table.scroll_x, table.scroll_y)
    yield
    if table.row_count and table.cursor_type != "none":
        if key is not None and key in table.rows:
            row = table.get_row_index(key)
        column = min(column, max(len(table.columns) - 1, 0))
        table.move_cursor(row=min(row, table.row_count - 1), column=column, animate=False, scroll=False)
    # After the refresh that measures the new rows: scrolled back before that, the table would clamp to nothing.
    table.call_after_refresh(_scroll_back, table, scroll)


def _scroll_back(table: DataTable[Any], scroll: tuple[float, float]) -> None:
    table.scroll_to(*scroll, animate=False, immediate=True)
    if table.row_count and table.cursor_type != "none":
        scroll_cursor_into_view(table)  # DataTable's own (header rows counted); scrolls only if it must
