"""What Gray's dashboard shows, read from the values the league file keeps, without loading the season.

A start that finds no first frame kept under the file's revision (another window or command wrote since, or
it is the first start of the day) draws its first frame from these: the standings added up in SQL from the
outcome columns each save keeps (`store.views.standings_read`), the next games and the latest results as
stored, the games left and played counted in SQL, the alerts as the last save (or the season's last read) kept
them (`store.views.stored_alerts`). Loading the season (every sheet and shift, replayed) takes seconds at 30,000
games; these queries take milliseconds, and run on `sqlite3` alone before peewee is imported. The season loaded
just after draws the dashboard again from the rules (`tui.text.dashboard_frame`).
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from datetime import date
from typing import Any

from league.results.outcome_values import uses_facts
from league.season.game_values import home_and_away
from league.standings.table import Standings
from store.file.sql_reader import Reader
from store.views.season_scan import fold_groups, scan_rows
from store.views.standings_read import season_teams, standings_from_totals
from store.views.stored_alerts import dismissed, stored_alerts

# The games the dashboard lists: as many as `league.schedule.games.next_games` and `recent_results` give it.
NEXT_GAMES = 6
RECENT_RESULTS = 8


@dataclass(frozen=True)
class StoredGame:
    """One game of the dashboard's lists as stored: its counted result where it has one (`store.cache.derived`)."""

    gid: str
    day: date
    time: str
    home: str
    away: str
    rooms: tuple[int, int] | None  # (home's, away's): the home team has the higher number
    result: tuple[int, int] | None
    forfeit_by: str | None
    overtime: bool


@dataclass(frozen=True)
class DashboardRows:
    """Season `season` of the file, as its dashboard shows it (the latest season: `seasons[-1]`)."""

    league: str
    season: str
    rulebook: str
    age_cutoff: date
    roster_deadline: date
    standings: Standings
    left: dict[str, int]  # each team's regular-season games still to play
    by_status: dict[tuple[str, str], int]  # games by (stage, status)
    next_games: tuple[StoredGame, ...]  # scheduled from today on, in order
    recent: tuple[StoredGame, ...]  # the latest final games, latest first
    teams: int
    players: int
    # The alerts a save or the season's read kept for the file's revision now and today (`store.views.stored_alerts`),
    # None when none hold; and the (kind, words) the committee dismissed.
    alerts: tuple[tuple[str, str], ...] | None
    dismissed: frozenset[tuple[str, str]]


def dashboard_rows(
    db: Reader, season: str, today: date, scanned: Callable[[], list[tuple[Any, ...]]] | None = None
) -> DashboardRows | None:
    """Season `season`'s dashboard rows at `today`, each part read from what the file keeps, in the read
    transaction open on `db` (a store's, `store.file.raw_sql.reader`, or `sqlite3`'s alone); None when the file
    holds no such season. `scanned`: the rows of the season's one scan (`store.views.season_scan.scan_rows`) as
    read ahead in that transaction, when they were: taken before any other statement, `db` being the scan's
    thread's until then."""
    taken = scanned() if scanned is not None else None
    found = season_teams(db, season)
    if found is None:
        return None
    sid, code = found.sid, found.codes
    # One scan of the games for the standings' sums and the counts (`store.views.season_scan`).
    rows = taken if taken is not None else scan_rows(db, sid, uses_facts(found.rulebook))
    groups = fold_groups(rows, code)
    league, rulebook, cutoff, deadline = db.execute(
        "SELECT league, rulebook, age_cutoff, roster_deadline FROM season WHERE id = ?", (sid,)
    ).fetchone()
    standings = standings_from_totals(db, found, groups.sides, groups.endings)
    left = {team: groups.left.get(row_id, 0) for row_id, team in code.items()}
    upcoming = db.execute(
        _GAMES + " AND status = 'scheduled' AND date >= ? ORDER BY date, time, gid LIMIT ?",
        (sid, today.isoformat(), NEXT_GAMES),
    ).fetchall()
    latest = db.execute(
        _GAMES + " AND status = 'final' ORDER BY date DESC, time DESC, gid DESC LIMIT ?", (sid, RECENT_RESULTS)
    ).fetchall()
    players = db.execute("SELECT COUNT(*) FROM player WHERE season_id = ?", (sid,)).fetchone()[0]
    alerts = stored_alerts(db, sid, today)
    return DashboardRows(
        league,
        season,
        rulebook,
        _day(cutoff),
        _day(deadline),
        standings,
        left,
        groups.by_status,
        tuple(_game(row, code) for row in upcoming),
        tuple(_game(row, code) for row in latest),
        len(code),
        players,
        alerts,
        dismissed(db, sid) if alerts is not None else frozenset(),
    )


_GAMES = (
    "SELECT gid, date, time, home_id, away_id, room_a, room_b, result_home, result_away, forfeit_by, overtime "
    "FROM game WHERE season_id = ?"
)


def _day(value: object) -> date:
    return value if isinstance(value, date) else date.fromisoformat(str(value))


def _game(row: tuple[object, ...], code: dict[int, str]) -> StoredGame:
    gid, day, time, home, away, room_a, room_b, result_home, result_away, forfeit_by, overtime = row
    rooms = home_and_away((room_a, room_b)) if isinstance(room_a, int) and isinstance(room_b, int) else None
    result = (result_home, result_away) if isinstance(result_home, int) and isinstance(result_away, int) else None
    return StoredGame(
        str(gid),
        _day(day),
        str(time),
        code[home],  # type: ignore[index]
        code[away],  # type: ignore[index]
        rooms,
        result,
        str(forfeit_by) if forfeit_by else None,
        bool(overtime),
    )
