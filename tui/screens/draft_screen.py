"""The draft board (docs/readings/gray.md#rosters-and-balance, Gray rules 1 and 2): the pool, the committee's order and
the team on the clock, a pick by keyboard search or Enter on a pool row, undo of the last pick, each team's strength
live, and the end of the draft said once no pick is left to make."""

from __future__ import annotations

from typing import ClassVar

from textual.app import ComposeResult
from textual.binding import Binding, BindingType
from textual.containers import Horizontal, Vertical
from textual.widgets import DataTable, Input, Static

from league.rosters.balance import balance
from league.rosters.draft import draft_over, draft_pool, on_the_clock, starting_roster
from league.rosters.eligibility import age_on
from league.season.changes import typed_over
from league.season.values import DraftPick, Season
from store.writes.draft import make_pick, set_draft_order, undo_pick
from tui.commands import Command, bindings
from tui.modals.draft_order_modal import DraftOrder, DraftOrderModal
from tui.screen_commands import ScreenCommands
from tui.screens.rinkbook_screen import RinkbookScreen
from tui.text.balance_text import spreads_line, strength_text
from tui.widgets.plain_static import PlainStatic
from tui.widgets.plain_table import PlainTable
from tui.widgets.sortable_table import Column, SortableTable

POOL_COLUMNS = (
    Column("Id", "id", False),
    Column("Name", "name", False),
    Column("Pos", "pos", False),
    Column("Class", "class", False),
    Column("Rating", "rating"),
    Column("Age", "age"),
)


def matches(query: str, pid: str, name: str, number: int | None) -> bool:
    """True when the search text names this player: part of his name, the start of his id (`P08` finds
    P080 to P089), or his jersey number."""
    q = query.strip().lower()
    return not q or q in name.lower() or pid.lower().startswith(q) or (number is not None and q == str(number))


class DraftScreen(ScreenCommands, RinkbookScreen):
    """Picks in the committee's order, straight or snake, with undo and the balance shown live."""

    HEADING = "Draft board"
    SCREEN_COMMANDS = (
        Command(
            "Search the pool",
            "slash",
            "Type part of a name, an id or a number; Enter (in the search or on a pool row) picks the player "
            "under the cursor for the team on the clock",
            "search",
            key_display="/",
            priority=True,
            footer=True,
        ),
        Command(
            "Undo last pick",
            "U",
            "Undo the last pick: the player goes back to the pool (audit-logged)",
            "undo",
            footer=True,
            writes=True,
        ),
        Command(
            "Draft order",
            "O",
            "Set the committee's order: straight or snake, and the first round",
            "order",
            footer=True,
            writes=True,
        ),
        Command("Sort", "S", "Sort the pool by the column under the cursor (again: reversed)", "sort", footer=True),
    )
    # Esc leaves the search box, so the app's one-letter keys work again.
    BINDINGS: ClassVar[list[BindingType]] = [
        *bindings(SCREEN_COMMANDS),
        Binding("escape", "leave_search", "Leave search", show=False),
    ]

    def compose_body(self) -> ComposeResult:
        yield PlainStatic("", id="draft-clock", classes="note", markup=False)
        with Horizontal(classes="body"):
            with Vertical(classes="panel", id="draft-pool-panel") as panel:
                panel.border_title = "Pool: eligible players on no team"
                yield Input("", placeholder="search: name, id or number · Enter picks", id="draft-search")
                yield SortableTable(POOL_COLUMNS, sort="rating", id="draft-pool")
            with Vertical(id="draft-side"):
                with Vertical(classes="panel", id="draft-strength-panel") as panel:
                    panel.border_title = "Teams: skaters, goalies, strength"
                    yield PlainTable(id="draft-teams", cursor_type="none", zebra_stripes=True)
                    yield PlainStatic("", id="draft-spread", markup=False)
                with Vertical(classes="panel", id="draft-picks-panel") as panel:
                    panel.border_title = "Latest picks"
                    yield PlainStatic("", id="draft-picks", markup=False)

    def on_mount(self) -> None:
        self.refresh_data()
        self.set_focus(self.query_one("#draft-pool", SortableTable))

    def refresh_data(self) -> None:
        season, rulebook = self.rinkbook.season, self.rinkbook.rulebook
        query = self.query_one("#draft-search", Input).value
        cutoff = season.dates.age_cutoff
        self.query_one("#draft-pool", SortableTable).show(
            (p.id, (p.id, p.name, p.position, p.klass, p.rating, age_on(p.born, cutoff)))
            for p in draft_pool(season, rulebook)
            if matches(query, p.id, p.name, p.number)
        )
        draft = season.draft
        clock = on_the_clock(draft) if draft else None
        over = draft_over(season, rulebook) if draft and clock else None
        if draft is None or clock is None:
            text = "No draft order yet: O sets the committee's order (straight or snake) and first round."
        elif over:
            clock = None  # no team is on the clock once the draft is over
            text = f"{over} U undoes the last pick."
        else:
            text = (
                f"On the clock: {season.team_name(clock.team)} ({clock.team}) · round {clock.round}, "
                f"pick {clock.pick} · {draft.order} order, first round {' '.join(draft.first_round)}"
            )
        self.query_one("#draft-clock", Static).update(text)
        rosters = {t.code: starting_roster(season, t.code) for t in season.teams}
        result = balance(rosters)
        table = self.query_one("#draft-teams", DataTable)
        table.clear(columns=True)
        table.add_columns("Team", "Sk", "G", "F", "D", "G str")
        for code, players in rosters.items():
            goalies = sum(1 for p in players if p.position == "G")
            mark = "▶ " if clock and clock.team == code else "  "
            table.add_row(
                mark + code,
                len(players) - goalies,
                goalies,
                *(strength_text(result.group(g).strength(code)) for g in "FDG"),
            )
        limits = rulebook.roster
        self.query_one("#draft-spread", Static).update(
            f"{spreads_line(result)}\nAt most {limits.max_skaters} skaters and {limits.max_goalies} goalies "
            f"({self.rinkbook.rulebook.cite('rosters')})"
        )
        picks = draft.picks[-12:] if draft else ()
        names = {p.id: p.name for p in season.players}
        self.query_one("#draft-picks", Static).update(
            "\n".join(f"{k.round}.{k.pick} {k.team} {k.player} {names.get(k.player, '')}" for k in reversed(picks))
            or "No pick yet."
        )

    def on_input_changed(self, event: Input.Changed) -> None:
        if event.input.id == "draft-search":
            self.refresh_data()

    def on_input_submitted(self, event: Input.Submitted) -> None:
        if event.input.id != "draft-search":
            return
        event.stop()
        player = self.query_one("#draft-pool", SortableTable).selected_key()
        if player is None:
            self.notify("No player in the pool matches the search.", severity="warning")
            return
        self.pick(player)

    def on_data_table_cell_selected(self, event: DataTable.CellSelected) -> None:
        """Enter on a pool row (the pool's cursor is a cell, for sorting by its column) picks that player."""
        if event.data_table.id != "draft-pool":
            return
        event.stop()
        self.pick(str(event.cell_key.row_key.value))

    def pick(self, player: str) -> None:
        """The team on the clock picks `player` (one transaction), or the refusal is shown."""

        def done(picked: tuple[Season, DraftPick]) -> None:
            _, pick = picked
            self.notify(f"Round {pick.round}, pick {pick.pick}: {pick.team} takes {player}", title="Pick recorded")
            self.query_one("#draft-search", Input).value = ""
            # The board has the keys again (U, O, S ...): they would be typed into the search otherwise.
            self.query_one("#draft-pool", SortableTable).focus()

        shown = self.rinkbook.season  # the draft on the board: a pick made elsewhere since refuses this one
        self.write(
            "a draft pick", lambda: make_pick(self.rinkbook.store, self.rinkbook.season_name, player, shown), done
        )

    def action_search(self) -> None:
        """Put the cursor in the search box."""
        # At once, not on the next turn of the loop: letters typed in the same burst are the search's, not commands.
        self.set_focus(self.query_one("#draft-search", Input))

    def action_leave_search(self) -> None:
        """Move from the search box to the pool."""
        self.query_one("#draft-pool", SortableTable).focus()

    def action_sort(self) -> None:
        """Sort the pool by the column under its cursor."""
        self.query_one("#draft-pool", SortableTable).sort_by_cursor()

    def action_undo(self) -> None:
        """Undo the last pick."""

        def done(undone: tuple[Season, DraftPick]) -> None:
            _, pick = undone
            self.notify(
                f"Round {pick.round}, pick {pick.pick} undone: {pick.player} is back in the pool", title="Pick undone"
            )

        shown = self.rinkbook.season  # undo the last pick the board shows, never one made elsewhere since
        self.write("undoing a pick", lambda: undo_pick(self.rinkbook.store, self.rinkbook.season_name, shown), done)

    def action_order(self) -> None:
        """Ask the committee's order and first round."""
        if self.rinkbook.refuse_write("setting the draft order"):
            return
        season = self.rinkbook.season
        current = season.draft or None
        form = DraftOrderModal(tuple(t.code for t in season.teams), current)
        # Typed over the order the form shows (the one stored now, after another window's save it was kept over).
        self.rinkbook.forms.edit(
            form, season, lambda order, shown: self._set_order(typed_over(form.current, order, shown.draft), shown)
        )

    def _set_order(self, order: DraftOrder | None, shown: Season | None = None) -> None:
        """Set the order the dialog (opened on the season `shown`, by default the one on screen) gave."""
        if order is None:
            return
        shown = shown or self.rinkbook.season
        self.write(
            "setting the draft order",
            lambda: set_draft_order(
                self.rinkbook.store, self.rinkbook.season_name, order.order, order.first_round, shown
            ),
            lambda _: self.notify(
                f"{order.order} order, first round {' '.join(order.first_round)}", title="Draft order set"
            ),
        )
