"""Gray rule 15: the officials' fees each team owes as home team, its waivers and payments, and what is outstanding.

Each final game that started makes its home team owe the rulebook's fees (Gray: two referees at
$30 and a scorekeeper at $15). A game forfeited before the start (a late start past the grace
period, or the forfeit of a team that could not dress a lineup to start it, Gray rule 6) did not start and
owes nothing; so does a committee forfeit whose sheet holds no score and no event (a no-show):
`league.results.played.game_started` says which, for the stats as well. The committee may waive a game's
fees with a reason: the game is then listed with its reason and owes nothing. A payment recorded in
error is voided by the committee with a reason: it stays listed, marked void, and counts for nothing.
Money is whole cents throughout.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from datetime import date

from league.discipline.suspensions import games_in_order
from league.ledger.money import dollars
from league.results.disqualification import season_goalies
from league.results.played import game_started
from league.rulebooks.gray import GRAY
from league.rules.rulebook import Rulebook
from league.season.date_range import FIRST_DAY, LAST_DAY
from league.season.errors import Problem
from league.season.values import MAX_COUNT, FeePayment, Game, Season
from league.sheet.replay import SheetReplay, replay_sheet

# Officials' fees are a block of Gray's rulebook alone (a tournament has none), so its citation.
RULE = GRAY.cite("fees")


@dataclass(frozen=True, slots=True)
class GameFee:
    """One started final game's fees: what its home team owes for it (0 when waived), and why."""

    game: str
    date: date
    stage: str
    home: str
    away: str
    fee_cents: int  # the rulebook's fees for the game, before any waiver
    waived: str | None  # the committee's reason, or None

    @property
    def owed_cents(self) -> int:
        """What the home team owes for this game: nothing once waived."""
        return 0 if self.waived is not None else self.fee_cents


@dataclass(frozen=True, slots=True)
class TeamFees:
    """One team's account: home games that started, owed, waived, paid and outstanding, in cents; its
    payments listed include the voided ones, which `paid_cents` does not count."""

    team: str
    games: int
    owed_cents: int
    waived_cents: int
    paid_cents: int
    payments: tuple[FeePayment, ...]

    @property
    def outstanding_cents(self) -> int:
        """Owed minus paid: negative when the team paid ahead (a credit)."""
        return self.owed_cents - self.paid_cents


@dataclass(frozen=True, slots=True)
class FeeLedger:
    """The season's fee ledger: one account per team (season order), and every game that owes fees."""

    teams: tuple[TeamFees, ...]
    games: tuple[GameFee, ...]

    def team(self, code: str) -> TeamFees | None:
        """The account of team `code`, or None."""
        return next((t for t in self.teams if t.team == code), None)

    @property
    def owed_cents(self) -> int:
        return sum(t.owed_cents for t in self.teams)

    @property
    def paid_cents(self) -> int:
        return sum(t.paid_cents for t in self.teams)

    @property
    def outstanding_cents(self) -> int:
        return self.owed_cents - self.paid_cents


def game_fee_cents(rulebook: Rulebook) -> int:
    """What one game's officials cost its home team: the referees' fees and the scorekeeper's."""
    fees = rulebook.fees
    return fees.referees * fees.referee_fee_cents + fees.scorekeeper_fee_cents


def fee_ledger(season: Season, rulebook: Rulebook, replays: Mapping[str, SheetReplay] | None = None) -> FeeLedger:
    """Every team's fees: owed for its started home games, less waivers, against its payments (Gray rule 15)."""
    fee = game_fee_cents(rulebook)
    goalies = season_goalies(season)
    games = []
    for game in games_in_order(season):
        replay = replays[game.id] if replays is not None else replay_sheet(game, rulebook, goalies)
        if game_started(game, replay, rulebook, goalies):
            games.append(GameFee(game.id, game.date, game.stage, game.home, game.away, fee, game.fees_waived))
    accounts = []
    for team in season.teams:
        mine = [g for g in games if g.home == team.code]
        payments = tuple(p for p in season.fees_paid if p.team == team.code)
        accounts.append(
            TeamFees(
                team=team.code,
                games=len(mine),
                owed_cents=sum(g.owed_cents for g in mine),
                waived_cents=sum(g.fee_cents for g in mine if g.waived is not None),
                paid_cents=sum(p.counted_cents for p in payments),
                payments=payments,
            )
        )
    return FeeLedger(tuple(accounts), tuple(games))


def waiver_problem(
    game: Game | None, game_id: str, reason: str, rulebook: Rulebook, goalies: frozenset[str] = frozenset()
) -> Problem | None:
    """Why the committee cannot waive this game's fees, or None: it must owe fees, once, for a reason.
    `goalies` (the season's, `season_goalies`) tell a lineup's goalie from its skaters (Gray rule 6)."""
    if not reason.strip():
        return Problem("reason", RULE, "a waiver needs the committee's reason")
    if game is None:
        return Problem("game", RULE, f"there is no game {game_id}")
    if game.fees_waived is not None:
        return Problem("game", RULE, f"the fees of game {game.id} are already waived ({game.fees_waived})")
    if not game_started(game, replay_sheet(game, rulebook, goalies), rulebook, goalies):
        why = "is not final" if game.status != "final" else "did not start"
        return Problem("game", RULE, f"game {game.id} {why}: it owes no fees to waive")
    return None


def void_problem(payments: tuple[FeePayment, ...], index: int, reason: str) -> Problem | None:
    """Why the committee cannot void payment number `index` of the season's `payments` (`fees_paid`
    order), or None: it must exist, not be void already, and the void needs a reason."""
    if not reason.strip():
        return Problem("reason", RULE, "voiding a payment needs the committee's reason")
    if not 0 <= index < len(payments):
        return Problem("payment", RULE, f"there is no payment number {index + 1}")
    payment = payments[index]
    if payment.void is not None:
        return Problem(
            "payment",
            RULE,
            f"{payment.team}'s payment of {payment.date.isoformat()} is already void since "
            f"{payment.void.date.isoformat()} ({payment.void.reason})",
        )
    return None


# The season file keeps money under a million dollars (and dates from 1900 to 2199, `date_range`): a
# payment recorded must export and import again.
MAX_CENTS = MAX_COUNT * 100 - 1


def payment_problem(day: object, amount_cents: object) -> Problem | None:
    """Why a payment cannot be recorded as given (a date, a positive whole number of cents), or None."""
    if not isinstance(day, date) or not FIRST_DAY <= day <= LAST_DAY:
        return Problem("date", RULE, "a payment needs its date, from 1900 to 2199 (YYYY-MM-DD)")
    if isinstance(amount_cents, bool) or not isinstance(amount_cents, int):
        return Problem("amount", RULE, "a payment is an amount in whole cents")
    if not 0 < amount_cents <= MAX_CENTS:
        return Problem("amount", RULE, f"a payment is more than $0 and at most {dollars(MAX_CENTS)}")
    return None
