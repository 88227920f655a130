"""Rosters and transfers: each team's players at today's date (transfers come with later work)."""

from __future__ import annotations

from statistics import mean

from textual.app import ComposeResult
from textual.widgets import DataTable, Static, TabbedContent, TabPane

from league.rosters import Rosters
from league.values import Player
from tui.screens.league_screen import LeagueScreen

POSITION_ORDER = {"G": 0, "D": 1, "F": 2}
COLUMNS = ("#", "Name", "Pos", "Class", "Rating")
PRIVATE_COLUMNS = ("Born", "Email", "Phone")  # hidden in the captains' read-only mode (SPEC 6)


class RostersScreen(LeagueScreen):
    """One tab per team: number, name, position, class and rating of everyone on it today."""

    HEADING = "Rosters and transfers"

    def compose_body(self) -> ComposeResult:
        season = self.league.season
        assert season is not None
        yield Static(f"Rosters at {self.league.today.isoformat()} · transfers, swaps and balance come next "
                     "(section 5)", classes="note")
        with TabbedContent(classes="body"):
            for team in season.teams:
                with TabPane(f"{team.code} {team.name}", id=f"team-{team.code}"):
                    yield Static("", id=f"summary-{team.code}", classes="summary", markup=False)
                    yield DataTable(id=f"roster-{team.code}", cursor_type="row", zebra_stripes=True)

    def on_mount(self) -> None:
        self.refresh_data()

    def columns(self) -> tuple[str, ...]:
        """The columns this user may see: no contact details or birth dates in read-only mode."""
        return COLUMNS if self.league.read_only else COLUMNS + PRIVATE_COLUMNS

    def refresh_data(self) -> None:
        season, rulebook, today = self.league.season, self.league.rulebook, self.league.today
        assert season is not None and rulebook is not None
        rosters = Rosters(season)
        for team in season.teams:
            players = [p for pid in rosters.roster(team.code, today) if (p := season.player(pid)) is not None]
            players.sort(key=lambda p: (POSITION_ORDER.get(p.position, 3), p.number or 0, p.name))
            table = self.query_one(f"#roster-{team.code}", DataTable)
            table.clear(columns=True)
            table.add_columns(*self.columns())
            for p in players:
                table.add_row(*self.row(p, team.captain), key=p.id)
            self.query_one(f"#summary-{team.code}", Static).update(self.summary(players, rulebook.roster))

    def row(self, p: Player, captain: str | None) -> tuple[object, ...]:
        """One player's cells; the captain is marked (C)."""
        name = f"{p.name} (C)" if p.id == captain else p.name
        cells: tuple[object, ...] = (p.number if p.number is not None else "", name, p.position, p.klass, p.rating)
        if not self.league.read_only:
            cells += (p.born.isoformat(), p.email or "", p.phone or "")
        return cells

    @staticmethod
    def summary(players: list[Player], limits) -> str:
        """Counts against the roster maxima (G2) and the mean rating per group (section 5)."""
        goalies = sum(1 for p in players if p.position == "G")
        skaters = len(players) - goalies
        strength = "  ".join(
            f"{group} {mean(p.rating for p in players if p.position == group):.1f}"
            for group in ("F", "D", "G")
            if any(p.position == group for p in players)
        )
        return (f"{skaters} of {limits.max_skaters} skaters · {goalies} of {limits.max_goalies} goalies"
                f" · mean rating {strength or '—'}")
