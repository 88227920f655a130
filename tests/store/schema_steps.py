"""Taking a league file back to an earlier schema, for the tests of a migration from it."""

from __future__ import annotations

from typing import Any

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


def undo_schema_13(db: Any) -> None:
    """Drop what schema 13 added (the file's revision token): the file as schema 12 left it."""
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
