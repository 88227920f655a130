"""The audit log: every committee decision, written in the same transaction as the decision itself."""

from __future__ import annotations

import getpass
import json
import os
from dataclasses import dataclass
from datetime import datetime

from store import models as m
from store.db import Store


@dataclass(frozen=True, slots=True)
class AuditEntry:
    """One recorded decision: when, which season, what, the details (the why), and who."""

    at: str
    season: str | None
    action: str
    detail: dict
    actor: str | None = None


def current_actor() -> str:
    """Who is deciding: $RINKBOOK_USER (a shared committee laptop names its user), else the login."""
    named = os.environ.get("RINKBOOK_USER", "").strip()
    if named:
        return named
    try:
        return getpass.getuser()
    except (KeyError, OSError):  # no login name (a container without a passwd entry)
        return "unknown"


def record_decision(season: str | None, action: str, detail: dict) -> None:
    """Write one audit row; call it inside the `Store.writing()` transaction of the decision."""
    m.Audit.create(
        at=datetime.now().isoformat(timespec="seconds"),
        season=season,
        action=action,
        detail=json.dumps(detail, sort_keys=True, default=str),
        actor=current_actor(),
    )


def audit_log(store: Store, season: str | None = None, limit: int = 500) -> list[AuditEntry]:
    """The latest decisions first, for one season or all."""
    with store.reading():
        query = m.Audit.select().order_by(m.Audit.id.desc()).limit(limit)
        if season is not None:
            query = query.where(m.Audit.season == season)
        return [AuditEntry(a.at, a.season, a.action, json.loads(a.detail), a.actor) for a in query]
