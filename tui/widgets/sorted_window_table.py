"""A sortable table over a long list that holds only the rows around the cursor (docs/performance.md: memory).

`SortableTable` keeps every row it is given, as values and as drawn cells: a 10,000-game fee list
held 17 MiB that way. This table is given the list as keys and a function reading one row's values
(in column order), and sorts the whole list as `SortableTable` does (numbers largest first, text A
to Z, the same column again reversed, empty values last) by reading each row's value of the sorted
column once per sort; it keeps only the order (row numbers) and builds the cells of the rows its
window holds (`WindowedTable`); the sort's state, headers and keys are `SortedColumns`, as
`SortableTable`'s.
"""

from __future__ import annotations

from array import array
from collections.abc import Callable, Sequence
from typing import Any

from tui.widgets.sortable_table import Column, SortedColumns, cell_of, sorted_by_value
from tui.widgets.windowed_table import WindowedTable

Values = Callable[[int], Sequence[object]]


class SortedWindowTable(WindowedTable, SortedColumns):
    """Rows of values sorted by one column at a time; the sorted column's header shows ▼ or ▲."""

    def __init__(self, columns: Sequence[Column], sort: str | None = None, **kwargs: Any) -> None:
        super().__init__(columns, sort, **kwargs)
        self.given_keys: Sequence[str] = ()
        self._values: Values = lambda i: ()

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

    def order(self) -> Sequence[int]:
        """The given rows' numbers in the order they are shown: held as a range, or as machine integers (a list of
        a season's 30,000 row numbers was 1 MiB for as long as the screen is kept; docs/performance.md: memory)."""
        rows = range(len(self.given_keys))
        if self.sort_column is None:
            return rows
        index, values = self.sort_index(), self._values
        # Each row's values read once, only the sorted column's kept.
        return array("l", sorted_by_value(rows, lambda i: values(i)[index], self.descending))

    def sort_by(self, key: str) -> None:
        """Sort by column `key`: numbers largest first, text A to Z; the same column again reverses."""
        self._turn_to(key)
        # A new order is read from its top: the cursor keeps its place in the list, not its row.
        self._show_ordered(at=self.cursor_index or 0)

    def clear_for_window(self) -> None:
        self.clear(columns=True)
        self.add_sorted_columns()

    def selected_key(self) -> str | None:
        """The key of the row under the cursor, or None when the list is empty."""
        at = self.cursor_index
        return self.list_keys[at] if at is not None else None
