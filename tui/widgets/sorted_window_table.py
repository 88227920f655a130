"""A sortable table over a long list that holds only the rows around the cursor (issue 25: memory).

`SortableTable` keeps every row it is given, as values and as drawn cells: a 10,000-game fee list
held 17 MiB that way. This table is given the list as keys and a function reading one row's values
(in column order), and sorts the whole list as `SortableTable` does (numbers largest first, text A
to Z, the same column again reversed, empty values last) by reading each row's value of the sorted
column once per sort; it keeps only the order (row numbers) and builds the cells of the rows its
window holds (`WindowedTable`), drawn line by line as `SortableTable`'s (`CellLines`). The cursor
moves by cell, as in `SortableTable`.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import Any

from rich.text import Text
from textual import on
from textual.widgets import DataTable

from tui.widgets.cell_lines import CellLines
from tui.widgets.sortable_table import Column, cell_of, sort_value, sort_words
from tui.widgets.windowed_table import WindowedTable

Values = Callable[[int], Sequence[object]]


class SortedWindowTable(WindowedTable, CellLines):
    """Rows of values sorted by one column at a time; the sorted column's header shows ▼ or ▲."""

    def __init__(self, columns: Sequence[Column], sort: str | None = None, **kwargs: Any) -> None:
        super().__init__(cursor_type="cell", zebra_stripes=True, **kwargs)
        self.spec = tuple(columns)
        self.sort_column = sort
        self.descending = self._column(sort).numeric if sort else False
        self.given_keys: Sequence[str] = ()
        self._values: Values = lambda i: ()

    def _column(self, key: str | None) -> Column:
        return next(c for c in self.spec if c.key == key)

    def show_rows(self, keys: Sequence[str], values: Values) -> None:
        """Show the rows `keys` (`values(i)`: the values of row i in column order) in the current sort,
        the cursor on the row it was on."""
        self.given_keys, self._values = keys, values
        self._show_ordered(at=None)

    def _show_ordered(self, at: int | None) -> None:
        order = self.order()
        keys, values, spec = self.given_keys, self._values, self.spec

        def cells(i: int) -> tuple[object, ...]:
            return tuple(cell_of(v, c.numeric) for v, c in zip(values(order[i]), spec, strict=False))

        self.show([keys[i] for i in order], cells, at)

    def order(self) -> list[int]:
        """The given rows' numbers in the order they are shown."""
        rows = range(len(self.given_keys))
        if self.sort_column is None:
            return list(rows)
        index = [c.key for c in self.spec].index(self.sort_column)
        present, empty = [], []
        for i in rows:  # each row's values read once, only the sorted column's kept
            value = sort_value(self._values(i)[index])
            if value is None:
                empty.append(i)
            else:
                present.append((value, i))
        present.sort(key=lambda pair: pair[0], reverse=self.descending)
        return [i for _, i in present] + empty

    def sort_by(self, key: str) -> None:
        """Sort by column `key`: numbers largest first, text A to Z; the same column again reverses."""
        if key == self.sort_column:
            self.descending = not self.descending
        else:
            self.sort_column, self.descending = key, self._column(key).numeric
        # A new order is read from its top: the cursor keeps its place in the list, not its row.
        self._show_ordered(at=self.cursor_index or 0)

    def sort_by_cursor(self) -> None:
        """Sort by the column under the cursor."""
        self.sort_by(self.spec[self.cursor_column].key)

    @property
    def sort_text(self) -> str:
        """The current order in words, e.g. "PTS, largest first"."""
        return sort_words(self._column(self.sort_column) if self.sort_column else None, self.descending)

    def clear_for_window(self) -> None:
        self.clear(columns=True)
        for column in self.spec:
            mark = ("▼" if self.descending else "▲") if column.key == self.sort_column else ""
            label = Text(column.label + mark, justify="right" if column.numeric else "left", overflow="ellipsis")
            self.add_column(label, key=column.key)

    @on(DataTable.HeaderSelected)
    def _header_selected(self, event: DataTable.HeaderSelected) -> None:
        event.stop()
        self.sort_by(str(event.column_key.value))

    def selected_key(self) -> str | None:
        """The key of the row under the cursor, or None when the list is empty."""
        at = self.cursor_index
        return self.list_keys[at] if at is not None else None
