"""A reading command's open of an ordinary league file with `sqlite3` alone: peewee and the models never imported.

The file is read as a reading command's whole open (`store.file.db.open_league`) would find it: an ordinary league
file of this schema (rinkbook's by its application id, needing no migration, no captains' copy), the same bounded
check (`store.file.file_access.check_bounded`). It is read `immutable` while held still, so that nothing is left
beside it (`store.file.file_hold`), or, while another connection has it open, through that one's -wal and -shm.
Whenever the quick read is not sure (another kind of file, one this user may not write, a season it does not hold,
damage, any SQLite failure) it says `NotSure`, and the command opens the file the whole way, which refuses what is
wrong in the words it always has.
"""

from __future__ import annotations

import os
import sqlite3
import stat
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path

from store.file.file_format import BOUNDED_CHECKS, ordinary_league
from store.file.file_hold import held_still


class NotSure(Exception):
    """The quick read cannot answer for this file: open it the whole way instead."""


@contextmanager
def quick_read(path: Path, season: str | None) -> Iterator[tuple[sqlite3.Connection, str]]:
    """A read-only `sqlite3` connection to the league file at `path` inside one read transaction, checked as a
    reading command's open checks it, and the name of season `season` (the latest when None). `NotSure` when the
    file is not an ordinary league file of this schema, this user may not write it, it can neither be held still
    nor read through another connection's -wal, holds no such season, is damaged, or SQLite fails."""
    try:
        if not stat.S_ISREG(os.stat(path).st_mode):  # never open a named pipe: the open would wait for ever
            raise NotSure
    except OSError:
        raise NotSure from None
    if not os.access(path, os.W_OK):  # the whole open to write refuses it, saying how to read it instead
        raise NotSure
    hold = held_still(path)
    if hold is None and not _in_use(path):  # not in WAL mode, or being opened: the whole way
        raise NotSure
    # Held still: read as it is, nothing made beside it. In use: through the -wal and -shm already there.
    uri = f"{path.resolve().as_uri()}?mode=ro{'&immutable=1' if hold is not None else ''}"
    try:
        db = sqlite3.connect(uri, uri=True, isolation_level=None)
        try:
            db.execute("BEGIN")
            name = _ordinary_season(db, season)
            if name is None or any(db.execute(check).fetchone()[0] != "ok" for check in BOUNDED_CHECKS):
                raise NotSure
            yield db, name
        finally:
            db.close()
    except sqlite3.Error:
        raise NotSure from None
    finally:
        if hold is not None:
            os.close(hold)


def _in_use(path: Path) -> bool:
    """True when the -wal and -shm of another connection (open, or gone without removing them) are beside `path`:
    a read-only connection reads through them and leaves them as it found them."""
    return os.path.isfile(f"{path}-wal") and os.path.isfile(f"{path}-shm")


def _ordinary_season(db: sqlite3.Connection, season: str | None) -> str | None:
    """Season `season`'s name (the latest when None) when `db` is an ordinary league file of this schema that holds
    it, else None."""
    if not ordinary_league(db):
        return None
    names = [name for (name,) in db.execute('SELECT "name" FROM "season" ORDER BY "id"')]
    if season is None:
        return names[-1] if names else None
    return season if season in names else None
