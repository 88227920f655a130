"""A first look at a league on a PostgreSQL server, with psycopg alone: no peewee, no models, no store.

The app's start on a server draws its first frame from the values the league keeps (`store.views.dashboard_rows`),
as a file's start does through `sqlite3` alone (`store.file.file_format.first_read`): one connection, one read-only
snapshot, the same statements. Whatever the look is not sure of (not a league of this schema, a captains' copy, a
league people sign in to, any failure) is left to the whole open (`store.file.server.open_server`), which says what
is wrong in the words it always has. The values are read as the store reads them (`plain_values`): dates as text,
booleans as 0 and 1, as SQLite gives them.
"""

from __future__ import annotations

import json
from collections.abc import Callable, Sequence
from pathlib import Path
from typing import TYPE_CHECKING, Any, TypeVar
from urllib.parse import urlsplit, urlunsplit

from store.file.errors import StoreError
from store.file.file_format import CAPTAINS_COPY, REVISION_TABLE, SCHEMA_VERSION, FirstLook
from store.file.psycopg_import import import_psycopg
from store.file.sql_reader import Reader, server_statement

if TYPE_CHECKING:
    import sqlite3

    import psycopg

# The mark of a league database: its one table of rinkbook's own, beside the league's (`store.file.server`).
MARK_TABLE = "rinkbook_league"
APPLICATION = "rinkbook"
# Dates as SQLite's text gives them (2002-12-17), whatever the server's or the user's DateStyle.
PLAIN_DATES = "SET DateStyle = 'ISO, YMD'"
# The look's snapshot, begun in the same round trip as `PLAIN_DATES` (a statement without parameters may hold two).
LOOK_BEGINS = f"{PLAIN_DATES}; BEGIN ISOLATION LEVEL REPEATABLE READ READ ONLY"
# Whether the league is rinkbook's at this schema, a captains' copy, one people sign in to; its revision and seasons:
# one statement, one round trip (an older or another schema fails it, and the whole open says what is wrong), its
# answers as text and numbers alike through psycopg and through libpq alone (`store.file.libpq_look`).
LOOK = f"""SELECT (SELECT "value" FROM "{MARK_TABLE}" WHERE "key" = 'application'),
    (SELECT "value" FROM "{MARK_TABLE}" WHERE "key" = 'schema'),
    EXISTS (SELECT 1 FROM audit WHERE action = ?)::int, EXISTS (SELECT 1 FROM person)::int,
    (SELECT "token" FROM "{REVISION_TABLE}"), (SELECT json_agg("name" ORDER BY "id") FROM "season")::text"""

Drawn = TypeVar("Drawn")


def shown_address(url: str) -> str:
    """The address as messages show it: never its password."""
    parts = urlsplit(url)
    if parts.password is None:
        return url
    host = parts.netloc.rpartition("@")[2]
    user = parts.username or ""
    return urlunsplit(parts._replace(netloc=f"{user}@{host}" if user else host))


def kept_place(address: Path | str) -> Path | str:
    """Where a league's kept first frame is named from (`store.cache.frame_cache.frame_path`): a file's path, or a
    server's address as messages show it (its password is never written to the cache)."""
    return shown_address(address) if isinstance(address, str) else address


def first_line(error: BaseException) -> str:
    """An error's first line, as a refusal quotes it."""
    return str(error).strip().splitlines()[0] if str(error).strip() else type(error).__name__


def driver_address(url: str) -> str:
    """`url` as psycopg takes it whole: `postgres://` spelled `postgresql://`."""
    return "postgresql://" + url.split("://", 1)[1]


def league_name(url: str) -> Path:
    """What stands for a server's league where a file's path would (the error log's name): its database's name."""
    return Path(urlsplit(driver_address(url)).path.strip("/") or "league")


class FlagLoader:
    """PostgreSQL's booleans ('t', 'f') as SQLite's 1 and 0."""

    format = 0  # text

    def __init__(self, oid: int, context: object = None):
        pass

    def load(self, data: bytes) -> int:
        return 1 if bytes(data) == b"t" else 0


def plain_values(conn: psycopg.Connection[Any]) -> None:
    """Have `conn` give back dates as text and booleans as 0 and 1, as SQLite does: the store's raw statements read
    them so on both (peewee's fields make dates and booleans of them alike)."""
    _plain_loaders(conn)
    conn.execute(PLAIN_DATES)


def _plain_loaders(conn: psycopg.Connection[Any]) -> None:
    """`plain_values`' loaders: dates loaded as the text `PLAIN_DATES` spells them, booleans as 0 and 1."""
    from psycopg.types.string import TextLoader  # psycopg only on a server

    conn.adapters.register_loader("date", TextLoader)
    conn.adapters.register_loader("bool", FlagLoader)  # type: ignore[arg-type]  # a Loader by its methods


class _LookReader:
    """A `store.file.sql_reader.Reader` over psycopg's connection: SQLite's placeholders in psycopg's spelling."""

    def __init__(self, conn: psycopg.Connection[Any]):
        self._conn = conn

    def execute(self, sql: str, parameters: Sequence[object] = (), /) -> sqlite3.Cursor:
        statement, params = server_statement(sql, parameters)
        cursor: sqlite3.Cursor = self._conn.execute(statement, params)  # type: ignore[assignment]  # rows alike
        return cursor


def first_server_read(url: str, read: Callable[[FirstLook, Reader], Drawn | None]) -> Drawn | None:
    """`read(look, db)` of the league at `url`: `look` its revision and seasons, `db` a reader inside the same
    read-only snapshot, when it is an ordinary league of this schema nobody signs in to; else None, as for any
    failure of the server or the driver once connected (the whole open then says what is wrong). A server that
    cannot be reached, or refuses the connection, is a StoreError in the whole open's words (its wait not
    repeated)."""
    try:
        import_psycopg()  # the driver, imported for a league on a server alone
        import psycopg
    except ImportError:
        return None
    try:
        conn = psycopg.connect(driver_address(url), autocommit=True)
    except psycopg.OperationalError as error:  # refused at once in the whole open's words: never waited for twice
        raise StoreError(f"{shown_address(url)} cannot be opened: {first_line(error)}") from None
    except psycopg.Error:
        return None
    try:
        _plain_loaders(conn)
        conn.execute(LOOK_BEGINS)  # read-only: the connection is closed, not committed, after
        db = _LookReader(conn)
        look = league_look(db)
        return read(look, db) if look is not None else None
    except psycopg.Error:
        return None
    finally:
        conn.close()


def league_look(db: Reader) -> FirstLook | None:
    """The revision and seasons of the league `db` reads, when it is rinkbook's at this schema, no captains' copy,
    and nobody signs in to it (the app then opens on the sign-in: the whole open decides that); else None."""
    application, schema, copy, people, revision, seasons = db.execute(LOOK, (CAPTAINS_COPY,)).fetchone()
    if application != APPLICATION or schema != str(SCHEMA_VERSION) or copy or people or revision is None:
        return None
    return FirstLook(str(revision), tuple(str(name) for name in json.loads(seasons or "[]")))
