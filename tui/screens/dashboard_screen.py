"""The season dashboard, the first screen: the Gray rule 19 standings explained, the race, next games, results,
alerts."""

from __future__ import annotations

from datetime import date
from typing import TYPE_CHECKING

from textual import on
from textual.app import ComposeResult
from textual.containers import Horizontal, Vertical, VerticalScroll
from textual.validation import Function
from textual.widget import Widget
from textual.widgets import DataTable, Input, Static

from tui.commands import Command, bindings
from tui.screen_commands import ScreenCommands
from tui.screens.alert_dismissing import DISMISS_COMMAND, AlertDismissing
from tui.screens.rinkbook_screen import RinkbookScreen
from tui.widgets.plain_static import PlainStatic
from tui.widgets.plain_table import PlainTable

if TYPE_CHECKING:
    from league.season.values import Season
    from tui.text.dashboard_frame import PanelsFrame, StandingsFrame


def _is_date(text: str) -> bool:
    try:
        date.fromisoformat(text)
    except ValueError:
        return False
    return True


class DashboardScreen(AlertDismissing, ScreenCommands, RinkbookScreen):
    """Where the committee starts: how the table stands and why, what is next, what needs a decision."""

    HEADING = "Season dashboard"
    FIRST_SCREEN = True
    KEEPS_FRAME_HIDDEN = True  # `d` after each result: shown again as it was, only what changed drawn
    SCREEN_COMMANDS = (
        Command(
            "Record coin toss",
            "k",
            "Record the order a coin toss gave for teams level after every tiebreaker",
            "record_coin_toss",
            footer=True,
            writes=True,
        ),
        DISMISS_COMMAND,
        Command(
            "What if: another rulebook",
            "W",
            "The season as another built-in rulebook would count it: a what-if, nothing is saved",
            "what_if",
        ),
    )
    BINDINGS = bindings(SCREEN_COMMANDS)
    as_of: date | None = None  # None: every result entered counts
    panels_mounted = False  # True once every panel is filled (at mount)
    shown: StandingsFrame | None = None  # the table part drawn now

    def compose_body(self) -> ComposeResult:
        # Every panel in the first frame, filled at mount: the whole dashboard in one layout (docs/performance.md: the
        # whole dashboard within 1.3x of a bare Textual app), not the table first and the rest a frame later.
        with Horizontal(classes="body"):
            with VerticalScroll(id="main", can_focus=False):
                with Vertical(id="standings", classes="panel"):
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
        kept = self.rinkbook.first_frame
        if kept is not None and not self.rinkbook.loaded:
            # The frame kept at the last start, drawn from exactly what the file holds (`store.cache.frame_cache`):
            # painted before the season is loaded, which the app does just after this first frame.
            self.show_standings(kept["standings"])
            self.show_panels(kept["panels"])
        else:
            self.fill_table()
            self.fill_panels()
        self.set_focus(self.query_one("#standings-table", DataTable))  # arrows move through the teams at once
        self.panels_mounted = True

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
    def _panel(name: str, title: str) -> PlainStatic:
        """A bordered panel of one text, `#name-text`: the text is the panel (a container around it was one
        more widget to style and draw in the first frame, docs/performance.md)."""
        panel = PlainStatic("", id=f"{name}-text", classes="panel", markup=False)
        panel.border_title = title
        return panel

    def refresh_data(self) -> None:
        self.fill_table()
        if self.panels_mounted:  # at the start the panels are filled once mounted
            self.fill_panels()

    def fill_table(self) -> None:
        """The table, its pending tosses, the race and the explanation, as of `as_of`, from the season."""
        from tui.text.dashboard_frame import standings_frame  # the rules: after the first frame
        from tui.text.season_view import season_standings

        season, rulebook, as_of = self.rinkbook.season, self.rinkbook.rulebook, self.as_of
        cache = self.rinkbook.season_cache
        table = cache.derived(("standings", as_of), lambda: season_standings(season, rulebook, as_of, cache))
        self.show_standings(
            cache.derived(("standings frame", as_of), lambda: standings_frame(season, rulebook, table, as_of, cache))
        )

    def fill_panels(self) -> None:
        """Alerts, next games, results and the season's progress, from the season; then the whole dashboard
        as the next start's first frame (`RinkbookApp.keep_first_frame`) when the table shows every result."""
        from tui.text.dashboard_frame import panels_frame  # the rules: after the first frame

        season, rulebook, today = self.rinkbook.season, self.rinkbook.rulebook, self.rinkbook.today
        cache = self.rinkbook.season_cache
        dismissed = self.dismissed()  # the committee's, read with each fill: a dismissal leaves the season as it was
        panels = cache.derived(
            ("panels frame", dismissed), lambda: panels_frame(season, rulebook, today, cache, dismissed)
        )
        self.show_panels(panels)
        if self.as_of is None and self.shown is not None:
            # Written to the file's frame cache after this frame is painted: no disk write before the frame.
            self.after_next_paint(self._keep_frame, season, self.shown, panels)

    def _keep_frame(self, season: Season, standings: StandingsFrame, panels: PanelsFrame) -> None:
        """Keep the dashboard drawn from `season` as the next start's first frame, unless the app took another
        season since (a save just after the fill: its own fill keeps its frame)."""
        if self.rinkbook.loaded and self.rinkbook.season is season:
            self.rinkbook.keep_first_frame(standings, panels)

    def show_standings(self, frame: StandingsFrame) -> None:
        """Draw the table part of `frame`: the table (the cursor stays on its team), its title, the pending
        tosses, the race and the selected team's explanation."""
        self.shown = frame
        self.query_one("#standings", Vertical).border_title = frame["title"]
        table = self.query_one("#standings-table", PlainTable)
        if not table.columns:
            for column in frame["columns"]:
                table.add_column(column, key=column)
        table.refill([(str(team), cells) for *cells, team in frame["rows"]])  # only what changed drawn again
        note = self.query_one("#pending-note", Static)
        note.update(frame["pending"])
        note.display = bool(frame["pending"])
        self.query_one("#race-text", Static).update(frame["race"])
        self.show_explanation()

    def show_panels(self, frame: PanelsFrame) -> None:
        """Draw the side panels of `frame`."""
        for name in ("alerts", "next", "recent", "season"):
            self.query_one(f"#{name}-text", Static).update(frame[name])

    def selected_team(self) -> str | None:
        """The code of the team under the table's cursor, or None."""
        table = self.query_one("#standings-table", DataTable)
        if not table.row_count:
            return None
        return str(table.coordinate_to_cell_key(table.cursor_coordinate).row_key.value)

    def show_explanation(self) -> None:
        """Why the selected team stands where it does: every tie step it took part in."""
        team = self.selected_team()
        text = self.shown["explanations"].get(team, "") if self.shown is not None and team is not None else ""
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
        self.fill_table()

    def shown_alerts(self) -> tuple[tuple[str, str], ...]:
        from tui.text.alert_text import keyed_alerts, undismissed  # the rules: after the first frame

        app = self.rinkbook
        alerts = undismissed(keyed_alerts(app.season, app.rulebook, app.today, app.season_cache), self.dismissed())
        return tuple((a.kind, a.text) for a in alerts)

    def action_what_if(self) -> None:
        """Show the season under another built-in rulebook (a what-if: nothing is read from or written to the file)."""
        from tui.modals.what_if_modal import WhatIfModal  # a what-if is rare: not loaded at start

        self.app.push_screen(WhatIfModal(self.rinkbook.season))

    def action_record_coin_toss(self) -> None:
        """Open the toss dialog (the alert "coin toss pending" says to press k); refused when read-only."""
        if not self.rinkbook.refuse_write("recording a coin toss"):
            self.ask_coin_toss()

    def ask_coin_toss(self) -> None:
        """Open the toss dialog for the pending sets of the season as entered (not as of a date)."""
        season = self.rinkbook.season
        full = self.rinkbook.season_cache.table
        if not full.coin_toss_pending:
            self.notify("No coin toss is pending: no teams are level on every other criterion.", title="Coin toss")
            return
        # A toss is rare: its dialog is not loaded at start.
        from tui.modals.coin_toss_modal import CoinTossModal

        self.rinkbook.forms.edit(
            CoinTossModal(full.coin_toss_pending, dict(full.names), full.citation),
            season,
            self._record_toss,
        )

    def _record_toss(self, order: tuple[str, ...] | None, shown: Season | None = None) -> None:
        """Record the toss the dialog (opened on the season `shown`, by default the one on screen) gave;
        refused when another window recorded a toss meanwhile."""
        if order is None:
            return
        shown = shown or self.rinkbook.season
        # It loads the season checks: not at start.
        from store.writes.coin_tosses import record_coin_toss

        self.write(
            "recording a coin toss",
            lambda: record_coin_toss(
                self.rinkbook.store, self.rinkbook.season_name, tuple(sorted(order)), order, shown
            ),
            lambda _: self.notify(f"Coin toss recorded: {', '.join(order)}", title="Coin toss"),
        )
