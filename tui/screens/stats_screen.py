"""Stats: players (GP, G, A, PTS, PIM), goalies (GP, GA, GAA) and teams (GF, GA, PIM), sortable, by team."""

from __future__ import annotations

from textual.app import ComposeResult
from textual.containers import Horizontal, Vertical
from textual.widgets import Static

from league.stats.totals import SeasonStats
from tui.commands import Command, bindings
from tui.screen_commands import ScreenCommands
from tui.screen_preparing import stats_of
from tui.screens.rinkbook_screen import RinkbookScreen
from tui.screens.team_filter import TeamFilter
from tui.widgets.plain_static import PlainStatic
from tui.widgets.sortable_table import Column, Shown, SortableTable, SortedColumns
from tui.widgets.sorted_window_table import SortedWindowTable

PLAYER_COLUMNS = (
    Column("Player", "name", False),
    Column("Team", "team", False),
    Column("Pos", "pos", False),
    Column("GP", "gp"),
    Column("G", "g"),
    Column("A", "a"),
    Column("PTS", "pts"),
    Column("PIM", "pim"),
)
GOALIE_COLUMNS = (
    Column("Goalie", "name", False),
    Column("Team", "team", False),
    Column("GP", "gp"),
    Column("Alone", "alone"),
    Column("GA", "ga"),
    Column("GAA", "gaa"),
)
TEAM_COLUMNS = (
    Column("Team", "team", False),
    Column("GP", "gp"),
    Column("GF", "gf"),
    Column("GA", "ga"),
    Column("PIM", "pim"),
)
STAGES: tuple[tuple[str | None, str], ...] = (
    (None, "all final games"),
    ("regular", "regular season"),
    ("playoff", "playoffs"),
)
NOTE = (
    "GP counts final games that started. Goals as scored on the sheets (a forfeit's score is the standings'). "
    "GP = games dressed. A sheet does not say who was in net when two goalies dressed, so goals against "
    "are charged only in the games a goalie was his team's only one (Alone); GAA = GA per such game."
)


class StatsScreen(TeamFilter, ScreenCommands, RinkbookScreen):
    """Per player games, goals, assists, points and penalty minutes; goalies; teams."""

    HEADING = "Stats"
    SCREEN_COMMANDS = (
        Command(
            "Sort", "S", "Sort the table in focus by the column under the cursor (again: reversed)", "sort", footer=True
        ),
        Command(
            "Team filter",
            "T",
            "Show one team's players and goalies; again for the next team, then all",
            "next_team",
            footer=True,
        ),
        Command(
            "Games counted",
            "G",
            "Count all final games, the regular season only, or the playoffs only",
            "next_stage",
            footer=True,
        ),
    )
    BINDINGS = bindings(SCREEN_COMMANDS)
    stage: str | None = None
    stats: SeasonStats  # the stage's stats shown, set by each refresh

    def compose_body(self) -> ComposeResult:
        yield PlainStatic("", id="stats-note", classes="note", markup=False)
        with Horizontal(classes="body"):
            with Vertical(classes="panel", id="stats-players") as panel:
                panel.border_title = "Players"
                # A 10,000-game season has some 1,500 players: only the rows around the cursor are built and
                # measured (docs/performance.md: a screen opens under 150 ms); the sort and the filter cover them all.
                yield SortedWindowTable(PLAYER_COLUMNS, sort="pts", id="players")
            with Vertical(id="stats-side"):
                with Vertical(classes="panel", id="stats-goalies") as panel:
                    panel.border_title = "Goalies"
                    yield SortedWindowTable(GOALIE_COLUMNS, sort="gp", id="goalies")
                with Vertical(classes="panel", id="stats-teams") as panel:
                    panel.border_title = "Teams"
                    yield SortableTable(TEAM_COLUMNS, sort="gf", id="teams")
                yield PlainStatic(NOTE, classes="note", markup=False)

    def on_mount(self) -> None:
        self.refresh_data()
        self.set_focus(self.query_one("#players", SortedWindowTable))

    def refresh_data(self) -> None:
        season, rulebook, stage = self.rinkbook.season, self.rinkbook.rulebook, self.stage
        # Summed once per load for each stage shown: a sort, a team filter or a stage seen before re-sums no sheet;
        # every final game's are summed once the app is idle after the season's read (`tui.screen_preparing`).
        self.stats = stats = stats_of(season, rulebook, self.rinkbook.season_cache, stage)
        names = {p.id: p.name for p in season.players}
        wanted = self.team_filter
        self._show_note()
        players = sorted(
            (p for p in stats.players if wanted in (None, p.team)), key=lambda p: names.get(p.player, p.player)
        )
        self.query_one("#players", SortedWindowTable).show_rows(
            [f"{p.player}-{p.team}" for p in players],
            lambda i: (
                names.get((p := players[i]).player, p.player),
                p.team,
                p.position,
                p.gp,
                p.goals,
                p.assists,
                p.points,
                p.pim,
            ),
        )
        goalies = [g for g in stats.goalies if wanted in (None, g.team)]
        self.query_one("#goalies", SortedWindowTable).show_rows(
            [f"{g.player}-{g.team}" for g in goalies],
            lambda i: (
                names.get((g := goalies[i]).player, g.player),
                g.team,
                g.gp,
                g.alone,
                g.ga,
                Shown(g.gaa, "" if g.gaa is None else f"{g.gaa:.2f}"),
            ),
        )
        self.query_one("#teams", SortableTable).show(
            (t.team, (t.team, t.gp, t.gf, t.ga, t.pim)) for t in stats.teams if wanted in (None, t.team)
        )

    def _show_note(self) -> None:
        stats, wanted = self.stats, self.team_filter
        self.query_one("#stats-note", Static).update(
            f"{dict(STAGES)[self.stage].capitalize()}: {stats.games} played, {stats.games_with_goal_details} with "
            f"scorers and assists · {f'team {wanted}' if wanted else 'all teams'} · "
            f"players by {self.query_one('#players', SortedWindowTable).sort_text}"
        )

    def action_sort(self) -> None:
        """Sort the focused table by the column under its cursor (the others keep their rows as they are)."""
        focused = self.focused
        table = focused if isinstance(focused, SortedColumns) else self.query_one("#players")
        assert isinstance(table, SortedColumns)
        table.sort_by_cursor()
        self._show_note()

    def action_next_stage(self) -> None:
        """Count all final games, then the regular season only, then the playoffs only."""
        stages = [s for s, _ in STAGES]
        self.stage = stages[(stages.index(self.stage) + 1) % len(stages)]
        self.refresh_data()
