"""Players and registration (Gray rule 1): every registered player, searched by name or number; register and edit,
eligibility checked on the season's cutoff, the committee's override recorded with its reason."""

from __future__ import annotations

from datetime import date
from typing import ClassVar

from textual.app import ComposeResult
from textual.binding import Binding, BindingType
from textual.containers import Vertical
from textual.widgets import DataTable, Input, Static

from league.rosters.eligibility import age_on, eligibility_problem
from league.rulebooks import GRAY
from league.season.changes import typed_over
from league.season.values import Player, Season
from store.writes.registration import next_player_id, register_new_player, register_player
from store.writes.spares import mark_spare
from tui.commands import Command, bindings
from tui.modals.player_modal import FIELDS, PlayerModal, Registration
from tui.screen_commands import ScreenCommands
from tui.screens.draft_screen import matches
from tui.screens.rinkbook_screen import RinkbookScreen
from tui.text.spare_text import spare_saved_text, spare_words, spares_note
from tui.widgets.plain_static import PlainStatic
from tui.widgets.sortable_table import Column, SortableTable

COLUMNS = (
    Column("Id", "id", False),
    Column("#", "number"),
    Column("Name", "name", False),
    Column("Pos", "pos", False),
    Column("Class", "class", False),
    Column("Rating", "rating"),
    Column("Team", "team", False),
    Column("Status", "status", False),
    Column("Age", "age"),
    Column(GRAY.cite("eligibility").capitalize(), "eligible", False),  # the app offers Gray's rulebook alone
)
PRIVATE = (Column("Born", "born", False), Column("Email", "email", False), Column("Phone", "phone", False))


class PlayersScreen(ScreenCommands, RinkbookScreen):
    """Registering players, checking eligibility (age on the cutoff date, class) and overrides."""

    HEADING = "Players and registration"
    SCREEN_COMMANDS = (
        Command(
            "Search players",
            "slash",
            "Type part of a name, an id or a jersey number",
            "search",
            key_display="/",
            priority=True,
            footer=True,
        ),
        Command(
            "Register player",
            "N",
            f"Register a new player; {GRAY.cite('eligibility')} is checked on the age cutoff",
            "register",
            footer=True,
            writes=True,
        ),
        Command("Edit player", "E", "Edit the player under the cursor (also Enter)", "edit", footer=True, writes=True),
        Command("Sort", "S", "Sort by the column under the cursor (again: reversed)", "sort", footer=True),
        Command(
            "Spare",
            "P",
            f"Make the player under the cursor, on no team, an official substitute goalie "
            f"({GRAY.cite('substitute_goalie')}: a goalie) or a spare for substitutes ({GRAY.cite('substitutes')}: "
            "a skater); again: take it back",
            "spare",
            footer=True,
            writes=True,
        ),
    )
    BINDINGS: ClassVar[list[BindingType]] = [
        *bindings(SCREEN_COMMANDS),
        Binding("escape", "leave_search", "Leave search", show=False),
    ]

    # The table, as the screen is composed: Textual's first focusable is the search field, focused then blurred.
    AUTO_FOCUS = "#players-table"

    def compose_body(self) -> ComposeResult:
        yield PlainStatic("", id="players-note", classes="note", markup=False)
        with Vertical(classes="panel body", id="players-panel"):
            yield Input("", placeholder="search: name, id or number", id="players-search")
            columns = COLUMNS if self.hides_private else COLUMNS + PRIVATE
            yield SortableTable(columns, id="players-table")

    def on_mount(self) -> None:
        self.refresh_data()
        self.set_focus(self.query_one("#players-table", SortableTable))

    def refresh_data(self) -> None:
        season, rulebook = self.rinkbook.season, self.rinkbook.rulebook
        cutoff = season.dates.age_cutoff
        query = self.query_one("#players-search", Input).value
        kept = spare_words(season)
        rows = []
        for p in season.players:
            if not matches(query, p.id, p.name, p.number):
                continue
            why = eligibility_problem(p, cutoff, rulebook)
            verdict = "ok" if why is None else ("override" if p.eligibility_override else "refused")
            cells: tuple[object, ...] = (
                p.id,
                p.number,
                p.name,
                p.position,
                p.klass,
                p.rating,
                p.team or kept.get(p.id, ""),
                p.status,
                age_on(p.born, cutoff),
                verdict,
            )
            if not self.hides_private:
                cells += (p.born.isoformat(), p.email or "", p.phone or "")
            rows.append((p.id, cells))
        self.query_one("#players-table", SortableTable).show(rows)
        overrides = sum(1 for p in season.players if p.eligibility_override)
        self.query_one("#players-note", Static).update(
            f"{len(season.players)} registered · age cutoff {cutoff.isoformat()} "
            f"({self.rinkbook.rulebook.cite('eligibility')}: at least "
            f"{rulebook.roster.min_age}, no class {' '.join(rulebook.roster.excluded_classes)}) · "
            f"{overrides} committee override{'s' if overrides != 1 else ''} · Team is the starting team"
            f"{spares_note(season, rulebook)}"
        )

    def on_input_changed(self, event: Input.Changed) -> None:
        if event.input.id == "players-search":
            self.refresh_data()

    def on_input_submitted(self, event: Input.Submitted) -> None:
        if event.input.id == "players-search":
            event.stop()
            self.query_one("#players-table", SortableTable).focus()

    def on_data_table_row_selected(self, event: DataTable.RowSelected) -> None:
        self.action_edit()

    def action_search(self) -> None:
        """Put the cursor in the search box."""
        # At once, not on the next turn of the loop: letters typed in the same burst are the search's, not commands.
        self.set_focus(self.query_one("#players-search", Input))

    def action_leave_search(self) -> None:
        """Move from the search box to the table."""
        self.query_one("#players-table", SortableTable).focus()

    def action_sort(self) -> None:
        """Sort by the column under the cursor."""
        self.query_one("#players-table", SortableTable).sort_by_cursor()

    def action_register(self) -> None:
        """Ask a new player's registration."""
        if self.rinkbook.refuse_write("registering a player"):
            return
        season = self.rinkbook.season
        blank = Player(next_player_id(season), "", date(2000, 1, 1), "F", "B", 50)
        self.app.push_screen(
            PlayerModal(blank, season.dates.age_cutoff, self.rinkbook.rulebook, new=True),
            lambda registration: self.save(registration, season),
        )

    def action_edit(self) -> None:
        """Edit the registration of the player under the cursor."""
        if self.rinkbook.refuse_write("editing a player"):
            return
        season = self.rinkbook.season
        pid = self.query_one("#players-table", SortableTable).selected_key()
        player = season.player(pid) if season and pid else None
        if player is None:
            return
        form = PlayerModal(player, season.dates.age_cutoff, self.rinkbook.rulebook, new=False)
        # Typed over the player the form shows (the one stored now, after another window's save it was kept over).
        self.rinkbook.forms.edit(form, season, lambda registration, shown: self.save(registration, shown, form.player))

    def action_spare(self) -> None:
        """Put the player under the cursor on the committee's list of his position, or take him off it."""
        if self.rinkbook.refuse_write("marking a spare"):
            return
        season = self.rinkbook.season
        pid = self.query_one("#players-table", SortableTable).selected_key()
        player = season.player(pid) if pid else None
        if player is None:
            return
        on = pid not in season.substitute_goalies and pid not in season.spares
        self.write(
            "marking a spare",
            lambda: mark_spare(self.rinkbook.store, self.rinkbook.season_name, player.id, on, based_on=season),
            lambda _: self.notify(spare_saved_text(player, on, self.rinkbook.rulebook), title="Spares"),
            labels={"player": "Player"},
        )

    def save(
        self, registration: Registration | None, shown: Season | None = None, opened: Player | None = None
    ) -> None:
        """Store the registration the dialog returned (new, or an edit of the player with its id). `shown` is
        the season the dialog was opened on: a change another window made to this player since is refused,
        never silently undone; saved again on purpose, the fields typed (changed from the player `opened`) go over
        the player `shown` holds."""
        if registration is None:
            return
        shown = shown or self.rinkbook.season  # by default the season on screen now
        p = registration.player
        new = shown.player(p.id) is None
        p = typed_over(opened, p, shown.player(p.id))
        override = f" (committee override: {registration.override_reason})" if registration.override_reason else ""
        labels = {**dict(FIELDS), "class": "Class", "id": "Id"}
        if new:  # the id is taken in the registration's own transaction: another window may have taken p.id
            self.write(
                "registering a player",
                lambda: register_new_player(
                    self.rinkbook.store, self.rinkbook.season_name, p, self.rinkbook.today, registration.override_reason
                ),
                lambda saved: self.notify(registered_text(p, saved[1], override), title="Player saved"),
                labels=labels,
            )
            return
        self.write(
            "editing a player",
            lambda: register_player(
                self.rinkbook.store,
                self.rinkbook.season_name,
                p,
                self.rinkbook.today,
                registration.override_reason,
                new=False,
                based_on=shown,
            ),
            lambda _: self.notify(f"{p.id} {p.name} saved{override}.", title="Player saved"),
            labels=labels,
        )


def registered_text(player: Player, pid: str, override: str) -> str:
    """The notice after a registration: the id he got, and why when it is not the one the form showed."""
    taken = f" ({player.id} was taken by another window meanwhile)" if pid != player.id else ""
    return f"{pid} {player.name} registered{override}{taken}."
