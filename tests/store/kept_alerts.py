"""The season the kept-alerts tests write to, and the dashboard's alerts kept and worked out afresh."""

from __future__ import annotations

from datetime import date

from league.checks.alerts import season_alerts
from store.file.db import Store
from store.file.raw_sql import execute, reader
from store.views.season_load import load_season, season_rulebook
from store.views.stored_alerts import season_id, stored_alerts

TODAY = date(2002, 12, 1)  # before the roster deadline: the attendance alerts are read too


SEASON = "2002-03"


Alerts = tuple[tuple[str, str], ...]


def _afresh(store: Store) -> Alerts:
    season = load_season(store, SEASON)
    return tuple((a.kind, a.text) for a in season_alerts(season, season_rulebook(season), TODAY))


def _latest_kept(store: Store, today: date = TODAY) -> Alerts | None:
    """The alerts kept for the file's latest season (the one a start shows: a rollover's new season)."""
    with store.reading() as db:
        (name,) = execute(db, "SELECT name FROM season ORDER BY id DESC LIMIT 1").fetchone()
        sid = season_id(reader(db), str(name))
        assert sid is not None
        return stored_alerts(reader(db), sid, today)


def _latest_afresh(store: Store, today: date = TODAY) -> Alerts:
    season = load_season(store)
    return tuple((a.kind, a.text) for a in season_alerts(season, season_rulebook(season), today))
