"""Taking a league file back to an earlier schema, for the tests of a migration from it."""

from __future__ import annotations

from collections.abc import Callable, Iterator
from contextlib import contextmanager
from typing import Any

from store.file.db import Store, backup_folder, open_league
from store.file.file_format import SCHEMA_VERSION
from store.views.season_load import load_season

# What schema 12 added to the tables before it: (table, column).
_SCHEMA_12_COLUMNS = (
    ("game", "period_scores"),
    ("game", "goalie_id"),
    ("game", "shots_home"),
    ("game", "shots_away"),
    ("game", "lineup_waiver"),
    ("goal", "penalty_shot"),
    ("player", "elite"),
    ("player", "same_person_as"),
    ("player", "same_person_reason"),
)
_SCHEMA_12_TABLES = ("suspension_ruling", "disqualification", "bracket_slot", "pool_team", "pool", "division")


def undo_schema_19(db: Any) -> None:
    """The file as schema 18 left it: schema 19 adds nothing, it only writes stored times in digits 0-9."""
    db.execute_sql("PRAGMA user_version = 18")


def undo_schema_18(db: Any) -> None:
    """Drop what schema 18 added (the dashboard's stored alerts): the file as schema 17 left it."""
    undo_schema_19(db)
    db.execute_sql('DROP TABLE "stored_alerts"')
    db.execute_sql("PRAGMA user_version = 17")


def undo_schema_17(db: Any) -> None:
    """Drop what schemas 18 and 17 added (the stored alerts, the people who sign in): the file as schema 16 left
    it."""
    undo_schema_18(db)
    db.execute_sql('DROP TABLE "person"')
    db.execute_sql("PRAGMA user_version = 16")


def undo_schema_16(db: Any) -> None:
    """Drop what schemas 17 and 16 added (the people, the dismissed alerts): the file as schema 15 left it."""
    undo_schema_17(db)
    db.execute_sql('DROP TABLE "alert_dismissal"')
    db.execute_sql("PRAGMA user_version = 15")


def undo_schema_15(db: Any) -> None:
    """Drop what schemas 16 and 15 added (the dismissed alerts, the committee's spares): the file as schema 14
    left it."""
    undo_schema_16(db)
    db.execute_sql('DROP TABLE "spare"')
    db.execute_sql("PRAGMA user_version = 14")


def undo_schema_14(db: Any) -> None:
    """Drop what schemas 15 and 14 added (the spares, the games' bench marks): the file as schema 13 left it."""
    undo_schema_15(db)
    db.execute_sql('ALTER TABLE "game" DROP COLUMN "bench_outs"')
    db.execute_sql("PRAGMA user_version = 13")


def undo_schema_13(db: Any) -> None:
    """Drop what schemas 14 and 13 added (the file's revision token): the file as schema 12 left it."""
    undo_schema_14(db)
    db.execute_sql('DROP TABLE "revision"')
    db.execute_sql("PRAGMA user_version = 12")


def undo_schema_12(db: Any) -> None:
    """Drop what schemas 13 and 12 added (a tournament's tables and the version 2 columns): the file as schema
    11 left it."""
    undo_schema_13(db)
    for table in _SCHEMA_12_TABLES:
        db.execute_sql(f'DROP TABLE "{table}"')
    db.execute_sql('DROP INDEX "game_goalie_id"')
    for table, column in _SCHEMA_12_COLUMNS:
        db.execute_sql(f'ALTER TABLE "{table}" DROP COLUMN "{column}"')
    db.execute_sql("PRAGMA user_version = 11")


def undo_schema_11(db: Any) -> None:
    """Drop what schemas 12 and 11 added (games' kind, shootouts and their attempts): the file as schema 10 left it."""
    undo_schema_12(db)
    db.execute_sql('DROP TABLE "shootout_attempt"')
    db.execute_sql('DROP TABLE "shootout"')
    db.execute_sql('ALTER TABLE "game" DROP COLUMN "kind"')
    db.execute_sql("PRAGMA user_version = 10")


@contextmanager
def migrated_at_open(league_file: Store, undo: Callable[[Store], None]) -> Iterator[Store]:
    """The league file as `undo` takes it back to an earlier schema, closed and opened again: the open
    migrates it to this schema after a backup, and the season reads as it did before (both held here);
    the block gets the opened store for what its migration adds."""
    before = load_season(league_file)
    undo(league_file)
    path = league_file.path
    league_file.close()
    with open_league(path) as store:
        assert store.db.execute_sql("PRAGMA user_version").fetchone()[0] == SCHEMA_VERSION
        assert load_season(store) == before
        yield store
    assert any("before-schema" in p.name for p in backup_folder(path).iterdir())
