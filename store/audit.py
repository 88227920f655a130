"""The audit log: every committee decision, written in the same transaction as the decision itself."""

from __future__ import annotations

import json
from dataclasses import dataclass
from datetime import datetime

from store import models as m
from store.db import Store


@dataclass(frozen=True, slots=True)
class AuditEntry:
    at: str
    season: str | None
    action: str
    detail: dict


def record_decision(season: str | None, action: str, detail: dict) -> None:
    """Write one audit row; call it inside the `Store.writing()` transaction of the decision."""
    m.Audit.create(
        at=datetime.now().isoformat(timespec="seconds"),
        season=season,
        action=action,
        detail=json.dumps(detail, sort_keys=True, default=str),
    )


def audit_log(store: Store, season: str | None = None, limit: int = 500) -> list[AuditEntry]:
    """The latest decisions first, for one season or all."""
    with store.reading():
        query = m.Audit.select().order_by(m.Audit.id.desc()).limit(limit)
        if season is not None:
            query = query.where(m.Audit.season == season)
        return [AuditEntry(a.at, a.season, a.action, json.loads(a.detail)) for a in query]
