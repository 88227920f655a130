"""One group's dressed players on the bench tracker: large rows, keyboard first, a click toggles (Gray rule 9)."""

from __future__ import annotations

from typing import Any, ClassVar

from rich.style import Style
from rich.text import Text
from textual.binding import Binding, BindingType
from textual.events import Click
from textual.geometry import Region, Size
from textual.message import Message
from textual.reactive import reactive
from textual.widget import Widget

from league.season.texts import printable
from tui.text.bench_text import BenchRow

HEADER_HEIGHT = 1
ROW_HEIGHT = 2  # a player's line and a blank line (his tag, where it does not fit beside him): read at a glance
NAME_WIDTH, MIN_NAME = 18, 8
FIXED_PREFIX = 9  # " ○  #99  ": the mark and the number before the name
FIXED_COLUMNS = FIXED_PREFIX + 1 + 6 + 2 + 3  # the prefix, then the shifts and sat columns after the name


class BenchList(Widget, can_focus=True):
    """A group's players (F or D) as rows; up/down move the cursor, the screen toggles and records."""

    COMPONENT_CLASSES: ClassVar[set[str]] = {
        "bench-list--header",
        "bench-list--cursor",
        "bench-list--on",
        "bench-list--owed",
        "bench-list--double",
    }
    BINDINGS: ClassVar[list[BindingType]] = [
        Binding("up", "cursor(-1)", "Up", show=False),
        Binding("down", "cursor(1)", "Down", show=False),
        Binding("home", "cursor(-99)", "First", show=False),
        Binding("end", "cursor(99)", "Last", show=False),
    ]
    cursor: reactive[int] = reactive(0)

    class Toggled(Message):
        """The user clicked a player's row: toggle him for the group's next change."""

        def __init__(self, bench_list: BenchList, player: str) -> None:
            super().__init__()
            self.bench_list = bench_list
            self.player = player

        @property
        def control(self) -> BenchList:
            return self.bench_list

    def __init__(self, group: str, **kwargs: Any) -> None:
        super().__init__(**kwargs)
        self.group = group
        self.rows: tuple[BenchRow, ...] = ()

    def show(self, rows: tuple[BenchRow, ...]) -> None:
        """Show `rows`: the cursor stays on its player (another window's shift may reorder or add rows),
        or at its place when he is gone."""
        current = self.current
        self.rows = rows
        players = [row.player for row in rows]
        self.cursor = players.index(current) if current in players else min(self.cursor, max(len(rows) - 1, 0))
        self.refresh(layout=True)

    @property
    def current(self) -> str | None:
        """The player under the cursor, or None when the group has nobody dressed."""
        return self.rows[self.cursor].player if self.rows else None

    def action_cursor(self, step: int) -> None:
        """Move the cursor `step` rows (clamped to the list)."""
        if self.rows:
            self.cursor = max(0, min(len(self.rows) - 1, self.cursor + step))

    def on_focus(self) -> None:
        self.refresh()  # the cursor shows only in the list that has focus

    def on_blur(self) -> None:
        self.refresh()

    def get_content_height(self, container: Size, viewport: Size, width: int) -> int:
        return HEADER_HEIGHT + max(len(self.rows) * ROW_HEIGHT, 1)

    def watch_cursor(self, cursor: int) -> None:
        """Keep the cursor's row in sight: at 80x24 a panel shows only a few of a group's rows."""
        panel = self.parent
        if isinstance(panel, Widget) and self.rows:
            row = Region(0, HEADER_HEIGHT + cursor * ROW_HEIGHT, max(self.size.width, 1), ROW_HEIGHT)
            panel.scroll_to_region(row.translate((0, self.virtual_region.y)), animate=False, immediate=True)

    def _name_width(self) -> int:
        """The name column's width: as much of the 18 characters as the list's width leaves (a row on one line)."""
        return max(MIN_NAME, min(NAME_WIDTH, self.size.width - FIXED_COLUMNS)) if self.size.width else NAME_WIDTH

    def render(self) -> Text:
        header = f"      #  {'player':<{self._name_width()}} shifts  sat\n"
        text = Text(header, style=self.get_component_rich_style("bench-list--header"))
        if not self.rows:
            return text + Text("nobody dressed in this group")
        for index, row in enumerate(self.rows):
            text.append_text(self._line(row, index == self.cursor and self.has_focus))
            text.append("\n" if index < len(self.rows) - 1 else "")
        return text

    def _line(self, row: BenchRow, cursor: bool) -> Text:
        """The row's two lines: the player and his counts, then a blank line, or his tag (OUT and why, OWED,
        DOUBLE) where it does not fit beside them."""
        mark = "●" if row.on else "○"
        number = "" if row.number is None else f"#{row.number}"
        tag = f"OUT: {row.out}" if row.out else "DOUBLE" if row.double else "OWED" if row.owed else ""
        width, player = self._name_width(), printable(row.name)
        counts = f" {mark}  {number:>3}  {player[:width]:<{width}} {row.shifts:>6}  {row.sitting:>3}"
        beside = not self.size.width or len(counts) + 2 + len(tag) <= self.size.width
        first, second = (f"{counts}  {tag}", "") if beside else (counts, f"{'':{FIXED_PREFIX}}{tag}")
        style = Style()
        for name, applies in (
            ("bench-list--owed", row.owed),
            ("bench-list--on", row.on),
            ("bench-list--double", row.double),
            ("bench-list--cursor", cursor),
        ):
            if applies:
                style += self.get_component_rich_style(name, partial=True)
        lines = [Text(first), Text(second)]
        for line in lines:
            line.pad_right(max(0, self.size.width - line.cell_len))
        lines[0].stylize(style)
        if second:
            lines[1].stylize(style)
        return Text("\n").join(lines)

    def on_click(self, event: Click) -> None:
        index = (event.y - HEADER_HEIGHT) // ROW_HEIGHT
        if 0 <= index < len(self.rows):
            self.cursor = index
            self.post_message(self.Toggled(self, self.rows[index].player))
