"""Typed doors to peewee's raw SQL: its stubs leave `execute_sql`, `connection` and a query's
`.tuples()` rows untyped (or typed as model objects), so the store's raw statements go through
these, which say what SQLite gives back."""

from __future__ import annotations

import sqlite3
from collections.abc import Iterator, Sequence
from typing import Any

from peewee import BaseQuery, Database


def execute(db: Database, sql: str, params: Sequence[object] | None = None) -> sqlite3.Cursor:
    """`db.execute_sql(sql, params)`: SQLite's cursor over the statement's rows."""
    cursor: sqlite3.Cursor = db.execute_sql(sql, params)  # type: ignore[no-untyped-call]
    return cursor


def connection(db: Database) -> sqlite3.Connection:
    """The open SQLite connection under `db` (for `executemany`, the online backup, a pragma)."""
    raw: sqlite3.Connection = db.connection()  # type: ignore[no-untyped-call]
    return raw


def pragma_int(db: Database, name: str) -> int:
    """An integer pragma's value (`user_version`, `application_id`, `data_version`)."""
    return int(execute(db, f"PRAGMA {name}").fetchone()[0])


def tuples(query: BaseQuery) -> Iterator[tuple[Any, ...]]:
    """The rows of `query` as plain tuples (peewee's `.tuples()`): the caller names their types."""
    rows: Iterator[tuple[Any, ...]] = iter(query.tuples())
    return rows
