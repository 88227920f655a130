"""The shift report (Gray rule 9), the captains' view: one team's season or one game, per group, with a bar chart.

Read only (it works the same in `--read-only`): counts, the spread, per-game averages over the
season, every double shift with its shift number, and a bar per player. The same lines as
`rinkbook shifts` prints (`tui.text.shift_text`).
"""

from __future__ import annotations

from functools import partial
from typing import TYPE_CHECKING, Any

from textual.app import ComposeResult
from textual.containers import Horizontal, Vertical
from textual.widgets import DataTable, Log, Static

from league.rulebooks import GRAY
from league.rules.roles import READ_SHIFTS
from league.season.texts import printable
from league.season.values import SHIFT_GROUPS, Game, Season
from league.stats.fairness import GameSpread, SeasonFairness, final_games, positions, team_game
from store.cache.game_figures import (
    fairness_to_count,
    packed_fairness_kept,
    season_fairness_kept,
    season_fairness_summed,
)
from tui.commands import Command, bindings
from tui.role_keys import team_after, team_shown
from tui.screen_commands import ScreenCommands
from tui.screen_preparing import SHIFT_GAMES, keys_first
from tui.screens.rinkbook_screen import RinkbookScreen
from tui.text.shift_text import ShiftReport, game_report, group_lines, season_report, violation_lines
from tui.textual_patches.log_lines import write_printable_lines
from tui.widgets.plain_static import PlainStatic
from tui.widgets.windowed_table import WindowedTable

if TYPE_CHECKING:
    from store.cache.season_cache import SeasonCache

SEASON_ROW = "season"
# A team's final games tallied a turn of the event loop when their figures are not kept yet (`T` before the idle
# time prepared them): about 20 ms at 30,000 games, so that every key is answered between them.
COUNTED_A_TURN = SHIFT_GAMES  # the idle preparation's step, the same size
# A game's row: the game, its forwards' and defence's spreads and its double shifts.
Played = tuple[Game, int, int, int]
NOTE = (
    "Counts leave stop-time shifts out (they keep their numbers). Spread = most minus fewest in a group "
    "(fair: at most 1); a season's is its largest single game. Avg = shifts per game with records. "
    f"2x = double shifts: on the group's previous shift while a teammate had sat two or more ({GRAY.cite('shifts')}); "
    "a player out of the game (ejected, serving a major or a misconduct, injured) sits none of the shifts he "
    "is out for, and is left out of the spread."
)


def played(row: GameSpread, game: Game) -> Played:
    """The figures of a game's row."""
    return (game, row.forwards, row.defence, row.doubles)


class ShiftReportScreen(ScreenCommands, RinkbookScreen):
    """Per team: each forward's and defenceman's shifts, the spread per game and season, double shifts."""

    HEADING = "Shift report"
    SCREEN_COMMANDS = (
        Command("Shift report: next team", "T", "Show the next team's shifts", "next_team", footer=True),
        Command(
            "Shift report: season",
            "home",
            "Show the team's whole season (the games list's first row)",
            "show_season",
            key_display="home",
        ),
    )
    BINDINGS = bindings(SCREEN_COMMANDS)

    def __init__(self, *args: Any, **kwargs: Any) -> None:
        super().__init__(*args, **kwargs)
        self.team: str | None = None
        self.selected = SEASON_ROW
        self.season_shown: ShiftReport | None = None  # the team's season, worked out at each load
        self._detail_y = 0.0  # where the lines were scrolled to when the screen was hidden
        self._counting: object | None = None  # the count under way: another team's or season's stops it

    def compose_body(self) -> ComposeResult:
        yield PlainStatic("", id="shifts-title", classes="note", markup=False)
        with Horizontal(classes="body"):
            with Vertical(classes="panel", id="shifts-games") as panel:
                panel.border_title = "Season and games (↑↓)"
                yield WindowedTable(id="shifts-game-table", cursor_type="row", zebra_stripes=True)
            # Lines drawn as they are scrolled to: a season's report of every double shift runs to 11,000
            # lines at 10,000 games, which a text widget draws whole (20 MiB; docs/performance.md: memory).
            detail = Log(id="shifts-detail", classes="panel", auto_scroll=False)
            detail.border_title = "Shifts per player"
            yield detail
        yield PlainStatic(NOTE, classes="note", markup=False)

    def on_mount(self) -> None:
        table = self.query_one("#shifts-game-table", DataTable)
        table.add_columns("Game", "Date", "Opp", "F", "D", "2x")
        self.refresh_data()
        self.set_focus(table)

    @property
    def season(self) -> Season:
        """The season the app loaded."""
        return self.rinkbook.season

    def refresh_data(self) -> None:
        """Recompute the team's season (after a load or a team change) and redraw."""
        self.team = team_shown(self.app, self.season, READ_SHIFTS, self.team)  # a captain signed in: his team's alone
        if self.team is None:
            self.query_one("#shifts-title", Static).update("The season has no teams yet.")
            return
        # Each final game's figures kept in the season's cache while the game is the same (a save reaches one game;
        # the read's idle time prepares every team's, `tui.screen_preparing`): the season is only summed here. Those
        # not kept yet are counted a turn at a time first, the screen saying so, every key answered meanwhile.
        cache, self._counting = self.rinkbook.season_cache, None
        fairness = season_fairness_summed(cache, self.team)
        if fairness is None:
            # The team shown before let go of before the next is summed: its report and lines (26,000 at 30,000
            # games) held beside the next team's made every team's `T` raise the app's peak memory.
            self.season_shown = None
            self.query_one("#shifts-detail", Log).clear()
            finals = final_games(self.season, self.team)
            left = fairness_to_count(cache, self.team, finals)
            if len(left) > COUNTED_A_TURN:
                self._count(cache, self.team, left)
                return
            fairness = season_fairness_kept(cache, self.team, finals)
        # The season's report and each game's figures are kept, not every game's tally of every player (a
        # team's 3,000 games at 10,000: 4 MiB; docs/performance.md: memory); a game's own report is worked out when
        # shown.
        self.season_shown = season_report(self.season, fairness)
        games = [played(row, game) for row, game in self._games(self.team, fairness)]
        season_row = ("Season", "", "", fairness.spread("F"), fairness.spread("D"), len(fairness.violations))
        keys = [SEASON_ROW, *(game.id for game, *_ in games)]
        if self.selected not in keys:
            self.selected = SEASON_ROW
        # A window of rows around the cursor: a team's 3,000 games of a 10,000-game season held as table
        # rows were 20 MiB (docs/performance.md: memory), built again at every visit.
        table = self.query_one("#shifts-game-table", WindowedTable)
        table.show(
            keys,
            lambda i: self._row(games[i - 1]) if i else season_row,
            at=keys.index(self.selected),
        )
        self.show_selected()

    def _count(self, cache: SeasonCache, team: str, games: list[Game]) -> None:
        """Show `team` as being counted, then tally `games` (its final games whose figures are not kept) a turn at a
        time, and show its season once all are: unless another team or season is asked for first."""
        counting = self._counting = object()
        position = positions(cache.season)
        self.season_shown = None
        self.query_one("#shifts-game-table", WindowedTable).show([SEASON_ROW], lambda _: ("Season", "", "", "", "", ""))
        self.query_one("#shifts-detail", Log).clear()

        def turn(done: int) -> None:
            if self._counting is not counting or self.rinkbook.season_cache is not cache:
                return
            for game in games[done : done + COUNTED_A_TURN]:
                packed_fairness_kept(cache, team, game, position)
            if done + COUNTED_A_TURN < len(games):
                self._say_counting(team, done + COUNTED_A_TURN, len(games))
                keys_first(self.rinkbook, partial(turn, done + COUNTED_A_TURN), self)  # the keys typed meanwhile first
            else:
                self.refresh_data()

        self._say_counting(team, 0, len(games))
        keys_first(self.rinkbook, partial(turn, 0), self)

    def _say_counting(self, team: str, done: int, games: int) -> None:
        words = f"{team} {self.season.team_name(team)} · Counting… {done:,} of {games:,} games · T next team"
        self.query_one("#shifts-title", Static).update(words)

    def let_go_of_season_view(self) -> None:
        # The lines shown (a line per double shift of the season: 26,000 at 30,000 games); the season's report they
        # are written from is kept, which takes the team's every game to work out.
        detail = self.query_one("#shifts-detail", Log)
        self._detail_y = detail.scroll_y
        detail.clear()

    def take_up_season_view(self) -> None:
        self.show_selected()
        self.query_one("#shifts-detail", Log).scroll_to(y=self._detail_y, animate=False, immediate=True)

    def _row(self, played: Played) -> tuple[object, ...]:
        game, forwards, defence, doubles = played
        opponent = game.away if game.home == self.team else f"@{game.home}"
        marks = "" if game.status == "final" else "*"
        return (f"{game.id}{marks}", game.date.strftime("%m-%d"), opponent, forwards, defence, doubles)

    def _games(self, team: str, fairness: SeasonFairness) -> list[tuple[GameSpread, Game]]:
        """(figures, game) for the team's final games, then games under way with shift records (marked *)."""
        season, rulebook = self.season, self.rinkbook.rulebook  # asked once, not once a game
        final = [(row, season.known_game(row.game)) for row in fairness.rows]
        position = positions(season)
        # The team's games under way picked before they are sorted: the season's every game sorted was some 20 ms of
        # each team's report at 30,000 games.
        recorded = (g for g in season.games if g.status == "scheduled" and team in g.teams and g.shifts_for(team))
        in_order = sorted(recorded, key=lambda g: g.sort_key)
        under_way = [(GameSpread.of(team_game(g, team, position, rulebook)), g) for g in in_order]
        return final + under_way

    def show_selected(self) -> None:
        """Render the season or the highlighted game."""
        season, team = self.season, self.team
        if team is None or self.season_shown is None:  # no teams: the title says so
            return
        if self.selected == SEASON_ROW:
            report = self.season_shown
        else:
            report = game_report(
                season, season.known_game(self.selected), team, self.rinkbook.rulebook
            )  # a row of the table's games
        title = f"{team} {season.team_name(team)} · {report.title} · T next team"
        self.query_one("#shifts-title", Static).update(title)
        if self.released:
            # Hidden, its lines let go (a count finished after the user left): drawn when it is shown again
            # (`take_up_season_view`), not held by a screen no one sees (26,000 lines at 30,000 games).
            return
        lines: list[str] = []
        for group in SHIFT_GROUPS:
            lines += [*group_lines(report, group), ""]
        lines += violation_lines(report, season)
        detail = self.query_one("#shifts-detail", Log)
        detail.clear()
        write_printable_lines(detail, [printable(line) for line in lines])  # as written, control characters escaped
        detail.scroll_home(animate=False)

    def on_data_table_row_highlighted(self, event: DataTable.RowHighlighted) -> None:
        key = str(event.row_key.value)
        if key != self.selected:
            self.selected = key
            self.show_selected()

    def action_next_team(self) -> None:
        """Show the next team (after the last, the first again)."""
        team = team_after(self.season, self.team)
        if team is not None:
            self.team, self.selected = team, SEASON_ROW
            self.refresh_data()

    def action_show_season(self) -> None:
        """Show the team's whole season."""
        self.query_one("#shifts-game-table", WindowedTable).move_to(0)
        self.selected = SEASON_ROW
        self.show_selected()
