"""Attendance and drops (Gray rules 10 and 11): the players x games grid per team, misses and droppable players, and
the drop workflow from the captain's request to the substitute."""

from __future__ import annotations

from collections.abc import Callable
from datetime import date

from textual.app import ComposeResult
from textual.widgets import DataTable, Static

from league.discipline.suspensions import Suspension
from league.rosters.membership import Rosters
from league.rulebooks import GRAY
from league.rules.roles import READ_ATTENDANCE
from league.season.date_range import end_of_records
from league.season.values import Drop, Game, Season
from league.turnout.attendance import (
    ABSENT,
    AFTER_DEADLINE,
    NOT_PLAYED,
    NOT_RECORDED,
    PRESENT,
    SUSPENDED,
    AttendanceRow,
    attendance,
    attendance_cell,
    deadline_words,
    grid_games,
    grid_players,
    substitute_candidates,
)
from league.turnout.drop_requests import drop_state
from store.writes.drops import decide_drop, place_substitute, request_drop, withdraw_drop
from tui.commands import Command, bindings
from tui.modals.drop_modals import (
    DROP_LABELS,
    SUBSTITUTE_LABELS,
    DropDecision,
    DropDecisionModal,
    SubstituteModal,
    SubstitutePlacement,
)
from tui.modals.drop_request_modal import DropRequestModal
from tui.modals.reason_modal import ReasonModal
from tui.role_keys import team_after, team_shown
from tui.screen_commands import ScreenCommands
from tui.screens.attendance_correction import correct_attendance
from tui.screens.drop_take_back import take_back_asked
from tui.screens.rinkbook_screen import RinkbookScreen
from tui.screens.team_filter import TeamFilter
from tui.text.drop_request_text import REQUEST_LABELS, request_facts_text, request_refusal_text
from tui.widgets.game_columns import GameColumnsTable
from tui.widgets.plain_static import PlainStatic
from tui.widgets.plain_table import keeping_place

MARK = {PRESENT: "✓", ABSENT: "✗", SUSPENDED: "S", NOT_PLAYED: "·", AFTER_DEADLINE: "—", NOT_RECORDED: "?"}
FIGURE_COLUMNS = 5  # player, number, attended, misses, drop: the games' columns follow
KEY = (
    "✓ present · ✗ missed · S suspended (not a miss) · · not yet played · — after the deadline · ? no list"
    " · a code: his team then (Att, Miss count all)"
)


def drop_flag(drop: Drop | None, droppable: bool, one_more: bool) -> str:
    """The Drop column: the request's state when there is one, else droppable or one miss away."""
    if drop is not None:
        state = drop_state(drop)
        return "dropped" if state == "approved" else state
    return "DROPPABLE" if droppable else ("one more" if one_more else "")


class AttendanceScreen(TeamFilter, ScreenCommands, RinkbookScreen):
    """One team's players by its regular-season games; misses before the deadline; the drop workflow."""

    HEADING = "Attendance and drops"
    SCREEN_COMMANDS = (
        Command("Team", "T", "Show the next team's grid", "next_team", footer=True),
        Command(
            "Request drop",
            "Q",
            f"The captain's request to drop the player under the cursor ({GRAY.cite('drops')})",
            "request_drop",
            footer=True,
            writes=True,
        ),
        Command(
            "Withdraw request",
            "W",
            "Withdraw the waiting drop request of the player under the cursor, with its reason (audit-logged)",
            "withdraw_drop",
            writes=True,
        ),
        Command(
            "Decide drop",
            "D",
            "The committee approves or denies the player's waiting request",
            "decide_drop",
            footer=True,
            writes=True,
        ),
        Command(
            "Take back drop",
            "B",
            "The committee takes back the approved drop of the player under the cursor, with its reason: he is on "
            "his team again from the decision day (audit-logged)",
            "take_back_drop",
            writes=True,
        ),
        Command(
            "Substitute",
            "U",
            f"Place a substitute for the dropped player under the cursor ({GRAY.cite('substitutes')})",
            "substitute",
            footer=True,
            writes=True,
        ),
        Command(
            "Correct attendance",
            "C",
            "Toggle the player under the cursor in the game under it: edits that game's dressed list",
            "correct",
            footer=True,
            writes=True,
        ),
    )
    BINDINGS = bindings(SCREEN_COMMANDS)

    def compose_body(self) -> ComposeResult:
        yield PlainStatic("", id="attendance-note", classes="note", markup=False)
        # The player and his figures stay in place while the games scroll sideways.
        yield GameColumnsTable(
            id="attendance-grid", cursor_type="cell", zebra_stripes=True, classes="body", fixed_columns=FIGURE_COLUMNS
        )
        yield PlainStatic(KEY, classes="note", markup=False)

    def on_mount(self) -> None:
        self.query_one(GameColumnsTable).moved = lambda _: self.refresh_data()
        self.refresh_data()
        self.set_focus(self.query_one(DataTable))

    @property
    def team(self) -> str:
        """The team the grid shows: a captain signed in, his team's alone; else the one `T` chose, else the first."""
        season = self.rinkbook.season
        return team_shown(self.app, season, READ_ATTENDANCE, self.team_filter) or season.teams[0].code

    def action_next_team(self) -> None:
        """Show the next team (after the last, the first again): the grid shows one team at a time, never all, so
        the first `T` goes on from the team shown, not to the first team it already shows."""
        self.team_filter = team_after(self.rinkbook.season, self.team)
        self.refresh_data()

    def refresh_data(self) -> None:
        season, rulebook, today = self.rinkbook.season, self.rinkbook.rulebook, self.rinkbook.today
        team = self.team
        suspensions = self.rinkbook.season_cache.suspensions
        rosters = self.rinkbook.derived("rosters", lambda: Rosters(season))
        self.games = list(self.rinkbook.derived(("regular games of", team), lambda: grid_games(season, team)))
        players = grid_players(rosters, team, self.games)
        self.players = list(players)
        rows = self.rinkbook.derived(("attendance of", team), lambda: self._rows(players))
        table = self.query_one(GameColumnsTable)
        shown = [self.games[i] for i in table.held(len(self.games))]  # a window of a long season's games
        limit = rulebook.attendance.droppable_after_misses
        drops = {d.player: d for d in season.drops}
        with keeping_place(table):  # the committee's place survives its own decision and other windows' saves
            table.clear(columns=True)
            # The figures before the dates: on a narrow terminal the dates scroll, the misses stay in view.
            table.add_columns("Player", "#", "Att", "Miss", "Drop", *(g.date.strftime("%d%b") for g in shown))
            for pid in self.players:
                p, row = season.known_player(pid), rows[pid]
                cells = [self._cell(pid, team, g, rosters, suspensions) for g in shown]
                flag = drop_flag(drops.get(pid), row.droppable, row.misses == limit)
                table.add_row(
                    f"{pid} {p.name}", str(p.number or ""), str(row.attended), str(row.misses), flag, *cells, key=pid
                )
        name = season.team_name(team)
        deadline = season.dates.roster_deadline
        waiting = [d.player for d in season.drops if d.approved is None and rosters.team_of(d.player, today) == team]
        self.query_one("#attendance-note", Static).update(
            f"{name}: {len(self.players)} players, {len(self.games)} regular-season games · misses count before "
            f"{deadline.isoformat()} ({deadline_words(deadline, today)}) · more than {limit} make a player "
            f"droppable · requests waiting: {', '.join(waiting) or 'none'}"
        )

    def _rows(self, players: tuple[str, ...]) -> dict[str, AttendanceRow]:
        """`players`' rows over every game: read from the season cache's tally when it is counted (the dashboard's
        alerts count it before the roster deadline: at 30,000 games a team's walk was 50 ms of the key), else the
        shown team's players only, their teams' games walked, not every game for every player."""
        season, cache, wanted = self.rinkbook.season, self.rinkbook.season_cache, frozenset(players)
        end = end_of_records(season)
        counted = cache.counted_attendance(end) if end is not None else None
        if counted is None:
            counted = attendance(season, self.rinkbook.rulebook, suspensions=cache.suspensions, players=wanted)
        return {r.player: r for r in counted if r.player in wanted}

    def _cell(self, pid: str, team: str, game: Game, rosters: Rosters, suspensions: tuple[Suspension, ...]) -> str:
        """The player's mark for the team's game; on another team's roster that day (a transfer), that team's
        code, whose grid holds the night: his Att and Miss count every team he was on."""
        season = self.rinkbook.season
        on = rosters.team_of(pid, game.date)
        if on != team:
            return on or " "
        return MARK[attendance_cell(pid, team, game, season, season.dates.roster_deadline, suspensions)]

    def _cursor(self) -> tuple[str | None, Game | None]:
        table = self.query_one(DataTable)
        if not self.players:
            return None, None
        pid = self.players[min(table.cursor_row, len(self.players) - 1)]
        column = self.query_one(GameColumnsTable).list_index(table.cursor_column)
        return pid, self.games[column] if column is not None and 0 <= column < len(self.games) else None

    def _run(self, what: str, action: Callable[[], object], labels: dict[str, str] | None = None) -> None:
        self.write(what, action, lambda _: self.notify(f"{what[:1].upper()}{what[1:]}: saved."), labels=labels)

    def _deadline(self, allowed_after: bool) -> date | None:
        """The roster deadline a dated decision may not pass (rules 10, 11), or None when the rulebook allows it."""
        return None if allowed_after else self.rinkbook.season.dates.roster_deadline

    def action_request_drop(self) -> None:
        """The captain (the team's, on record) asks to drop the player under the cursor: the dialog shows
        who asks, the date (today unless changed) and his misses, and refuses a player not droppable then."""
        pid, _ = self._cursor()
        if self.rinkbook.refuse_write("requesting a drop") or pid is None:
            return
        shown, rulebook = self.rinkbook.season, self.rinkbook.rulebook  # the drops this request was made on
        # The facts and checks read the season shown when asked: a form kept open after another window's
        # request checks against that request, not the drops as they were when it opened.
        self.rinkbook.forms.edit(
            DropRequestModal(
                f"Request to drop {pid}",
                lambda day: request_facts_text(self.rinkbook.season, rulebook, pid, day),
                lambda day: request_refusal_text(self.rinkbook.season, rulebook, pid, day),
                self.rinkbook.today,
            ),
            shown,
            lambda day, based_on: self._request(pid, day, based_on),
        )

    def _request(self, pid: str, day: date | None, shown: Season) -> None:
        """Record the request the dialog confirmed, by the captain of the player's team on that date."""
        if day is None:
            return
        team = Rosters(shown).team_of(pid, day) or self.team
        captain = shown.known_team(team).captain  # None: the rule 10 check refuses the request
        self._run(
            "the drop request",
            lambda: request_drop(self.rinkbook.store, self.rinkbook.season_name, pid, captain, day, shown),
            REQUEST_LABELS,
        )

    def action_withdraw_drop(self) -> None:
        """Withdraw the waiting request of the player under the cursor, asking the committee's reason."""
        pid, _ = self._cursor()
        if self.rinkbook.refuse_write("withdrawing a drop request") or pid is None:
            return
        shown = self.rinkbook.season
        waiting = next((d for d in shown.drops if d.player == pid and d.approved is None), None)
        if waiting is None:
            self.notify(f"{pid} has no drop request waiting.", title="Withdraw request", severity="warning")
            return
        self.rinkbook.forms.edit(
            ReasonModal(
                f"Withdraw the request to drop {pid}",
                f"{pid} {shown.known_player(pid).name}: asked by {waiting.requested_by or 'nobody'} on "
                f"{waiting.requested_on.isoformat()}. Why is it withdrawn?",
            ),
            shown,
            lambda reason, based_on: self._withdraw(pid, reason, based_on),
        )

    def _withdraw(self, pid: str, reason: str | None, shown: Season) -> None:
        if not reason:
            return
        self._run(
            "withdrawing the drop request",
            lambda: withdraw_drop(self.rinkbook.store, self.rinkbook.season_name, pid, reason, shown),
            DROP_LABELS,
        )

    def action_decide_drop(self) -> None:
        """The committee's decision on the waiting request of the player under the cursor, dated today."""
        pid, _ = self._cursor()
        if self.rinkbook.refuse_write("deciding a drop") or pid is None:
            return
        shown = self.rinkbook.season  # the request as the dialog shows it, kept for the decision
        (row,) = attendance(shown, self.rinkbook.rulebook, players=(pid,))
        facts = f"{pid} {shown.known_player(pid).name}: {row.misses} misses ({', '.join(row.missed_games)})"
        deadline = self._deadline(self.rinkbook.rulebook.attendance.drops_allowed_after_deadline)
        self.rinkbook.forms.edit(
            DropDecisionModal(f"Drop {pid}?", facts, self.rinkbook.today, deadline),
            shown,
            lambda d, based_on: self._decide(pid, d, based_on),
        )

    def _decide(self, pid: str, decision: DropDecision | None, shown: Season | None = None) -> None:
        """Record the committee's decision the dialog (opened on the season `shown`, by default the one on
        screen) gave."""
        if decision is None:
            return
        shown = shown or self.rinkbook.season
        self._run(
            "the drop decision",
            lambda: decide_drop(
                self.rinkbook.store,
                self.rinkbook.season_name,
                pid,
                decision.day,
                decision.approved,
                decision.reason,
                decision.refund_cents,
                based_on=shown,
            ),
            DROP_LABELS,
        )

    def action_take_back_drop(self) -> None:
        """Take back the approved drop of the player under the cursor, asking the committee's reason."""
        pid, _ = self._cursor()
        take_back_asked(self, pid)

    def action_substitute(self) -> None:
        """Offer the unrostered eligible players of the dropped player's position, closest rating first; only
        for a player the committee dropped (rule 11)."""
        pid, _ = self._cursor()
        if self.rinkbook.refuse_write("placing a substitute") or pid is None:
            return
        season, today = self.rinkbook.season, self.rinkbook.today
        if not any(d.player == pid and d.approved for d in season.drops):
            self.notify(
                f"{season.known_player(pid).name} ({pid}) was not dropped: a substitute replaces a player the "
                f"committee dropped ({self.rinkbook.rulebook.cite('substitutes')}).",
                title="Substitute",
                severity="warning",
            )
            return
        lines = [
            f"{c.player.id} {c.player.name} {c.player.position} rating {c.player.rating} (±{c.rating_gap})"
            f"{' · spare' if c.spare else ''} · "
            f"{c.player.position} spread with him {c.spread_after:.1f}"
            for c in substitute_candidates(season, self.rinkbook.rulebook, pid, today, self.team)
        ]
        deadline = self._deadline(self.rinkbook.rulebook.attendance.substitutes_allowed_after_deadline)
        self.rinkbook.forms.edit(
            SubstituteModal(f"A substitute for {pid} on {self.team}", lines, today, deadline),
            season,
            lambda chosen, based_on: self._place(pid, chosen, based_on),
        )

    def _place(self, pid: str, chosen: SubstitutePlacement | None, shown: Season) -> None:
        """Place the substitute the dialog (opened on the season `shown`) gave, from the date it gave."""
        if chosen is None:
            return
        self._run(
            "placing the substitute",
            lambda: place_substitute(
                self.rinkbook.store, self.rinkbook.season_name, chosen.player, self.team, chosen.day, pid, shown
            ),
            SUBSTITUTE_LABELS,
        )

    def action_correct(self) -> None:
        """Toggle the player in the game under the cursor: the correction edits that game's dressed list."""
        pid, game = self._cursor()
        correct_attendance(self, self.team, pid, game)
