"""The start's first look at a league on a server through libpq alone: psycopg is imported after the first frame.

A start on a server paints the frame kept at its last start when the league's revision is still the one it was
kept under (`store.cache.frame_cache`), else draws its first frame from the values the league keeps
(`store.views.dashboard_rows`). Telling which takes one statement (`server_look.LOOK`); importing psycopg to send
it takes about 100 ms of CPU, two thirds of what a bare Textual app takes to start. The C library psycopg's binary
package ships (libpq, in its `psycopg_binary.libs` folder) is loaded with `ctypes` instead: libpq's documented
calls, the address handed to libpq whole as psycopg hands it, the answers typed as psycopg types them for the store.

Where that library cannot be loaded (another psycopg, none), `NotLoaded` leaves the look to psycopg
(`server_look.first_server_read`); any failure once connected leaves the league to the whole open, as there; a
server that cannot be reached is refused here in the whole open's words, once. The one place rinkbook relies on
how psycopg's binary package lays out its files: `tests/store/test_server_store.py` holds that the library is
still found there and that its reading equals psycopg's.
"""

from __future__ import annotations

import ctypes
import os
import re
from collections.abc import Callable, Iterator, Sequence
from datetime import date
from decimal import Decimal
from importlib.util import find_spec
from typing import TYPE_CHECKING

from store.file.errors import StoreError
from store.file.file_format import FirstLook
from store.file.server_look import LOOK_BEGINS, Drawn, driver_address, league_look, shown_address
from store.file.sql_reader import Reader

if TYPE_CHECKING:
    import sqlite3

_CONNECTION_OK = 0  # libpq's ConnStatusType
_TUPLES_OK = 2  # libpq's ExecStatusType


def libpq_path() -> str | None:
    """The libpq psycopg's binary package ships, or None (another psycopg, or none)."""
    try:
        spec = find_spec("psycopg_binary")
    except (ImportError, ValueError):
        return None
    if spec is None or not spec.origin:
        return None
    folder = os.path.join(os.path.dirname(os.path.dirname(spec.origin)), "psycopg_binary.libs")
    try:
        found = [name for name in os.listdir(folder) if name.startswith("libpq-") and ".so" in name]
    except OSError:
        return None
    return os.path.join(folder, found[0]) if len(found) == 1 else None


def _libpq(path: str) -> ctypes.CDLL:
    """libpq at `path`, the calls this look makes declared (libpq's documented signatures)."""
    lib = ctypes.CDLL(path)
    pointer, text, number = ctypes.c_void_p, ctypes.c_char_p, ctypes.c_int
    words = ctypes.POINTER(ctypes.c_char_p)
    for name, result, arguments in (
        ("PQconnectdbParams", pointer, [words, words, number]),
        ("PQstatus", number, [pointer]),
        ("PQerrorMessage", text, [pointer]),
        ("PQfinish", None, [pointer]),
        ("PQexec", pointer, [pointer, text]),
        (
            "PQexecParams",
            pointer,
            [pointer, text, number, ctypes.POINTER(ctypes.c_uint), words, pointer, pointer, number],
        ),
        ("PQnfields", number, [pointer]),
        ("PQftype", ctypes.c_uint, [pointer, number]),
        ("PQresultStatus", number, [pointer]),
        ("PQntuples", number, [pointer]),
        ("PQgetisnull", number, [pointer, number, number]),
        ("PQgetvalue", text, [pointer, number, number]),
        ("PQclear", None, [pointer]),
    ):
        call = getattr(lib, name)
        call.restype, call.argtypes = result, arguments
    return lib


def _words(*values: str | None) -> ctypes.Array[ctypes.c_char_p]:
    return (ctypes.c_char_p * (len(values) + 1))(*(None if v is None else v.encode() for v in values), None)


class NotLoaded(Exception):
    """libpq could not be loaded here: the psycopg look reads instead."""


def libpq_read(url: str, read: Callable[[FirstLook, Reader], Drawn | None]) -> Drawn | None:
    """`read(look, db)` of the league at `url`, as `server_look.first_server_read` gives it, through libpq alone:
    `look` its revision and seasons, `db` a reader in the same read-only snapshot, its values as psycopg's gives
    them (`server_look.plain_values`), when it is an ordinary league of this schema nobody signs in to; else None,
    as for any failure once connected. A StoreError, in the whole open's words, when the server cannot be reached
    or refuses the connection; NotLoaded when libpq cannot be loaded."""
    path = libpq_path()
    try:
        lib = _libpq(path) if path is not None else None
    except (OSError, AttributeError):
        lib = None
    if lib is None:
        raise NotLoaded(url)
    # The address expanded as libpq expands psycopg's (`expand_dbname`), the names in UTF-8 whatever the server's.
    conn = lib.PQconnectdbParams(_words("dbname", "client_encoding"), _words(driver_address(url), "UTF8"), 1)
    if conn is None:
        raise NotLoaded(url)
    try:
        if lib.PQstatus(conn) != _CONNECTION_OK:
            said = (lib.PQerrorMessage(conn) or b"").decode("utf-8", "replace").strip()
            line = said.splitlines()[0] if said else "the connection failed"
            raise StoreError(f"{shown_address(url)} cannot be opened: {line}")
        db = LibpqReader(lib, conn)
        db.run(LOOK_BEGINS)  # read-only: the connection is closed, not committed, after
        look = league_look(db)
        return read(look, db) if look is not None else None
    except LibpqError:
        return None
    finally:
        lib.PQfinish(conn)


def quick_look(url: str) -> FirstLook | None:
    """The league's revision and seasons through libpq alone (`libpq_read`), or None."""
    return libpq_read(url, lambda look, db: look)


class LibpqError(Exception):
    """A statement libpq answered with an error."""


class LibpqReader:
    """A `store.file.sql_reader.Reader` over libpq's connection: SQLite's placeholders as PostgreSQL's (`$1`), the
    parameters sent as text for the server to type, each answer typed by its column's type as psycopg types it."""

    def __init__(self, lib: ctypes.CDLL, conn: int):
        self._lib, self._conn = lib, conn

    def run(self, statements: str) -> None:
        """Statements without parameters, their answers left unread."""
        result = self._lib.PQexec(self._conn, statements.encode())
        try:
            if result is None or self._lib.PQresultStatus(result) != _COMMAND_OK:
                raise LibpqError(statements)
        finally:
            self._lib.PQclear(result)

    def execute(self, sql: str, parameters: Sequence[object] = (), /) -> sqlite3.Cursor:
        statement, parameters = _numbered(sql, parameters)
        values = _words(*(_as_text(value) for value in parameters))
        # Bytes typed as bytea (as psycopg sends them: `substr` of bytes is not of text); the rest typed by the server.
        types = (ctypes.c_uint * (len(parameters) + 1))(*(_BYTEA if isinstance(v, bytes) else 0 for v in parameters))
        lib = self._lib
        result = lib.PQexecParams(self._conn, statement.encode(), len(parameters), types, values, None, None, 0)
        try:
            if result is None or lib.PQresultStatus(result) != _TUPLES_OK:
                raise LibpqError(sql)
            kinds = [_TYPED.get(lib.PQftype(result, column), str) for column in range(lib.PQnfields(result))]
            rows = [
                tuple(
                    None if lib.PQgetisnull(result, row, column) else kind(lib.PQgetvalue(result, row, column).decode())
                    for column, kind in enumerate(kinds)
                )
                for row in range(lib.PQntuples(result))
            ]
        finally:
            lib.PQclear(result)
        return _Rows(rows)  # type: ignore[return-value]  # a cursor by the methods a Reader's callers use


class _Rows:
    """An answer's rows, read as a cursor's are: `fetchone`, `fetchall`, or row by row."""

    def __init__(self, rows: list[tuple[object, ...]]):
        self._rows = iter(rows)

    def fetchone(self) -> tuple[object, ...] | None:
        return next(self._rows, None)

    def fetchall(self) -> list[tuple[object, ...]]:
        return list(self._rows)

    def __iter__(self) -> Iterator[tuple[object, ...]]:
        return self._rows


def _numbered(sql: str, parameters: Sequence[object]) -> tuple[str, list[object]]:
    """`sql` with SQLite's `?` and `?N` as PostgreSQL's `$N`, and the parameters it uses, in that order: one it never
    names is not sent (PostgreSQL could not type it; psycopg sends only the names a statement holds)."""
    unnumbered, used = iter(range(1, len(parameters) + 1)), dict[int, int]()

    def number(found: re.Match[str]) -> str:
        given = int(found.group(1)) if found.group(1) else next(unnumbered)
        return f"${used.setdefault(given, len(used) + 1)}"

    statement = _PLACEHOLDER.sub(number, sql)
    return statement, [parameters[given - 1] for given in used]


def _as_text(value: object) -> str | None:
    """A parameter as PostgreSQL reads it in text: a date in ISO, a flag as a number (SQLite's and the store's),
    bytes in hex."""
    if value is None:
        return None
    if isinstance(value, bool):
        return "1" if value else "0"
    if isinstance(value, bytes):
        return "\\x" + value.hex()
    return value.isoformat() if isinstance(value, date) else str(value)


def _flag(text: str) -> int:
    return 1 if text == "t" else 0


# Column types by PostgreSQL's type oid, as psycopg loads them for the store (`server_look.plain_values`): whole
# numbers as int, booleans as 0 and 1, real numbers as float, a numeric as Decimal; text and dates (ISO) as text.
_TYPED: dict[int, Callable[[str], object]] = {16: _flag, 20: int, 21: int, 23: int, 26: int, 700: float, 701: float}
_TYPED[1700] = Decimal
_PLACEHOLDER = re.compile(r"\?([0-9]*)")
_COMMAND_OK = 1  # libpq's ExecStatusType
_BYTEA = 17  # PostgreSQL's type oid of bytea
