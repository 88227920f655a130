"""The one seam between the store and what holds the league: an SQLite file, or a PostgreSQL server.

`Store` (`store.file.connection`) asks its engine how a write transaction starts, whether it changed a row, what the
league's revision is now (to know a season it read is still the truth) and whether another connection committed
(the app's live view, `store.file.live`). A file answers from SQLite's own counters (`total_changes`,
`PRAGMA data_version`); a server from the revision row every write rewrites (`store.file.server`).
"""

from __future__ import annotations

import sqlite3
import threading
from itertools import count
from typing import Protocol

from peewee import Database, PostgresqlDatabase

from store.file.file_format import REVISION_TABLE
from store.file.raw_sql import connection, execute

# SQLite's authorizer actions that write a table's rows (the table is their first argument), and those that change
# the schema (`sqlite3.SQLITE_*`, as the authorizer is asked them).
_WRITES = frozenset({sqlite3.SQLITE_INSERT, sqlite3.SQLITE_UPDATE, sqlite3.SQLITE_DELETE})
_SCHEMA_CHANGES = frozenset(
    {
        sqlite3.SQLITE_ALTER_TABLE,
        sqlite3.SQLITE_CREATE_TABLE,
        sqlite3.SQLITE_CREATE_TEMP_TABLE,
        sqlite3.SQLITE_CREATE_TRIGGER,
        sqlite3.SQLITE_CREATE_VIEW,
        sqlite3.SQLITE_DROP_TABLE,
        sqlite3.SQLITE_DROP_TRIGGER,
        sqlite3.SQLITE_DROP_VIEW,
    }
)

# What the league held when a season was last read or written through this connection (see `Engine.revision`).
Revision = tuple[int, int, int]

# A number for each SQLite connection a store opens, never given twice: a connection peewee opens again after a close
# starts its counters where the closed one's started, and CPython may give it the closed one's `id()`.
_connection_numbers = count(1)


class Engine(Protocol):
    server: bool

    def begin(self) -> None:
        """Inside a write transaction just begun (its lock held): note what is needed to tell a change."""

    def changed(self) -> bool:
        """True when the write transaction begun last changed a row (then the revision token is replaced)."""

    def wrote(self, token: str) -> None:
        """The write transaction replaced the revision token with `token`."""

    def data_version(self) -> int:
        """A number that moves when another connection commits, never for this one's own commits."""

    def revision(self) -> Revision:
        """What the league holds now, as this connection can tell it apart from any other state."""

    def pending_mark(self) -> int:
        """Inside a write: what `committed_revision` needs to name the state the write leaves."""

    def committed_revision(self, mark: int) -> Revision:
        """Just after a write committed: the state it left (`mark` from `pending_mark` inside it)."""

    def watch_writes(self) -> None:
        """Inside a write transaction just begun: note from now on the tables its statements write."""

    def tables_written(self) -> frozenset[str] | None:
        """The tables written since `watch_writes` (which stops watching); None when it cannot tell."""


def on_server(db: Database) -> bool:
    """True when `db` is a PostgreSQL server's connection, not an SQLite file's."""
    return isinstance(db, PostgresqlDatabase)


def engine_for(db: Database) -> Engine:
    return ServerEngine(db) if on_server(db) else FileEngine(db)


class FileEngine:
    """An SQLite file: `total_changes` counts this connection's own changed rows, `data_version` others' commits,
    and SQLite's authorizer names the tables a write transaction's statements write."""

    server = False

    def __init__(self, db: Database):
        self.db = db
        self._changes = 0
        self._written: set[str] | None = None
        # Per thread (peewee gives each its own connection): the connection named last, and its number. Kept alive
        # here, the connection's `id()` cannot be another's while it is compared.
        self._named = threading.local()

    def begin(self) -> None:
        self._changes = connection(self.db).total_changes

    def changed(self) -> bool:
        return bool(connection(self.db).total_changes != self._changes)

    def wrote(self, token: str) -> None:
        pass  # the counters below already tell it

    def data_version(self) -> int:
        """SQLite's `PRAGMA data_version` on this connection: a few microseconds."""
        version: int = connection(self.db).execute("PRAGMA data_version").fetchone()[0]
        return version

    def revision(self) -> Revision:
        return self.committed_revision(self.data_version())

    def pending_mark(self) -> int:
        return self.data_version()

    def committed_revision(self, mark: int) -> Revision:
        """Which SQLite connection (a thread has its own; its number, never another's, reopened or not), the
        data_version and the rows it changed so far (its own writes, by any path, rolled back ones too)."""
        raw = connection(self.db)
        return self._number(raw), mark, int(raw.total_changes)

    def _number(self, raw: sqlite3.Connection) -> int:
        named: tuple[sqlite3.Connection, int] | None = getattr(self._named, "connection", None)
        if named is None or named[0] is not raw:
            named = (raw, next(_connection_numbers))
            self._named.connection = named
        return named[1]

    def watch_writes(self) -> None:
        # Setting an authorizer expires every prepared statement of the connection: the ones kept in the statement
        # cache are prepared again at their next run, so each statement of the transaction passes through it.
        written: set[str] | None = set()

        def authorize(action: int, table: str | None, *_: object) -> int:
            nonlocal written
            if action in _WRITES and written is not None:
                written.add(str(table))
            elif action in _SCHEMA_CHANGES:
                written = None  # a table made, dropped or altered: what it changes is not told by its name
            self._written = written
            return sqlite3.SQLITE_OK

        self._written = written
        connection(self.db).set_authorizer(authorize)

    def tables_written(self) -> frozenset[str] | None:
        connection(self.db).set_authorizer(None)
        written, self._written = self._written, None
        return None if written is None else frozenset(written)


class ServerEngine:
    """A PostgreSQL database: a write transaction holds the revision table's lock from its start
    (`store.file.server.LeagueServer.begin`), so the token read then is the truth until the token it writes."""

    server = True

    def __init__(self, db: Database):
        self.db = db
        self._token = ""  # the token as this connection's last write left it
        self._seen = ""  # the token at the last `data_version`
        self._version = 0

    def _read_token(self) -> str:
        row = execute(self.db, f'SELECT "token" FROM "{REVISION_TABLE}"').fetchone()
        return str(row[0]) if row else ""

    def begin(self) -> None:
        token = self._read_token()
        if token not in (self._seen, self._token):  # another's commit, seen here before any poll saw it
            self._version += 1
        self._token = self._seen = token

    def changed(self) -> bool:
        # A transaction is given an id at its first changed row; the table lock alone does not give one.
        return bool(execute(self.db, "SELECT pg_current_xact_id_if_assigned() IS NOT NULL").fetchone()[0])

    def wrote(self, token: str) -> None:
        self._token = token

    def data_version(self) -> int:
        token = self._read_token()
        if token != self._seen:
            if token != self._token:  # not this connection's own write
                self._version += 1
            self._seen = token
        return self._version

    def revision(self) -> Revision:
        return 0, _as_number(self._read_token()), 0

    def pending_mark(self) -> int:
        return 0

    def committed_revision(self, mark: int) -> Revision:
        return 0, _as_number(self._token), 0

    def watch_writes(self) -> None:
        pass  # psycopg names no table a statement writes

    def tables_written(self) -> frozenset[str] | None:
        return None


def _as_number(token: str) -> int:
    try:
        return int(token, 16)
    except ValueError:
        return -1
