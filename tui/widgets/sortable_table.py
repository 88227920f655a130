"""A DataTable that sorts its rows by any column: its header clicked, or its cursor's column and a key.

Screens hand it whole rows of values; it keeps them and re-renders in the order asked, so a team
filter or a reload never loses the sort. Numbers sort largest first, text A to Z; asking for the
same column again reverses it. Empty values always go last.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Sequence
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any, NamedTuple, TypeVar, cast

from rich.text import Text
from textual import on
from textual.coordinate import Coordinate
from textual.widgets import DataTable

from league.season.texts import printable
from tui.widgets.cell_lines import Cell, CellLines
from tui.widgets.fitting import fit_after_resize, fit_columns
from tui.widgets.plain_table import keeping_place

if TYPE_CHECKING:
    from _typeshed import SupportsRichComparison


class Shown(NamedTuple):
    """A cell shown as `text` but sorted by `value` ("rest of season" sorted after every number), in a
    Rich `style` when it has one ("strike" for a voided payment)."""

    value: object
    text: str
    style: str = ""


@dataclass(frozen=True, slots=True)
class Column:
    """One column: its header, its key, and whether it holds numbers (right-aligned, largest first)."""

    label: str
    key: str
    numeric: bool = True


def sort_value(cell: object) -> SupportsRichComparison | None:
    value = cell.value if isinstance(cell, Shown) else cell
    # The cells of one column hold one type (numbers, text or dates): any two of them compare.
    return cast("SupportsRichComparison | None", value.lower() if isinstance(value, str) else value)


def cell_of(cell: object, numeric: bool) -> Cell:
    text = cell.text if isinstance(cell, Shown) else ("" if cell is None else str(cell))
    return Cell(printable(text), cell.style if isinstance(cell, Shown) else "", numeric)


Item = TypeVar("Item")


def sorted_by_value(items: Iterable[Item], value: Callable[[Item], object], descending: bool) -> list[Item]:
    """`items` by their `value` (a cell, `sort_value` read once each), empty values last in their order."""
    present: list[tuple[SupportsRichComparison, Item]] = []
    empty: list[Item] = []
    for item in items:
        key = sort_value(value(item))
        if key is None:
            empty.append(item)
        else:
            present.append((key, item))
    present.sort(key=lambda pair: pair[0], reverse=descending)
    return [item for _, item in present] + empty


class SortedColumns(CellLines):
    """What both sortable tables share (`SortableTable`, `SortedWindowTable`): the columns, the one sorted
    and its direction, the headers marked ▼ or ▲, a header clicked or the cursor's column sorting; each
    table orders and shows its rows in `sort_by`."""

    # Each table's own: order and show the rows by column `key` (`_turn_to` first says which way).
    sort_by: Callable[[str], None]

    def __init__(self, columns: Sequence[Column], sort: str | None = None, **kwargs: Any) -> None:
        super().__init__(cursor_type="cell", zebra_stripes=True, **kwargs)
        self.spec = tuple(columns)
        self.sort_column = sort
        self.descending = self._column(sort).numeric if sort else False

    def _column(self, key: str | None) -> Column:
        return next(c for c in self.spec if c.key == key)

    def _turn_to(self, key: str) -> None:
        """Sort by column `key` from now on: numbers largest first, text A to Z; the same column again reverses."""
        if key == self.sort_column:
            self.descending = not self.descending
        else:
            self.sort_column, self.descending = key, self._column(key).numeric

    def sort_by_cursor(self) -> None:
        """Sort by the column under the cursor."""
        self.sort_by(self.spec[self.cursor_column].key)

    @property
    def sort_text(self) -> str:
        """The current order in words, e.g. "PTS, largest first"."""
        if self.sort_column is None:
            return "unsorted"
        column = self._column(self.sort_column)
        if column.numeric:
            return f"{column.label}, {'largest' if self.descending else 'smallest'} first"
        return f"{column.label}, {'Z to A' if self.descending else 'A to Z'}"

    def sort_index(self) -> int:
        """The sorted column's place among the columns (a sort is on)."""
        return [c.key for c in self.spec].index(str(self.sort_column))

    def add_sorted_columns(self) -> None:
        """Add every column, the sorted one's header marked ▼ (largest or Z first) or ▲."""
        for column in self.spec:
            mark = ("▼" if self.descending else "▲") if column.key == self.sort_column else ""
            label = Text(column.label + mark, justify="right" if column.numeric else "left", overflow="ellipsis")
            self.add_column(label, key=column.key)

    @on(DataTable.HeaderSelected)
    def _header_selected(self, event: DataTable.HeaderSelected) -> None:
        event.stop()
        self.sort_by(str(event.column_key.value))


class SortableTable(SortedColumns):
    """Rows of values sorted by one column at a time; the sorted column's header shows ▼ or ▲."""

    def __init__(self, columns: Sequence[Column], sort: str | None = None, **kwargs: Any) -> None:
        super().__init__(columns, sort, **kwargs)
        self.given: list[tuple[str, tuple[object, ...]]] = []

    def show(self, rows: Iterable[tuple[str, tuple[object, ...]]]) -> None:
        """Replace the rows (key, values in column order) and render them in the current sort."""
        self.given = list(rows)
        with keeping_place(self):  # a reload (another window's save too) leaves the cursor on its row
            self._fill()

    def sort_by(self, key: str) -> None:
        """Sort by column `key`: numbers largest first, text A to Z; the same column again reverses."""
        self._turn_to(key)
        where = self.cursor_coordinate
        self._fill()  # a new order is read from its top: the cursor keeps its place on screen, not its row
        if self.row_count:
            self.cursor_coordinate = Coordinate(min(where.row, self.row_count - 1), where.column)

    def ordered(self) -> list[tuple[str, tuple[object, ...]]]:
        """The rows in the order they are shown."""
        if self.sort_column is None:
            return list(self.given)
        index = self.sort_index()
        return sorted_by_value(self.given, lambda row: row[1][index], self.descending)

    def _fill(self) -> None:
        self.clear(columns=True)
        self.add_sorted_columns()
        for key, values in self.ordered():
            self.add_row(*(cell_of(v, c.numeric) for v, c in zip(values, self.spec, strict=False)), key=key)

    def rows_measured(self) -> None:
        fit_columns(self)  # the rows just measured may hold a longer name

    def on_resize(self) -> None:
        self.call_after_refresh(fit_after_resize, self)  # once the scrollbars are laid out for the new size

    def selected_key(self) -> str | None:
        """The key of the row under the cursor, or None when the table is empty."""
        if not self.row_count:
            return None
        return str(self.coordinate_to_cell_key(Coordinate(self.cursor_row, 0)).row_key.value)
