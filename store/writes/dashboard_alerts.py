"""The dashboard's alerts kept in the file (`store.views.stored_alerts`): by every write, at its commit (carried over,
worked out, or left stale: `keep_write_alerts`), and by the app's read of the season when the kept ones' stamp no
longer holds.

A start after another process's write draws its first frame from what the file keeps; the alerts are worked
out from every sheet (suspensions, attendance before the roster deadline), so they are kept here, worked out
through the season's one cache (`SeasonCache.alerts`, which the dashboard drawn after the save reads too).
"""

from __future__ import annotations

from datetime import date

from store.file.connection import transaction
from store.file.db import Store
from store.file.failures import DATABASE_FAILURES
from store.file.file_format import REVISION_TABLE
from store.file.raw_sql import reader
from store.views.stored_alerts import StoredAlert, season_id, write_alerts

# The tables no alert is worked out from: a fee payment, an alert's dismissal (read beside the kept alerts, never
# part of them), the decisions' audit, the league's own rule texts, and the kept alerts and the revision themselves.
ALERT_FREE_TABLES = frozenset({"fee_payment", "alert_dismissal", "audit", "rule_text", "stored_alerts", REVISION_TABLE})


def keep_write_alerts(store: Store, written: frozenset[str] | None) -> None:
    """At the commit of every write that changed a row (`Store.writing`), before the revision token is replaced:

    - a write of none of the tables the alerts are worked out from (`ALERT_FREE_TABLES`: a payment, a dismissal)
      carries the alerts kept for the revision before it over to its own: they are still the truth;
    - else, in the app (`Store.alerts_day` set, a season cache kept), a write that says which season it leaves
      (`Store.remember`: a game's save, a transfer) keeps that season's alerts at the app's day, worked out
      through the season's one cache (`SeasonCache.alerts`, which the dashboard drawn after it reads too);
    - any other write (a command's, one that would have to read every sheet again) leaves them under the old
      revision: stale, and a start then says the season is being read until its read keeps them again.
    Stamped with the revision the write commits under."""
    db = reader(store.db)
    if written is not None and written <= ALERT_FREE_TABLES:
        db.execute(
            f'UPDATE stored_alerts SET revision = ? WHERE revision = (SELECT "token" FROM "{REVISION_TABLE}")',
            (store.next_revision(),),
        )
        return
    today, season = store.alerts_day, store.pending_season()
    if today is None or season is None or not store.has_season_cache():
        return
    sid = season_id(db, season.name)
    if sid is not None:
        alerts = ((a.kind, a.text) for a in store.season_cache(season).alerts(today))
        write_alerts(db, sid, store.next_revision(), today, alerts)


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
