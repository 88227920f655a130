"""The results the standings count, read from the file for one season."""

from __future__ import annotations

from datetime import date

from league.outcome import REGULATION, Outcome, TiebreakFacts
from store.db import Store
from store.raw_sql import execute
from store.season_load import resolve_season


def load_regular_outcomes(
    store: Store, season: str | None = None, as_of: date | None = None, facts: bool = False
) -> tuple[Outcome, ...]:
    """The outcomes (after forfeits) of the season's regular-season games that have one, in date order:
    final games, and those a disqualification counts as forfeits while still scheduled (SPEC 10.1 T7).

    Games on `as_of` count. They are read from the outcome columns the store keeps beside each
    sheet (`store.derived`), one narrow query, instead of loading and replaying every sheet.
    `facts` reads the period points, penalty minutes and goal times too, for a rulebook whose
    points or criteria use them (`league.outcome.uses_facts`).
    """
    name = resolve_season(store, season)
    sql = (_FACTS_SQL if facts else _OUTCOMES_SQL) + (" AND date <= ?" if as_of else "") + " ORDER BY date, time, gid"
    with store.reading() as db:
        sid = execute(db, "SELECT id FROM season WHERE name = ?", (name,)).fetchone()[0]
        code = dict(execute(db, "SELECT id, code FROM team WHERE season_id = ?", (sid,)).fetchall())
        rows = execute(db, sql, (sid, as_of.isoformat()) if as_of else (sid,)).fetchall()
    code[None] = None  # a tie's winner
    # tuple.__new__ skips the named tuple's own __new__, a Python call per game (benchmarks/standings.py).
    new = tuple.__new__
    if facts:
        return tuple(
            new(
                Outcome,
                (
                    gid,
                    "regular",
                    code[h],
                    code[a],
                    rh,
                    ra,
                    ph,
                    pa,
                    code[w],
                    by or REGULATION,
                    fb,
                    fc,
                    TiebreakFacts(*more),
                ),
            )
            for gid, h, a, rh, ra, fb, fc, by, w, ph, pa, *more in rows
        )
    return tuple(
        new(Outcome, (gid, "regular", code[h], code[a], rh, ra, ph, pa, code[w], by or REGULATION, fb, fc, None))
        for gid, h, a, rh, ra, fb, fc, by, w, ph, pa in rows
    )


# Plain queries: the standings read thousands of rows, and building them through the ORM, or
# joining team codes in SQL, costs several times what the rows themselves do (benchmarks/standings.py).
# No column that is the same in every row (the stage): each column fetched costs a tenth of the read.
# The columns are those of the covering index `migrations.STANDINGS_INDEX`, in its order.
# A regulation result reads as NULL: SQLite hands Python None without making a string (most games).
_COLUMNS = (
    "gid, home_id, away_id, result_home, result_away, forfeit_by, forfeit_cause, "
    "NULLIF(decided_by, 'regulation'), winner_id, "
)
_WHERE = """
FROM game WHERE season_id = ? AND stage = 'regular' AND result_home IS NOT NULL"""
_OUTCOMES_SQL = "SELECT " + _COLUMNS + "points_home, points_away" + _WHERE
_FACTS_SQL = (
    "SELECT " + _COLUMNS + "points_home, points_away, period_points_home, period_points_away, pim_home, pim_away, "
    "first_goal_home, first_goal_away" + _WHERE
)
