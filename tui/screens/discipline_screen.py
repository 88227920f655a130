"""Discipline (Gray rules 4 and 5): the suspension ledger, game misconducts, penalty leaders and team penalty totals.

A tournament's (docs/readings/shared.md#ejections-and-suspensions) shows its ejections and its disqualified teams and
goalies beside the ledger, its own rulebook's note instead of Gray's, and takes the committee's rulings
(`tui.screens.discipline_rulings`).
"""

from __future__ import annotations

from typing import Any

from textual.app import ComposeResult
from textual.containers import Horizontal, Vertical
from textual.widgets import Static

from league.discipline.report import discipline_report
from league.discipline.suspensions import Suspension
from league.rulebooks import GRAY
from league.sheet.replay import ordinal
from tui.commands import Command, bindings
from tui.screen_commands import ScreenCommands
from tui.screen_preparing import penalty_records_of
from tui.screens.discipline_rulings import RULING_COMMANDS, DisciplineRulings
from tui.screens.rinkbook_screen import NARROW_BELOW, RinkbookScreen
from tui.screens.team_filter import TeamFilter
from tui.text.discipline_text import disqualified_lines, ejection_cells, tournament_note
from tui.widgets.plain_static import PlainStatic
from tui.widgets.sortable_table import Column, Shown, SortableTable

SUSPENSION_COLUMNS = (
    Column("Player", "name", False),
    Column("Team", "team", False),
    Column("From", "from", False),
    Column("Cause", "cause", False),
    Column("GM", "nth"),
    Column("Length", "length"),
    Column("Served in", "served", False),
    Column("Left", "left"),
    Column("Status", "status", False),
)
LEADER_COLUMNS = (
    Column("Player", "name", False),
    Column("Team", "team", False),
    Column("PEN", "pen"),
    Column("PIM", "pim"),
    Column("GM", "gm"),
)
TEAM_COLUMNS = (
    Column("Team", "team", False),
    Column("PEN", "pen"),
    Column("PIM", "pim"),
    Column("Bench", "bench"),
    Column("GM", "gm"),
    Column("Forfeits", "forfeits"),
)
# A tournament has no Gray rule 5 game misconducts (nor their ladder) nor Gray rule 4 penalty forfeits: their
# columns are Gray's.
# A tournament's ledger names each row's rule (or ruling) in a column of its own: a long cause never hides it.
TOURNAMENT_SUSPENSION_COLUMNS = (
    *SUSPENSION_COLUMNS[:3],
    Column("Rule", "rule", False),
    SUSPENSION_COLUMNS[3],
    *SUSPENSION_COLUMNS[5:],
)
TOURNAMENT_LEADER_COLUMNS = LEADER_COLUMNS[:4]
TOURNAMENT_TEAM_COLUMNS = TEAM_COLUMNS[:4]
EJECTION_COLUMNS = (
    Column("Game", "game", False),
    Column("Player", "name", False),
    Column("Team", "team", False),
    Column("Per", "period"),
    Column("Time", "time", False),
    Column("Cause", "cause", False),
)
REST = 10**6  # "rest of the season" sorts after any number of games
NOTE = (
    "PEN and PIM include the penalties the rules add (4th-penalty misconduct, 5th-penalty and fighting game "
    "misconducts, late-start bench minor); a minor in running time is 3 minutes. GM = game misconducts that "
    f"count for suspensions (one per game, {GRAY.cite('suspension')}). Forfeits = games lost by the 10th counted "
    "penalty."
)


def ledger_columns(tournament: bool, narrow: bool) -> tuple[Column, ...]:
    """The ledger's columns; on a narrow terminal (80x24) where each suspension stands (to serve, served,
    lapsed) comes right after the player and his team, where the table's width keeps it in view."""
    columns = TOURNAMENT_SUSPENSION_COLUMNS if tournament else SUSPENSION_COLUMNS
    return in_ledger_order(columns, narrow)


def in_ledger_order(cells: tuple[Any, ...], narrow: bool) -> tuple[Any, ...]:
    """`cells` (the columns or a row, status last) in the order `ledger_columns` gives for `narrow`."""
    return (*cells[:2], cells[-1], *cells[2:-1]) if narrow else cells


def status(s: Suspension) -> str:
    """Where a suspension stands: still to serve, served, or lapsed when the final was decided."""
    if s.lapsed:
        return f"lapsed ({s.lapsed_at})"
    return "to serve" if s.active else "served"


def suspension_cells(s: Suspension, name: str, tournament: bool = False) -> tuple[object, ...]:
    """One suspension as the ledger shows it: from which game, served in which games, what is left (a
    tournament's without Gray's count of game misconducts)."""
    left = Shown(REST, s.left_text) if s.remaining is None else s.remaining  # the rest, or pending review
    where = (name, s.team, s.source)
    return (
        *where,
        *((s.rule or "-", s.cause) if tournament else (s.cause, Shown(s.nth, ordinal(s.nth)))),
        Shown(REST if s.length is None else s.length, s.length_text),
        ", ".join(s.served_in) or "-",
        left,
        status(s),
    )


class DisciplineScreen(DisciplineRulings, TeamFilter, ScreenCommands, RinkbookScreen):
    """Suspensions with the game they came from and the games they are served in; penalties by player and team;
    a tournament's ejections and disqualifications, and its committee's rulings."""

    HEADING = "Discipline"
    SCREEN_COMMANDS = (
        Command(
            "Sort", "S", "Sort the table in focus by the column under the cursor (again: reversed)", "sort", footer=True
        ),
        Command(
            "Team filter",
            "T",
            "Show one team's suspensions and penalties; again for the next team, then all",
            "next_team",
            footer=True,
        ),
        *RULING_COMMANDS,
    )
    BINDINGS = bindings(SCREEN_COMMANDS)
    narrow_ledger = False  # the ledger's columns were laid out for a narrow terminal (status first)

    @property
    def tournament(self) -> bool:
        return self.rinkbook.rulebook.has_pools

    def compose_body(self) -> ComposeResult:
        yield PlainStatic("", id="discipline-note", classes="note", markup=False)
        with Vertical(classes="body"):
            with Vertical(classes="panel", id="suspensions-panel") as panel:
                # Gray rule 5, or a tournament's committee rulings (docs/readings/shared.md#ejections-and-suspensions)
                rulebook = self.rinkbook.rulebook
                rule = rulebook.citation("suspension") or rulebook.cite("suspensions")
                panel.border_title = f"Suspensions ({rule}): from which game, served in which, what is left"
                self.narrow_ledger = self.app.size.width < NARROW_BELOW
                ledger = ledger_columns(self.tournament, self.narrow_ledger)
                panel.set_class(self.tournament, "tournament-ledger")  # shorter at 80x24: the ejections follow
                yield SortableTable(ledger, id="suspensions")
            if self.tournament:
                yield from self.compose_tournament_row()
            with Horizontal(id="penalty-row"):
                with Vertical(classes="panel", id="leaders-panel") as panel:
                    panel.border_title = f"Penalty leaders ({self.rinkbook.rulebook.cite('penalty_count')})"
                    columns = TOURNAMENT_LEADER_COLUMNS if self.tournament else LEADER_COLUMNS
                    yield SortableTable(columns, sort="pim", id="leaders")
                with Vertical(id="discipline-side"):
                    with Vertical(classes="panel", id="team-penalties-panel") as panel:
                        panel.border_title = "Teams"
                        yield SortableTable(
                            TOURNAMENT_TEAM_COLUMNS if self.tournament else TEAM_COLUMNS, id="team-penalties"
                        )
                    note = tournament_note(self.rinkbook.rulebook) if self.tournament else NOTE
                    yield PlainStatic(note, classes="note", markup=False)

    def compose_tournament_row(self) -> ComposeResult:
        """A tournament's ejections (docs/readings/shared.md#ejections-and-suspensions) and its disqualified teams and
        goalies (docs/readings/shared.md#disqualification, 3-on-3 PEN 4, 3-on-3 PEN 5)."""
        rulebook = self.rinkbook.rulebook
        with Horizontal(id="ejections-row"):
            with Vertical(classes="panel", id="ejections-panel") as panel:
                panel.border_title = "Ejections"
                yield SortableTable(EJECTION_COLUMNS, id="ejections")
            with Vertical(classes="panel", id="disqualified-panel") as panel:
                panel.border_title = f"Disqualified ({rulebook.cite('disqualification')})"
                yield PlainStatic("", id="disqualified", markup=False)

    def on_mount(self) -> None:
        self.refresh_data()
        self.set_focus(self.query_one("#suspensions", SortableTable))

    def on_resize(self) -> None:
        super().on_resize()
        if self.is_mounted and (self.size.width < NARROW_BELOW) != self.narrow_ledger:
            self.call_later(self._relay_ledger)  # the status column moves to where the new width shows it

    async def _relay_ledger(self) -> None:
        await self.recompose()
        self.on_mount()

    def refresh_data(self) -> None:
        season, rulebook = self.rinkbook.season, self.rinkbook.rulebook
        suspensions = self.rinkbook.season_cache.suspensions
        # Summed once per load (10,000 sheets): a team filter re-sums none; summed once the app is idle after the
        # season's read (`tui.screen_preparing`).
        records = penalty_records_of(season, rulebook, self.rinkbook.season_cache)
        names = {p.id: p.name for p in season.players}
        wanted = self.team_filter
        shown = [(i, s) for i, s in enumerate(suspensions) if wanted in (None, s.team)]
        to_serve = sum(1 for _, s in shown if s.active)
        self.query_one("#discipline-note", Static).update(
            f"{len(shown)} suspension{'s' * (len(shown) != 1)}, {to_serve} still to serve · "
            f"{f'team {wanted}' if wanted else 'all teams'} · final sheets only"
        )
        self.query_one("#suspensions", SortableTable).show(
            (
                str(i),
                in_ledger_order(
                    suspension_cells(s, f"{names.get(s.player, s.player)} ({s.player})", self.tournament),
                    self.narrow_ledger,
                ),
            )
            for i, s in shown
        )
        # A tournament's rows without Gray's GM and Forfeits.
        leaders, teams = (len(TOURNAMENT_LEADER_COLUMNS), len(TOURNAMENT_TEAM_COLUMNS)) if self.tournament else (5, 6)
        self.query_one("#leaders", SortableTable).show(
            (
                f"{p.player}-{p.team}",
                (names.get(p.player, p.player), p.team, p.penalties, p.pim, p.game_misconducts)[:leaders],
            )
            for p in records.players
            if wanted in (None, p.team)
        )
        self.query_one("#team-penalties", SortableTable).show(
            (t.team, (t.team, t.penalties, t.pim, t.bench_penalties, t.game_misconducts, t.forfeits)[:teams])
            for t in records.teams
            if wanted in (None, t.team)
        )
        if self.tournament:
            self.refresh_tournament(names, wanted)

    def refresh_tournament(self, names: dict[str, str], wanted: str | None) -> None:
        """The ejections and the disqualified teams and goalies, from the sheets' replays."""
        season, rulebook = self.rinkbook.season, self.rinkbook.rulebook
        report = self.rinkbook.derived(
            "discipline report", lambda: discipline_report(season, rulebook, self.rinkbook.season_cache.replays)
        )
        self.query_one("#ejections", SortableTable).show(
            (f"{e.game}-{e.player}", ejection_cells(e, names.get(e.player, e.player)))
            for e in report.ejections
            if wanted in (None, e.team)
        )
        self.query_one("#disqualified", Static).update("\n".join(disqualified_lines(report, season)))

    def action_sort(self) -> None:
        """Sort the focused table by the column under its cursor."""
        table = (
            self.focused if isinstance(self.focused, SortableTable) else self.query_one("#suspensions", SortableTable)
        )
        table.sort_by_cursor()
