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
      its commit in a read (`store.writes.dashboard_alerts.keep_a_commands_alerts`, registered by the command line
      in `store.file.alert_day`), for the command's day, else for the day of the alerts it found kept: the next
      start shows them;
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


def _write(store: Store, db: Reader, sid: int, season: Season, today: date) -> None:
    alerts = ((a.kind, a.text) for a in store.season_cache(season).alerts(today))
    write_alerts(db, sid, store.next_revision(), today, alerts)
