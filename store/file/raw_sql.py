"""Typed doors to peewee's raw SQL: its stubs leave `execute_sql`, `connection` and a query's
`.tuples()` rows untyped (or typed as model objects), so the store's raw statements go through
these, which say what SQLite gives back.

The statements are written with SQLite's `?` (and `?N`) placeholders; on a PostgreSQL server (`store.file.server`)
they are handed to psycopg in its own spelling (`%s`, `%(pN)s`), so each statement is written once."""

from __future__ import annotations

import sqlite3
from collections.abc import Hashable, Iterable, Iterator, Sequence
from typing import Any

from peewee import BaseQuery, Database, PostgresqlDatabase

from store.file.query_text import text_written_once
from store.file.sql_reader import Reader, server_statement


def execute(db: Database, sql: str, params: Sequence[object] | None = None) -> sqlite3.Cursor:
    """`db.execute_sql(sql, params)`: the cursor over the statement's rows (SQLite's, or psycopg's alike)."""
    if isinstance(db, PostgresqlDatabase):
        sql, params = server_statement(sql, params)
    cursor: sqlite3.Cursor = db.execute_sql(sql, params)  # type: ignore[no-untyped-call]
    return cursor


class _StoreReader:
    """A `store.file.sql_reader.Reader` over an open store's connection (a file's or a server's)."""

    def __init__(self, db: Database):
        self._db = db

    def execute(self, sql: str, parameters: Sequence[object] = (), /) -> sqlite3.Cursor:
        return execute(self._db, sql, parameters)


def reader(db: Database) -> Reader:
    """`db` as the plain reads take a connection (`store.file.sql_reader`): the same statements as on `sqlite3`."""
    return _StoreReader(db)


def execute_many(db: Database, sql: str, rows: Iterable[Sequence[object]]) -> None:
    """One statement run for each of `rows`, in the transaction open on `db`."""
    if isinstance(db, PostgresqlDatabase):
        statement, _ = server_statement(sql, ())
        with db.connection().cursor() as cursor:  # type: ignore[no-untyped-call]
            cursor.executemany(statement, list(rows))
        return
    connection(db).executemany(sql, rows)


def connection(db: Database) -> sqlite3.Connection:
    """The open SQLite connection under `db` (for `executemany`, the online backup, a pragma)."""
    raw: sqlite3.Connection = db.connection()  # type: ignore[no-untyped-call]
    return raw


def pragma_int(db: Database, name: str) -> int:
    """An integer pragma's value (`user_version`, `application_id`, `data_version`)."""
    return int(execute(db, f"PRAGMA {name}").fetchone()[0])


def tuples(query: BaseQuery, key: Hashable | None = None) -> Iterator[tuple[Any, ...]]:
    """The rows of `query` as plain tuples (peewee's `.tuples()`): the caller names their types. With a `key`, the
    query's SQL text is written once for all queries of that key (`store.file.query_text`)."""
    plain = query.tuples()
    rows: Iterator[tuple[Any, ...]] = iter(plain if key is None else text_written_once(plain, key))
    return rows
