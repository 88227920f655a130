"""The dashboard's alerts kept in the file (`store.views.stored_alerts`) by the app's read of the season, or its
dashboard drawn, when the kept ones' stamp no longer holds, and by a command just after its write commits
(`keep_a_commands_alerts`); the app's writes keep them at their commit (`store.file.alert_stamps`).

A start after another process's write draws its first frame from what the file keeps; the alerts are worked
out from every sheet (suspensions, attendance before the roster deadline), so they are kept here, worked out
through the season's one cache (`SeasonCache.alerts`, which the dashboard drawn after the save reads too).
"""

from __future__ import annotations

from datetime import date

from store.file.alert_day import command_day
from store.file.connection import transaction
from store.file.db import Store
from store.file.failures import DATABASE_FAILURES
from store.file.file_format import REVISION_TABLE
from store.file.raw_sql import reader
from store.file.sql_reader import Reader
from store.views.stored_alerts import StoredAlert, season_id, write_alerts


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


def keep_a_commands_alerts(store: Store, began: str) -> None:
    """Just after a command's write committed (`Store.keep_alerts_after_commit`, the write lock free), or an app's
    write that could not work them out in its transaction (`store.file.alert_stamps`): the latest season read whole
    in a read transaction (at no cost when the write said what it leaves; the app's reload then takes it), its
    alerts worked out through its one cache (`SeasonCache.alerts`) at the app's day, the command's
    (`store.file.alert_day`), else at the day of those the write found kept under `began`, and kept by
    `keep_read_alerts` while the file is still at the revision read.

    They are derived values and the write has landed: whatever stops them (a season the rules cannot read, a
    malformed stored day, a bug in a rule, a database failure in the read) leaves them stale, as an older
    program's write does, and the command still reports its write; the app's first read keeps them."""
    from store.views.season_load import load_season  # the season's read: only a command's write needs it

    try:
        with store.reading() as read:
            db = reader(read)
            latest = db.execute("SELECT id, name FROM season ORDER BY id DESC LIMIT 1").fetchone()
            name = None if latest is None else str(latest[1])
            today = (
                None if latest is None else store.alerts_day or command_day() or _kept_day(db, int(latest[0]), began)
            )
        if name is None or today is None:
            return
        season = load_season(store, name)
        token = store.revision_of(season)  # None when another connection committed since the read
        if token is not None:
            alerts = tuple((a.kind, a.text) for a in store.season_cache(season).alerts(today))
            keep_read_alerts(store, name, token, today, alerts)
    except Exception:  # noqa: BLE001 - derived values after the commit: the write landed, they stay stale
        return


def _kept_day(db: Reader, sid: int, began: str) -> date | None:
    """The day season `sid`'s alerts were kept for under revision `began`, None when none were."""
    row = db.execute("SELECT day FROM stored_alerts WHERE season_id = ? AND revision = ?", (sid, began)).fetchone()
    return None if row is None else date.fromisoformat(str(row[0]))
