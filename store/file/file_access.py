"""Who may read a league file and how it is reached: private modes, read-only snapshots, refusals in words.

League files and backups hold birth dates, e-mails and phones: they are created readable by their
owner only (0600, the backups folder 0700), whatever the umask gives other files. SQLite gives a
file's -wal and -shm the mode of the file itself, so they follow.

A read-only command leaves nothing beside the file it reads. SQLite reads a WAL-mode file by making its
-wal and -shm beside it, and a read-only connection cannot remove them when it closes: such a file is
read `immutable` instead, when no other connection has it open (no -wal beside it) and while this one
holds SQLite's pending lock on it, so that nobody may start reading or writing it meanwhile (another
command waits, as for a write). The app, which stays open and follows others' commits, reads as before.

A captain's copy or a mounted share sits in a folder its reader cannot write. A league file is in
WAL mode, and SQLite opens such a file even read-only by making its shared-memory index (-shm)
beside it; where it cannot, the file is opened `immutable` instead: a snapshot of the file as it is,
which will not follow another program's later changes (the app says so on screen).
"""

from __future__ import annotations

import contextlib
import os
import sqlite3
from glob import escape as glob_escape
from pathlib import Path

from peewee import SqliteDatabase

from store.file.failures import DATABASE_FAILURES, StoreError, disk_is_full
from store.file.file_format import BOUNDED_CHECKS
from store.file.file_hold import held_still
from store.file.raw_sql import execute
from store.file.user_files import PRIVATE, PRIVATE_FOLDER, SQLITE_COMPANIONS

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


def make_private(path: Path, backups: Path) -> None:
    """Make the league file at `path` (written by a rinkbook that left files as the umask gave them), the
    files SQLite keeps beside it and its copies in `backups` its owner's only, as new ones are: 0600, the
    folder 0700. A file this user does not own is left as it is (it is not his to change)."""
    copies = sorted(backups.glob(f"{glob_escape(path.stem)}-*.db")) if backups.is_dir() else []
    for file in (path, *(Path(f"{path}{end}") for end in SQLITE_COMPANIONS), *copies):
        with contextlib.suppress(OSError):  # missing, a link planted there, or another user's
            handle = os.open(file, os.O_RDONLY | os.O_NOFOLLOW | os.O_NONBLOCK | os.O_CLOEXEC)
            try:
                os.fchmod(handle, PRIVATE)
            finally:
                os.close(handle)
    if backups.is_dir():
        with contextlib.suppress(OSError):
            os.chmod(backups, PRIVATE_FOLDER)


def connect_read_only(
    path: Path, pragmas: dict[str, object], timeout: float, follow: bool = False
) -> tuple[SqliteDatabase, bool]:
    """A read-only connection to `path` and whether it is a snapshot (opened `immutable` for want of a
    -shm). Unless it must `follow` others' commits, it is opened immutable with nothing made beside it
    when `held_still` can hold the file still (see above).

    A URI from the resolved path survives '#', '?' and '%' in folder names, and mode=ro can never
    create an empty file where a mistyped one was meant.
    """
    uri = path.resolve().as_uri()
    hold = None if follow else held_still(path)
    if hold is not None:
        return _read_only(f"{uri}?mode=ro&immutable=1", pragmas, timeout, hold), False
    try:
        return _read_only(f"{uri}?mode=ro", pragmas, timeout), False
    except DATABASE_FAILURES as error:
        if not any(words in str(error).lower() for words in _CANNOT_WRITE_BESIDE) or not readable(path):
            raise
    # The file can be read, but its -shm cannot be made or written: read the file as it is.
    _refuse_a_snapshot_missing_commits(path)
    return _read_only(f"{uri}?mode=ro&immutable=1", pragmas, timeout), True


class _HeldDatabase(SqliteDatabase):
    """A connection that lets go of the file it holds still (`held_still`) when it closes."""

    def __init__(self, uri: str, pragmas: dict[str, object], timeout: float, hold: int | None) -> None:
        super().__init__(uri, pragmas=pragmas, timeout=timeout, uri=True)
        self._hold = hold

    def close(self) -> bool:
        try:
            return bool(super().close())
        finally:
            if self._hold is not None:
                os.close(self._hold)
                self._hold = None


def _refuse_a_snapshot_missing_commits(path: Path) -> None:
    """An immutable open never reads the -wal: commits still there would be missing, without a word."""
    wal = Path(f"{path}-wal")
    if wal.exists() and wal.stat().st_size > 0:
        raise SnapshotRefused(
            f"{path} cannot be opened read-only from here: its latest changes are still in "
            f"{wal.name}, which only a user who may write its folder can fold in "
            "(open it once there, or copy it with rinkbook backup)"
        )


def _read_only(uri: str, pragmas: dict[str, object], timeout: float, hold: int | None = None) -> SqliteDatabase:
    db = _HeldDatabase(uri, pragmas, timeout, hold)
    try:
        db.connect()
        # The first read is where WAL mode needs its -shm: an open that cannot make it fails here.
        execute(db, "SELECT count(*) FROM sqlite_master").fetchone()
    except BaseException:
        db.close()
        raise
    return db


class _HeldConnection(sqlite3.Connection):
    """A plain connection that lets go of the file it holds still (`held_still`) when it closes."""

    hold: int | None = None

    def close(self) -> None:
        try:
            super().close()
        finally:
            if self.hold is not None:
                os.close(self.hold)
                self.hold = None


def copy_source(path: Path) -> sqlite3.Connection:
    """A plain read-only sqlite3 connection to `path` to copy it from (a backup being restored): immutable
    and held still when it can be (nothing is made beside the backup), else as a snapshot when the folder it
    sits in cannot be written (see `connect_read_only`)."""
    uri = path.resolve().as_uri()
    hold = held_still(path)
    if hold is not None:
        try:
            held = sqlite3.connect(f"{uri}?mode=ro&immutable=1", uri=True, factory=_HeldConnection)
        except BaseException:
            os.close(hold)
            raise
        held.hold = hold
        return held
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
    if disk_is_full(error, path):
        return f"{path} cannot be opened: the disk is full (free some space, then try again)"
    if "locked" in text or "busy" in text:
        return f"{path} is busy: another rinkbook is reading or writing it; try again in a moment"
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


def check_bounded(db: SqliteDatabase, path: Path, read_only: bool) -> None:
    """A read's check of the file open as `db`, its cost bounded whatever the file's size: a StoreError (the
    connection closed) when SQLite's quick check of the schema and of the seasons' table (every read starts there)
    finds damage. A file cut short SQLite refuses as it opens it; a damaged page read later is refused as damage
    when it is read (`store.file.failures`); `rinkbook check` checks every page."""
    try:
        status = "ok"
        for check in BOUNDED_CHECKS:
            status = execute(db, check).fetchone()[0]
            if status != "ok":
                break
    except Exception as error:  # noqa: BLE001 - whatever stops the check is said as a refused file
        db.close()
        raise StoreError(refused_open(path, error, read_only)) from None
    if status != "ok":
        db.close()
        raise StoreError(f"{path} is damaged: {status}")


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
