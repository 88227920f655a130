"""Drops and substitutes as a committee workflow (Gray rules 10 and 11): the captain's request, the committee's
decision (and its taking back), the substitute placed. Each is one transaction, checked with the whole season,
audit-logged."""

from __future__ import annotations

from dataclasses import replace
from datetime import date

from league.rulebooks.gray import GRAY
from league.season.changes import added_items
from league.season.errors import Problem, RuleViolation
from league.season.values import Drop, Season, Substitute
from league.turnout.drop_requests import (
    approved_drop_at,
    denial_reason_problem,
    drop_request_problem,
    drop_state,
    substitute_date_problem,
    take_back_problem,
    taken_back,
)
from store.file.audit import record_decision_leaving
from store.file.db import Store
from store.season_files.refusal import refuse_broken
from store.tables import models as m
from store.tables.season_rows import row_ids
from store.views.season_load import season_rulebook, season_to_write
from store.writes.stale import DROP_ACTIONS, stale_write

# Drops and substitutes are a block of Gray's rulebook alone (a tournament has none).
RULE = GRAY.cite("drops")


def request_drop(
    store: Store,
    season_name: str | None,
    player: str,
    requested_by: str | None,
    day: date,
    based_on: Season | None = None,
) -> Season:
    """Record a captain's request to drop `player` (decided later by the committee).

    `requested_by` is the team's captain on record (None for a team without one: the rule 10 check refuses it).
    `based_on`, here and for decisions and substitutes, is the season as the screen showed it: when
    another window has changed the drops or substitutes since, the write is refused (StaleWrite)."""
    with store.writing():
        season = season_to_write(store, season_name)
        name = season.name
        refuse_stale_drops(based_on, season)
        # Rule 10's grounds on the request's own date, before any other rule could echo them: the suspensions worked
        # out from the kept replays, and the misses from every player's attendance when the dashboard's alerts
        # counted it for that day (else his team's games are walked).
        cache = store.season_cache(season)
        rows = cache.counted_attendance(day)
        problem = drop_request_problem(season, season_rulebook(season), player, day, cache.suspensions, rows)
        if problem is not None:
            raise RuleViolation(problem)
        updated = refuse_broken(replace(season, drops=(*season.drops, Drop(player, requested_by, day))), store)
        ids = row_ids(name)
        requester = ids.player.get(requested_by) if requested_by else None
        m.Drop.create(
            season=ids.season,
            player=ids.player[player],
            requested_by=requester,
            requested_on=day,
            decided_on=None,
            approved=None,
            reason="",
            refund_cents=0,
            seq=len(season.drops),
        )
        record_decision_leaving(
            store, updated, "drop request", {"player": player, "requested_by": requested_by, "on": day}
        )
    return updated


def decide_drop(
    store: Store,
    season_name: str | None,
    player: str,
    day: date,
    approved: bool,
    reason: str,
    refund_cents: int = 0,
    based_on: Season | None = None,
) -> Season:
    """The committee's decision on the pending request for `player`: approved (off the roster from `day`,
    to the next draft) or denied, with its reason and any league-fee refund."""
    if not reason.strip():
        raise RuleViolation(Problem("reason", RULE, "the committee's decision needs its reason"))
    if refund_cents < 0:
        raise RuleViolation(Problem("refund", RULE, "a refund cannot be negative"))
    wrong_reason = denial_reason_problem(GRAY, approved, reason)
    if wrong_reason is not None:
        raise RuleViolation(wrong_reason)
    with store.writing():
        season = season_to_write(store, season_name)
        refuse_stale_drops(based_on, season)
        at = _waiting_request(season, player, "for a decision")
        decided = replace(
            season.drops[at], decided_on=day, approved=approved, reason=reason.strip(), refund_cents=refund_cents
        )
        updated = _decided_again(store, season, at, decided)
        record_decision_leaving(
            store,
            updated,
            "drop approved" if approved else "drop denied",
            {"player": player, "on": day, "reason": decided.reason, "refund_cents": refund_cents},
        )
    return updated


def withdraw_drop(
    store: Store, season_name: str | None, player: str, reason: str, based_on: Season | None = None
) -> Season:
    """Withdraw the waiting request to drop `player`, with the reason: the request leaves the season (it
    decided nothing) and the audit log keeps who asked, when, and why it was withdrawn."""
    if not reason.strip():
        raise RuleViolation(Problem("reason", RULE, "a withdrawal needs its reason"))
    with store.writing():
        season = season_to_write(store, season_name)
        name = season.name
        refuse_stale_drops(based_on, season)
        at = _waiting_request(season, player, "to be withdrawn")
        request = season.drops[at]
        updated = refuse_broken(replace(season, drops=season.drops[:at] + season.drops[at + 1 :]), store)
        sid = row_ids(name).season
        m.Drop.delete().where((m.Drop.season == sid) & (m.Drop.seq == at)).execute()
        # The later requests close the gap, so that the rows' order stays the season's list.
        m.Drop.update(seq=m.Drop.seq - 1).where((m.Drop.season == sid) & (m.Drop.seq > at)).execute()
        record_decision_leaving(
            store,
            updated,
            "drop request withdrawn",
            {
                "player": player,
                "requested_by": request.requested_by,
                "requested_on": request.requested_on,
                "reason": reason.strip(),
            },
        )
    return updated


def take_back_drop(
    store: Store, season_name: str | None, player: str, reason: str, based_on: Season | None = None
) -> Season:
    """The committee takes back its approval of the drop of `player`, with the reason: the drop becomes denied on
    the day it was decided (`league.turnout.drop_requests.taken_back`), so he is on his team again from that day;
    refused while a substitute stands for it. A sheet entry that leaves the drop without its grounds (a fight
    suspending him for a game counted as a miss) can be saved after it."""
    if not reason.strip():
        raise RuleViolation(Problem("reason", RULE, "taking back a drop needs its reason"))
    with store.writing():
        season = season_to_write(store, season_name)
        refuse_stale_drops(based_on, season)
        problem = take_back_problem(season, season_rulebook(season), player)
        if problem is not None:
            raise RuleViolation(problem)
        at = approved_drop_at(season, player)
        assert at is not None  # `take_back_problem` refuses a player with no approved drop
        approved = season.drops[at]
        back = taken_back(approved, reason)
        updated = _decided_again(store, season, at, back)
        record_decision_leaving(
            store,
            updated,
            "drop taken back",
            {
                "player": player,
                "decided_on": approved.decided_on,
                "reason": reason.strip(),
                "approved_for": approved.reason,
                "refund_cents": approved.refund_cents,
            },
        )
    return updated


def place_substitute(
    store: Store,
    season_name: str | None,
    player: str,
    team: str,
    day: date,
    replaces: str,
    based_on: Season | None = None,
) -> Season:
    """Place `player` on `team` from `day` in place of the dropped `replaces` (Gray rule 11), audit-logged."""
    with store.writing():
        season = season_to_write(store, season_name)
        name = season.name
        refuse_stale_drops(based_on, season)
        substitute = Substitute(player, team, day, replaces)
        # Before the drop the team would also pass its roster maximum: the date is the reason to give.
        early = substitute_date_problem(season, season_rulebook(season), substitute)
        if early is not None:
            raise RuleViolation(early)
        updated = refuse_broken(replace(season, substitutes=(*season.substitutes, substitute)), store)
        ids = row_ids(name)
        m.Substitute.create(
            season=ids.season,
            player=ids.player[player],
            team=ids.team[team],
            date=day,
            replaces=ids.player[replaces],
            seq=len(season.substitutes),
        )
        record_decision_leaving(
            store, updated, "substitute placed", {"player": player, "team": team, "on": day, "replaces": replaces}
        )
    return updated


def refuse_stale_drops(shown: Season | None, season: Season) -> None:
    """StaleWrite when the drops or substitutes in the file are not those `shown` (None: not checked)
    showed: "the drop of P007 was approved in another window at 20:14"."""
    if shown is None:
        return
    for d in added_items(shown.drops, season.drops):
        raise stale_write(season.name, "drops", f"the drop of {d.player} was {drop_state(d)}", DROP_ACTIONS, d.player)
    for d in added_items(season.drops, shown.drops):  # on screen, gone from the file: a request withdrawn
        if d.approved is None:
            raise stale_write(
                season.name, "drops", f"the drop request of {d.player} was withdrawn", DROP_ACTIONS, d.player
            )
    for sub in added_items(shown.substitutes, season.substitutes):
        raise stale_write(
            season.name,
            "substitutes",
            f"{sub.player} was placed on {sub.team} in place of {sub.replaces}",
            DROP_ACTIONS,
            sub.player,
        )
    if (shown.drops, shown.substitutes) != (season.drops, season.substitutes):
        raise stale_write(season.name, "drops", "the drops and substitutes were changed", DROP_ACTIONS)


def _decided_again(store: Store, season: Season, at: int, drop: Drop) -> Season:
    """`season` with its drop `at` now `drop` (a decision made or taken back), checked whole and written to the
    drop's row; inside the caller's transaction."""
    updated = refuse_broken(replace(season, drops=(*season.drops[:at], drop, *season.drops[at + 1 :])), store)
    m.Drop.update(
        decided_on=drop.decided_on, approved=drop.approved, reason=drop.reason, refund_cents=drop.refund_cents
    ).where((m.Drop.season == row_ids(season.name).season) & (m.Drop.seq == at)).execute()
    return updated


def _waiting_request(season: Season, player: str, waiting: str) -> int:
    """The place in `season.drops` of the request to drop `player` still waiting (the latest), or a
    RuleViolation naming the player when none waits (`waiting` says for what)."""
    pending = [i for i, d in enumerate(season.drops) if d.player == player and d.approved is None]
    if not pending:
        raise RuleViolation(Problem("player", RULE, f"{player} has no drop request waiting {waiting}"))
    return pending[-1]
