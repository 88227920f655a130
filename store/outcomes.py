"""The results the standings count, read from the file for one season."""

from __future__ import annotations

from datetime import date

from league.outcome import Outcome
from store.db import Store
from store.raw_sql import execute
from store.season_load import resolve_season


def load_regular_outcomes(store: Store, season: str | None = None, as_of: date | None = None) -> tuple[Outcome, ...]:
    """The outcomes (after forfeits) of the season's final regular-season games, in date order.

    Games on `as_of` count. They are read from the outcome columns the store keeps beside each
    sheet (`store.derived`), one narrow query, instead of loading and replaying every sheet.
    """
    name = resolve_season(store, season)
    sql = _OUTCOMES_SQL + (" AND date <= ?" if as_of else "") + " ORDER BY date, time, gid"
    with store.reading() as db:
        sid = execute(db, "SELECT id FROM season WHERE name = ?", (name,)).fetchone()[0]
        code = dict(execute(db, "SELECT id, code FROM team WHERE season_id = ?", (sid,)).fetchall())
        rows = execute(db, sql, (sid, as_of.isoformat()) if as_of else (sid,)).fetchall()
    return tuple(Outcome(gid, "regular", code[h], code[a], rh, ra, by, cause) for gid, h, a, rh, ra, by, cause in rows)


# Plain queries: the standings read thousands of rows, and building them through the ORM, or
# joining team codes in SQL, costs several times what the rows themselves do (benchmarks/standings.py).
# No column that is the same in every row (the stage): each column fetched costs a tenth of the read.
_OUTCOMES_SQL = """
SELECT gid, home_id, away_id, result_home, result_away, forfeit_by, forfeit_cause FROM game
WHERE season_id = ? AND stage = 'regular' AND status = 'final' AND result_home IS NOT NULL"""
