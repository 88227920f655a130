"""What makes a file a league file of this rinkbook, and a first look at one with the standard library alone.

`store.file.db` opens league files the whole way (checked, migrated, stamped, through peewee); the marks it goes
by live here. `first_look` reads, read-only and with `sqlite3` alone, what the app's start needs to find the
dashboard's kept first frame (`store.cache.frame_cache`): the file's revision and its seasons. The start paints
that frame before peewee, the models and the rules are imported, and opens the file just after (docs/performance.md:
the whole dashboard within 1.3x of a bare Textual app).
"""

from __future__ import annotations

import os
import sqlite3
import stat
from collections.abc import Iterator
from contextlib import contextmanager
from dataclasses import dataclass
from pathlib import Path

# `PRAGMA application_id` of every league file ("RBK1"): a file is rinkbook's only when it says so (or,
# made before the id, when its tables say so), and nothing else is ever touched.
APPLICATION_ID = 0x52424B31
# The schema this rinkbook writes (`PRAGMA user_version`): one migration per number (`store.file.migrations`).
SCHEMA_VERSION = 19
# The one-row table of the file's revision token, replaced by every write transaction (schema 13).
REVISION_TABLE = "revision"
# The audit action that marks a captains' copy (`rinkbook backup --for-captains`): written into the copy only.
CAPTAINS_COPY = "captains copy"


# The first bytes of every SQLite database file.
SQLITE_HEADER = b"SQLite format 3\x00"
# Tables every league file has held since its first schema: a file made before the application id is known by them.
_LEAGUE_TABLES = frozenset({"season", "team", "player", "game"})


def is_sqlite_file(path: Path) -> bool:
    """True when `path` is a regular file that starts as an SQLite database does."""
    return _header(path).startswith(SQLITE_HEADER)


def is_league_file(path: Path) -> bool:
    """True when `path` is a league file: rinkbook's by its application id or, made before the id, by its
    tables (read through an immutable open, which makes no file beside it)."""
    header = _header(path)
    if not header.startswith(SQLITE_HEADER):
        return False
    owner = int.from_bytes(header[68:72], "big")
    if owner != 0:
        return owner == APPLICATION_ID
    try:
        db = sqlite3.connect(f"{path.resolve().as_uri()}?mode=ro&immutable=1", uri=True)
    except sqlite3.Error:
        return False
    try:
        tables = {name for (name,) in db.execute("SELECT name FROM sqlite_master WHERE type = 'table'")}
    except sqlite3.Error:
        return False
    finally:
        db.close()
    return tables >= _LEAGUE_TABLES


def _header(path: Path) -> bytes:
    """The first 100 bytes of the regular file at `path` (empty for anything else, or a file out of reach)."""
    try:
        if not stat.S_ISREG(os.stat(path).st_mode):  # a named pipe would keep the read waiting for ever
            return b""
        with open(path, "rb") as file:
            return file.read(100)
    except OSError:
        return b""


@dataclass(frozen=True)
class FirstLook:
    """A league file as a first look found it: its revision token and its seasons' names, oldest first."""

    revision: str
    seasons: tuple[str, ...]

    def season(self, name: str | None) -> str | None:
        """The season called `name` (the latest when None), or None when the file holds no such season
        (the open that follows says so)."""
        if name is None:
            return self.seasons[-1] if self.seasons else None
        return name if name in self.seasons else None


# SQLite's quick check of the schema and of the seasons' table (every read starts there): a reading open's check
# of the file, its cost bounded whatever the file's size (`rinkbook check` reads every page).
BOUNDED_CHECKS = ("PRAGMA quick_check(sqlite_schema)", "PRAGMA quick_check(season)")


def ordinary_league(db: sqlite3.Connection) -> bool:
    """Whether the file open as `db` is an ordinary league file of this schema: rinkbook's by its application id,
    needing no migration, and no captains' copy (whose screens carry a banner and whose commands refuse writes)."""
    return (
        db.execute("PRAGMA application_id").fetchone()[0] == APPLICATION_ID
        and db.execute("PRAGMA user_version").fetchone()[0] == SCHEMA_VERSION
        and not db.execute("SELECT 1 FROM audit WHERE action = ? LIMIT 1", (CAPTAINS_COPY,)).fetchone()
    )


def first_look(path: Path) -> FirstLook | None:
    """The revision and seasons of the league file at `path`, read in one read-only transaction, when it is
    an ordinary league file of this schema that this user may write: rinkbook's by its application id, needing
    no migration, and no captains' copy (whose screens carry a banner). None for anything else, or any failure:
    the file is then opened the whole way (`store.file.db.open_league`) before the first frame, which says what is
    wrong."""
    try:
        if not stat.S_ISREG(os.stat(path).st_mode):  # never open a named pipe: the open would wait for ever
            return None
        if not os.access(path, os.W_OK):  # the open to write would refuse it: before the first frame, not after
            return None
        db = _read_only(path)
    except (OSError, ValueError, sqlite3.Error):
        return None
    try:
        db.execute("BEGIN")
        if not ordinary_league(db):
            return None
        revision = db.execute(f'SELECT "token" FROM "{REVISION_TABLE}"').fetchone()
        seasons = tuple(name for (name,) in db.execute('SELECT "name" FROM "season" ORDER BY "id"'))
        return FirstLook(str(revision[0]), seasons) if revision else None
    except sqlite3.Error:
        return None
    finally:
        db.close()


def _read_only(path: Path, shared: bool = False) -> sqlite3.Connection:
    uri = f"{path.resolve().as_uri()}?mode=ro"
    return sqlite3.connect(uri, uri=True, isolation_level=None, check_same_thread=not shared)


@contextmanager
def first_read(path: Path, shared: bool = False) -> Iterator[sqlite3.Connection]:
    """A read-only `sqlite3` connection to the league file at `path` (found ordinary by `first_look`), inside one
    read transaction, closed after: what the app's first frame reads before peewee is imported
    (`store.views.dashboard_rows`). `sqlite3.Error` when it cannot be read. `shared`: usable by another thread
    too, one at a time (the caller sees to it)."""
    db = _read_only(path, shared)
    try:
        db.execute("BEGIN")
        yield db
    finally:
        db.close()
