"""The yardstick in a real terminal: a bare Textual app with one DataTable of the dashboard's size and a footer,
run as any app is (`benchmarks.in_terminal` times it from spawn to the screen showing its last row and footer).

Run with `switch`, the same app is the floor of the scorer's keys (`benchmarks.in_terminal`): a second screen (a
mode, as the app's scoresheet) with an entry line, a help dialog on F1 whose `d` closes it and switches back to the
table's screen with one cell changed, and a question on Enter whose `y` closes it and says "Saved" on the line. Both
screens fill the terminal with bordered panels of text, as the app's do, so a switch writes a whole screen. Run with
`switch-unheld`, the same without Textual's 50 ms hold at a switch of modes (`SwitchingUnheld`).
"""

from __future__ import annotations

import sys
from typing import ClassVar

from textual.app import App, ComposeResult
from textual.binding import Binding
from textual.containers import Horizontal, Vertical
from textual.screen import ModalScreen, Screen
from textual.widgets import DataTable, Footer, Input, Label, Static

LAST_CELL = "59"  # the last row's last cell: the table is painted once it shows
PANEL_LINES = "\n".join(
    f"{line:>2}  Saturday 19:00  rink {line % 3 + 1}  RED - BLU  {line}-{line % 4}" for line in range(14)
)


class Bare(App[None]):
    BINDINGS: ClassVar = [("q", "quit", "Quit")]

    def compose(self) -> ComposeResult:
        yield DataTable()
        yield Footer()

    def on_mount(self) -> None:
        table = self.query_one(DataTable)
        table.add_columns(*"abcdefghij")
        for row in range(6):
            table.add_row(*(f"{row}{col}" for col in range(10)))


class Asked(ModalScreen[bool]):
    """A dialog: `y` closes it answering yes."""

    BINDINGS: ClassVar = [("y", "answer(True)", "Yes"), ("n", "answer(False)", "No")]

    def compose(self) -> ComposeResult:
        yield Label("Are you sure? (y/n)")

    def action_answer(self, yes: bool) -> None:
        self.dismiss(yes)


class Helped(ModalScreen[None]):
    """The help: `d` closes it and shows the table's screen."""

    BINDINGS: ClassVar = [Binding("d", "app.show_table", "Table")]

    def compose(self) -> ComposeResult:
        yield Static("Keys and commands\n\n" + PANEL_LINES)


class TableScreen(Screen[None]):
    BINDINGS: ClassVar = [("g", "app.switch_mode('sheet')", "Sheet")]

    def compose(self) -> ComposeResult:
        yield Static("Season dashboard")
        yield DataTable()
        with Horizontal():
            for title in ("Alerts", "Next games", "Recent results"):
                panel = Static(PANEL_LINES, classes="panel")
                panel.border_title = title
                yield panel
        yield Footer()

    def on_mount(self) -> None:
        table = self.query_one(DataTable)
        table.add_columns(*"abcdefghij")
        for row in range(6):
            table.add_row(*(f"{row}{col}" for col in range(10)), key=str(row))


class SheetScreen(Screen[None]):
    BINDINGS: ClassVar = [("f1", "app.push_screen('help')", "Help")]

    def compose(self) -> ComposeResult:
        yield Static("Scoresheet")
        with Horizontal():
            with Vertical():
                yield Static(PANEL_LINES, classes="panel")
                yield Static(PANEL_LINES, classes="panel")
            yield Static(PANEL_LINES, classes="panel")
        yield Label("", id="said")
        yield Input()
        yield Footer()

    def on_input_submitted(self) -> None:
        self.app.push_screen(Asked(), self.answered)

    def answered(self, yes: bool | None) -> None:
        self.app.saves += 1  # type: ignore[attr-defined]
        self.query_one("#said", Label).update(f"Saved: final {self.app.saves}")  # type: ignore[attr-defined]


class Switching(App[None]):
    """The floor of a screen switch: see the module's text."""

    CSS = """
    .panel { border: round $accent; height: 1fr; }
    Horizontal { height: 1fr; }
    Asked, Helped { align: center middle; }
    """
    MODES: ClassVar = {"table": TableScreen, "sheet": SheetScreen}
    SCREENS: ClassVar = {"help": Helped}
    BINDINGS: ClassVar = [("ctrl+q", "quit", "Quit")]
    saves = 0
    shown = 0

    def on_mount(self) -> None:
        self.switch_mode("table")

    async def action_show_table(self) -> None:
        self.screen.dismiss()
        await self.switch_mode("table")
        self.shown += 1
        table = self.screen.query_one(DataTable)
        table.update_cell("0", table.ordered_columns[0].key, f"r{self.shown}")  # the standings' new figure


class SwitchingUnheld(Switching):
    """The same without Textual's 50 ms hold of every frame at a mode switch (`App.delay_update`, there to mask a
    new mode's screen being composed; these screens are composed once): what a switch itself costs."""

    def delay_update(self, delay: float = 0.05) -> None:
        return


if __name__ == "__main__":
    apps = {"switch": Switching, "switch-unheld": SwitchingUnheld}
    apps.get(sys.argv[1] if sys.argv[1:] else "", Bare)().run()
