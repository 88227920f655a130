"""The fee ledger (Gray rule 15): per team the officials' fees owed, waived, paid and outstanding; the games; the
payments."""

from __future__ import annotations

from textual.app import ComposeResult
from textual.containers import Horizontal, Vertical
from textual.widgets import Static

from league.ledger.fees import FeeLedger, game_fee_cents
from league.ledger.money import dollars
from league.season.values import FeePayment, Season
from store.writes.fees import record_fee_payment, void_fee_payment, waive_game_fees
from tui.commands import Command, bindings
from tui.modals.fee_payment_modal import PAYMENT_LABELS, FeePaymentModal
from tui.modals.reason_modal import ReasonModal
from tui.modals.waive_fees_modal import WaiveFeesModal, Waiver
from tui.screen_commands import ScreenCommands
from tui.screen_preparing import fee_ledger_of
from tui.screens.rinkbook_screen import RinkbookScreen
from tui.screens.team_filter import TeamFilter
from tui.widgets.plain_static import PlainStatic
from tui.widgets.sortable_table import Column, Shown, SortableTable, SortedColumns
from tui.widgets.sorted_window_table import SortedWindowTable

__all__ = ["FeesScreen"]

TEAM_COLUMNS = (
    Column("Team", "team", False),
    Column("Games", "games"),
    Column("Owed", "owed"),
    Column("Waived", "waived"),
    Column("Paid", "paid"),
    Column("Outstanding", "outstanding"),
)
GAME_COLUMNS = (
    Column("Game", "game", False),
    Column("Date", "date", False),
    Column("Home", "home", False),
    Column("Away", "away", False),
    Column("Owed", "owed"),
    Column("Waived because", "waiver", False),
)
PAYMENT_COLUMNS = (
    Column("Date", "date", False),
    Column("Team", "team", False),
    Column("Amount", "amount"),
    Column("Void", "void", False),
)
# A voided payment is struck through, and says "void" in words for terminals that show no strike.
VOID_STYLE = "strike dim"


def money(cents: int, style: str = "") -> Shown:
    """A money cell: sorted by cents, shown in dollars."""
    return Shown(cents, dollars(cents), style)


def payment_row(payment: FeePayment) -> tuple[Shown, Shown, Shown, Shown]:
    """A payment's cells; a voided one struck through, with "void", its reason and its day in the last."""
    if payment.void is None:
        return (
            Shown(payment.date, payment.date.isoformat()),
            Shown(payment.team, payment.team),
            money(payment.amount_cents),
            Shown(None, ""),
        )
    void = payment.void
    return (
        Shown(payment.date, payment.date.isoformat(), VOID_STYLE),
        Shown(payment.team, payment.team, VOID_STYLE),
        money(payment.amount_cents, VOID_STYLE),
        Shown(void.date, f"void: {void.reason} ({void.date.isoformat()})"),
    )


class FeesScreen(TeamFilter, ScreenCommands, RinkbookScreen):
    """Officials' fees each team owes as home team, its waivers, what it paid, and what is outstanding."""

    HEADING = "Fee ledger"
    SCREEN_COMMANDS = (
        Command(
            "Record payment",
            "P",
            "Record a team's payment of officials' fees",
            "record_payment",
            footer=True,
            writes=True,
        ),
        Command(
            "Waive fees",
            "W",
            "Waive the officials' fees of the game under the cursor, with the committee's reason",
            "waive_fees",
            footer=True,
            writes=True,
        ),
        Command(
            "Void payment",
            "V",
            "Void the payment under the cursor (recorded in error), with the committee's reason: it stays "
            "listed, struck through, and counts for nothing",
            "void_payment",
            writes=True,
        ),
        Command(
            "Sort", "S", "Sort the table in focus by the column under the cursor (again: reversed)", "sort", footer=True
        ),
        Command(
            "Team filter",
            "T",
            "Show one team's games and payments; again for the next team, then all",
            "next_team",
            footer=True,
        ),
    )
    BINDINGS = bindings(SCREEN_COMMANDS)
    ledger: FeeLedger | None = None

    def compose_body(self) -> ComposeResult:
        yield PlainStatic("", id="fees-note", classes="note", markup=False)
        with Horizontal(classes="body"):
            with Vertical(id="fees-left"):
                with Vertical(classes="panel", id="fee-accounts") as panel:
                    panel.border_title = "Per team (home games that started)"
                    yield SortableTable(TEAM_COLUMNS, id="fee-teams")
                    yield PlainStatic("", id="fee-totals", markup=False)
                with Vertical(classes="panel", id="fee-payments") as panel:
                    panel.border_title = "Payments"
                    yield SortableTable(PAYMENT_COLUMNS, sort="date", id="payments")
            with Vertical(classes="panel", id="fee-games-panel") as panel:
                panel.border_title = "Games: the home team owes"
                # A season's games: only the rows around the cursor are built (docs/performance.md: memory at 10,000
                # games).
                yield SortedWindowTable(GAME_COLUMNS, id="fee-games")

    def on_mount(self) -> None:
        self.refresh_data()
        self.set_focus(self.query_one("#fee-teams", SortableTable))

    def refresh_data(self) -> None:
        season, rulebook = self.rinkbook.season, self.rinkbook.rulebook
        # Once a season value (a team filter, the screen shown again walk no game again), worked out once the app
        # is idle after the season's read (`tui.screen_preparing`).
        self.ledger = ledger = fee_ledger_of(season, rulebook, self.rinkbook.season_cache)
        fees = rulebook.fees
        shown = f"team {self.team_filter}" if self.team_filter else "all teams"
        self.query_one("#fees-note", Static).update(
            f"Each final game that started: the home team owes {fees.referees} referees × "  # noqa: RUF001 - times
            f"{dollars(fees.referee_fee_cents)} + the scorekeeper {dollars(fees.scorekeeper_fee_cents)} = "
            f"{dollars(game_fee_cents(rulebook))} ({self.rinkbook.rulebook.cite('fees')}); a game forfeited before "
            "the start owes nothing. "
            f"Games and payments of {shown}."
        )
        self.query_one("#fee-teams", SortableTable).show(
            (
                t.team,
                (
                    t.team,
                    t.games,
                    money(t.owed_cents),
                    money(t.waived_cents),
                    money(t.paid_cents),
                    money(t.outstanding_cents),
                ),
            )
            for t in ledger.teams
        )
        self.query_one("#fee-totals", Static).update(
            f"League: owed {dollars(ledger.owed_cents)} · paid {dollars(ledger.paid_cents)} · "
            f"outstanding {dollars(ledger.outstanding_cents)}"
        )
        games = [g for g in ledger.games if self.team_filter in (None, g.home)]
        self.query_one("#fee-games", SortedWindowTable).show_rows(
            [g.game for g in games],
            lambda i: (
                (g := games[i]).game,
                g.date.isoformat(),
                g.home,
                g.away,
                money(g.owed_cents),
                g.waived or "",
            ),
        )
        self.query_one("#payments", SortableTable).show(
            (str(i), payment_row(p)) for i, p in enumerate(season.fees_paid) if self.team_filter in (None, p.team)
        )

    def action_sort(self) -> None:
        """Sort the focused table by the column under its cursor."""
        focused = self.focused
        table = focused if isinstance(focused, SortedColumns) else self.query_one("#fee-teams")
        assert isinstance(table, SortedColumns)
        table.sort_by_cursor()

    def action_record_payment(self) -> None:
        """Ask for a payment (team, date, amount) and record it."""
        if self.rinkbook.refuse_write("recording a fee payment"):
            return
        season = self.rinkbook.season
        team = self.team_filter or self.query_one("#fee-teams", SortableTable).selected_key()
        names = {t.code: t.name for t in season.teams}
        self.rinkbook.forms.edit(FeePaymentModal(names, team, self.rinkbook.today), season, self._record_payment)

    def _record_payment(self, payment: FeePayment | None, shown: Season | None = None) -> None:
        """Record the payment the dialog (opened on the ledger of `shown`, by default the one on screen) gave;
        refused when another window recorded one of the team's payments meanwhile."""
        if payment is None:
            return
        shown = shown or self.rinkbook.season
        self.write(
            "recording a fee payment",
            lambda: record_fee_payment(
                self.rinkbook.store, self.rinkbook.season_name, payment.team, payment.date, payment.amount_cents, shown
            ),
            lambda _: self.notify(
                f"{payment.team} paid {dollars(payment.amount_cents)} on {payment.date.isoformat()}.",
                title="Payment recorded",
            ),
            labels=PAYMENT_LABELS,
        )

    def action_void_payment(self) -> None:
        """Ask the committee's reason and void the payment under the payments table's cursor."""
        if self.rinkbook.refuse_write("voiding a fee payment"):
            return
        key = self.query_one("#payments", SortableTable).selected_key()
        season = self.rinkbook.season
        if key is None:
            self.notify("No payment to void.", title="Void payment")
            return
        payment = season.fees_paid[int(key)]
        what = f"{payment.team}'s payment of {dollars(payment.amount_cents)} on {payment.date.isoformat()}"
        if payment.void is not None:
            self.notify(f"{what} is already void ({payment.void.reason}).", title="Void payment")
            return
        self.rinkbook.forms.edit(
            ReasonModal(
                f"Void {what}", "Why is this payment void? It stays listed, struck through, and counts for nothing."
            ),
            season,
            lambda reason, shown: self._void(int(key), what, reason, shown),
        )

    def _void(self, index: int, what: str, reason: str | None, shown: Season) -> None:
        """Void payment `index` of the season `shown` (as it was when the dialog opened) for `reason`."""
        if reason is None:
            return
        self.write(
            "voiding a fee payment",
            lambda: void_fee_payment(
                self.rinkbook.store, self.rinkbook.season_name, index, reason, self.rinkbook.today, shown
            ),
            lambda _: self.notify(f"{what} is void: {reason}", title="Payment voided"),
        )

    def action_waive_fees(self) -> None:
        """Ask for the reason (and the game, offered: the one under the cursor) and waive its fees."""
        if self.rinkbook.refuse_write("waiving a game's fees"):
            return
        assert self.ledger is not None
        owing = {
            g.game: f"{g.game} {g.date.isoformat()} {g.home} v {g.away}: {g.home} owes {dollars(g.owed_cents)}"
            for g in self.ledger.games
            if g.waived is None
        }
        if not owing:
            self.notify("No game owes fees that could be waived.", title="Waive fees")
            return
        game = self.query_one("#fee-games", SortedWindowTable).selected_key()
        shown = self.rinkbook.season
        self.rinkbook.forms.edit(WaiveFeesModal(owing, game), shown, self._waive)

    def _waive(self, waiver: Waiver | None, shown: Season | None = None) -> None:
        """Waive the game the dialog (opened on the season `shown`, by default the one on screen) named;
        refused when another window changed that game meanwhile."""
        if waiver is None:
            return
        shown = shown or self.rinkbook.season
        self.write(
            "waiving a game's fees",
            lambda: waive_game_fees(self.rinkbook.store, self.rinkbook.season_name, waiver.game, waiver.reason, shown),
            lambda _: self.notify(f"Fees of {waiver.game} waived: {waiver.reason}", title="Fees waived"),
        )
