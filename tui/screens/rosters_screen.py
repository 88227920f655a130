"""Rosters and transfers (Gray rule 2, docs/readings/gray.md#rosters-and-balance): each team by position with ratings
and strengths; transfers and swaps previewed and recorded; the balance suggestions, one key to apply the best.

A season with pools (a tournament) has no draft or balance: its rosters are added to, moved and removed from
here, with its own marks and limits (`tui.screens.tournament_rosters`)."""

from __future__ import annotations

from textual.app import ComposeResult
from textual.containers import Horizontal, Vertical
from textual.content import Content
from textual.widgets import DataTable, Static, TabbedContent, TabPane

from league.rosters.balance import Balance, Move, balance
from league.rosters.transfers import attendance_weights, rosters_on
from league.rulebooks import GRAY
from league.season.texts import printable
from league.season.values import Player, Season, Team, Transfer
from store.writes.teams import set_captain
from store.writes.transfers import record_transfers
from tui.commands import Command, action_name, bindings
from tui.modals.transfer_modal import TRANSFER_LABELS, TransferModal
from tui.screen_commands import ScreenCommands
from tui.screen_preparing import roster_moves_of
from tui.screens.rinkbook_screen import RinkbookScreen
from tui.screens.tournament_rosters import COMMANDS as TOURNAMENT_COMMANDS
from tui.text.balance_text import move_text, spreads_line, strength_text
from tui.text.tab_titles import tab_titles
from tui.widgets.plain_static import PlainStatic
from tui.widgets.plain_table import PlainTable, keeping_place

POSITION_ORDER = {"G": 0, "D": 1, "F": 2}
COLUMNS = ("#", "Name", "Id", "Pos", "Class", "Rating")
PRIVATE_COLUMNS = ("Born", "Email", "Phone")  # hidden in the captains' read-only mode (docs/data.md#read-only-opens)


class RostersScreen(ScreenCommands, RinkbookScreen):
    """One tab per team at today's date, the league's balance, and the moves that would even it."""

    HEADING = "Rosters and transfers"
    SCREEN_COMMANDS = (
        Command(
            "Transfer player",
            "M",
            "Move the player under the cursor to another team, with a date and a "
            "reason; the balance before and after is shown first",
            "transfer",
            footer=True,
            writes=True,
        ),
        Command(
            "Swap players",
            "W",
            "Swap the player under the cursor with a player of another team",
            "swap",
            footer=True,
            writes=True,
        ),
        Command(
            "Apply suggestion",
            "A",
            "Make the best suggested transfer or swap: its preview opens with "
            "today's date and a reason filled in; Enter records it",
            "apply_suggestion",
            footer=True,
            writes=True,
        ),
        Command(
            "Make captain",
            "K",
            f"Name the player under the cursor his team's captain (the one who requests drops, {GRAY.cite('drops')})",
            "make_captain",
            footer=True,
            writes=True,
        ),
        Command(
            "Weigh by attendance",
            "V",
            "Count each player's strength by his share of games attended so far (again: plain ratings)",
            "toggle_weights",
            footer=True,
        ),
        *TOURNAMENT_COMMANDS[0::2],  # a tournament's own keys (add, remove); its move is `M`, the transfer's key
    )
    BINDINGS = bindings(SCREEN_COMMANDS)
    LEAGUE_COMMANDS = SCREEN_COMMANDS[:-2]
    weighted = False
    moves: tuple[Move, ...] = ()
    tabs_of: tuple[tuple[str, str], ...] = ()  # the (code, name) of each team tab, in order
    shown_tournament = False  # the tabs were built for a tournament's rosters

    @property
    def tournament(self) -> bool:
        return self.rinkbook.rulebook.has_pools

    def offered_commands(self) -> tuple[Command, ...]:
        """A tournament's keys (add, move, remove), or the league's (transfers, swaps, balance, captains)."""
        return TOURNAMENT_COMMANDS if self.tournament else self.LEAGUE_COMMANDS

    def check_action(self, action: str, parameters: tuple[object, ...]) -> bool | None:
        """The keys of the season's kind only, its writes hidden when read-only (as `ScreenCommands`)."""
        offered = self.offered_commands()
        if action not in {action_name(c) for c in offered}:
            return action not in {action_name(c) for c in (*self.SCREEN_COMMANDS, *TOURNAMENT_COMMANDS)}
        return not (self.rinkbook.read_only and any(c.writes and action_name(c) == action for c in offered))

    def compose_body(self) -> ComposeResult:
        season = self.rinkbook.season
        self.tabs_of = tuple((team.code, team.name) for team in season.teams)
        self.shown_tournament = self.tournament
        yield PlainStatic("", id="rosters-note", classes="note", markup=False)
        if self.tournament:
            yield from self._team_tabs()
            return
        with Horizontal(classes="body"):
            with TabbedContent(id="roster-tabs"):
                for i, team in enumerate(season.teams):
                    # Content, not str: a team name holding brackets is shown as written, never as markup.
                    # Ids by position: a code is the league's text ("[/]", "A B"), not a widget identifier.
                    with TabPane(Content(printable(f"{team.code} {team.name}")), id=f"team-{i}"):
                        yield PlainStatic("", id=f"summary-{i}", classes="summary", markup=False)
                        yield PlainTable(id=f"roster-{i}", cursor_type="row", zebra_stripes=True)
            with Vertical(id="balance-side"):
                with Vertical(classes="panel", id="balance-panel") as panel:
                    panel.border_title = "Balance (mean rating per group)"
                    yield PlainTable(id="balance-table", cursor_type="none", zebra_stripes=True)
                    yield PlainStatic("", id="balance-spread", markup=False)
                with Vertical(classes="panel", id="suggestions-panel") as panel:
                    panel.border_title = "Suggestions (A applies the first)"
                    yield PlainStatic("", id="suggestions", markup=False)

    def on_mount(self) -> None:
        self.refresh_data()

    def columns(self) -> tuple[str, ...]:
        """The columns this user may see: no contact details or birth dates in read-only mode."""
        return COLUMNS if self.hides_private else COLUMNS + PRIVATE_COLUMNS

    def _team_tabs(self) -> ComposeResult:
        with TabbedContent(id="roster-tabs"):
            for i, team in enumerate(self.rinkbook.season.teams):
                with TabPane(Content(printable(f"{team.code} {team.name}")), id=f"team-{i}"):
                    yield PlainStatic("", id=f"summary-{i}", classes="summary", markup=False)
                    yield PlainTable(id=f"roster-{i}", cursor_type="row", zebra_stripes=True)

    def refresh_data(self) -> None:
        season, rulebook, today = self.rinkbook.season, self.rinkbook.rulebook, self.rinkbook.today
        teams = tuple((team.code, team.name) for team in season.teams)
        if teams != self.tabs_of or self.tournament != self.shown_tournament:
            # Another season (switched to) has other teams: its tabs are built anew, then filled.
            self.call_later(self._rebuild)
            return
        if self.tournament:
            self.fill_tournament()
            return
        rosters = rosters_on(season, today)
        weights = attendance_weights(season, today) if self.weighted else None
        result = balance(rosters, weights)
        for i, team in enumerate(season.teams):
            players = sorted(
                rosters[team.code], key=lambda p: (POSITION_ORDER.get(p.position, 3), p.number or 0, p.name)
            )
            table = self.query_one(f"#roster-{i}", DataTable)
            with keeping_place(table):
                table.clear(columns=True)
                table.add_columns(*self.columns())
                for p in players:
                    table.add_row(*self.row(p, team.captain), key=p.id)
            self.query_one(f"#summary-{i}", Static).update(self.summary(team.code, players, result))
        self.show_balance(result)
        self.moves = roster_moves_of(season, rulebook, self.rinkbook.season_cache, today, self.weighted)
        names = {p.id: p.name for p in season.players}
        self.query_one("#suggestions", Static).update(
            "\n".join(f"{i + 1}. {move_text(m, names)}" for i, m in enumerate(self.moves))
            or "No single transfer or swap within the maxima lowers a spread."
        )
        weighing = "weighted by attendance so far" if self.weighted else "plain ratings"
        self.query_one("#rosters-note", Static).update(
            f"Rosters at {today.isoformat()} · strengths from {weighing} · M transfer, W swap, A apply a suggestion"
        )

    def fill_tournament(self) -> None:
        """Each team's players with their marks, and its counts against the rulebook's limits."""
        from tui.screens import tournament_rosters as t  # a tournament's only

        season, today = self.rinkbook.season, self.rinkbook.today
        rosters = rosters_on(season, today)
        for i, team in enumerate(season.teams):
            players = sorted(rosters[team.code], key=lambda p: (POSITION_ORDER.get(p.position, 3), p.number or 0))
            table = self.query_one(f"#roster-{i}", DataTable)
            with keeping_place(table):
                table.clear(columns=True)
                table.add_columns(*t.COLUMNS)
                for p in players:
                    table.add_row(*t.row(p, self.hides_private), key=p.id)
            self.query_one(f"#summary-{i}", Static).update(t.summary(players, self.rinkbook.rulebook))
        self.query_one("#rosters-note", Static).update(
            f"Rosters at {today.isoformat()} · N adds a player to the team shown, M moves one, X takes one off"
        )

    def action_add_player(self) -> None:
        """Put a new player on the team in view (a tournament's)."""
        from tui.screens.tournament_rosters import add_player

        add_player(self)

    def action_remove_player(self) -> None:
        """Take the player under the cursor off his team (a tournament's)."""
        from tui.screens.tournament_rosters import remove_player

        remove_player(self)

    async def _rebuild(self) -> None:
        await self.recompose()
        self.refresh_data()
        self.call_after_refresh(self._fit_tab_labels)

    def on_resize(self) -> None:
        self.call_after_refresh(self._fit_tab_labels)  # once the tabs have their new width

    def on_tabbed_content_tab_activated(self) -> None:
        self._fit_tab_labels()  # the tab shown now is the one titled in full

    def _fit_tab_labels(self) -> None:
        """Every team's tab in view: when the titles ("BLK Black") do not all fit, the tab shown keeps its
        whole title and the others' names are cut (with an ellipsis), down to their codes."""
        tabs = self.query_one("#roster-tabs", TabbedContent)
        titles = tab_titles(self.tabs_of, tabs.size.width, int((tabs.active or "team-0").removeprefix("team-")))
        for i, title in enumerate(titles):
            tabs.get_tab(f"team-{i}").label = Content(title)

    def show_balance(self, result: Balance) -> None:
        """The balance table: each team's strength per group, and the league's spreads."""
        season = self.rinkbook.season
        table = self.query_one("#balance-table", DataTable)
        table.clear(columns=True)
        table.add_columns("Team", "F", "D", "G")
        for team in season.teams:
            table.add_row(team.code, *(strength_text(result.group(g).strength(team.code)) for g in "FDG"))
        self.query_one("#balance-spread", Static).update(spreads_line(result))

    def row(self, p: Player, captain: str | None) -> tuple[object, ...]:
        """One player's cells; the captain is marked (C)."""
        name = f"{p.name} (C)" if p.id == captain else p.name
        number = p.number if p.number is not None else ""
        cells: tuple[object, ...] = (number, name, p.id, p.position, p.klass, p.rating)
        if not self.hides_private:
            cells += (p.born.isoformat(), p.email or "", p.phone or "")
        return cells

    def summary(self, code: str, players: list[Player], result: Balance) -> str:
        """Counts against the roster maxima (Gray rule 2) and the team's strength per group
        (docs/readings/gray.md#rosters-and-balance)."""
        limits = self.rinkbook.rulebook.roster
        goalies = sum(1 for p in players if p.position == "G")
        strengths = "  ".join(f"{g} {strength_text(result.group(g).strength(code))}" for g in "FDG")
        skaters = len(players) - goalies
        of_skaters = "" if limits.max_skaters is None else f" of {limits.max_skaters}"
        of_goalies = "" if limits.max_goalies is None else f" of {limits.max_goalies}"  # no maximum (Cole, Prime)
        return f"{skaters}{of_skaters} skaters · {goalies}{of_goalies} goalies · strength {strengths}"

    def action_make_captain(self) -> None:
        """Name the player under the cursor his team's captain (audit-logged)."""
        pid = self.selected_player()
        if self.rinkbook.refuse_write("naming a captain") or pid is None:
            return
        team, shown = self.season_team().code, self.rinkbook.season  # the captain this screen shows
        self.write(
            "naming a captain",
            lambda: set_captain(self.rinkbook.store, self.rinkbook.season_name, team, pid, shown),
            lambda _: self.notify(f"{pid} is now {team}'s captain."),
        )

    def tab_index(self) -> int:
        """The position in the season's teams of the team tab in view."""
        active = self.query_one("#roster-tabs", TabbedContent).active or "team-0"
        return int(active.removeprefix("team-"))

    def season_team(self) -> Team:
        """The team whose tab is in view."""
        season = self.rinkbook.season
        return season.teams[self.tab_index()]

    def selected_player(self) -> str | None:
        """The id of the player under the cursor of the team tab in view."""
        table = self.query_one(f"#roster-{self.tab_index()}", DataTable)
        if not table.row_count:
            return None
        return str(table.coordinate_to_cell_key(table.cursor_coordinate).row_key.value)

    def ask(self, swap: bool, player: str | None = None, target: str = "", reason: str = "") -> None:
        """The transfer (or swap) dialog for `player` (by default the selected one), dated today."""
        player = player or self.selected_player()
        if player is None:
            self.notify("No player selected.", severity="warning")
            return
        shown = self.rinkbook.season  # the rosters the dialog previews the move on
        # Kept open as typed after another window changed the rosters (`tui.form_keeper`): previewed and recorded
        # on the rosters as they are then.
        self.rinkbook.forms.edit(
            TransferModal(shown, self.rinkbook.rulebook, player, self.rinkbook.today, swap, target, reason),
            shown,
            self.record,
        )

    def action_transfer(self) -> None:
        """Ask where the selected player goes, when and why; preview; record (a tournament's: team and reason)."""
        if self.tournament:
            from tui.screens.tournament_rosters import move_player

            move_player(self)
            return
        if not self.rinkbook.refuse_write("a transfer"):
            self.ask(swap=False)

    def action_swap(self) -> None:
        """Ask whom the selected player is swapped with, when and why; preview; record."""
        if not self.rinkbook.refuse_write("a swap"):
            self.ask(swap=True)

    def action_apply_suggestion(self) -> None:
        """Open the best suggestion's preview with today's date and a reason filled in."""
        if self.rinkbook.refuse_write("a transfer"):
            return
        if not self.moves:
            self.notify("No suggestion: no single move within the maxima lowers a spread.")
            return
        move = self.moves[0]
        reason = f"balance: {move.group} spread {move.before:.1f} → {move.after:.1f}"
        self.ask(swap=move.other is not None, player=move.player, target=move.other or move.to_team, reason=reason)

    def record(self, transfers: tuple[Transfer, ...], shown: Season | None = None) -> None:
        """Store the transfers (or the swap) the dialog previewed on the rosters of `shown` (by default the ones
        on screen), in one transaction; refused when another window changed the rosters meanwhile (the dialog
        then kept open as typed)."""
        based_on = shown or self.rinkbook.season
        moved = ", ".join(f"{t.player} → {t.to}" for t in transfers)
        self.write(
            "a transfer",
            lambda: record_transfers(self.rinkbook.store, self.rinkbook.season_name, transfers, based_on),
            lambda _: self.notify(
                f"{moved} from {transfers[0].date.isoformat()}: {transfers[0].reason}", title="Transfer recorded"
            ),
            labels=TRANSFER_LABELS,
        )

    def action_toggle_weights(self) -> None:
        """Switch between plain ratings and ratings weighted by attendance so far."""
        self.weighted = not self.weighted
        self.refresh_data()
