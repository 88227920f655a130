"""Recording the draft (docs/readings/gray.md#rosters-and-balance): the committee's order, each pick and the undo of the
last one.

Every call is one transaction: the season is read, checked (the team on the clock, Gray rule 1, the
maxima, then every rule of the season) and written under one write lock, with its audit row.
A pick sets the player's starting team and appends the pick; undo reverses the last one.
"""

from __future__ import annotations

from dataclasses import replace

from league.rosters.draft import (
    Slot,
    on_the_clock,
    order_problem,
    pick_problem,
    with_pick,
    without_last_pick,
)
from league.season.changes import added_items, removed_items
from league.season.errors import Problem, RuleViolation
from league.season.values import Draft, DraftPick, Season
from store.file.audit import record_decision
from store.file.db import Store
from store.season_files.refusal import refuse_broken
from store.tables import models as m
from store.tables.season_rows import row_ids
from store.views.season_load import season_rulebook, season_to_write
from store.writes.stale import DRAFT_ACTIONS, stale_write


def set_draft_order(
    store: Store, season_name: str | None, order: str, first_round: tuple[str, ...], based_on: Season | None = None
) -> Season:
    """Record the committee's draft order (straight or snake) and first round; refused once picks are made.

    `based_on`, here and for a pick and its undo, is the season as the screen showed it: when another
    window has changed the draft since, the write is refused (StaleWrite) naming that change."""
    with store.writing():
        season = season_to_write(store, season_name)
        refuse_stale_draft(based_on, season)
        problem = order_problem(order, first_round, season, season_rulebook(season))
        if problem:
            raise RuleViolation(problem)
        recorded = season.draft
        if recorded and recorded.picks and (recorded.order, recorded.first_round) != (order, first_round):
            raise RuleViolation(
                Problem(
                    "draft.order",
                    season_rulebook(season).cite("rosters"),
                    "picks are already made in the recorded order: undo them first",
                )
            )
        updated = replace(season, draft=Draft(order, tuple(first_round), season.draft.picks if season.draft else ()))
        m.Season.update(draft_order=order, draft_first_round=" ".join(first_round)).where(
            m.Season.name == season.name
        ).execute()
        record_decision(season.name, "draft order", {"order": order, "first_round": list(first_round)})
    return updated


def make_pick(
    store: Store, season_name: str | None, player: str, based_on: Season | None = None
) -> tuple[Season, DraftPick]:
    """The team on the clock picks `player`: his starting team is set and the pick recorded, or refused."""
    with store.writing():
        season = season_to_write(store, season_name)
        refuse_stale_draft(based_on, season)
        problem = pick_problem(season, season_rulebook(season), player)
        if problem:
            raise RuleViolation(problem)
        updated, pick = with_pick(season, player)
        refuse_broken(updated, store)
        ids = row_ids(updated.name)
        m.Player.update(team=ids.team[pick.team]).where(m.Player.id == ids.player[player]).execute()
        seq = m.DraftPick.select().where(m.DraftPick.season == ids.season).count()
        m.DraftPick.create(
            season=ids.season,
            round=pick.round,
            pick=pick.pick,
            team=ids.team[pick.team],
            player=ids.player[player],
            seq=seq,
        )
        record_decision(
            updated.name, "draft pick", {"round": pick.round, "pick": pick.pick, "team": pick.team, "player": player}
        )
    return updated, pick


def undo_pick(store: Store, season_name: str | None, based_on: Season | None = None) -> tuple[Season, DraftPick]:
    """Undo the last pick: the player goes back to the pool and his team is on the clock again (the last
    pick the screen showed, when `based_on` is given: never one made in another window since)."""
    with store.writing():
        season = season_to_write(store, season_name)
        refuse_stale_draft(based_on, season)
        undone = without_last_pick(season)
        if undone is None:
            raise RuleViolation(Problem("draft.picks", season_rulebook(season).cite("rosters"), "no pick to undo"))
        updated, pick = undone
        refuse_broken(updated, store)
        ids = row_ids(updated.name)
        m.Player.update(team=None).where(m.Player.id == ids.player[pick.player]).execute()
        last = m.DraftPick.select().where(m.DraftPick.season == ids.season).order_by(m.DraftPick.seq.desc()).first()
        last.delete_instance()
        record_decision(
            updated.name,
            "undo draft pick",
            {"round": pick.round, "pick": pick.pick, "team": pick.team, "player": pick.player},
        )
    return updated, pick


def refuse_stale_draft(shown: Season | None, season: Season) -> None:
    """StaleWrite when the draft in the file is not the one `shown` (None: not checked): "Red's pick 3 was
    made in another window at 20:14: the draft is at round 1, pick 4 now"."""
    if shown is None:
        return
    before, now = shown.draft or Draft(), season.draft or Draft()
    if before == now:
        return
    made, undone = added_items(before.picks, now.picks), removed_items(before.picks, now.picks)
    clock = on_the_clock(now) if now.first_round else None
    where = f"the draft is at round {clock.round}, pick {clock.pick} now" if clock else "the draft is complete now"
    if (before.order, before.first_round) != (now.order, now.first_round):
        raise stale_write(season.name, "draft.order", "the draft order was changed", DRAFT_ACTIONS)
    if made and not undone:
        raise stale_write(
            season.name,
            "draft.picks",
            f"{_pick_words(season, made[0], clock)} was made",
            DRAFT_ACTIONS,
            made[0].player,
            where,
        )
    if undone and not made:
        raise stale_write(
            season.name,
            "draft.picks",
            f"{_pick_words(season, undone[-1], clock)} was undone",
            DRAFT_ACTIONS,
            undone[-1].player,
            where,
        )
    raise stale_write(season.name, "draft.picks", "the draft's picks were changed", DRAFT_ACTIONS, None, where)


def _pick_words(season: Season, pick: DraftPick, clock: Slot | None) -> str:
    """ "Red's pick 3" (its round too when the draft is in another round now)."""
    name = season.team_name(pick.team)
    round_words = "" if clock is not None and clock.round == pick.round else f" of round {pick.round}"
    return f"{name}'s pick {pick.pick}{round_words} ({pick.player})"
