"""The audit log: every committee decision, written in the same transaction as the decision itself."""

from __future__ import annotations

import json
from dataclasses import dataclass
from datetime import datetime
from typing import TYPE_CHECKING, Any

from peewee import Database

from league.season.values import Season
from store.file.members import deciding_member
from store.file.raw_sql import execute
from store.tables import models as m

if TYPE_CHECKING:
    from store.file.connection import Store  # types only: the store's write path reads seasons

ACTOR_MOST = 80  # characters of who decided, as a player's name
Detail = dict[str, Any]  # a decision's details, stored as a JSON object


@dataclass(frozen=True, slots=True)
class AuditEntry:
    """One recorded decision: when, which season, what, the details (the why), and who."""

    at: str
    season: str | None
    action: str
    detail: Detail | str  # the decision's details; the stored text itself when it is not a JSON object
    actor: str | None = None


def current_actor() -> str:
    """Who is deciding: the member of the store whose write transaction is running (`Store.actor`), else
    $RINKBOOK_USER, the name remembered for this computer's user, or the login (`store.file.members`)."""
    return deciding_member()[:ACTOR_MOST]


def record_decision(season: str | None, action: str, detail: Detail) -> None:
    """Write one audit row; call it inside the `Store.writing()` transaction of the decision."""
    m.Audit.create(
        at=datetime.now().isoformat(timespec="seconds"),
        season=season,
        action=action,
        detail=json.dumps(detail, sort_keys=True, default=str),
        actor=current_actor(),
    )


def record_decision_leaving(store: Store, season: Season, action: str, detail: Detail) -> None:
    """Write the audit row of a decision whose write leaves `season` exactly as its rows will read back, and tell
    `store` (`Store.remember`): the commit's stored alerts and the app's reload start from it and read nothing again.
    Call it last inside the `Store.writing()` transaction of the decision."""
    record_decision(season.name, action, detail)
    store.remember(season)


OVERRIDE = "override signed sheet"  # the committee unlocking a signed sheet (rule 16)


def overridden(season: str, game_id: str) -> bool:
    """Whether the committee ever unlocked game `game_id`'s signed sheet (read inside the writing transaction).
    Only an override takes a signature off, so an unsigned sheet with one is unlocked until signed again."""
    return _override_row(m.Audit._meta.database, season, game_id)


def audit_log(store: Store, season: str | None = None, limit: int = 500) -> list[AuditEntry]:
    """The latest decisions first, for one season or all. A row another program wrote wrongly (a detail
    that is not JSON, a number where text belongs) is shown as the text it holds, never refused."""
    with store.reading() as db:
        where, args = ('WHERE "season" = ?', [season]) if season is not None else ("", [])
        rows = execute(
            db,
            f'SELECT "at", "season", "action", "detail", "actor" FROM "audit" {where} ORDER BY "id" DESC LIMIT ?',
            [*args, limit],
        ).fetchall()
    return [
        AuditEntry(_text(at) or "", _text(name), _text(action) or "", _detail(detail), _text(actor))
        for at, name, action, detail, actor in rows
    ]


def _detail(raw: object) -> Detail | str:
    detail = audit_detail(raw)
    return _text(raw) or "" if detail is None else detail


def audit_detail(raw: object) -> Detail | None:
    """An audit row's stored detail as the object it was written as, or None when it is not one."""
    try:
        detail = json.loads(raw) if isinstance(raw, str) else None
    except (ValueError, RecursionError):
        return None
    return detail if isinstance(detail, dict) else None


def _text(value: object) -> str | None:
    """A stored value as text: as it is when it is text, else as SQLite's other types read."""
    if value is None or isinstance(value, str):
        return value
    if isinstance(value, bytes):
        return value.decode("utf-8", "replace")
    return str(value)


def game_overridden(store: Store, season: str, game_id: str) -> bool:
    """`overridden` for a screen: whether the signed sheet of game `game_id` of `season` was ever unlocked."""
    with store.reading() as db:
        return _override_row(db, season, game_id)


def _override_row(db: Database, season: str, game_id: str) -> bool:
    """Whether an "override signed sheet" row names game `game_id`; a row whose detail is not JSON names none."""
    # The details are read here, not by SQL's JSON functions (SQLite's and PostgreSQL's differ): a season has few
    # overrides.
    rows = execute(db, 'SELECT "detail" FROM "audit" WHERE "season" = ? AND "action" = ?', [season, OVERRIDE])
    return any((audit_detail(detail) or {}).get("game") == game_id for (detail,) in rows)
