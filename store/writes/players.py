"""Registering players in bulk (a player sheet): update by id, add the new ones, never delete."""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, replace

from league.season.values import Player, Season
from store.file.audit import Detail, record_decision_leaving
from store.file.db import Store
from store.season_files.refusal import refuse_broken
from store.tables import models as m
from store.tables.season_rows import row_ids
from store.views.season_load import season_to_write
from store.writes.spares import marked_spares, write_spares


@dataclass(frozen=True, slots=True)
class PlayersSaved:
    """What a save of players did: how many were added and how many updated."""

    season: Season
    added: int
    updated: int


def save_players(
    store: Store,
    season_name: str | None,
    players: tuple[Player, ...],
    source: str = "",
    action: str = "import players",
    detail: Detail | None = None,
    spares: Mapping[str, bool] | None = None,
) -> PlayersSaved:
    """Store `players`: one with a known id replaces that player's registration, others are added.

    Players are never deleted (sheets, drafts and transfers refer to them). The season with the
    changes is checked against every rule first; then one transaction writes the rows and an
    audit row (`action`, with `detail` added to its counts). `spares` puts players on (True) or takes them
    off (False) the committee's lists (`store.writes.spares.marked_spares`). A refusal raises RuleViolation and
    writes nothing.
    """
    with store.writing():  # read, checked and written under one lock
        season = season_to_write(store, season_name)
        known = {p.id for p in season.players}
        added = tuple(p for p in players if p.id not in known)
        updated = marked_spares(with_players(season, players), spares or {})
        refuse_broken(updated, store)
        changed = [p for p in players if p.id in known and p != season.player(p.id)]
        ids = row_ids(updated.name)
        sid, team = ids.season, ids.team
        seq = m.Player.select().where(m.Player.season == sid).count()
        for p in changed:
            m.Player.update(**_columns(p, team)).where((m.Player.season == sid) & (m.Player.pid == p.id)).execute()
        for i, p in enumerate(added):
            m.Player.create(season=sid, pid=p.id, seq=seq + i, **_columns(p, team))
        write_spares(updated, season)
        lists = _list_changes(season, updated)
        record_decision_leaving(
            store,
            updated,
            action,
            {"source": source, "added": len(added), "updated": len(changed), **lists, **(detail or {})},
        )
    return PlayersSaved(updated, len(added), len(changed))


def with_players(season: Season, players: tuple[Player, ...]) -> Season:
    """The season with `players` in it: each known id's registration replaced in place, the others added after."""
    incoming = {p.id: p for p in players}
    known = {p.id for p in season.players}
    merged = tuple(incoming.get(p.id, p) for p in season.players)
    return replace(season, players=merged + tuple(p for p in players if p.id not in known))


def _list_changes(before: Season, after: Season) -> dict[str, list[str]]:
    """The players a save put on or took off the committee's lists, for its audit row (none: nothing)."""
    kept_before = set(before.substitute_goalies) | set(before.spares)
    kept_after = set(after.substitute_goalies) | set(after.spares)
    changes = {"spares added": sorted(kept_after - kept_before), "spares removed": sorted(kept_before - kept_after)}
    return {key: value for key, value in changes.items() if value}


def _columns(p: Player, team: dict[str, int]) -> dict[str, object]:
    override = p.eligibility_override
    return dict(
        name=p.name,
        born=p.born,
        position=p.position,
        klass=p.klass,
        rating=p.rating,
        number=p.number,
        email=p.email,
        phone=p.phone,
        status=p.status,
        team=team.get(p.team) if p.team else None,
        override_reason=override.reason if override else None,
        override_date=override.date if override else None,
        elite=p.elite,
        same_person_as=p.same_person_as.player if p.same_person_as else None,
        same_person_reason=p.same_person_as.reason if p.same_person_as else None,
    )
