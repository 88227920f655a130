"""The 3-on-3 goalie competition (3-on-3 GC, docs/readings/three-on-three.md#the-goalie-competition): every division's
goalies ranked by rating, the unranked after them, the goalies of the final, third-place and consolation games, and the
alerts (a coin toss pending, another goalie in an assigned game). Only a rulebook with a goalie competition offers this
screen (`Rulebook.has("goalie_competition")`); `k` records a coin toss between level goalies."""

from __future__ import annotations

from textual.app import ComposeResult
from textual.containers import Horizontal, Vertical, VerticalScroll
from textual.widgets import Static

from league.results.rule_disqualifications import disqualified_goalies
from league.season.values import Season
from league.stats.goalie_competition import (
    GoalieCompetition,
    GoalieRow,
    assignment_alerts,
    goalie_competition,
    rating_text,
)
from tui.commands import Command, bindings
from tui.screen_commands import ScreenCommands
from tui.screens.alert_dismissing import DISMISS_COMMAND, AlertDismissing, dismissed_note
from tui.screens.rinkbook_screen import RinkbookScreen
from tui.text.goalies_text import assigned_lines, toss_lines
from tui.widgets.plain_static import PlainStatic
from tui.widgets.sortable_table import Column, Shown, SortableTable

COLUMNS = (
    Column("#", "rank"),
    Column("Goalie", "name", False),
    Column("Div", "division", False),
    Column("GP", "gp"),
    Column("Shots", "shots"),
    Column("Saves", "saves"),
    Column("GA", "ga"),
    Column("Rating", "rating"),
)


def goalie_cells(row: GoalieRow, name: str) -> tuple[object, ...]:
    """One goalie: rank (* while a coin toss is pending, "-" unranked), goalie, division, GP, shots, saves,
    GA and the rating to two decimals ("unranked" without shots)."""
    rank = Shown(None, "-") if row.rank is None else Shown(row.rank, f"{row.rank}{'*' * row.coin_toss_pending}")
    rating = Shown(None, "unranked") if row.rating is None else Shown(row.rating, rating_text(row.rating))
    return (rank, name, row.division, row.gp, row.shots, row.saves, row.ga, rating)


class GoaliesScreen(AlertDismissing, ScreenCommands, RinkbookScreen):
    """The goalie competition: the ranking, the assigned goalies and what the committee must act on."""

    HEADING = "Goalie competition"
    SCREEN_COMMANDS = (
        Command(
            "Record goalie coin toss",
            "k",
            "Record the order a coin toss gave for goalies of equal rating",
            "record_goalie_toss",
            footer=True,
            writes=True,
        ),
        DISMISS_COMMAND,
        Command("Sort", "S", "Sort the table by the column under the cursor (again: reversed)", "sort"),
    )
    BINDINGS = bindings(SCREEN_COMMANDS)

    def competition(self) -> GoalieCompetition:
        season, rulebook = self.rinkbook.season, self.rinkbook.rulebook
        return self.rinkbook.derived("goalie competition", lambda: goalie_competition(season, rulebook))

    def compose_body(self) -> ComposeResult:
        rulebook = self.rinkbook.rulebook
        yield PlainStatic(
            f"{rulebook.title} ({rulebook.cite('goalie_competition')}): rating = 100 x saves / shots - goals "
            "against per game, over pool games with shots; * = a coin toss is pending (k records it)",
            classes="note",
            markup=False,
        )
        with Vertical(classes="body"):
            with Vertical(classes="panel", id="goalies-panel") as panel:
                panel.border_title = "Goalies, ranked (the unranked after them)"
                yield SortableTable(COLUMNS, id="goalies")  # the competition's order until S sorts it
            with Horizontal(id="goalies-below"):
                with VerticalScroll(classes="panel", id="assigned-panel") as scroll:
                    scroll.border_title = "Assigned goalies"
                    yield PlainStatic("", id="assigned", markup=False)
                with VerticalScroll(classes="panel", id="goalie-alerts-panel") as scroll:
                    scroll.border_title = "Alerts"
                    yield PlainStatic("", id="goalie-alerts", markup=False)

    def on_mount(self) -> None:
        self.refresh_data()
        self.set_focus(self.query_one("#goalies", SortableTable))

    def refresh_data(self) -> None:
        season = self.rinkbook.season
        competition = self.competition()
        names = {p.id: p.name for p in season.players}
        table = self.query_one("#goalies", SortableTable)
        table.show((r.player, goalie_cells(r, names.get(r.player, r.player))) for r in competition.rows)
        self.query_one("#assigned", Static).update("\n".join(assigned_lines(competition, names)))
        rulebook = self.rinkbook.rulebook
        barred = [
            f"{names.get(g, g)} ({g}) disqualified from {game} on ({rulebook.cite('goalie_penalties')}): never assigned"
            for g, game in disqualified_goalies(season, rulebook)
        ]
        every = assignment_alerts(season, rulebook, competition)
        assigned = [text for kind, text in self.shown_alerts(every)]
        note = dismissed_note(len(every) - len(assigned))
        alerts = [*toss_lines(competition, names), *barred, *assigned, *([note] if note else [])]
        self.query_one("#goalie-alerts", Static).update("\n".join(alerts) or "None.")

    def shown_alerts(self, every: list[str] | None = None) -> tuple[tuple[str, str], ...]:
        """Each assigned game's goalie who is not the competition's, less the ones dismissed with a reason."""
        if every is None:
            every = assignment_alerts(self.rinkbook.season, self.rinkbook.rulebook, self.competition())
        dismissed = self.dismissed()
        return tuple(("goalie", text) for text in every if ("goalie", text) not in dismissed)

    def action_sort(self) -> None:
        """Sort the table by the column under its cursor."""
        self.query_one("#goalies", SortableTable).sort_by_cursor()

    def action_record_goalie_toss(self) -> None:
        """Open the toss dialog on the goalies waiting for one; refused when read-only."""
        if self.rinkbook.refuse_write("recording a coin toss"):
            return
        competition, season = self.competition(), self.rinkbook.season
        if not competition.coin_toss_pending:
            self.notify("No coin toss is pending: no two ranked goalies have equal ratings.", title="Coin toss")
            return
        from tui.modals.coin_toss_modal import CoinTossModal  # a toss is rare: not loaded at start

        names = {p.id: p.name for p in season.players}
        rule = self.rinkbook.rulebook.cite("goalie_competition")
        self.rinkbook.forms.edit(
            CoinTossModal(competition.coin_toss_pending, names, rule, what="goalie"),
            season,
            self._record,
        )

    def _record(self, order: tuple[str, ...] | None, shown: Season) -> None:
        """Record the toss the dialog gave; refused when another window recorded one since it opened."""
        if order is None:
            return
        from store.writes.coin_tosses import record_coin_toss  # it loads the season checks: not at start

        app = self.rinkbook
        self.write(
            "recording a coin toss",
            lambda: record_coin_toss(app.store, app.season_name, tuple(sorted(order)), order, shown),
            lambda _: self.notify(f"Coin toss recorded: {', '.join(order)}", title="Coin toss"),
        )
