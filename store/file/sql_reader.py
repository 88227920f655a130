"""The one shape every plain read of the store's values takes: a DB-API object with `execute(sql, params)`.

A read written against a `Reader` runs on the standard library's `sqlite3.Connection` as it is (the app's first
frame, read before peewee is imported: `store.file.file_format.read_only_connection`) and on an open store through
`store.file.raw_sql.reader` (peewee's connection, a PostgreSQL server's too): each statement is written once. The
statements use SQLite's `?` (and `?N`) placeholders; the store's reader hands them to a server in its spelling.
"""

from __future__ import annotations

import re
import sqlite3
from collections.abc import Sequence
from typing import Any, Protocol

_NUMBERED = re.compile(r"\?([0-9]+)")


class Reader(Protocol):
    """What a plain read needs of a connection: run one statement, its rows as SQLite's cursor gives them."""

    def execute(self, sql: str, parameters: Sequence[object] = (), /) -> sqlite3.Cursor: ...


def server_statement(sql: str, params: Sequence[object] | None) -> tuple[str, Any]:
    """`sql` and `params` as psycopg takes them: `?` as `%s`, `?N` as a named `%(pN)s`, a literal `%` doubled."""
    sql = sql.replace("%", "%%")
    if _NUMBERED.search(sql):
        named = {f"p{n}": value for n, value in enumerate(params or (), start=1)}
        return _NUMBERED.sub(r"%(p\1)s", sql), named
    return sql.replace("?", "%s"), params
