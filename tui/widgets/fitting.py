"""Tables fit their width: names are cut first (with an ellipsis), numbers never.

A table wider than its room first narrows its name columns (the widest first, down to `SHORTEST`
characters); only what still does not fit scrolls sideways, and then the table's bottom edge says so
("← → more columns", styled in app.tcss), since Textual's thin scrollbar alone is easy to miss.
"""

from __future__ import annotations

from typing import Any

from textual.geometry import Size
from textual.widgets import DataTable
from textual.widgets.data_table import Column

from tui.textual_patches.data_table import (
    clear_table_caches,
    look_at_scrollbars,
    row_label_width,
    rows_height,
    scroll_cursor_into_view,
)

# The columns of words (names, reasons) a table may cut; every other column (numbers, dates, codes) stays whole.
# "Result" and "Void" begin with their figures (a score, a day) and end in words (a forfeit's reason).
NAME_LABELS = frozenset(
    {"Player", "Goalie", "Name", "Cause", "Waived because", "Why and what", "Email", "Team", "Void", "Result"}
)
SHORTEST = 8  # a cut name keeps this many characters, its ellipsis included
MORE_COLUMNS = "← → more columns"


def _label(column: Column) -> str:
    return column.label.plain.rstrip("▲▼")


def _shortest(column: Column) -> int:
    return min(column.content_width, SHORTEST)  # a long header is cut with its column


def _needed(table: DataTable[Any]) -> int:
    return sum(c.get_render_width(table) for c in table.columns.values()) + row_label_width(table)


def _room(table: DataTable[Any], wider: bool) -> int:
    """The width the columns have: less a vertical scrollbar when the rows are taller than the table, or
    than the lines its sideways scrollbar leaves when the columns are `wider` than the table (rows that just
    fill the table then have their last one under that scrollbar)."""
    region, styles = table.content_region, table.styles
    rows = rows_height(table) + (table.header_height if table.show_header else 0)
    lines = region.height - (styles.scrollbar_size_horizontal if wider else 0)
    return region.width - (styles.scrollbar_size_vertical if region.height > 0 and lines < rows else 0)


def fit_columns(table: DataTable[Any]) -> None:
    """Narrow `table`'s name columns until its columns fit its width (or reach their shortest), widest
    first; when it still scrolls sideways, widen the columns in view to end on a column's edge (no figure
    shown in part before the user scrolls), and mark the table."""
    room = _room(table, wider=False)
    for column in table.columns.values():  # the room may have grown: start from whole columns
        column.auto_width, column.width = True, column.content_width
    names = [c for c in table.ordered_columns if _label(c) in NAME_LABELS]
    excess = _needed(table) - room
    while excess > 0 and room > 0:
        cuttable = [c for c in names if c.width > _shortest(c)]
        if not cuttable:
            break
        widest = max(cuttable, key=lambda c: c.width)
        widest.auto_width, widest.width = False, widest.width - 1
        excess -= 1
    if _needed(table) > room:  # every name at its shortest: a sideways scrollbar, which takes a line of the rows
        room = _room(table, wider=True)
    wider = _needed(table) > room > 0
    if wider:
        _end_on_an_edge(table, room)
    table.set_class(wider, "-more-columns")
    table.border_subtitle = MORE_COLUMNS if wider else None
    virtual_size = Size(_needed(table), table.virtual_size.height)
    if virtual_size != table.virtual_size:  # no layout changes the table's size for it: its scrollbars follow here
        table.virtual_size = virtual_size
        look_at_scrollbars(table)
    clear_table_caches(table)


def fit_after_resize(table: DataTable[Any]) -> None:
    """Fit `table`'s columns to its new size, then keep its cursor in view: the horizontal scrollbar the fit
    brings takes a line, and the row the cursor was scrolled to (the night's first game) may be under it."""
    fit_columns(table)
    if table.row_count and table.cursor_type != "none":
        table.call_after_refresh(scroll_cursor_into_view, table)


def _end_on_an_edge(table: DataTable[Any], room: int) -> None:
    """Give the room left after the last column wholly in view back to the cut names in view, then to that
    last column (as blank space): the next column starts just past the edge instead of showing in part."""
    used = row_label_width(table)
    in_view: list[Column] = []
    for column in table.ordered_columns:
        if used + column.get_render_width(table) > room:
            break
        used += column.get_render_width(table)
        in_view.append(column)
    spare = room - used
    for column in (c for c in in_view if _label(c) in NAME_LABELS and not c.auto_width):
        grown = min(spare, column.content_width - column.width)
        column.width += grown
        spare -= grown
    if spare > 0 and in_view:
        last = in_view[-1]
        last.auto_width, last.width = False, last.get_render_width(table) - 2 * table.cell_padding + spare
