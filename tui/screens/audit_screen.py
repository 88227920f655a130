"""The audit log: every committee decision the file records (who, when, what, why), latest first, read-only."""

from __future__ import annotations

from textual.app import ComposeResult
from textual.widgets import DataTable, Input, Static

from store.file.audit import AuditEntry, Detail, audit_log
from tui.commands import Command, bindings
from tui.screen_commands import ScreenCommands
from tui.screens.rinkbook_screen import RinkbookScreen
from tui.widgets.plain_static import PlainStatic
from tui.widgets.plain_table import PlainTable, keeping_place

COLUMNS = ("When", "Who", "Season", "Decision", "Why and what")


def detail_text(detail: Detail | str) -> str:
    """An audit row's details as "key: value" pairs, the reason first, short enough for one line (a row
    another program wrote wrongly, not a JSON object, as the text it holds)."""
    if isinstance(detail, str):
        return detail
    ordered = sorted(detail.items(), key=lambda item: item[0] != "reason")
    return ", ".join(f"{key}: {value}" for key, value in ordered if value not in (None, ""))


def entry_cells(entry: AuditEntry) -> tuple[str, ...]:
    return (entry.at.replace("T", " "), entry.actor or "", entry.season or "", entry.action, detail_text(entry.detail))


def matches(cells: tuple[str, ...], words: list[str]) -> bool:
    """True when every word typed appears in some column (case ignored)."""
    line = " ".join(cells).lower()
    return all(word in line for word in words)


class AuditScreen(ScreenCommands, RinkbookScreen):
    """Who decided what and when, and why: imports, overrides, rulings, schedule changes, tosses."""

    HEADING = "Audit log"
    READS_MORE_THAN_SEASON = True
    SCREEN_COMMANDS = (
        Command(
            "Filter",
            "slash",
            "Type words that must all appear (who, decision, game, team, reason)",
            "filter",
            key_display="/",
            priority=True,
            footer=True,
        ),
    )
    BINDINGS = bindings(SCREEN_COMMANDS)

    def compose_body(self) -> ComposeResult:
        yield Input(
            placeholder="filter: words that must all appear (who, decision, game, team, reason) — / to type",
            id="audit-filter",
        )
        yield PlainStatic("", id="audit-note", classes="note", markup=False)
        yield PlainTable(id="audit-table", cursor_type="row", zebra_stripes=True, classes="body")

    def on_mount(self) -> None:
        self.query_one(DataTable).add_columns(*COLUMNS)
        self.refresh_data()
        self.set_focus(self.query_one(DataTable))  # keys are commands until "/" moves to the filter

    def refresh_data(self) -> None:
        self.entries = [entry_cells(e) for e in audit_log(self.rinkbook.store, limit=100_000)]
        self.show_rows()

    def show_rows(self) -> None:
        words = self.query_one("#audit-filter", Input).value.lower().split()
        table = self.query_one(DataTable)
        total = len(self.entries)
        # Keyed by place from the oldest: a decision recorded meanwhile (on top) leaves the cursor on its row.
        shown = [(str(total - i), cells) for i, cells in enumerate(self.entries) if matches(cells, words)]
        with keeping_place(table):
            table.clear()
            for key, cells in shown:
                table.add_row(*cells, key=key)
        what = f"{len(shown)} of {total}" if words else str(total)
        self.query_one("#audit-note", Static).update(
            f"{what} decision{'s' * (total != 1)} recorded, all seasons, latest first · read-only: the log is never "
            "edited"
        )

    def on_input_changed(self, event: Input.Changed) -> None:
        self.show_rows()

    def action_filter(self) -> None:
        """Move to the filter field."""
        # At once, not on the next turn of the loop: letters typed in the same burst are the search's, not commands.
        self.set_focus(self.query_one("#audit-filter", Input))
