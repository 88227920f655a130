"""Officials' fees in the file (Gray rule 15): a team's payment recorded, a game's fees waived; each one audited
transaction."""

from __future__ import annotations

import dataclasses
from datetime import date

from peewee import fn

from league.ledger.fees import RULE, payment_problem, void_problem, waiver_problem
from league.ledger.money import dollars
from league.results.disqualification import season_goalies
from league.season.changes import added_items
from league.season.date_range import FIRST_DAY, LAST_DAY
from league.season.errors import Problem, RuleViolation
from league.season.values import FeePayment, PaymentVoid, Season
from store.file.audit import record_decision
from store.file.db import Store
from store.tables import models as m
from store.views.season_load import load_season, season_rulebook
from store.writes.games import SavedGame, save_game
from store.writes.stale import PAYMENT_ACTIONS, stale_write


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
        known = store.known_season(season_name)  # asked before writing: the season as the file holds it
        season = m.Season.get_or_none(m.Season.name == season_name)
        if season is None:
            raise RuleViolation(Problem("season", "", f"no season {season_name!r} in {store.name}"))
        row = m.Team.get_or_none((m.Team.season == season) & (m.Team.code == team))
        if row is None:
            raise RuleViolation(Problem("team", RULE, f"no team {team!r} in season {season_name}"))
        if based_on is not None:
            rows = m.FeePayment.select().where(m.FeePayment.team == row).order_by(m.FeePayment.seq)
            _refuse_stale_ledger(
                tuple(p for p in based_on.fees_paid if p.team == team),
                tuple(_payment(team, r) for r in rows),
                season_name,
                team,
            )
        last = m.FeePayment.select(fn.MAX(m.FeePayment.seq)).where(m.FeePayment.season == season).scalar()
        m.FeePayment.create(
            season=season, team=row, date=day, amount_cents=amount_cents, seq=0 if last is None else last + 1
        )
        record_decision(
            season_name, "fee payment", {"team": team, "date": day.isoformat(), "amount_cents": amount_cents}
        )
        payment = FeePayment(team, day, amount_cents)
        if known is not None:
            _remember_payments(store, known, (*known.fees_paid, payment))
    return payment


def void_fee_payment(
    store: Store, season_name: str, index: int, reason: str, day: date, based_on: Season | None = None
) -> FeePayment:
    """Void the season's payment number `index` (0-based, in `fees_paid` order) for the committee's
    `reason`, on `day`: one audited transaction. The row stays, marked void; balances ignore it.

    Refused (RuleViolation naming the field, nothing written) without a reason, for a payment that does
    not exist or is void already. `based_on` is the season as the screen showed it: when the payment
    was voided or the payments changed in another window since, the void is refused (StaleWrite).
    """
    if not isinstance(day, date) or not FIRST_DAY <= day <= LAST_DAY:
        raise RuleViolation(Problem("date", RULE, "a void needs its date, from 1900 to 2199 (YYYY-MM-DD)"))
    with store.writing():
        known = store.known_season(season_name)  # asked before writing: the season as the file holds it
        season = m.Season.get_or_none(m.Season.name == season_name)
        if season is None:
            raise RuleViolation(Problem("season", "", f"no season {season_name!r} in {store.name}"))
        rows = list(m.FeePayment.select().where(m.FeePayment.season == season).order_by(m.FeePayment.seq))
        codes = {t.id: t.code for t in m.Team.select().where(m.Team.season == season)}
        stored = tuple(_payment(codes[r.team_id], r) for r in rows)
        shown = based_on.fees_paid if based_on is not None else stored
        problem = void_problem(shown, index, reason)
        if problem is not None:
            raise RuleViolation(problem)
        payment = shown[index]
        if shown != stored:
            _refuse_stale_ledger(shown, stored, season_name, payment.team)
        voided = dataclasses.replace(payment, void=PaymentVoid(reason.strip(), day))
        m.FeePayment.update(void_reason=reason.strip(), void_date=day).where(
            m.FeePayment.id == rows[index].id
        ).execute()
        record_decision(
            season_name,
            "void fee payment",
            {
                "team": payment.team,
                "date": payment.date.isoformat(),
                "amount_cents": payment.amount_cents,
                "reason": reason.strip(),
                "on": day.isoformat(),
            },
        )
        if known is not None and known.fees_paid == stored:
            _remember_payments(store, known, (*stored[:index], voided, *stored[index + 1 :]))
    return voided


def _remember_payments(store: Store, season: Season, payments: tuple[FeePayment, ...]) -> None:
    """Inside the write: the file holds `season` with `payments` once it commits. The app's reload after the
    write takes that season instead of reading every game again; its games are the same objects, so the season
    cache keeps their replays (`store.cache.season_cache`)."""
    store.remember(season.with_changes(fees_paid=payments))


def _payment(team: str, row: m.FeePayment) -> FeePayment:
    """A stored payment row as the season holds it, its void included."""
    void = None if row.void_reason is None or row.void_date is None else PaymentVoid(row.void_reason, row.void_date)
    return FeePayment(team, row.date, row.amount_cents, void)


def waive_game_fees(
    store: Store, season_name: str | None, game_id: str, reason: str, based_on: Season | None = None
) -> SavedGame:
    """Waive the officials' fees of one started final game, for the committee's `reason` (audited).

    The game is saved through `save_game`, the one way a game changes; a waiver is the committee's,
    not an edit of the referee's signed sheet, so it needs no override (Gray rules 15 and 16). It applies to the
    game as `based_on` (the season on screen) showed it, or as read here: a game changed meanwhile by
    another window is refused (StaleWrite), never overwritten.
    """
    season = based_on if based_on is not None else load_season(store, season_name)
    game = season.game(game_id)
    problem = waiver_problem(game, game_id, reason, season_rulebook(season), season_goalies(season))
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


def _refuse_stale_ledger(shown: tuple[FeePayment, ...], stored: tuple[FeePayment, ...], season: str, team: str) -> None:
    """StaleWrite when the payments in the file are not those the screen `shown`: "RED's payment of
    $40.00 on 2026-12-01 was recorded in another window at 20:14" (or voided)."""
    if shown == stored:
        return
    voided = [p for p in stored if p.void is not None and dataclasses.replace(p, void=None) in shown]
    added = added_items(shown, stored)
    if voided:
        payment = voided[0]
        what = f"{payment.team}'s payment of {dollars(payment.amount_cents)} on {payment.date.isoformat()} was voided"
    elif added:
        what = (
            f"{added[0].team}'s payment of {dollars(added[0].amount_cents)} on {added[0].date.isoformat()} was recorded"
        )
    else:
        what = f"{team}'s payments were changed"
    changed = voided or list(added)
    raise stale_write(season, "fees_paid", what, PAYMENT_ACTIONS, changed[0].team if changed else team)
