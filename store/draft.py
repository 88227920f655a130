"""Recording the draft (SPEC section 5): the committee's order, each pick and the undo of the last one.

Every call is one transaction: the season is read, checked (the team on the clock, G1, the
maxima, then every rule of the season) and written under one write lock, with its audit row.
A pick sets the player's starting team and appends the pick; undo reverses the last one.
"""

from __future__ import annotations

from dataclasses import replace

from league.draft import (
    on_the_clock,
    order_problem,
    pick_problem,
    with_pick,
    without_last_pick,
)
from league.errors import Problem, RuleViolation
from league.values import Draft, DraftPick, Season
from store import models as m
from store.audit import record_decision
from store.db import Store
from store.season_rows import row_ids
from store.season_load import load_season, resolve_season, season_rulebook
from store.seasons import refuse_broken


def set_draft_order(store: Store, season_name: str | None, order: str, first_round: tuple[str, ...]) -> Season:
    """Record the committee's draft order (straight or snake) and first round; refused once picks are made."""
    with store.writing():
        season = load_season(store, resolve_season(store, season_name))
        problem = order_problem(order, first_round, season)
        if problem:
            raise RuleViolation(problem)
        if season.draft and season.draft.picks and (season.draft.order, season.draft.first_round) != (order, first_round):
            raise RuleViolation(Problem("draft.order", "section 5",
                                        "picks are already made in the recorded order: undo them first"))
        updated = replace(season, draft=Draft(order, tuple(first_round), season.draft.picks if season.draft else ()))
        m.Season.update(draft_order=order, draft_first_round=" ".join(first_round)).where(
            m.Season.name == season.name).execute()
        record_decision(season.name, "draft order", {"order": order, "first_round": list(first_round)})
    return updated


def make_pick(store: Store, season_name: str | None, player: str) -> tuple[Season, DraftPick]:
    """The team on the clock picks `player`: his starting team is set and the pick recorded, or refused."""
    with store.writing():
        season = load_season(store, resolve_season(store, season_name))
        problem = pick_problem(season, season_rulebook(season), player)
        if problem:
            raise RuleViolation(problem)
        updated, pick = with_pick(season, player)
        refuse_broken(updated)
        ids = row_ids(updated.name)
        m.Player.update(team=ids.team[pick.team]).where(m.Player.id == ids.player[player]).execute()
        seq = m.DraftPick.select().where(m.DraftPick.season == ids.season).count()
        m.DraftPick.create(season=ids.season, round=pick.round, pick=pick.pick, team=ids.team[pick.team],
                           player=ids.player[player], seq=seq)
        record_decision(updated.name, "draft pick",
                        {"round": pick.round, "pick": pick.pick, "team": pick.team, "player": player})
    return updated, pick


def undo_pick(store: Store, season_name: str | None) -> tuple[Season, DraftPick]:
    """Undo the last pick: the player goes back to the pool and his team is on the clock again."""
    with store.writing():
        season = load_season(store, resolve_season(store, season_name))
        undone = without_last_pick(season)
        if undone is None:
            raise RuleViolation(Problem("draft.picks", "section 5", "no pick to undo"))
        updated, pick = undone
        refuse_broken(updated)
        ids = row_ids(updated.name)
        m.Player.update(team=None).where(m.Player.id == ids.player[pick.player]).execute()
        last = (m.DraftPick.select().where(m.DraftPick.season == ids.season)
                .order_by(m.DraftPick.seq.desc()).first())
        last.delete_instance()
        record_decision(updated.name, "undo draft pick",
                        {"round": pick.round, "pick": pick.pick, "team": pick.team, "player": pick.player})
    return updated, pick


def next_slot_text(season: Season) -> str:
    """The team on the clock in words, for messages: "round 2, pick 3: GRN"."""
    clock = on_the_clock(season.draft) if season.draft else None
    return "no draft order" if clock is None else f"round {clock.round}, pick {clock.pick}: {clock.team}"
