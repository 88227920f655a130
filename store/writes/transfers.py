"""Transfers and swaps between teams (Gray rule 2, docs/readings/gray.md#rosters-and-balance): one transaction each,
audit-logged, kept in the season file's `transfers`."""

from __future__ import annotations

from datetime import date

from league.checks.roster_change import roster_change_problems
from league.rosters.transfers import swap_transfers, transfer_problem, with_transfers
from league.season.changes import added_items, field_words
from league.season.errors import RuleViolation
from league.season.values import Season, Transfer
from store.file.audit import record_decision_leaving
from store.file.db import Store
from store.tables import models as m
from store.tables.season_rows import row_ids
from store.views.season_load import season_rulebook, season_to_write
from store.writes.stale import ROSTER_ACTIONS, stale_write


def record_transfer(
    store: Store, season_name: str | None, player: str, to: str, day: date, reason: str, based_on: Season | None = None
) -> Season:
    """From `day` on `player` plays for `to`; refused (nothing written) when a rule forbids it.

    `based_on`, here and for swaps, is the season as the screen showed it: when another window has
    changed the rosters since (a transfer, a pick, a drop, a substitute), the move is refused
    (StaleWrite) naming that change."""
    return record_transfers(store, season_name, (Transfer(player, to, day, reason.strip()),), based_on)


def record_swap(
    store: Store, season_name: str | None, a: str, b: str, day: date, reason: str, based_on: Season | None = None
) -> Season:
    """Players `a` and `b` change teams with each other from `day`, as one decision."""
    with store.writing():  # the teams are read under the same lock that writes the swap
        season = season_to_write(store, season_name)
        refuse_stale_rosters(based_on, season)
        return _write(store, season, swap_transfers(season, a, b, day, reason.strip()))


def record_transfers(
    store: Store, season_name: str | None, transfers: tuple[Transfer, ...], based_on: Season | None = None
) -> Season:
    """Make transfers on one date together (a suggested move): checked, written and audit-logged at once."""
    with store.writing():
        season = season_to_write(store, season_name)
        refuse_stale_rosters(based_on, season)
        return _write(store, season, transfers)


def refuse_stale_rosters(shown: Season | None, season: Season) -> None:
    """StaleWrite when the rosters in the file are not those `shown` (None: not checked) showed: "P007's
    move to RED from 2026-12-01 was recorded in another window at 20:14"."""
    if shown is None:
        return
    moved = added_items(shown.transfers, season.transfers)
    if moved:
        t = moved[0]
        raise stale_write(
            season.name,
            "transfers",
            f"{t.player}'s move to {t.to} from {t.date.isoformat()} was recorded",
            ROSTER_ACTIONS,
            t.player,
        )
    before, now = ({p.id: p.team for p in s.players} for s in (shown, season))
    for pid, team in now.items():
        if before.get(pid) != team:
            raise stale_write(season.name, "players.team", f"{pid}'s starting team was changed", ROSTER_ACTIONS, pid)
    parts = [name for name in ("transfers", "drops", "substitutes") if getattr(shown, name) != getattr(season, name)]
    if parts:
        raise stale_write(season.name, parts[0], f"the season's {field_words(parts)} were changed", ROSTER_ACTIONS)


def _write(store: Store, season: Season, transfers: tuple[Transfer, ...]) -> Season:
    """Check `transfers` on `season` and write them; the caller holds the write transaction."""
    rulebook = season_rulebook(season)
    problem = transfer_problem(season, rulebook, transfers)
    if problem:
        raise RuleViolation(problem)
    updated = with_transfers(season, transfers)
    # Later moves and sheets must still hold with these in place: checked where the moves can reach.
    cache = store.season_cache(season)
    problems = roster_change_problems(season, updated, transfers, rulebook, cache.replays)
    if problems:
        raise RuleViolation(problems)
    # The season's checks kept through this write too, paid for here: else the next write's check, after any game
    # saves (`store.cache.season_cache`, rule 9), would check every game again.
    checked = cache.next_checked(updated)
    ids = row_ids(season.name)
    sid, team, player = ids.season, ids.team, ids.player
    seq = m.Transfer.select().where(m.Transfer.season == sid).count()
    for i, t in enumerate(transfers):
        m.Transfer.create(season=sid, player=player[t.player], to=team[t.to], date=t.date, reason=t.reason, seq=seq + i)
    record_decision_leaving(
        store,
        updated,
        "swap" if len(transfers) == 2 else "transfer",
        {
            "date": transfers[0].date.isoformat(),
            "reason": transfers[0].reason,
            "moves": [{"player": t.player, "to": t.to} for t in transfers],
        },
    )
    # Inside the write's transaction, the store holds it from the commit on wherever this is called, and a write
    # that fails keeps the one before (`Store.keep_season_cache`).
    store.keep_season_cache(checked)
    return updated
