"""The dashboard's alerts kept in the file (`store.views.stored_alerts`) by the app's read of the season, or its
dashboard drawn, when the kept ones' stamp no longer holds; every write keeps them at its commit
(`store.file.alert_stamps`).

A start after another process's write draws its first frame from what the file keeps; the alerts are worked
out from every sheet (suspensions, attendance before the roster deadline), so they are kept here, worked out
through the season's one cache (`SeasonCache.alerts`, which the dashboard drawn after the save reads too).
"""

from __future__ import annotations

from datetime import date
from typing import TYPE_CHECKING

from store.file.failures import DATABASE_FAILURES
from store.file.file_format import REVISION_TABLE
from store.file.raw_sql import reader
from store.file.transactions import transaction
from store.views.stored_alerts import StoredAlert, season_id, write_alerts

if TYPE_CHECKING:
    from store.file.connection import Store  # types only: a command's write keeps its alerts here after its commit


def keep_read_alerts(store: Store, season: str, token: str, today: date, alerts: tuple[StoredAlert, ...]) -> None:
    """After season `season` was read at revision `token`: keep its `alerts` at `today`, stamped with that token,
    in a transaction of their own that makes no new revision (derived values: the league is unchanged, and
    a frame kept under the token stays true). Nothing when they are kept already, the file moved on since, or
    another connection holds the write lock (the next read keeps them); nothing on a file opened read-only. The
    season this connection knew the file to hold it still knows (its next save reads no game again)."""
    if store.read_only or _kept_already(store, season, token, today):
        return
    known = store.known_season(season)
    try:
        with transaction(store.db):
            db = reader(store.db)
            now = db.execute(f'SELECT "token" FROM "{REVISION_TABLE}"').fetchone()
            sid = season_id(db, season)
            if now is None or str(now[0]) != token or sid is None:
                return
            write_alerts(db, sid, token, today, alerts)
            mark = store.engine.pending_mark()
    except DATABASE_FAILURES:
        return  # a cache: the first frame then says the alerts are being read, as before
    if known is not None:
        store.still_holds(known, mark)


def _kept_already(store: Store, season: str, token: str, today: date) -> bool:
    try:
        row = reader(store.db).execute(
            "SELECT 1 FROM stored_alerts a JOIN season s ON s.id = a.season_id "
            "WHERE s.name = ? AND a.revision = ? AND a.day = ?",
            (season, token, today.isoformat()),
        )
        return row.fetchone() is not None
    except DATABASE_FAILURES:
        return False
