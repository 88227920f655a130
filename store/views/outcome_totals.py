"""The results the standings count, read and added up by plain SQL on any `Reader` (`store.file.sql_reader`):
on an open store, and on the standard library's `sqlite3` alone for the app's first frame."""

from __future__ import annotations

import re
from collections.abc import Iterable, Mapping
from datetime import date

from league.results.outcome_values import REGULATION, Outcome, TiebreakFacts
from league.standings.records import GameTotals, SideTotals
from store.file.sql_reader import Reader


def read_outcomes(
    db: Reader, season_id: int, codes: Mapping[int | None, str | None], as_of: date | None, facts: bool
) -> tuple[Outcome, ...]:
    """The outcomes `store.views.outcomes.load_regular_outcomes` reads, for the season with row id `season_id`
    (`codes`: team row id -> code), in the read transaction open on `db`."""
    sql = (_FACTS_SQL if facts else _OUTCOMES_SQL) + (" AND date <= ?" if as_of else "") + " ORDER BY date, time, gid"
    rows = db.execute(sql, (season_id, as_of.isoformat()) if as_of else (season_id,)).fetchall()
    code = {**codes, None: None}  # a tie's winner
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


def load_side_totals(
    db: Reader, season_id: int, codes: Mapping[int, str], as_of: date | None, facts: bool
) -> list[SideTotals]:
    """The outcomes `load_regular_outcomes` reads, added up by SQL per team and side (`SideTotals`): two
    rows a team, never one a game (`codes`: team row id -> code). `facts`: with period points and penalty
    minutes. `league.standings.records.records_from_totals` makes the teams' records of them."""
    where = _WHERE + (" AND date <= ?" if as_of else "")
    sql = " UNION ALL ".join(
        f"SELECT {team}_id, COUNT(*), COALESCE(SUM(CASE WHEN winner_id = {team}_id THEN 1 ELSE 0 END), 0), "
        f"SUM(CASE WHEN winner_id IS NULL THEN 1 ELSE 0 END), SUM(points_{team}), SUM(result_{team}), "
        f"SUM(result_{other}), "
        + (f"COALESCE(SUM(period_points_{team}), 0), COALESCE(SUM(pim_{team}), 0)" if facts else "0, 0")
        + f"{where} GROUP BY {team}_id"
        for team, other in (("home", "away"), ("away", "home"))
    )
    params = (season_id, as_of.isoformat()) * 2 if as_of else (season_id,) * 2
    new = tuple.__new__
    return [new(SideTotals, (codes.get(team), *sums)) for team, *sums in db.execute(sql, params)]


def load_game_totals(
    db: Reader, season_id: int, codes: Mapping[int, str], level: Mapping[int, int], as_of: date | None
) -> list[GameTotals]:
    """The outcomes of the games not decided in regulation (overtime, shootout, forfeit) and of those between
    teams on the same points (`level`: team row id -> points), added up per home team, away team, winner and
    how: the few games a team's overtime and shootout columns and a head-to-head criterion count, read in
    one pass. `league.standings.records.records_from_totals` and `league.standings.criteria.pairs_from_totals`
    take each theirs."""
    first = min(codes, default=0)
    sql = _GAME_TOTALS_SQL.format(as_of=" AND date <= ?4" if as_of else "", level=_LEVEL_PAIR if level else "")
    groups = _level_groups(level, first, max(codes, default=0))
    params = [groups, first, season_id, as_of.isoformat() if as_of else None, bytes(4)]
    used = max(int(n) for n in re.findall(r"\?([0-9]+)", sql))  # SQLite takes as many as the highest ?N
    return _game_totals(db.execute(sql, params[:used]), codes)


def _level_groups(level: Mapping[int, int], first: int, last: int) -> bytes:
    """Each team's level group as 4 bytes at (row id - first) * 4: 0 for a team alone on its points."""
    groups = {points: n for n, points in enumerate(sorted(set(level.values())), start=1)}
    found = bytearray(4 * (last - first + 1))
    for team, points in level.items():
        found[4 * (team - first) : 4 * (team - first) + 4] = groups[points].to_bytes(4, "big")
    return bytes(found)


def _game_totals(
    rows: Iterable[tuple[int, int, int | None, str, int, int, int, int, int]], codes: Mapping[int, str]
) -> list[GameTotals]:
    new = tuple.__new__
    return [
        new(GameTotals, (codes.get(h), codes.get(a), codes.get(w) if w is not None else None, by or REGULATION, *sums))
        for h, a, w, by, *sums in rows
    ]


_PAIR_COLUMNS = (
    "home_id, away_id, winner_id, decided_by, COUNT(*), SUM(points_home), SUM(points_away), "
    "SUM(result_home), SUM(result_away)"
)
# A game between two teams of one level group: their 4 bytes of ?1 (`_level_groups`, ?2 the first row id) are
# the same and not zero (?5, four zero bytes). Read off a blob by offset: half the cost of looking each pair up
# in a list (500 teams).
_GROUP = "substr(?1, ({side}_id - ?2) * 4 + 1, 4)"
_LEVEL_PAIR = (
    f" OR ({_GROUP.format(side='home')} = {_GROUP.format(side='away')} AND {_GROUP.format(side='home')} <> ?5)"
)
_GAME_TOTALS_SQL = (
    f"SELECT {_PAIR_COLUMNS} FROM game WHERE season_id = ?3 AND stage = 'regular' AND result_home IS NOT NULL"
    "{as_of} AND (decided_by <> 'regulation'{level})"
    " GROUP BY home_id, away_id, winner_id, decided_by"
)
