"""Patches on Textual's DataTable: its cell drawing, its measuring, its caches and its scroll (Textual 8.2.x)."""

from __future__ import annotations

from collections.abc import Callable, Iterable, Sequence
from itertools import zip_longest
from typing import Any

from rich.segment import Segment
from rich.style import Style
from textual._two_way_dict import TwoWayDict
from textual.widgets import DataTable
from textual.widgets.data_table import ColumnKey, DuplicateKey, Row, RowKey


class TableHooks(DataTable[Any]):
    """A DataTable whose cell drawing and row measuring rinkbook's tables extend through public hooks.

    Why: a sortable table draws its one-line cells without Rich's whole pipeline (a third of a screen's
    first frame), a game-columns table draws the columns cropped away as blanks, a table fits its columns
    to its width once new rows are measured, and a table of one-line cells measures them without Rich.
    Its scrollbars follow its size alone: Textual skips its second look (a horizontal scrollbar taking the
    line that calls for a vertical one) once it has seen a pair of states, against content that reflows
    with its scrollbars, so a table whose rows just fill it showed one look or the other by how many layouts
    ran; a table's content never reflows with its scrollbars (its fit follows its size, `tui.widgets.fitting`).
    Textual 8.2.x: overrides `DataTable._render_cell` (hook: `draw_cell`), `DataTable._update_dimensions`
    (hooks: `measure_rows`, `rows_measured`) and `Widget._refresh_scrollbars` (`Widget._scrollbar_changes`).
    """

    def _refresh_scrollbars(self) -> None:
        self._scrollbar_changes.clear()
        super()._refresh_scrollbars()

    def _render_cell(
        self,
        row_index: int,
        column_index: int,
        base_style: Style,
        width: int,
        cursor: bool = False,
        hover: bool = False,
    ) -> list[list[Segment]]:
        return self.draw_cell(row_index, column_index, base_style, width, cursor, hover)

    def draw_cell(
        self,
        row_index: int,
        column_index: int,
        base_style: Style,
        width: int,
        cursor: bool = False,
        hover: bool = False,
    ) -> list[list[Segment]]:
        """The lines of the cell at (`row_index`, `column_index`; -1 is the header row), as Textual draws it."""
        return super()._render_cell(row_index, column_index, base_style, width, cursor, hover)

    def _update_dimensions(self, new_rows: Iterable[RowKey]) -> None:
        super()._update_dimensions(self.measure_rows(new_rows))
        self.rows_measured()

    def measure_rows(self, new_rows: Iterable[RowKey]) -> Iterable[RowKey]:
        """Measure what the table measures itself of the rows just added (their cells' widths into their
        columns'); the rows left for Textual to measure: all of them by default."""
        return new_rows

    def rows_measured(self) -> None:
        """Called once rows just added are measured (their height, the columns' widths): nothing by default."""


def measure_rows_by(
    table: DataTable[Any], new_rows: Iterable[RowKey], width_of: Callable[[object], int | None]
) -> list[RowKey]:
    """Widen `table`'s columns to the cells of `new_rows` whose every value `width_of` measures (its width in
    cells, as Textual's measure gives it; None: one Textual must measure), as Textual does; the rows left (a
    labelled row, an auto-height row, a row holding a value `width_of` cannot measure) for Textual to measure.

    Why: Textual measures each cell through Rich, reading the console's options (the terminal's size, three
    times) for every cell: 25 ms of the schedule's 135-row first build at 30,000 games, in a screen's first
    frame. Textual 8.2.x: `DataTable.rows`, `_data`, `_row_locations`, `Row.label`, `Row.auto_height`,
    `Column.content_width`, as `DataTable._update_dimensions` reads them.
    """
    columns = table.ordered_columns
    left: list[RowKey] = []
    for key in new_rows:
        row, data = table.rows.get(key), table._data.get(key)
        if row is None or data is None or table._row_locations.get(key) is None:
            continue  # removed before the table measured it: Textual passes it over too
        widths = [width_of(data.get(c.key)) for c in columns] if row.label is None and not row.auto_height else None
        if widths is None or None in widths:
            left.append(key)
            continue
        for column, width in zip(columns, widths, strict=True):
            column.content_width = max(column.content_width, width or 0)
    return left


def body_cell(table: DataTable[Any], row_index: int, column_index: int) -> tuple[Row, ColumnKey, object] | None:
    """The row, the column's key and the value at a body cell of `table`, or None where there is none.

    Why: `CellLines` draws a cell by its value, found from the indices Textual draws by.
    Textual 8.2.x: `DataTable._row_locations`, `_column_locations`, `_data`.
    """
    row_key = table._row_locations.get_key(row_index)
    row = table.rows.get(row_key) if row_key is not None else None
    column_key = table._column_locations.get_key(column_index)
    if row is None or column_key is None:
        return None
    return row, column_key, table._data[row.key].get(column_key)


def draw_one_line_cell(
    table: DataTable[Any],
    keys: tuple[RowKey, ColumnKey],
    at: tuple[int, int],
    base_style: Style,
    text: Callable[[], Sequence[Segment]],
    cursor: bool,
    hover: bool,
) -> list[list[Segment]]:
    """A one-line body cell's lines as Textual's Rich pipeline makes them: the padding, `text()` (its text laid
    out at the column's width) and the padding again, in the styles Textual gives the cell at `at` (row, column).
    Kept in Textual's own cache under Textual's own key, so it is cleared where Textual clears it.

    Why: Textual draws each cell through Rich's whole pipeline, some 80 microseconds a cell: a third of the
    stats screen's first frame. Textual 8.2.x: `DataTable._cell_render_cache`, `_show_hover_cursor`,
    `_update_count`, `_pseudo_class_state`, `_get_styles_to_render_cell`.
    """
    row_index, column_index = at
    key = (*keys, base_style, cursor, hover, table._show_hover_cursor, table._update_count, table._pseudo_class_state)
    found: list[list[Segment]] | None = table._cell_render_cache.get(key)
    if found is not None:
        return found
    component_style, post_style = table._get_styles_to_render_cell(
        False,
        False,
        False,
        hover,
        cursor,
        table.show_cursor,
        table._show_hover_cursor,
        table.cursor_foreground_priority == "css",
        table.cursor_background_priority == "css",
    )
    pre_style = base_style + Style.from_meta({"row": row_index, "column": column_index}) + component_style
    pad = table.cell_padding
    edge = Segment(" " * pad, pre_style + post_style)
    line = [edge, *(Segment(s.text, pre_style + s.style + post_style) for s in text()), edge]
    lines = [line if pad else line[1:-1]]
    table._cell_render_cache[key] = lines
    return lines


def row_key_at(table: DataTable[Any], row_index: int) -> RowKey | None:
    """The key of the row at `row_index` (-1: the header row's), None past the rows.

    Why: a game-columns table draws a cropped cell as a blank as high as its row.
    Textual 8.2.x: `DataTable._header_row_key`, `_row_locations`.
    """
    return table._header_row_key if row_index == -1 else table._row_locations.get_key(row_index)


def forget_drawn_rows(table: DataTable[Any]) -> None:
    """Drop the rows and lines `table` keeps drawn: its next frame draws them again.

    Why: Textual keeps drawn rows whatever the scroll; a game-columns table drew the columns out of view blank.
    Textual 8.2.x: `DataTable._row_render_cache`, `_line_cache`.
    """
    table._row_render_cache.clear()
    table._line_cache.clear()


def clear_table_caches(table: DataTable[Any]) -> None:
    """Drop every cache `table` keeps of what it drew and measured.

    Why: a table fitting its width changed its columns' widths; a hidden screen lets its drawing go.
    Textual 8.2.x: `DataTable._clear_caches`.
    """
    table._clear_caches()


def look_at_scrollbars(table: DataTable[Any]) -> None:
    """Show or hide `table`'s scrollbars for its virtual size as it is now.

    Why: Textual looks at a table's scrollbars when a layout changes its size; a fit that narrows its columns
    changes only its virtual width, so a sideways scrollbar stayed for columns that then fit (a blank line under
    the dashboard's standings at 80x24) whenever the table's size had settled before the fit. Textual 8.2.x:
    `Widget._scroll_update`.
    """
    table._scroll_update(table.virtual_size)


def scroll_cursor_into_view(table: DataTable[Any]) -> None:
    """Scroll `table` only as far as needed to show its cursor (header rows counted).

    Why: a table refilled, or moved to its end, keeps the cursor in view. Textual 8.2.x:
    `DataTable._scroll_cursor_into_view`.
    """
    table._scroll_cursor_into_view()


def row_label_width(table: DataTable[Any]) -> int:
    """The width of `table`'s row label column (0 without one).

    Why: a table fitting its width counts it. Textual 8.2.x: `DataTable._row_label_column_width`.
    """
    return table._row_label_column_width


def rows_height(table: DataTable[Any]) -> int:
    """The height of all `table`'s rows.

    Why: a table fitting its width leaves room for a vertical scrollbar when its rows need one.
    Textual 8.2.x: `DataTable._total_row_height`.
    """
    return table._total_row_height


def order_rows(table: DataTable[Any], keys: Sequence[str]) -> None:
    """Show `table`'s rows in the order of `keys` (each row's key once), as `DataTable.sort` moves them.

    Why: a table refilled with the same rows in a new order (the standings after a result) moves its rows
    instead of being cleared and built again, which lays it out and measures every cell anew; `sort` orders
    by the cells' values, not by a given order of keys. Textual 8.2.x: `DataTable._row_locations`,
    `DataTable._update_count`.
    """
    table._row_locations = TwoWayDict({RowKey(key): index for index, key in enumerate(keys)})
    table._update_count += 1
    table.refresh()


def add_unfilled_rows(table: DataTable[Any], keys: Sequence[str]) -> set[RowKey]:
    """Add rows `keys`, one line high, at the bottom of `table` without their cells (`fill_row` fills each), at once;
    their keys.

    Why: a windowed table builds the rows its first frame cannot show once that frame is painted, its rows, cursor and
    scroll those of the whole table from the start; `add_row`'s own bookkeeping, the cursor set again and the columns
    ordered twice a row, was most of the schedule's 135-row first fill. Textual 8.2.x: `DataTable._row_locations`,
    `_data`, `rows`, `Row`, `_require_update_dimensions`, `_update_count`, as `DataTable.add_row` sets them.
    """
    empty = dict.fromkeys(column.key for column in table.ordered_columns)
    added = set()
    for index, key in enumerate(map(RowKey, keys), table.row_count):
        if key in table._row_locations:
            raise DuplicateKey(f"The row key {key!r} already exists.")
        table._row_locations[key] = index
        table._data[key] = dict(empty)
        table.rows[key] = Row(key, 1)
        added.add(key)
    table._require_update_dimensions = True
    table._update_count += 1
    table.check_idle()
    return added


def fill_row(table: DataTable[Any], key: str, cells: Sequence[object]) -> None:
    """Put `cells` (in the columns' order) in `table`'s row `key`, added without them; measured with the rows added
    next (`_update_dimensions`), drawn anew.

    Why: a windowed table adds the rows its first frame cannot show without their cells and fills them once that
    frame is painted, its rows, cursor and scroll those of the whole table from the start; `update_cell` would measure
    each cell through Rich, one cell at a time. Textual 8.2.x: `DataTable._data`, `_new_rows`,
    `_require_update_dimensions`, `_update_count`, as `DataTable.add_row` sets them.
    """
    row_key = RowKey(key)
    table._data[row_key] = {column.key: cell for column, cell in zip_longest(table.ordered_columns, cells)}
    table._new_rows.add(row_key)
    table._require_update_dimensions = True
    table._update_count += 1
