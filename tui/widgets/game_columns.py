"""A table whose columns after its fixed ones are a window onto a long list (the attendance grid's games).

At 10,000 games a team plays thousands: a column each cost seconds to build, measure and draw (Textual
draws every column of a row for each line shown; issue 25: a screen opens under 150 ms). The table
holds `WINDOW` of them from `first`; when the cursor comes within `EDGE` columns of a held end that is
not the list's, the screen is asked to show the window around it. Home and End reach the list's first
and last columns.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from textual.coordinate import Coordinate

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
            self.call_after_refresh(self._scroll_cursor_into_view)
        else:
            super().action_scroll_end()
