"""The schedule: every game of the season by date and time, with rooms (G24) and results."""

from __future__ import annotations

from textual.app import ComposeResult
from textual.widgets import DataTable, Static

from league.schedule import games_in_order
from tui.screens.league_screen import LeagueScreen
from tui.season_view import result_text, rooms_text

COLUMNS = ("Game", "Stage", "Date", "Time", "Home", "Away", "Rooms (home higher)", "Status", "Result")


class ScheduleScreen(LeagueScreen):
    """Every game in order, today's and later ones easy to find: the cursor starts at the first of them."""

    HEADING = "Schedule"

    def compose_body(self) -> ComposeResult:
        yield Static("", id="schedule-note", classes="note", markup=False)
        yield DataTable(id="schedule-table", cursor_type="row", zebra_stripes=True, classes="body")

    def on_mount(self) -> None:
        self.query_one(DataTable).add_columns(*COLUMNS)
        self.refresh_data()

    def refresh_data(self) -> None:
        season, rulebook, today = self.league.season, self.league.rulebook, self.league.today
        assert season is not None and rulebook is not None
        table = self.query_one(DataTable)
        table.clear()
        games = games_in_order(season)
        for g in games:
            stage = f"{g.series} game {g.no}" if g.series else g.stage
            table.add_row(g.id, stage, f"{g.date:%a %Y-%m-%d}", g.time, g.home, g.away, rooms_text(g), g.status,
                          result_text(g, rulebook) if g.status == "final" else "", key=g.id)
        upcoming = [i for i, g in enumerate(games) if g.date >= today]
        if upcoming:
            table.move_cursor(row=upcoming[0])
        counts = {s: sum(1 for g in games if g.status == s) for s in ("final", "scheduled", "cancelled", "postponed")}
        self.query_one("#schedule-note", Static).update(
            f"{len(games)} games: " + ", ".join(f"{n} {s}" for s, n in counts.items() if n)
            + f" · cursor on the first game from {today.isoformat()}" * bool(upcoming)
        )
