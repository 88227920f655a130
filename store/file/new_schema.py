"""A new league file's schema made at once: the statements the migrations from an empty file leave in its
`sqlite_master`, kept from the first new file this process makes and run again for every later one.

Running the nineteen migrations one by one (some rebuild a table to add a column) is 200 statements, 25 ms of
CPU for each new file: every first import, every `rinkbook new`, every test's new file. Their result is the same
for every empty file, but for the revision's random token, which each new file draws afresh."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass

from peewee import SqliteDatabase

from store.file.file_format import REVISION_TABLE, SCHEMA_VERSION
from store.file.raw_sql import execute

# The order `sqlite_master` is made again in: a table before the indexes and triggers on it.
_KINDS = "CASE type WHEN 'table' THEN 0 WHEN 'index' THEN 1 WHEN 'trigger' THEN 2 ELSE 3 END"


@dataclass(frozen=True, slots=True)
class _Made:
    statements: tuple[str, ...]  # every CREATE the migrations left, in an order that runs
    derive: list[int]  # what `migrate_to_latest` returned for the empty file


_made: list[_Made] = []  # the one this process kept, once it has made a new file


def made_new(db: SqliteDatabase, migrate: Callable[[], list[int]], token: Callable[[], str]) -> list[int]:
    """An empty file (schema 0) brought to `SCHEMA_VERSION`: by `migrate` the first time in this process, after
    that by the statements it left, with a revision token of the file's own (`token`). Returns `migrate`'s."""
    if not _made:
        derive = migrate()
        kept = _statements(db)
        if kept is not None:
            _made.append(_Made(kept, derive))
        return derive
    with db.atomic("IMMEDIATE"):
        for statement in _made[0].statements:
            execute(db, statement)
        execute(db, f'INSERT INTO "{REVISION_TABLE}" ("token") VALUES (?)', (token(),))
        execute(db, f"PRAGMA user_version = {SCHEMA_VERSION}")
    return list(_made[0].derive)


def _statements(db: SqliteDatabase) -> tuple[str, ...] | None:
    """The CREATE statements of the file's schema, when its only row is the revision's (else None: nothing kept)."""
    rows = execute(
        db, f"SELECT type, name, sql FROM sqlite_master WHERE sql IS NOT NULL ORDER BY {_KINDS}, rowid"
    ).fetchall()
    tables = [name for kind, name, _ in rows if kind == "table"]
    for table in tables:
        expected = 1 if table == REVISION_TABLE else 0
        if table.startswith("sqlite_") or execute(db, f'SELECT count(*) FROM "{table}"').fetchone()[0] != expected:
            return None
    return tuple(str(sql) for _, _, sql in rows)
