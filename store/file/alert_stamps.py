"""The dashboard's stored alerts (`store.views.stored_alerts`) at every write's commit (`Store.writing`): carried
over, worked out, or left stale (a command's worked out just after its commit), so that no write path can leave
alerts a fresh reckoning would not give."""

from __future__ import annotations

from dataclasses import fields
from datetime import date
from typing import TYPE_CHECKING

from store.file.alert_day import command_day, leaving_stale
from store.file.failures import DATABASE_FAILURES
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


# The tables a season's read takes beside its games (`store.views.season_load.season_beside_games`): a write of these
# alone (with the alert-free ones) leaves every game as the season known before it held it. No write changes a team's
# code or a player's id, by which the games' rows are read back. The bracket is left off: the games' slot kinds are
# read from it (`tests/store/test_beside_games_tables.py` holds both).
BESIDE_GAMES_TABLES = frozenset(
    {
        "season",
        "team",
        "player",
        "captain",
        "substitute_goalie",
        "spare",
        "draft_pick",
        "transfer",
        "player_drop",
        "substitute",
        "coin_toss",
        "division",
        "pool",
        "pool_team",
        "disqualification",
        "suspension_ruling",
    }
)


def keep_write_alerts(store: Store, written: frozenset[str] | None) -> None:
    """At the commit of every write that changed a row (`Store.writing`), before the revision token is replaced:

    - a write of none of the tables the alerts are worked out from (`ALERT_FREE_TABLES`: a payment, a dismissal)
      carries the alerts kept for the revision before it over to its own: they are still the truth (the app's or a
      command's, when none were kept for its day, works them out as below);
    - else, in the app (`Store.alerts_day` set), every write keeps its season's alerts at the app's day, worked out
      through the season's one cache (`SeasonCache.alerts`, which the dashboard drawn after it reads too), from the
      season it leaves: the one it says (`Store.remember`: a save, a transfer, a drop, a captain), else, when it wrote
      none of the games' tables (a draft pick, a coin toss: docs/architecture.md#where-a-write-lives), the season known
      as it began with all but its games read again in its transaction (`BESIDE_GAMES_TABLES`), remembered for the app's
      reload; else (a game added or deleted, a tournament's ruling, a rollover's new season, any write on a server,
      which names no table written) just after its commit, in a read, as a command's below (the app's reload then takes
      the season that read);
    - any other store's write (a command's: a ruling, a rollover, a registration edit) leaves them stale under the
      write, holding the write lock no longer than its rows need, and works the latest season's alerts out after
      its commit in a read (`store.writes.dashboard_alerts.keep_a_commands_alerts`, registered by the command line
      in `store.file.alert_day`), for the command's day, else for the day of the alerts it found kept: the next
      start shows them;
    - a write inside `alerts_left_stale` (a season file's import: the command line works them out after it in a
      process of its own, `store.writes.import_alerts`), or by a store with no day to work them out for, leaves
      them under the old revision: stale, and a start then says the season is being read until its read keeps
      them again. So does any write by a program that keeps no alerts (an older rinkbook, raw SQL).
    Stamped with the revision the write commits under."""
    db = reader(store.db)
    if written is not None and written <= ALERT_FREE_TABLES:
        db.execute(
            "UPDATE stored_alerts SET revision = ? WHERE revision = ?", (store.next_revision(), store.began_revision())
        )
        if _latest_kept(db, store.next_revision(), store.alerts_day or command_day()):
            return
    if leaving_stale():
        return
    if store.alerts_day is None or not _keep_the_apps(store, db, store.alerts_day, written):
        store.keep_alerts_after_commit()  # stale under the write: worked out after its commit, the lock free


def _latest_kept(db: Reader, revision: str, day: date | None) -> bool:
    """True unless a `day` is given (the app's, a command's) and the latest season has no alerts kept for it under
    `revision` (a payment after a write that left them stale works them out)."""
    if day is None:
        return True
    row = db.execute(
        "SELECT 1 FROM stored_alerts a JOIN season s ON s.id = a.season_id WHERE a.revision = ? AND a.day = ? "
        "AND s.id = (SELECT MAX(id) FROM season)",
        (revision, day.isoformat()),
    ).fetchone()
    return row is not None


def _keep_the_apps(store: Store, db: Reader, today: date, written: frozenset[str] | None) -> bool:
    """The app's write: its season's alerts kept in its transaction; False when the season it leaves is not known
    here (they are worked out after its commit), or it is not the file's latest (the one a start shows)."""
    season = store.pending_season() or _season_after(store, written)
    sid = None if season is None else season_id(db, season.name)
    if season is None or sid is None or not store.has_season_cache():  # no replay kept to work them out from
        return False
    try:
        alerts = tuple((a.kind, a.text) for a in store.season_cache(season).alerts(today))
    except DATABASE_FAILURES:
        raise
    except Exception:  # noqa: BLE001 - derived values: a rule that cannot read the season never fails the write
        return False
    write_alerts(db, sid, store.next_revision(), today, alerts)
    latest = db.execute("SELECT MAX(id) FROM season").fetchone()
    return latest is not None and latest[0] == sid


def _season_after(store: Store, written: frozenset[str] | None) -> Season | None:
    """The season the app's write leaves, when it wrote none of the games' tables: the season known as it began,
    all but its games read again here (remembered: the app's reload reads nothing again). None when unknown."""
    before = store.began_known()
    if before is None or written is None or not written <= BESIDE_GAMES_TABLES | ALERT_FREE_TABLES:
        return None
    from store.views.season_load import season_beside_games  # a write's: imported at the first write that needs it

    read = season_beside_games(before.name)
    if read is None:
        return None
    changed = {f.name: getattr(read, f.name) for f in fields(read) if f.init and f.name != "games"}
    # Each part equal to the one before kept as it was (the season cache compares by identity first).
    after = before.with_changes(**{k: v for k, v in changed.items() if v != getattr(before, k)})
    store.remember(after)
    return after
