"""The start's first look at a league on a server through libpq alone, before psycopg is imported.

A start on a server paints the frame kept at its last start when the league's revision is still the one it was
kept under (`store.cache.frame_cache`). Telling that takes one statement (`server_look.LOOK`); importing psycopg to
send it takes about 100 ms of CPU, two thirds of what a bare Textual app takes to start. The C library psycopg's
binary package ships (libpq, in its `psycopg_binary.libs` folder) is loaded with `ctypes` instead: libpq's
documented calls, the address handed to libpq whole as psycopg hands it, its answers as text.

Whatever this look is not sure of (no such library, any failure once connected, a frame not kept under the
revision it reads) is left to the psycopg look (`server_look.first_server_read`), which then reads as before; a
server that cannot be reached is refused here in the whole open's words, once, as there. The one place rinkbook
relies on how psycopg's binary package lays out its files: `tests/store/test_libpq_look.py` holds that it still
finds the library and reads what the psycopg look reads.
"""

from __future__ import annotations

import ctypes
import json
import os
from importlib.util import find_spec

from store.file.errors import StoreError
from store.file.file_format import CAPTAINS_COPY, SCHEMA_VERSION, FirstLook
from store.file.server_look import APPLICATION, LOOK, driver_address, shown_address

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
        ("PQexecParams", pointer, [pointer, text, number, pointer, words, pointer, pointer, number]),
        ("PQresultStatus", number, [pointer]),
        ("PQntuples", number, [pointer]),
        ("PQgetisnull", number, [pointer, number, number]),
        ("PQgetvalue", text, [pointer, number, number]),
        ("PQclear", None, [pointer]),
    ):
        call = getattr(lib, name)
        call.restype, call.argtypes = result, arguments
    return lib


def _words(*values: str) -> ctypes.Array[ctypes.c_char_p]:
    return (ctypes.c_char_p * (len(values) + 1))(*(value.encode() for value in values), None)


def quick_look(url: str) -> FirstLook | None:
    """The revision and seasons of the league at `url` when it is an ordinary league of this schema nobody signs in
    to, read with libpq alone; None when this look cannot tell (the psycopg look then reads). A StoreError, in the
    whole open's words, when the server cannot be reached or refuses the connection."""
    path = libpq_path()
    if path is None:
        return None
    try:
        lib = _libpq(path)
    except (OSError, AttributeError):
        return None
    # The address expanded as libpq expands psycopg's (`expand_dbname`), the names in UTF-8 whatever the server's.
    conn = lib.PQconnectdbParams(_words("dbname", "client_encoding"), _words(driver_address(url), "UTF8"), 1)
    try:
        if conn is None:
            return None
        if lib.PQstatus(conn) != _CONNECTION_OK:
            said = (lib.PQerrorMessage(conn) or b"").decode("utf-8", "replace").strip()
            line = said.splitlines()[0] if said else "the connection failed"
            raise StoreError(f"{shown_address(url)} cannot be opened: {line}")
        return _looked(lib, conn)
    finally:
        if conn is not None:
            lib.PQfinish(conn)


def _looked(lib: ctypes.CDLL, conn: int) -> FirstLook | None:
    """`server_look.LOOK` read on `conn`, in text: the league's revision and seasons, or None."""
    statement = LOOK.replace("?", "$1").encode()
    result = lib.PQexecParams(conn, statement, 1, None, _words(CAPTAINS_COPY), None, None, 0)
    try:
        if result is None or lib.PQresultStatus(result) != _TUPLES_OK or lib.PQntuples(result) != 1:
            return None
        row = [
            None if lib.PQgetisnull(result, 0, column) else lib.PQgetvalue(result, 0, column).decode()
            for column in range(6)
        ]
    finally:
        if result is not None:
            lib.PQclear(result)
    application, schema, copy, people, revision, seasons = row
    if application != APPLICATION or schema != str(SCHEMA_VERSION) or copy != "0" or people != "0" or not revision:
        return None
    return FirstLook(revision, tuple(str(name) for name in json.loads(seasons or "[]")))
