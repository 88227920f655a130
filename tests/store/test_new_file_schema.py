"""A new league file's schema is made at once from the statements the first new file's migrations left: the same
tables, indexes, columns and schema number as a file brought up migration by migration, with a revision of its own."""

from __future__ import annotations

import sqlite3
from pathlib import Path

from peewee import SqliteDatabase

from store.file.db import open_league
from store.file.file_format import REVISION_TABLE
from store.file.migrations import migrate_to_latest


def _schema(path: Path) -> tuple[object, ...]:
    """Everything of the file's schema a league file is told by, and how many rows each table holds."""
    with sqlite3.connect(path) as db:
        master = sorted(db.execute("SELECT type, name, tbl_name, sql FROM sqlite_master").fetchall(), key=str)
        pragmas = [db.execute(f"PRAGMA {name}").fetchone() for name in ("user_version", "application_id")]
        counts = [db.execute(f'SELECT count(*) FROM "{n}"').fetchone() for kind, n, _, _ in master if kind == "table"]
    db.close()
    return tuple(master), tuple(pragmas), tuple(counts)


def _token(path: Path) -> str:
    with sqlite3.connect(path) as db:
        (token,) = db.execute(f'SELECT "token" FROM "{REVISION_TABLE}"').fetchone()
    db.close()
    return str(token)


def test_new_files_have_the_schema_the_migrations_make_and_each_its_own_revision(tmp_path):
    stepwise = tmp_path / "stepwise.db"
    db = SqliteDatabase(str(stepwise), pragmas={"foreign_keys": 1})
    migrate_to_latest(db, upto=1)  # from schema 1 on, every migration runs one by one
    migrate_to_latest(db)
    db.close()
    open_league(stepwise).close()  # stamped as rinkbook's, as a new file is
    made = [tmp_path / "first.db", tmp_path / "second.db", tmp_path / "third.db"]
    for path in made:
        open_league(path, create=True).close()
    assert {_schema(path) for path in made} == {_schema(stepwise)}
    assert len({_token(path) for path in [stepwise, *made]}) == 4
