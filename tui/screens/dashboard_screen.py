"""The season dashboard, the first screen: standings by points, next games, recent results, alerts."""

from __future__ import annotations

from textual.app import ComposeResult
from textual.containers import Horizontal, Vertical
from textual.widgets import DataTable, Static

from league.alerts import roster_alerts
from league.schedule import next_games, recent_results
from tui.screens.league_screen import LeagueScreen
from tui.season_view import (
    LEVEL_NOTE,
    deadline_note,
    result_text,
    rooms_text,
    season_progress,
    standing_rows,
)

STANDING_COLUMNS = ("Rank", "Team", "GP", "W", "L", "T", "PTS", "GF", "GA")


class DashboardScreen(LeagueScreen):
    """Where the committee starts: how the table stands, what is next, and what needs a decision."""

    HEADING = "Season dashboard"

    def compose_body(self) -> ComposeResult:
        with Horizontal(classes="body"):
            with Vertical(id="main"):
                with Vertical(id="standings", classes="panel") as panel:
                    panel.border_title = "Standings (regular season, by points)"
                    yield DataTable(id="standings-table", cursor_type="row", zebra_stripes=True)
                    yield Static("", id="level-note", classes="note")
                with Vertical(id="season", classes="panel") as panel:
                    panel.border_title = "Season"
                    yield Static("", id="season-text", markup=False)
            with Vertical(id="side"):
                with Vertical(id="alerts", classes="panel") as panel:
                    panel.border_title = "Alerts"
                    yield Static("", id="alerts-text", markup=False)
                with Vertical(id="next", classes="panel") as panel:
                    panel.border_title = "Next games"
                    yield Static("", id="next-text", markup=False)
                with Vertical(id="recent", classes="panel") as panel:
                    panel.border_title = "Recent results"
                    yield Static("", id="recent-text", markup=False)

    def on_mount(self) -> None:
        table = self.query_one("#standings-table", DataTable)
        for column in STANDING_COLUMNS:
            table.add_column(column, key=column)
        self.refresh_data()

    def refresh_data(self) -> None:
        season, rulebook, today = self.league.season, self.league.rulebook, self.league.today
        assert season is not None and rulebook is not None
        table = self.query_one("#standings-table", DataTable)
        table.clear()
        rows = standing_rows(season, rulebook)
        for row in rows:
            r = row.record
            table.add_row(row.place_text, f"{r.team}  {row.name}", r.gp, r.w, r.l, r.t, r.pts, r.gf, r.ga,
                          key=r.team)
        self.query_one("#level-note", Static).update(LEVEL_NOTE if any(r.level for r in rows) else "")

        self.query_one("#season-text", Static).update("\n".join(season_progress(season, rulebook)))
        alerts = [*roster_alerts(season, rulebook, today), deadline_note(season, today)]
        self.query_one("#alerts-text", Static).update("\n".join(f"• {a}" for a in alerts))

        upcoming = next_games(season, today)
        self.query_one("#next-text", Static).update(
            "\n".join(f"{g.date:%a %b %d} {g.time}  {g.home} v {g.away}  rooms {rooms_text(g)}" for g in upcoming)
            or "No games scheduled from today."
        )
        done = recent_results(season)
        self.query_one("#recent-text", Static).update(
            "\n".join(f"{g.date:%a %b %d}  {g.id:<6} {g.home} v {g.away}  {result_text(g, rulebook, cause=False)}" for g in done)
            or "No results yet."
        )
