"""A table whose columns after its fixed ones are a window onto a long list (the attendance grid's games).

At 10,000 games a team plays thousands: a column each cost seconds to build, measure and draw (Textual
draws every column of a row for each line shown; docs/performance.md: a screen opens under 150 ms). The table
holds `WINDOW` of them from `first`; when the cursor comes within `EDGE` columns of a held end that is
not the list's, the screen is asked to show the window around it. Home and End reach the list's first
and last columns.

Textual also renders every cell of a line before it crops the line to the columns in view: the table
renders the cells in view (and the fixed ones), and a blank of the same width for the others.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from rich.segment import Segment
from rich.style import Style
from textual.coordinate import Coordinate
from textual.geometry import Region
from textual.strip import Strip

from tui.textual_patches.data_table import forget_drawn_rows, row_key_at, scroll_cursor_into_view
from tui.widgets.plain_table import PlainTable

WINDOW = 120  # list columns held: pages of the widest terminal's dates either side of the cursor
EDGE = 40  # more than the dates a wide terminal shows at once


class GameColumnsTable(PlainTable):
    """A cell-cursor table: `fixed_columns` columns, then list columns `first` to `first + WINDOW`."""

    def __init__(self, *args: Any, **kwargs: Any) -> None:
        super().__init__(*args, **kwargs)
        self.first = 0  # the list's index of the first list column held
        self.total = 0  # the list's length
        self.moved: Callable[[int], None] = lambda first: None  # the screen shows the window from `first`
        self._in_view = range(0)  # the columns the frame being rendered shows (beyond the fixed ones)

    def held(self, total: int) -> range:
        """The list's indices to hold now for a list of `total` (the window kept where it was when it can)."""
        self.total = total
        self.first = max(0, min(self.first, total - WINDOW))
        return range(self.first, min(self.first + WINDOW, total))

    def list_index(self, column: int) -> int | None:
        """The list's index of table column `column` (None for a fixed column)."""
        return self.first + column - self.fixed_columns if column >= self.fixed_columns else None

    def watch_cursor_coordinate(self, old: Coordinate, new: Coordinate) -> None:
        super().watch_cursor_coordinate(old, new)
        at = self.list_index(new.column)
        if at is None:
            return
        if self._near_an_edge(at):
            # After the key's own move: refilled inside the watcher, the table would move twice.
            self.call_after_refresh(self._follow)

    def _near_an_edge(self, at: int) -> bool:
        """Whether the list's index `at` is within `EDGE` columns of a held end that is not the list's."""
        near_left = at < self.first + EDGE and self.first > 0
        near_right = at >= self.first + WINDOW - EDGE and self.first + WINDOW < self.total
        return near_left or near_right

    def _follow(self) -> None:
        """Move the window around the cursor's column, where the cursor is now (a later move may have come)."""
        at = self.list_index(self.cursor_column)
        if at is not None:
            self.go_to(at)

    def go_to(self, at: int, row: int | None = None) -> None:
        """Put the cursor on the list's column `at` (on `row`, or the cursor's row), the window around it."""
        at = max(0, min(at, self.total - 1))
        if not 0 <= at - self.first < WINDOW or self._near_an_edge(at):
            self.first = max(0, min(at - WINDOW // 2, self.total - WINDOW))
            self.moved(self.first)
        self.move_cursor(row=self.cursor_row if row is None else row, column=at - self.first + self.fixed_columns)

    def action_scroll_home(self) -> None:
        super().action_scroll_home()  # the cursor on the first (fixed) column before the window moves
        if self.first > 0:
            self.first = 0
            self.moved(0)

    def action_scroll_end(self) -> None:
        if self.total:
            self.go_to(self.total - 1)
            self.call_after_refresh(scroll_cursor_into_view, self)
        else:
            super().action_scroll_end()

    def render_lines(self, crop: Region) -> list[Strip]:
        in_view = self._columns_in_view()
        if in_view != self._in_view:
            # Textual keeps rendered rows and lines whatever the scroll: cells drawn blank are out of date.
            self._in_view = in_view
            forget_drawn_rows(self)
        return super().render_lines(crop)

    def _columns_in_view(self) -> range:
        """The indices of the columns a line shows at the current scroll (beyond the fixed ones), one more
        either side. A line holds every column from the first and is cropped after the fixed ones' width."""
        widths = [column.get_render_width(self) for column in self.ordered_columns]
        left = int(self.scroll_x) + sum(widths[: self.fixed_columns])
        right = int(self.scroll_x) + self.size.width + 1
        first = last = None
        x = 0
        for index, width in enumerate(widths):
            if x < right and x + width > left:
                first = index if first is None else first
                last = index
            x += width
        if first is None or last is None:
            return range(0)
        return range(max(first - 1, 0), last + 2)

    def draw_cell(
        self,
        row_index: int,
        column_index: int,
        base_style: Style,
        width: int,
        cursor: bool = False,
        hover: bool = False,
    ) -> list[list[Segment]]:
        if column_index < self.fixed_columns or column_index in self._in_view:
            return super().draw_cell(row_index, column_index, base_style, width, cursor, hover)
        # Cropped away before it is drawn: a blank as wide and as high as the cell.
        key = row_key_at(self, row_index)
        return [[Segment(" " * width, base_style)]] * (self.get_row_height(key) if key is not None else 1)
