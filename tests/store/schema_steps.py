"""Taking a league file back to an earlier schema, for the tests of a migration from it."""

from __future__ import annotations

from typing import Any


def undo_schema_11(db: Any) -> None:
    """Drop what schema 11 added (games' kind, shootouts and their attempts): the file as schema 10 left it."""
    db.execute_sql('DROP TABLE "shootout_attempt"')
    db.execute_sql('DROP TABLE "shootout"')
    db.execute_sql('ALTER TABLE "game" DROP COLUMN "kind"')
    db.execute_sql("PRAGMA user_version = 10")
