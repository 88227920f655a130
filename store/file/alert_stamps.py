"""The dashboard's stored alerts (`store.views.stored_alerts`) at every write's commit (`Store.writing`): carried
over, worked out, or left stale (a command's worked out just after its commit), so that no write path can leave
alerts a fresh reckoning would not give."""

from __future__ import annotations

from datetime import date
from typing import TYPE_CHECKING

from store.file.alert_day import command_day, leaving_stale
from store.file.file_format import REVISION_TABLE
from store.file.raw_sql import reader
from store.file.sql_reader import Reader
from store.views.stored_alerts import season_id, write_alerts

if TYPE_CHECKING:
    from league.season.values import Season
    from store.file.connection import Store

# The tables no alert is worked out from: a fee payment, an alert's dismissal (read beside the kept alerts, never
# part of them), the decisions' audit, the league's own rule texts, the people who sign in (the league's, not a
# season's: no season's read takes them), and the kept alerts and the revision themselves.
ALERT_FREE_TABLES = frozenset(
    {"fee_payment", "alert_dismissal", "audit", "rule_text", "person", "stored_alerts", REVISION_TABLE}
)


def keep_write_alerts(store: Store, written: frozenset[str] | None) -> None:
    """At the commit of every write that changed a row (`Store.writing`), before the revision token is replaced:

    - a write of none of the tables the alerts are worked out from (`ALERT_FREE_TABLES`: a payment, a dismissal)
      carries the alerts kept for the revision before it over to its own: they are still the truth (a command's,
      when none were kept for its day, works them out as below);
    - else, in the app (`Store.alerts_day` set), a write that says which season it leaves (`Store.remember`: a
      game's save, a transfer) keeps that season's alerts at the app's day, worked out through the season's one
      cache (`SeasonCache.alerts`, which the dashboard drawn after it reads too); the app's other writes leave them
      stale, and its read of the season that follows keeps them again (`store.writes.dashboard_alerts`);
    - any other store's write (a command's: a ruling, a rollover, a registration edit) leaves them stale under the
      write, holding the write lock no longer than its rows need, and works the latest season's alerts out after
      its commit in a read (`keep_a_commands_alerts`), for the command's day (`store.file.alert_day`), else for the
      day of the alerts it found kept: the next start shows them;
    - a write inside `alerts_left_stale` (a season file's import), or by a store with no day to work them out for,
      leaves them under the old revision: stale, and a start then says the season is being read until its read
      keeps them again. So does any write by a program that keeps no alerts (an older rinkbook, raw SQL).
    Stamped with the revision the write commits under."""
    db = reader(store.db)
    if written is not None and written <= ALERT_FREE_TABLES:
        db.execute(
            "UPDATE stored_alerts SET revision = ? WHERE revision = ?", (store.next_revision(), store.began_revision())
        )
        if store.alerts_day is not None or _latest_kept(db, store.next_revision(), command_day()):
            return
    if store.alerts_day is not None:
        _keep_the_apps(store, db, store.alerts_day)
    elif not leaving_stale():
        store.keep_alerts_after_commit()  # stale under the write: worked out after its commit, the lock free


def _latest_kept(db: Reader, revision: str, day: date | None) -> bool:
    """True unless a command's `day` is given and the latest season has no alerts kept for it under `revision`
    (a command's payment after a write that left them stale works them out)."""
    if day is None:
        return True
    row = db.execute(
        "SELECT 1 FROM stored_alerts a JOIN season s ON s.id = a.season_id WHERE a.revision = ? AND a.day = ? "
        "AND s.id = (SELECT MAX(id) FROM season)",
        (revision, day.isoformat()),
    ).fetchone()
    return row is not None


def _keep_the_apps(store: Store, db: Reader, today: date) -> None:
    season = store.pending_season()
    if season is None or not store.has_season_cache():
        return
    sid = season_id(db, season.name)
    if sid is not None:
        _write(store, db, sid, season, today)


def keep_a_commands_alerts(store: Store, began: str) -> None:
    """After a command's write committed (`Store.keep_alerts_after_commit`), the write lock free: the latest
    season read whole in a read transaction (at no cost when the write said what it leaves), its alerts worked
    out through its one cache (`SeasonCache.alerts`) at the command's day, else at the day of those the write
    found kept under `began`, and kept only while the file is still at the revision read
    (`store.writes.dashboard_alerts.keep_read_alerts`, which makes no new revision).

    They are derived values and the write has landed: whatever stops them (a season the rules cannot read, a
    malformed stored day, a bug in a rule, a database failure in the read) leaves them stale, as an older
    program's write does, and the command still reports its write; the app's first read keeps them."""
    from store.views.season_load import load_season  # the season's read: only a command's write needs it
    from store.writes.dashboard_alerts import keep_read_alerts

    try:
        with store.reading() as read:
            db = reader(read)
            latest = db.execute("SELECT id, name FROM season ORDER BY id DESC LIMIT 1").fetchone()
            name = None if latest is None else str(latest[1])
            today = None if latest is None else command_day() or _kept_day(db, int(latest[0]), began)
        if name is None or today is None:
            return
        season = load_season(store, name)
        token = store.revision_of(season)  # None when another connection committed since the read
        if token is not None:
            keep_read_alerts(
                store, name, token, today, tuple((a.kind, a.text) for a in store.season_cache(season).alerts(today))
            )
    except Exception:  # noqa: BLE001 - derived values after the commit: the write landed, they stay stale
        return


def _kept_day(db: Reader, sid: int, began: str) -> date | None:
    """The day season `sid`'s alerts are kept for under the revision the write began from, None when none are."""
    row = db.execute("SELECT day FROM stored_alerts WHERE season_id = ? AND revision = ?", (sid, began)).fetchone()
    return None if row is None else date.fromisoformat(str(row[0]))


def _write(store: Store, db: Reader, sid: int, season: Season, today: date) -> None:
    alerts = ((a.kind, a.text) for a in store.season_cache(season).alerts(today))
    write_alerts(db, sid, store.next_revision(), today, alerts)
