"""The tables an app's write may change while the season it leaves keeps the games it held before
(`store.file.alert_stamps.BESIDE_GAMES_TABLES`): none of them is one the games are read from, except the teams' codes
and the players' ids the games' rows are read back through (no write changes those). A table put on that list by
mistake would keep games, and so alerts, that a fresh reckoning no longer gives; one left off only costs a read."""

from __future__ import annotations

import sqlite3

from store.file.alert_stamps import ALERT_FREE_TABLES, BESIDE_GAMES_TABLES
from store.file.db import Store
from store.file.raw_sql import connection
from store.tables import models as m
from store.views.season_games import read_games, season_codes
from store.views.season_load import season_beside_games

# The games' rows name teams and players by row id, read back as codes and ids through these two tables.
READ_THROUGH = {"team", "player"}


def _tables_read(store: Store, read: object) -> set[str]:
    """The tables SQLite reads while `read()` runs in a read of `store`."""
    tables: set[str] = set()

    def noted(action: int, table: str | None, *_: object) -> int:
        if action == sqlite3.SQLITE_READ and table:
            tables.add(table)
        return sqlite3.SQLITE_OK

    with store.reading():
        raw = connection(store.db)
        raw.set_authorizer(noted)
        try:
            read()  # type: ignore[operator]
        finally:
            raw.set_authorizer(None)
    return tables


def test_no_table_the_games_are_read_from_is_one_a_write_beside_them_may_change(league_file: Store):
    with league_file.reading():
        sid = m.Season.select(m.Season.id).scalar()  # type: ignore[no-untyped-call]
        code, pid = season_codes(sid)
    games = _tables_read(league_file, lambda: read_games(sid, code, pid))
    assert "game" in games  # the trace sees the games' read
    assert not (games - READ_THROUGH) & BESIDE_GAMES_TABLES
    # The games' slot kinds are the bracket's (`store.season_files.tournament_fields.with_slot_kinds`).
    assert "bracket_slot" not in BESIDE_GAMES_TABLES


def test_every_table_read_beside_the_games_is_listed_or_the_bracket(league_file: Store):
    """A table a season's read takes beside its games but not on the list: its writes work the alerts out after
    their commit, a whole read, until it is listed (the bracket never is: the games' slot kinds are read from it; nor
    the games, whose ids a tournament's rulings are read back through)."""
    with league_file.reading():
        name = m.Season.select(m.Season.name).scalar()  # type: ignore[no-untyped-call]
    beside = _tables_read(league_file, lambda: season_beside_games(name))
    assert "team" in beside
    assert beside - BESIDE_GAMES_TABLES - ALERT_FREE_TABLES <= {"bracket_slot", "game"}
