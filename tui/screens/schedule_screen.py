"""The schedule: every game by date and time, with status, rooms (Gray rule 24) and results; and its changes
(`tui.screens.schedule_changes`).

What it shows is `tui.text.schedule_view`'s: the whole schedule is prepared by the season's read, so that the
screen's first build only fills the rows its table holds.
"""

from __future__ import annotations

from textual.app import ComposeResult
from textual.widgets import DataTable, Static

from league.season.values import GAME_STATUSES
from tui.commands import Command, bindings
from tui.screen_commands import ScreenCommands
from tui.screens.rinkbook_screen import RinkbookScreen
from tui.screens.schedule_changes import ScheduleChanges
from tui.screens.team_filter import TeamFilter
from tui.text.schedule_view import COLUMNS, ScheduleView, filtered, prepared_schedule, row_texts
from tui.widgets.plain_static import PlainStatic
from tui.widgets.windowed_table import WindowedLines, WindowedTable, as_cells


class ScheduleScreen(ScheduleChanges, TeamFilter, ScreenCommands, RinkbookScreen):
    """Every game in order, today's and later ones easy to find: the cursor starts at the first of them."""

    HEADING = "Schedule"
    SCREEN_COMMANDS = (
        Command(
            "Open its scoresheet",
            "enter",
            "Open the scoresheet of the game under the cursor",
            "open_sheet",
            key_display="⏎",
            footer=True,
        ),
        Command(
            "Add game", "A", "Add a game on a date, time and rooms (audit-logged)", "add_game", footer=True, writes=True
        ),
        Command(
            "Move game",
            "M",
            "Move the game under the cursor to another slot (audit-logged)",
            "move_game",
            footer=True,
            writes=True,
        ),
        Command(
            "Postpone game",
            "P",
            "Postpone the game under the cursor, with the reason",
            "postpone_game",
            footer=True,
            writes=True,
        ),
        Command(
            "Cancel game",
            "X",
            "Cancel the game under the cursor, with the reason: no result can be entered for it",
            "cancel_game",
            footer=True,
            writes=True,
        ),
        Command(
            "Delete game",
            "D",
            "Delete the game under the cursor, added by mistake: only a scheduled game without a sheet "
            "(its id typed, with the reason; audit-logged); any other is cancelled (X)",
            "delete_game",
            writes=True,
        ),
        Command(
            "Generate round robin",
            "R",
            "Plan a single, double or triple round robin on the league's weekly ice slots (the ones typed last "
            "offered again), preview it, then save it",
            "generate",
            footer=True,
            writes=True,
        ),
        Command(
            "Team filter", "T", "Show one team's games; again for the next team, then all", "next_team", footer=True
        ),
        Command(
            "Status filter", "F", "Show games of one status; again for the next, then all", "next_status", footer=True
        ),
    )
    BINDINGS = bindings(SCREEN_COMMANDS)
    status_filter: str | None = None
    placed = False  # the cursor was put on the first game from today; later reloads leave it where the user put it

    def compose_body(self) -> ComposeResult:
        yield PlainStatic("", id="schedule-note", classes="note", markup=False)
        yield WindowedLines(id="schedule-table", cursor_type="row", zebra_stripes=True, classes="body")

    def on_mount(self) -> None:
        self.query_one(DataTable).add_columns(*COLUMNS)
        self.refresh_data()

    def schedule(self) -> ScheduleView:
        """The schedule the filters let through: the season's whole one (prepared by the season's read) filtered."""
        app, today = self.rinkbook, self.rinkbook.today
        whole = prepared_schedule(app.season, app.rulebook, app.season_cache, today, app.derived)
        return filtered(whole, today, self.team_filter, self.status_filter)

    def refresh_data(self) -> None:
        rulebook, today, cache = self.rinkbook.rulebook, self.rinkbook.today, self.rinkbook.season_cache
        view = self.schedule()
        games, upcoming = view.games, view.upcoming
        self.query_one(WindowedTable).show(
            view.ids,
            lambda i: as_cells(*row_texts(view, i, rulebook, cache)),
            at=None if self.placed else upcoming,
        )
        self.placed = upcoming is not None
        shown = (
            " · ".join(
                f for f in (f"team {self.team_filter}" if self.team_filter else "", self.status_filter or "") if f
            )
            or "all games"
        )
        self.query_one("#schedule-note", Static).update(
            f"{shown}: {len(games)} games: "
            + ", ".join(f"{n} {s}" for s, n in view.counts.items())
            + f" · cursor on the first game from {today.isoformat()}" * (upcoming is not None)
        )

    def action_next_team(self) -> None:
        """Show the next team's games, the cursor on its first game from today."""
        self.placed = False
        super().action_next_team()

    def action_next_status(self) -> None:
        """Cycle the status filter: scheduled, final, cancelled, postponed, then all."""
        options = [None, *GAME_STATUSES]
        self.status_filter = options[(options.index(self.status_filter) + 1) % len(options)]
        self.placed = False
        self.refresh_data()

    async def on_data_table_row_selected(self, event: DataTable.RowSelected) -> None:
        await self.action_open_sheet()

    async def action_open_sheet(self) -> None:
        """Open the scoresheet on the game under the cursor (game night starts here)."""
        game = self.game_under_cursor()
        if game is not None:
            await self.rinkbook.open_scoresheet(game.id)
