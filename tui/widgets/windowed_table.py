"""A table over a long list that holds only a window of its rows: the cursor's and a page or more either side.

Textual's DataTable builds, measures and keeps every row it is given: 10,000 games cost seconds
before the first frame (docs/performance.md: a screen opens under 150 ms). This table is given the whole list
as keys and a function that builds one row's cells, and holds a window of rows around the cursor;
when the cursor comes within an edge of a held end that is not the list's, the window moves to put
the cursor back in its middle. The edge is a page and a few rows (Page Down from inside the window
never passes its end), the window three edges, measured on the terminal. Home and End (with or
without Ctrl) reach the list's first and last rows. A list no longer than the window is held whole,
as a plain table would hold it.

A screen's key pays for its table's first fill before its first frame: the schedule's 135 rows at 120x40 were a
sixth of the event loop's work on `s` at 30,000 games (profiled), the part that grew past the 30-game figure. That
fill builds the cells of the rows its frame can show (the cursor's screen) and holds the window's other rows without
theirs, so the rows, the cursor, the scroll and every key are the whole window's from the start; their cells are
built once that frame is painted, or first at a move of the cursor or a frame that would show one of them.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Sequence
from functools import partial
from typing import Any

from textual.coordinate import Coordinate
from textual.geometry import Region
from textual.strip import Strip
from textual.widgets.data_table import RowKey

from league.season.texts import printable
from tui.textual_patches.app_internals import AfterPaint
from tui.textual_patches.data_table import add_unfilled_rows, fill_row, measure_rows_by, scroll_cursor_into_view
from tui.widgets.cell_lines import Cell, CellLines, cell_width
from tui.widgets.plain_table import PlainTable, keeping_place, literal, plain_width

SHORTEST_PAGE = 24  # rows a page holds at least: the smallest terminal the app supports


class WindowedTable(PlainTable):
    """A row-cursor table over a long list, holding only the rows around the cursor."""

    def __init__(self, *args: Any, **kwargs: Any) -> None:
        super().__init__(*args, **kwargs)
        self.list_keys: Sequence[str] = ()
        self.window_start = 0  # the list's index of the first row held
        self._cells: Callable[[int], Sequence[object]] = lambda i: ()
        self._filling = False  # the window's rows being added: the cursor is put in place after them
        self._following = False  # a move of the window to the cursor is asked for after the next refresh
        self._filled_once = False
        self._unfilled: set[RowKey] = set()  # rows held without their cells until the first frame is painted

    @property
    def edge(self) -> int:
        return max(self.app.size.height, SHORTEST_PAGE) + 5

    @property
    def window(self) -> int:
        return 3 * self.edge

    @property
    def cursor_index(self) -> int | None:
        """The list's index of the row under the cursor (None when the list is empty)."""
        return self.window_start + self.cursor_row if self.row_count else None

    def show(self, keys: Sequence[str], cells: Callable[[int], Sequence[object]], at: int | None = None) -> None:
        """Show the list `keys` (`cells(i)` builds the cells of its row i, called for the rows held only):
        the cursor on row `at` of the list when given, else on the row of the key it was on (the nearest
        row when that key is gone), the table scrolled where it was when the window stays."""
        old = self.cursor_index
        old_key = self.list_keys[old] if old is not None and old < len(self.list_keys) else None
        self.list_keys, self._cells = keys, cells
        if at is None:
            at = _place(keys, old_key, old or 0)
        at = max(0, min(at, len(keys) - 1))
        start = self.window_start
        if not start <= at - self.edge < at + self.edge < start + self.window or start + self.window > len(keys):
            self.window_start = self._start_around(at)
        self._fill(at)

    def _start_around(self, at: int) -> int:
        return max(0, min(at - self.window // 2, len(self.list_keys) - self.window))

    def _fill(self, at: int) -> None:
        """Hold the window's rows, the cursor on the list's row `at`; at the table's first fill, the cells of the rows
        its first frame can show only, the others' once that frame is painted (`_fill_the_rest`)."""
        end = min(self.window_start + self.window, len(self.list_keys))
        built = range(self.window_start, end) if self._filled_once else self._first_screen(at, end)
        self._filled_once = True
        self._filling = True
        try:
            with keeping_place(self):
                self.clear_for_window()
                self._unfilled = set()  # a fill before the last's rest was built holds none of its rows
                unfilled = add_unfilled_rows(self, self.list_keys[self.window_start : built.start])
                for i in built:
                    self.add_row(*self._cells(i), key=self.list_keys[i])
                unfilled |= add_unfilled_rows(self, self.list_keys[built.stop : end])
        finally:
            self._filling = False
        if self.row_count:
            self.move_cursor(row=at - self.window_start, animate=False)
        self._unfilled = unfilled  # the cursor placed: from now on, a move of it builds them first
        if self._unfilled:
            if isinstance(self.app, AfterPaint):
                self.app.after_next_paint(partial(self.call_later, self._fill_the_rest))
            else:
                self.call_after_refresh(self._fill_the_rest)

    def _first_screen(self, at: int, end: int) -> range:
        """The list's rows a first frame can show: the table opens at its top, then scrolls down no further than to
        put the cursor's row (`at`) on its last line (and a row to spare)."""
        page = max(self.app.size.height, SHORTEST_PAGE)
        return range(max(self.window_start, at - page), min(end, max(at + 1, self.window_start + page) + 1))

    def _fill_the_rest(self) -> None:
        """Build the cells of the rows held without them (measured, then drawn, with the next frame)."""
        if not self._unfilled:
            return  # filled already, or the window refilled since
        unfilled, self._unfilled = self._unfilled, set()
        for i in range(self.window_start, self.window_start + self.row_count):
            key = RowKey(self.list_keys[i])
            if key in unfilled:
                fill_row(self, self.list_keys[i], [literal(c) for c in self._cells(i)])
        self.refresh()

    def render_lines(self, crop: Region) -> list[Strip]:
        """Never a row drawn without its cells: a frame that would show one (a scroll before the first frame was
        painted, a taller terminal) builds the rest first."""
        top = int(self.scroll_y)
        shown = range(top, min(top + self.size.height - self.header_height, self.row_count))
        if self._unfilled and any(self.ordered_rows[r].key in self._unfilled for r in shown):
            self._fill_the_rest()
        return super().render_lines(crop)

    def clear_for_window(self) -> None:
        """Drop the rows held, before the window's are added (a sorted table redraws its headers too)."""
        self.clear()

    def move_to(self, at: int) -> None:
        """Put the cursor on the list's row `at`, moving the window when it is not held (or near an edge)."""
        at = max(0, min(at, len(self.list_keys) - 1))
        start = self.window_start
        if (at < start + self.edge and start > 0) or (at >= start + self.window - self.edge and self._more_below):
            self.window_start = self._start_around(at)
            self._fill(at)
        elif self.row_count:
            self.move_cursor(row=at - self.window_start, animate=False)

    @property
    def _more_below(self) -> bool:
        return self.window_start + self.window < len(self.list_keys)

    def watch_cursor_coordinate(self, old: Coordinate, new: Coordinate) -> None:
        # A key that moves the cursor before the first frame is painted (Page Down, an arrow, End in the window) finds
        # every row built, measured before its own frame.
        self._fill_the_rest()
        super().watch_cursor_coordinate(old, new)
        near_top = new.row < self.edge and self.window_start > 0
        near_bottom = new.row >= self.window - self.edge and self._more_below
        if (near_top or near_bottom) and not self._filling and not self._following:
            # After the key's own move and scroll: refilled inside the watcher, the table would move twice. Not
            # while the window's rows are added (each added row sets the cursor again, at the window's top: a
            # window far down the list asked to follow once a row, 135 moves at the schedule's first build), and
            # once until it has followed.
            self._following = True
            self.call_after_refresh(self._follow)

    def _follow(self) -> None:
        """Move the window so that the cursor is in its middle again."""
        self._following = False
        at = self.cursor_index
        if at is not None:
            self.move_to(at)

    def action_scroll_top(self) -> None:
        self.move_to(0)

    def action_scroll_bottom(self) -> None:
        self.move_to(len(self.list_keys) - 1)
        self.call_after_refresh(scroll_cursor_into_view, self)

    def action_scroll_home(self) -> None:
        self.action_scroll_top() if self.cursor_type == "row" else super().action_scroll_home()

    def action_scroll_end(self) -> None:
        self.action_scroll_bottom() if self.cursor_type == "row" else super().action_scroll_end()


def _place(keys: Sequence[str], key: str | None, otherwise: int) -> int:
    """`key`'s index in `keys`, else `otherwise`. Looked for, not kept as a map: a map of a season's 30,000 games
    held by each table was 2 MiB (docs/performance.md: memory), where the search takes a fraction of a millisecond."""
    if key is None:
        return otherwise
    try:
        return keys.index(key)
    except ValueError:
        return otherwise


class WindowedLines(WindowedTable, CellLines):
    """A windowed table of one-line text cells (`as_cells`), each drawn as a line without Rich's whole pipeline
    (`tui.widgets.cell_lines`): the schedule's first frame drew its 35 rows' 315 cells twice through it."""

    def measure_rows(self, new_rows: Iterable[RowKey]) -> Iterable[RowKey]:
        """Its `Cell`s measured here as `CellLines` measures them, its text and integer cells as `PlainTable` does:
        `PlainTable`'s own, first in the classes' order, measures no `Cell` and left every row of the schedule's
        window to Rich's console, three reads of the terminal's size a cell (1,215 cells at its first build)."""
        return measure_rows_by(self, new_rows, _line_width)


def _line_width(value: object) -> int | None:
    """A `Cell`'s or an empty cell's width (`cell_width`), else a text's or an integer's (`plain_width`)."""
    return cell_width(value) if value is None or isinstance(value, Cell) else plain_width(value)


def as_cells(*texts: str) -> tuple[Cell, ...]:
    """A row of `WindowedLines`: each text shown as written, left-aligned."""
    return tuple(Cell(printable(text), "", False) for text in texts)
