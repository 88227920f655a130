"""A WAL-mode league file held still while it is read `immutable`, with the standard library alone.

SQLite reads a WAL-mode file by making its -wal and -shm beside it, and a read-only connection cannot remove them
when it closes; a read that must leave nothing beside the file reads it `immutable` instead, holding SQLite's
pending lock meanwhile (`store.file.file_access` for the whole open, `store.file.quick_read` for a command read with
`sqlite3` alone). Kept apart from them so that neither imports peewee for it.
"""

from __future__ import annotations

import fcntl
import os
import struct
from pathlib import Path

# SQLite's lock bytes (its unix VFS): a reader takes the pending byte for a moment to start reading, a writer
# to commit without a write-ahead log; held by another, both wait.
_PENDING_BYTE = 0x40000000
# A lock owned by an open file, not by the process: SQLite's own locks, even this process's, respect it.
_OWN_LOCK = getattr(fcntl, "F_OFD_SETLK", None)
# Bytes 18 and 19 of a database's header: 2 and 2 in WAL mode.
_WAL_MODE = b"\x02\x02"


def held_still(path: Path) -> int | None:
    """An open descriptor of the WAL-mode file `path` holding SQLite's pending lock, when no connection has
    the file open (no -wal beside it): until it is closed, nobody starts reading or writing the file, so an
    immutable read of it is exact. None when the file cannot be held so (not in WAL mode, in use, not
    writable by this user, or a system without open-file locks): it is then read the usual way."""
    if _OWN_LOCK is None:
        return None
    try:
        handle = os.open(path, os.O_RDWR | os.O_NONBLOCK | os.O_CLOEXEC)
    except OSError:
        return None
    try:
        if os.pread(handle, 2, 18) != _WAL_MODE:
            raise OSError("not in WAL mode")
        lock = struct.pack("hhqqixxxx", fcntl.F_WRLCK, os.SEEK_SET, _PENDING_BYTE, 1, 0)
        fcntl.fcntl(handle, _OWN_LOCK, lock)  # refused at once when another connection is starting a read
        if os.path.lexists(f"{path}-wal"):  # checked once held: a connection opened since has made it
            raise OSError("in use")
    except OSError:
        os.close(handle)
        return None
    return handle
