"""Transfers and swaps between teams (G2, SPEC section 5): one transaction each, audit-logged, kept in the
season file's `transfers`."""

from __future__ import annotations

from datetime import date

from league.errors import RuleViolation
from league.roster_changes import swap_transfers, transfer_problem, with_transfers
from league.values import Season, Transfer
from store import models as m
from store.audit import record_decision
from store.db import Store
from store.season_rows import row_ids
from store.season_load import load_season, resolve_season, season_rulebook
from store.seasons import refuse_broken


def record_transfer(store: Store, season_name: str | None, player: str, to: str, day: date, reason: str) -> Season:
    """From `day` on `player` plays for `to`; refused (nothing written) when a rule forbids it."""
    return record_transfers(store, season_name, (Transfer(player, to, day, reason.strip()),))


def record_swap(store: Store, season_name: str | None, a: str, b: str, day: date, reason: str) -> Season:
    """Players `a` and `b` change teams with each other from `day`, as one decision."""
    with store.writing():  # the teams are read under the same lock that writes the swap
        season = load_season(store, resolve_season(store, season_name))
        return _write(season, swap_transfers(season, a, b, day, reason.strip()))


def record_transfers(store: Store, season_name: str | None, transfers: tuple[Transfer, ...]) -> Season:
    """Make transfers on one date together (a suggested move): checked, written and audit-logged at once."""
    with store.writing():
        return _write(load_season(store, resolve_season(store, season_name)), transfers)


def _write(season: Season, transfers: tuple[Transfer, ...]) -> Season:
    """Check `transfers` on `season` and write them; the caller holds the write transaction."""
    rulebook = season_rulebook(season)
    problem = transfer_problem(season, rulebook, transfers)
    if problem:
        raise RuleViolation(problem)
    updated = with_transfers(season, transfers)
    refuse_broken(updated)  # later moves and sheets must still hold with these in place
    ids = row_ids(season.name)
    sid, team, player = ids.season, ids.team, ids.player
    seq = m.Transfer.select().where(m.Transfer.season == sid).count()
    for i, t in enumerate(transfers):
        m.Transfer.create(season=sid, player=player[t.player], to=team[t.to], date=t.date, reason=t.reason, seq=seq + i)
    record_decision(season.name, "swap" if len(transfers) == 2 else "transfer", {
        "date": transfers[0].date.isoformat(), "reason": transfers[0].reason,
        "moves": [{"player": t.player, "to": t.to} for t in transfers]})
    return updated
