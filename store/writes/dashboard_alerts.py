"""The dashboard's alerts kept in the file (`store.views.stored_alerts`): by each save the app makes, in the save's
own transaction, and by the app's read of the season when the kept ones' stamp no longer holds.

A start after another process's write draws its first frame from what the file keeps; the alerts are worked
out from every sheet (suspensions, attendance before the roster deadline), so they are kept here, worked out
through the season's one cache (`SeasonCache.alerts`, which the dashboard drawn after the save reads too).
"""

from __future__ import annotations

from datetime import date
from typing import TYPE_CHECKING

from store.file.connection import transaction
from store.file.db import Store
from store.file.failures import DATABASE_FAILURES
from store.file.file_format import REVISION_TABLE
from store.file.raw_sql import reader
from store.views.stored_alerts import StoredAlert, season_id, write_alerts

if TYPE_CHECKING:
    from store.cache.season_cache import SeasonCache


def keep_save_alerts(store: Store, cache: SeasonCache) -> None:
    """Inside a save's write transaction: keep the alerts of `cache`'s season (the one the save leaves in the file)
    at the app's day (`Store.alerts_day`), stamped with the revision the save commits under. A store no app
    keeps alerts for (a command's) keeps none: the write's new revision leaves the kept ones stale."""
    today = store.alerts_day
    if today is None:
        return
    db = reader(store.db)
    sid = season_id(db, cache.season.name)
    if sid is not None:
        alerts = ((a.kind, a.text) for a in cache.alerts(today))
        write_alerts(db, sid, store.next_revision(), today, alerts)


def keep_read_alerts(store: Store, season: str, token: str, today: date, alerts: tuple[StoredAlert, ...]) -> None:
    """After season `season` was read at revision `token`: keep its `alerts` at `today`, stamped with that token,
    in a transaction of their own that makes no new revision (derived values: the league is unchanged, and
    a frame kept under the token stays true). Nothing when the file moved on since, or another connection
    holds the write lock (the next read keeps them); nothing on a file opened read-only."""
    if store.read_only:
        return
    try:
        with transaction(store.db):
            db = reader(store.db)
            now = db.execute(f'SELECT "token" FROM "{REVISION_TABLE}"').fetchone()
            sid = season_id(db, season)
            if now is not None and str(now[0]) == token and sid is not None:
                write_alerts(db, sid, token, today, alerts)
    except DATABASE_FAILURES:
        return  # a cache: the first frame then says the alerts are being read, as before
