"""What can go wrong under a write, in words: another window's change, a busy file, a full disk.

`Store.writing` turns SQLite's and peewee's errors into a `StoreFailure` (a `StoreBusy` for a busy file)
whose message says it in words; the command line and every screen report any other failure through
`describe_failure`, so "database is locked" or "cannot rollback - no transaction is active" never reaches
a committee member.
"""

from __future__ import annotations

import errno
import os
import sqlite3
from pathlib import Path

import peewee

from league.season.errors import Problem, RuleViolation
from store.file.errors import StoreBusy, StoreError, StoreFailure

__all__ = [
    "DATABASE_FAILURES",
    "DISK_AND_FILE_FAILURES",
    "NOTHING_SAVED",
    "StaleWrite",
    "StoreBusy",
    "StoreError",
    "StoreFailure",
    "describe_failure",
    "disk_is_full",
    "is_busy",
    "store_failure",
]

# What SQLite itself can raise (a busy lock past the timeout, a full disk, a damaged page), by
# either driver layer.
DATABASE_FAILURES: tuple[type[Exception], ...] = (peewee.DatabaseError, sqlite3.Error)
# A full or read-only disk, a busy or damaged file: what a command or the app's open says in words.
DISK_AND_FILE_FAILURES: tuple[type[Exception], ...] = (OSError, *DATABASE_FAILURES)

NOTHING_SAVED = "nothing was saved"


class StaleWrite(RuleViolation):
    """A write based on what the screen showed, refused because another window or process changed it
    since ("P001's phone was changed in another window at 20:14"). The screen reloads and the next
    try works."""

    def __init__(self, field: str, message: str):
        super().__init__(Problem(field, "", message))


def is_busy(error: BaseException) -> bool:
    """True when SQLite (or a server) gave up waiting for another connection's write (the busy timeout passed). It
    says so only in its message: this is the one place that reads it; callers of the store test for `StoreBusy`."""
    if isinstance(error, StoreBusy):
        return True
    text = str(error).lower()
    # SQLite's "database is locked"; a PostgreSQL server's "canceling statement due to lock timeout".
    return isinstance(error, DATABASE_FAILURES) and ("locked" in text or "busy" in text or "lock timeout" in text)


def store_failure(error: BaseException) -> StoreFailure:
    """SQLite's or peewee's `error` as the `StoreFailure` a caller tells by its class (`StoreBusy` for a busy
    file), its message in words."""
    kind = StoreBusy if is_busy(error) else StoreFailure
    return kind(describe_failure(error))


def describe_failure(error: BaseException) -> str:
    """One sentence a committee member understands for a failed store action, ending in what it means
    for the data ("the disk is full: nothing was saved")."""
    if isinstance(error, StoreFailure):
        return str(error)  # already in words
    what = _what_failed(error)
    joint = " " if what.endswith(";") else ": "
    return f"{what}{joint}{NOTHING_SAVED}{_advice(error)}"


def disk_is_full(error: BaseException, beside: Path | None = None) -> bool:
    """True when `error` comes of a full disk: said so, or (SQLite's "disk I/O error" making a -shm or a
    journal, whose cause it does not say) with no space left in the folder of `beside`."""
    text = str(error).lower()
    if getattr(error, "errno", None) == errno.ENOSPC or "disk is full" in text:
        return True
    if "disk i/o error" not in text or beside is None:
        return False
    try:
        return os.statvfs(beside.parent).f_bavail == 0
    except OSError:
        return False


def _what_failed(error: BaseException) -> str:
    text = str(error).lower()
    code = getattr(error, "errno", None)
    known = (
        (disk_is_full(error), "the disk is full"),
        (
            code == errno.EROFS or "readonly database" in text or "read-only file system" in text,
            "the league file or its disk cannot be written (read-only)",
        ),
        (code in (errno.EACCES, errno.EPERM), f"permission denied{_on_file(error)}"),
        (is_busy(error), "the league file is busy: another window or command is writing to it;"),
        (_damaged(text), f"the league file is damaged ({error})"),
        ("disk i/o error" in text or code == errno.EIO, f"the disk failed to read or write ({error})"),
    )
    for applies, words in known:
        if applies:
            return words
    if isinstance(error, OSError):
        return f"{error.filename}: {error.strerror or error}" if error.filename else f"{error.strerror or error}"
    return str(error)


def _damaged(text: str) -> bool:
    """SQLite's words for damage: a page, or a text value whose bytes are not the text they should be."""
    return any(words in text for words in ("malformed", "not a database", "corrupt", "could not decode"))


def _on_file(error: BaseException) -> str:
    name = getattr(error, "filename", None)
    return f" on {name}" if name else ""


def _advice(error: BaseException) -> str:
    """What to do next, where there is one thing to do."""
    return "; restore a backup (rinkbook restore)" if _damaged(str(error).lower()) else ""
