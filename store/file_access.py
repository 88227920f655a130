"""Who may read a league file and how it is reached: private modes, read-only snapshots, refusals in words.

League files and backups hold birth dates, e-mails and phones: they are created readable by their
owner only (0600, the backups folder 0700), whatever the umask gives other files. SQLite gives a
file's -wal and -shm the mode of the file itself, so they follow.

A captain's copy or a mounted share sits in a folder its reader cannot write. A league file is in
WAL mode, and SQLite opens such a file even read-only by making its shared-memory index (-shm)
beside it; where it cannot, the file is opened `immutable` instead: a snapshot of the file as it is,
which will not follow another program's later changes (the app says so on screen).
"""

from __future__ import annotations

import contextlib
import os
import sqlite3
from pathlib import Path

from peewee import SqliteDatabase

from store.failures import DATABASE_FAILURES, StoreError
from store.files import PRIVATE
from store.raw_sql import execute

# What SQLite says when it may read a WAL-mode file but not make or write its -shm beside it (a folder,
# or a -shm left by another user, that this user cannot write).
_CANNOT_WRITE_BESIDE = ("unable to open database file", "readonly database")


class SnapshotRefused(Exception):
    """The file can be read, but a read-only snapshot of it would miss changes (the message says why)."""


def create_private_file(path: Path) -> None:
    """Make the empty file `path`, readable and writable by its owner only; an existing file is left
    as it is (another process just made it, or the caller knows it is there)."""
    flags = os.O_WRONLY | os.O_CREAT | os.O_EXCL | getattr(os, "O_NOFOLLOW", 0)
    with contextlib.suppress(FileExistsError):
        os.close(os.open(path, flags, PRIVATE))


def connect_read_only(path: Path, pragmas: dict[str, object], timeout: float) -> tuple[SqliteDatabase, bool]:
    """A read-only connection to `path` and whether it is a snapshot (opened `immutable`).

    A URI from the resolved path survives '#', '?' and '%' in folder names, and mode=ro can never
    create an empty file where a mistyped one was meant.
    """
    uri = path.resolve().as_uri()
    try:
        return _read_only(f"{uri}?mode=ro", pragmas, timeout), False
    except DATABASE_FAILURES as error:
        if not any(words in str(error).lower() for words in _CANNOT_WRITE_BESIDE) or not readable(path):
            raise
    # The file can be read, but its -shm cannot be made or written: read the file as it is.
    _refuse_a_snapshot_missing_commits(path)
    return _read_only(f"{uri}?mode=ro&immutable=1", pragmas, timeout), True


def _refuse_a_snapshot_missing_commits(path: Path) -> None:
    """An immutable open never reads the -wal: commits still there would be missing, without a word."""
    wal = Path(f"{path}-wal")
    if wal.exists() and wal.stat().st_size > 0:
        raise SnapshotRefused(
            f"{path} cannot be opened read-only from here: its latest changes are still in "
            f"{wal.name}, which only a user who may write its folder can fold in "
            "(open it once there, or copy it with rinkbook backup)"
        )


def _read_only(uri: str, pragmas: dict[str, object], timeout: float) -> SqliteDatabase:
    db = SqliteDatabase(uri, pragmas=pragmas, timeout=timeout, uri=True)
    try:
        db.connect()
        # The first read is where WAL mode needs its -shm: an open that cannot make it fails here.
        execute(db, "SELECT count(*) FROM sqlite_master").fetchone()
    except BaseException:
        db.close()
        raise
    return db


def copy_source(path: Path) -> sqlite3.Connection:
    """A plain read-only sqlite3 connection to `path` to copy it from (a backup being restored), as a
    snapshot when the folder it sits in cannot be written (see `connect_read_only`)."""
    uri = path.resolve().as_uri()
    connection = sqlite3.connect(f"{uri}?mode=ro", uri=True)
    try:
        connection.execute("SELECT count(*) FROM sqlite_master").fetchone()
        return connection
    except sqlite3.DatabaseError as error:
        connection.close()
        if not any(words in str(error).lower() for words in _CANNOT_WRITE_BESIDE):
            raise
    _refuse_a_snapshot_missing_commits(path)
    return sqlite3.connect(f"{uri}?mode=ro&immutable=1", uri=True)


def readable(path: Path) -> bool:
    """True when this user may open `path` for reading (root always may). Non-blocking: a FIFO given
    as the file answers at once instead of waiting for a writer."""
    try:
        os.close(os.open(path, os.O_RDONLY | getattr(os, "O_NONBLOCK", 0)))
    except OSError:
        return False
    return True


def refused_open(path: Path, error: BaseException, read_only: bool) -> str:
    """Why the file at `path` could not be opened, in words: permission before damage, so a file this
    user may not read (or, for a change, write) is never called unreadable as a league file."""
    if isinstance(error, SnapshotRefused):
        return str(error)
    if not readable(path):
        return f"{path} cannot be read: permission denied (its owner may give read access)"
    text = str(error).lower()
    if not read_only and any(words in text for words in _CANNOT_WRITE_BESIDE):
        return (
            f"{path} cannot be changed here: permission denied on the file or its folder "
            "(open it with --read-only to look)"
        )
    return f"{path} is not a readable league file ({error})"


def hidden_by_permissions(path: Path) -> bool:
    """True when a folder on the way to `path` may not be entered by this user: the file is out of
    reach, not missing, and `Path.exists()` would raise a bare "Permission denied"."""
    try:
        os.stat(path)
    except PermissionError:
        return True
    except OSError:
        return False
    return False


def check_whole(db: SqliteDatabase, path: Path, read_only: bool) -> None:
    """SQLite's quick check of the file open as `db`: a StoreError (the connection closed) unless it is whole.
    It reads every page: 55 ms of a 10,000-game file's start."""
    try:
        status = execute(db, "PRAGMA quick_check").fetchone()[0]
    except Exception as error:  # noqa: BLE001 - whatever stops the check is said as a refused file
        db.close()
        raise StoreError(refused_open(path, error, read_only)) from None
    if status != "ok":
        db.close()
        raise StoreError(f"{path} is damaged: {status}")
