"""Officials' fees in the file (G15): a team's payment recorded, a game's fees waived; each one audited transaction."""

from __future__ import annotations

import dataclasses
from datetime import date

from peewee import fn

from league.changes import added_items
from league.errors import Problem, RuleViolation
from league.fees import RULE, waiver_problem
from league.values import MAX_COUNT, FeePayment, Season
from store import models as m
from store.audit import record_decision
from store.db import Store
from store.season_load import load_season, season_rulebook
from store.sheets import SavedGame, save_game
from store.stale import PAYMENT_ACTIONS, stale_write

# The season file keeps money under a million dollars and dates from 1900 to 2199: what is stored
# here must export and import again.
MAX_CENTS = MAX_COUNT * 100 - 1
FIRST_DAY, LAST_DAY = date(1900, 1, 1), date(2199, 12, 31)


def payment_problem(day: object, amount_cents: object) -> Problem | None:
    """Why a payment cannot be recorded as given (a date, a positive whole number of cents), or None."""
    if not isinstance(day, date) or not FIRST_DAY <= day <= LAST_DAY:
        return Problem("date", RULE, "a payment needs its date, from 1900 to 2199 (YYYY-MM-DD)")
    if isinstance(amount_cents, bool) or not isinstance(amount_cents, int):
        return Problem("amount", RULE, "a payment is an amount in whole cents")
    if not 0 < amount_cents <= MAX_CENTS:
        return Problem("amount", RULE, f"a payment is more than $0 and at most ${MAX_CENTS / 100:,.2f}")
    return None


def record_fee_payment(
    store: Store, season_name: str, team: str, day: date, amount_cents: int, based_on: Season | None = None
) -> FeePayment:
    """Record that `team` paid `amount_cents` of officials' fees on `day`: one audited transaction.

    Refused with a RuleViolation naming the field, and nothing written, for an unknown season or
    team, an amount that is not more than zero (or beyond what a season file holds), or a bad date.
    `based_on` is the season as the screen showed it: when another window has recorded a payment of
    `team` since, this one is refused (StaleWrite) rather than recorded twice unseen.
    """
    problem = payment_problem(day, amount_cents)
    if problem is not None:
        raise RuleViolation(problem)
    with store.writing():
        season = m.Season.get_or_none(m.Season.name == season_name)
        if season is None:
            raise RuleViolation(Problem("season", "", f"no season {season_name!r} in {store.path}"))
        row = m.Team.get_or_none((m.Team.season == season) & (m.Team.code == team))
        if row is None:
            raise RuleViolation(Problem("team", RULE, f"no team {team!r} in season {season_name}"))
        if based_on is not None:
            _refuse_stale_ledger(based_on, season_name, row)
        last = m.FeePayment.select(fn.MAX(m.FeePayment.seq)).where(m.FeePayment.season == season).scalar()
        m.FeePayment.create(
            season=season, team=row, date=day, amount_cents=amount_cents, seq=0 if last is None else last + 1
        )
        record_decision(
            season_name, "fee payment", {"team": team, "date": day.isoformat(), "amount_cents": amount_cents}
        )
    return FeePayment(team, day, amount_cents)


def waive_game_fees(
    store: Store, season_name: str | None, game_id: str, reason: str, based_on: Season | None = None
) -> SavedGame:
    """Waive the officials' fees of one started final game, for the committee's `reason` (audited).

    The game is saved through `save_game`, the one way a game changes; a waiver is the committee's,
    not an edit of the referee's signed sheet, so it needs no override (G15, G16). It applies to the
    game as `based_on` (the season on screen) showed it, or as read here: a game changed meanwhile by
    another window is refused (StaleWrite), never overwritten.
    """
    season = based_on if based_on is not None else load_season(store, season_name)
    game = season.game(game_id)
    problem = waiver_problem(game, game_id, reason, season_rulebook(season))
    if problem is not None:
        raise RuleViolation(problem)
    assert game is not None  # waiver_problem refuses a missing game
    reason = reason.strip()
    return save_game(
        store,
        season.name,
        dataclasses.replace(game, fees_waived=reason),
        decision="waive fees",
        reason=reason,
        based_on=game,
    )


def _refuse_stale_ledger(shown: Season, season_name: str, team: m.Team) -> None:
    """StaleWrite when `team`'s payments in the file are not those `shown` showed: "RED's payment of
    $40.00 on 2026-12-01 was recorded in another window at 20:14"."""
    rows = m.FeePayment.select().where(m.FeePayment.team == team).order_by(m.FeePayment.seq)
    now = tuple(FeePayment(team.code, r.date, r.amount_cents) for r in rows)
    before = tuple(p for p in shown.fees_paid if p.team == team.code)
    if now == before:
        return
    added = added_items(before, now)
    what = (
        f"{team.code}'s payment of ${added[0].amount_cents / 100:,.2f} on {added[0].date.isoformat()} was recorded"
        if added
        else f"{team.code}'s payments were changed"
    )
    raise stale_write(season_name, "fees_paid", what, PAYMENT_ACTIONS, team.code)
