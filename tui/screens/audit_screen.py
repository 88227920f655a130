"""The audit log: every committee decision the file records (who, when, what, why), latest first, read-only."""

from __future__ import annotations

from textual.app import ComposeResult
from textual.widgets import DataTable, Input, Static

from store.file.audit import AuditEntry, audit_log
from tui.commands import Command, bindings
from tui.modals.audit_entry_modal import AuditEntryModal
from tui.screen_commands import ScreenCommands
from tui.screens.rinkbook_screen import RinkbookScreen
from tui.text.audit_text import detail_lines, detail_text
from tui.widgets.plain_static import PlainStatic
from tui.widgets.plain_table import PlainTable, keeping_place

COLUMNS = ("When", "Who", "Season", "Decision", "Why and what")


def entry_row(entry: AuditEntry) -> tuple[tuple[str, ...], str]:
    """The entry's cells, each long list of its details cut to its first items, and the words the filter searches
    (lower case), every list whole: game R11 of a round robin shown as "R04, R05, R06 and 12 more" is found."""
    when, who, season = entry.at.replace("T", " "), entry.actor or "", entry.season or ""
    cells = (when, who, season, entry.action, detail_text(entry.detail))
    return cells, " ".join((when, who, season, entry.action, detail_text(entry.detail, most=None))).lower()


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
        Command(
            "Show the decision whole",
            "enter",
            "Show the decision under the cursor whole: each detail on a line, every game of a long list",
            "show_entry",
            key_display="⏎",
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
        self.logged = audit_log(self.rinkbook.store, limit=100_000)
        self.entries = [entry_row(e) for e in self.logged]
        self.show_rows()

    def show_rows(self) -> None:
        words = self.query_one("#audit-filter", Input).value.lower().split()
        table = self.query_one(DataTable)
        total = len(self.entries)
        # Keyed by place from the oldest: a decision recorded meanwhile (on top) leaves the cursor on its row.
        shown = [
            (str(total - i), cells)
            for i, (cells, found) in enumerate(self.entries)
            if all(word in found for word in words)  # every word typed, somewhere in the entry
        ]
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

    def on_data_table_row_selected(self, event: DataTable.RowSelected) -> None:
        self.action_show_entry()

    def action_show_entry(self) -> None:
        """Show the decision under the cursor whole, in a dialog."""
        table = self.query_one(DataTable)
        if not table.row_count:
            return
        key = table.coordinate_to_cell_key(table.cursor_coordinate).row_key.value
        entry = self.logged[-int(str(key))]  # rows keyed by place from the oldest; the log is latest first
        where = f"season {entry.season}" if entry.season else "the whole league"
        made = f"{entry.at.replace('T', ' ')} · {entry.actor or 'who: not recorded'} · {where}"
        self.app.push_screen(AuditEntryModal(entry.action, made, detail_lines(entry.detail)))
