"""The audit log: every committee decision the file records, latest first."""

from __future__ import annotations

from textual.app import ComposeResult
from textual.widgets import DataTable, Static

from store.audit import audit_log
from tui.screens.league_screen import LeagueScreen

COLUMNS = ("When", "Season", "Decision", "Details")


def detail_text(detail: dict) -> str:
    """An audit row's details as "key: value" pairs, short enough for one line."""
    return ", ".join(f"{key}: {value}" for key, value in detail.items())


class AuditScreen(LeagueScreen):
    """Who decided what and when: imports, overrides, transfers, drops, rulings."""

    HEADING = "Audit log"

    def compose_body(self) -> ComposeResult:
        yield Static("", id="audit-note", classes="note", markup=False)
        yield DataTable(id="audit-table", cursor_type="row", zebra_stripes=True, classes="body")

    def on_mount(self) -> None:
        self.query_one(DataTable).add_columns(*COLUMNS)
        self.refresh_data()

    def refresh_data(self) -> None:
        entries = audit_log(self.league.store)
        table = self.query_one(DataTable)
        table.clear()
        for entry in entries:
            table.add_row(entry.at.replace("T", " "), entry.season or "", entry.action, detail_text(entry.detail))
        self.query_one("#audit-note", Static).update(
            f"{len(entries)} decision{'s' * (len(entries) != 1)} recorded, all seasons, latest first"
        )
