"""The yardstick in a real terminal: a bare Textual app with one DataTable of the dashboard's size and a footer,
run as any app is (`benchmarks.in_terminal` times it from spawn to the screen showing its last row and footer)."""

from __future__ import annotations

from typing import ClassVar

from textual.app import App, ComposeResult
from textual.widgets import DataTable, Footer

LAST_CELL = "59"  # the last row's last cell: the table is painted once it shows


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


if __name__ == "__main__":
    Bare().run()
