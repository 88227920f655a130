"""A sortable table's cells drawn without Rich's whole pipeline for each one (docs/performance.md: a screen opens under
150 ms).

Textual's DataTable draws every cell anew through Rich (the cell padded, styled before and after, cut and
padded to its width): some 80 microseconds a cell, a third of the stats screen's first frame (370 cells). A
`Cell` is one line of text with one style, so its line is the padding, its text as Rich lays it out at the
column's width (made once per distinct text, style, side and width: numbers and codes repeat down a column)
and the padding again, each in the styles Textual gives it. Any other cell, a header, a label, a fixed
column or a taller row is drawn by Textual itself.
"""

from __future__ import annotations

from collections.abc import Iterable
from typing import Any

from rich.cells import cell_len
from rich.control import strip_control_codes
from rich.segment import Segment
from rich.style import Style
from rich.text import Text
from textual.cache import LRUCache
from textual.widgets.data_table import ColumnKey, RowKey

from tui.textual_patches.data_table import TableHooks, body_cell, draw_one_line_cell, measure_rows_by


class Cell:
    """A cell as the table keeps it: its text and style, made a Rich `Text` only when drawn or measured.

    A `Text` per cell kept for every row was most of a long table's memory (a 10,000-game fee list:
    60,000 of them, 25 MiB; docs/performance.md: memory), and only the rows on screen are drawn.
    """

    __slots__ = ("numeric", "plain", "style")

    def __init__(self, plain: str, style: str, numeric: bool) -> None:
        self.plain, self.style, self.numeric = plain, style, numeric

    def __rich__(self) -> Text:
        return Text(  # a Text: never read as markup
            self.plain, style=self.style, justify="right" if self.numeric else "left", no_wrap=True, overflow="ellipsis"
        )

    def __str__(self) -> str:
        return self.plain

    @property
    def width(self) -> int:
        """Its width in cells, as Rich measures its `Text` (the widest line, control codes left out)."""
        return max((cell_len(line) for line in strip_control_codes(self.plain).splitlines()), default=0)


def cell_width(value: object) -> int | None:
    """A `Cell`'s width (an empty cell's, 0); None for any other value (Textual measures it)."""
    return 0 if value is None else value.width if isinstance(value, Cell) else None


class CellLines(TableHooks):
    """A DataTable whose `Cell`s are drawn as one line each, the same segments Textual's Rich pipeline makes."""

    def __init__(self, *args: Any, **kwargs: Any) -> None:
        super().__init__(*args, **kwargs)
        self._laid_out: LRUCache[tuple[str, str, bool, int], tuple[Segment, ...]] = LRUCache(4096)

    def measure_rows(self, new_rows: Iterable[RowKey]) -> Iterable[RowKey]:
        """The rows of `Cell`s measured here, without Rich (`measure_rows_by`); any other left to Textual."""
        return measure_rows_by(self, new_rows, cell_width)

    def _lay_out(self, cell: Cell, width: int) -> tuple[Segment, ...]:
        """The cell's text as Rich lays it out in `width` cells (cut with an ellipsis, padded on its side)."""
        key = (cell.plain, cell.style, cell.numeric, width)
        found = self._laid_out.get(key)
        if found is None:
            options = self.app.console_options.update_dimensions(width, 1).update(no_wrap=True)
            found = tuple(self.app.console.render_lines(cell.__rich__(), options, pad=True)[0])
            self._laid_out[key] = found
        return found

    def _one_line_cell(self, row_index: int, column_index: int) -> tuple[RowKey, ColumnKey, Cell] | None:
        """The keys and the `Cell` at a body cell of a one-line row, outside any fixed row or column; else None."""
        if row_index < max(self.fixed_rows, 0) or column_index < self.fixed_columns:
            return None
        found = body_cell(self, row_index, column_index)
        if found is None:
            return None
        row, column_key, cell = found
        if row.height != 1 or row.auto_height or not isinstance(cell, Cell):
            return None
        return row.key, column_key, cell

    def draw_cell(
        self,
        row_index: int,
        column_index: int,
        base_style: Style,
        width: int,
        cursor: bool = False,
        hover: bool = False,
    ) -> list[list[Segment]]:
        pad = self.cell_padding
        found_cell = self._one_line_cell(row_index, column_index) if width >= 2 * pad else None
        if found_cell is None:
            return super().draw_cell(row_index, column_index, base_style, width, cursor, hover)
        row_key, column_key, cell = found_cell
        return draw_one_line_cell(
            self,
            (row_key, column_key),
            (row_index, column_index),
            base_style,
            lambda: self._lay_out(cell, width - 2 * pad),
            cursor,
            hover,
        )
