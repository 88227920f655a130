"""The dashboard's stored alerts (`store.views.stored_alerts`) at every write's commit (`Store.writing`): carried
over, worked out, or left stale, so that no write path can leave alerts a fresh reckoning would not give."""

from __future__ import annotations

from typing import TYPE_CHECKING

from store.file.file_format import REVISION_TABLE
from store.file.raw_sql import reader
from store.views.stored_alerts import season_id, write_alerts

if TYPE_CHECKING:
    from store.file.connection import Store

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
