"""The season dashboard, the first screen: the G19 standings explained, the race, next games, results, alerts."""

from __future__ import annotations

from datetime import date

from textual import on
from textual.app import ComposeResult
from textual.containers import Horizontal, Vertical, VerticalScroll
from textual.validation import Function
from textual.widget import Widget
from textual.widgets import DataTable, Input, Static

from league.schedule import next_games, recent_results
from league.standings import Standings
from league.values import Season
from tui.commands import Command, bindings
from tui.screen_commands import ScreenCommands
from tui.screens.rinkbook_screen import RinkbookScreen
from tui.text.alert_text import keyed_alerts
from tui.text.season_view import (
    race_lines,
    result_text,
    rooms_text,
    season_progress,
    season_race,
    season_standings,
)
from tui.text.standings_text import COLUMNS, pending_note, rank_text
from tui.widgets.plain_static import PlainStatic
from tui.widgets.plain_table import PlainTable, keeping_place


def _is_date(text: str) -> bool:
    try:
        date.fromisoformat(text)
    except ValueError:
        return False
    return True


class DashboardScreen(ScreenCommands, RinkbookScreen):
    """Where the committee starts: how the table stands and why, what is next, what needs a decision."""

    HEADING = "Season dashboard"
    FIRST_SCREEN = True
    SCREEN_COMMANDS = (
        Command(
            "Record coin toss",
            "k",
            "Record the order a coin toss gave for teams level after every other criterion (G19)",
            "record_coin_toss",
            footer=True,
            writes=True,
        ),
    )
    BINDINGS = bindings(SCREEN_COMMANDS)
    as_of: date | None = None  # None: every result entered counts
    panels_mounted = False  # True once every panel is filled (at mount)
    table_now: Standings | None = None

    def compose_body(self) -> ComposeResult:
        # Every panel in the first frame, filled at mount: the whole dashboard in one layout (issue 25: the
        # whole dashboard within 1.3x of a bare Textual app), not the table first and the rest a frame later.
        with Horizontal(classes="body"):
            with VerticalScroll(id="main", can_focus=False):
                with Vertical(id="standings", classes="panel") as panel:
                    panel.border_title = f"Standings (regular season, {self.rinkbook.rulebook.cite('tiebreakers')})"
                    yield PlainTable(id="standings-table", cursor_type="row", zebra_stripes=True)
                    yield PlainStatic("", id="pending-note", classes="note", markup=False)
                    yield from self._standings_extras()
                yield self._panel("race", "Race to the top three (points only, no tiebreakers)")
            with VerticalScroll(id="side", can_focus=False):
                yield self._panel("alerts", "Alerts")
                yield self._panel("next", "Next games")
                yield self._panel("recent", "Recent results")
                yield self._panel("season", "Season")

    def on_mount(self) -> None:
        table = self.query_one("#standings-table", DataTable)
        for column in COLUMNS:
            table.add_column(column, key=column)
        self.fill_table()
        table.focus()  # arrows move through the teams at once, and the explanation follows
        self.panels_mounted = True
        self.fill_panels()

    @staticmethod
    def _standings_extras() -> list[Widget]:
        """The as-of date field and the selected team's explanation, under the table."""
        is_day = Function(lambda t: not t.strip() or _is_date(t.strip()), "as of: a date, YYYY-MM-DD")
        as_of = Input(placeholder="YYYY-MM-DD (empty: every result)", id="as-of", validators=[is_day])
        return [
            Horizontal(PlainStatic("As of", id="as-of-label"), as_of, id="as-of-row"),
            PlainStatic("", id="explain-text", markup=False),
        ]

    @staticmethod
    def _panel(name: str, title: str) -> Vertical:
        """A bordered panel `#name` holding one text, `#name-text`."""
        panel = Vertical(PlainStatic("", id=f"{name}-text", markup=False), id=name, classes="panel")
        panel.border_title = title
        return panel

    def refresh_data(self) -> None:
        self.fill_table()
        if self.panels_mounted:  # at the start the panels are filled once mounted
            self.fill_panels()

    def fill_panels(self) -> None:
        """Every panel but the table: the race, the explanation, alerts, next games, results, the season."""
        season, rulebook, today = self.rinkbook.season, self.rinkbook.rulebook, self.rinkbook.today
        self.show_race()
        self.show_explanation()
        self.query_one("#season-text", Static).update("\n".join(season_progress(season, rulebook)))
        # The alerts are about the season as entered and today, whatever date the table is looked at.
        alerts = keyed_alerts(season, rulebook, today)
        self.query_one("#alerts-text", Static).update("\n".join(a.line() for a in alerts))

        upcoming = next_games(season, today)
        self.query_one("#next-text", Static).update(
            "\n".join(f"{g.date:%a %b %d} {g.time}  {g.home} v {g.away}  rooms {rooms_text(g)}" for g in upcoming)
            or "No games scheduled from today."
        )
        done = recent_results(season)
        self.query_one("#recent-text", Static).update(
            "\n".join(
                f"{g.date:%a %b %d}  {g.id:<6} {g.home} v {g.away}  {result_text(g, rulebook, cause=False)}"
                for g in done
            )
            or "No results yet."
        )

    def fill_table(self) -> None:
        """The table and its pending tosses, as of `as_of`."""
        season, rulebook = self.rinkbook.season, self.rinkbook.rulebook
        table = self.query_one("#standings-table", DataTable)
        standings = self.table_now = self.rinkbook.derived(
            ("standings", self.as_of), lambda: season_standings(season, rulebook, self.as_of)
        )
        with keeping_place(table):  # the cursor stays on its team, wherever the team now stands
            table.clear()
            for row in standings.rows:
                r = row.record
                table.add_row(
                    rank_text(row.rank, row.coin_toss_pending),
                    f"{r.team}  {standings.name(r.team)}",
                    r.gp,
                    r.w,
                    r.l,
                    r.t,
                    r.pts,
                    r.gf,
                    r.ga,
                    key=r.team,
                )
        note = self.query_one("#pending-note", Static)
        note.update(pending_note(standings))
        note.display = bool(standings.coin_toss_pending)

    def show_race(self) -> None:
        """The race to the top three, as of `as_of`."""
        season, rulebook = self.rinkbook.season, self.rinkbook.rulebook
        assert self.table_now is not None
        race = season_race(season, rulebook, self.table_now, self.as_of)
        has_schedule = any(g.stage == "regular" for g in season.games)
        self.query_one("#race-text", Static).update("\n".join(race_lines(self.table_now, race, rulebook, has_schedule)))

    def selected_team(self) -> str | None:
        """The code of the team under the table's cursor, or None."""
        table = self.query_one("#standings-table", DataTable)
        if not table.row_count:
            return None
        return str(table.coordinate_to_cell_key(table.cursor_coordinate).row_key.value)

    def show_explanation(self) -> None:
        """Why the selected team stands where it does: every tie step it took part in."""
        standings, team = self.table_now, self.selected_team()
        if standings is None or team is None or (row := standings.row(team)) is None:
            text = ""
        elif row.explanation:
            text = f"Why {standings.name(team)} is {row.rank}:\n" + "\n".join(f"  {line}" for line in row.explanation)
        else:
            text = f"{standings.name(team)}: no team level on points, ranked by points alone."
        self.query_one("#explain-text", Static).update(text)

    @on(DataTable.RowHighlighted, "#standings-table")
    def _row_highlighted(self) -> None:
        if self.panels_mounted:
            self.show_explanation()

    @on(Input.Submitted, "#as-of")
    def _as_of_submitted(self, event: Input.Submitted) -> None:
        text = event.value.strip()
        if event.validation_result is not None and not event.validation_result.is_valid:
            self.notify(
                f"{text!r} is not a date: type YYYY-MM-DD, or leave it empty for every result.",
                title="As of",
                severity="error",
            )
            return
        self.as_of = date.fromisoformat(text) if text else None
        self.query_one("#standings", Vertical).border_title = (
            f"Standings as of {self.as_of.isoformat()} ({self.rinkbook.rulebook.cite('tiebreakers')})"
            if self.as_of
            else f"Standings (regular season, {self.rinkbook.rulebook.cite('tiebreakers')})"
        )
        self.fill_table()
        self.show_race()
        self.show_explanation()

    def action_record_coin_toss(self) -> None:
        """Open the toss dialog (the alert "coin toss pending" says to press k); refused when read-only."""
        if not self.rinkbook.refuse_write("recording a coin toss"):
            self.ask_coin_toss()

    def ask_coin_toss(self) -> None:
        """Open the toss dialog for the pending sets of the season as entered (not as of a date)."""
        season, rulebook = self.rinkbook.season, self.rinkbook.rulebook
        full = self.rinkbook.derived(("standings", None), lambda: season_standings(season, rulebook))
        if not full.coin_toss_pending:
            self.notify("No coin toss is pending: no teams are level on every other criterion.", title="Coin toss")
            return
        # A toss is rare: its dialog is not loaded at start.
        from tui.modals.coin_toss_modal import CoinTossModal  # noqa: PLC0415 - said above

        self.app.push_screen(
            CoinTossModal(full.coin_toss_pending, dict(full.names), full.citation),
            lambda order: self._record_toss(order, season),
        )

    def _record_toss(self, order: tuple[str, ...] | None, shown: Season | None = None) -> None:
        """Record the toss the dialog (opened on the season `shown`, by default the one on screen) gave;
        refused when another window recorded a toss meanwhile."""
        if order is None:
            return
        shown = shown or self.rinkbook.season
        # It loads the season checks: not at start.
        from store.coin_tosses import record_coin_toss  # noqa: PLC0415 - said above

        self.write(
            "recording a coin toss",
            lambda: record_coin_toss(
                self.rinkbook.store, self.rinkbook.season_name, tuple(sorted(order)), order, shown
            ),
            lambda _: self.notify(f"Coin toss recorded: {', '.join(order)}", title="Coin toss"),
        )
