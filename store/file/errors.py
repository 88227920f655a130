"""The store's refusals and failures as exceptions, apart from the database drivers' own classes.

`store.file.failures` says SQLite's and peewee's errors in words and raises these; they live here, with the
standard library alone, so that what the app's first frame imports can name them without importing peewee
(docs/performance.md: the whole dashboard within 1.3x of a bare Textual app). `store.file.failures` exports them
too, and `store.file.db` the `StoreError`.
"""

from __future__ import annotations


class StoreError(Exception):
    """The file cannot be used as asked: missing, damaged, too new, another program's, or not a regular
    file."""


class NoLeagueFile(StoreError):
    """No file at the league file's path (a mistyped `--db`, or no league made yet): `path` says where."""

    def __init__(self, path: object):
        super().__init__(f"no league file at {path}")
        self.path = path


class NotALeagueFile(StoreError):
    """A file that is not a league file at all (another program's, or an empty one): left as it is. Told apart from
    a league file that cannot be used now (busy, unreadable, damaged, too new), which is said as it is."""


class EmptyLeague(StoreError):
    """A server database that holds no league yet (an import makes one there): nobody can sign in to it."""

    def __init__(self, shown: str):
        super().__init__(f"{shown} is empty, not a league (import a season file to start one)")


class StoreFailure(StoreError):
    """SQLite or the disk failed under a write (`Store.writing`): a full or read-only disk, a busy or damaged
    file. Its message is the failure in words, ending "nothing was saved" (`describe_failure`); SQLite's own
    error is its `__cause__`, for the log."""


class StoreBusy(StoreFailure):
    """Another connection (another window, a command in another terminal) held the write lock past the busy
    timeout: nothing was saved, and the same write may be tried again once that write ends."""


class NeedsUpgrade(StoreError):
    """A league of an older schema opened read-only: only a writable open migrates it (after a backup), so a
    read-only one is refused, once the file is known as a league file of ours; a look that must not change it
    (the demo, before it knows the file is a demo it replaces) reads an upgraded copy (`db.read_as_upgraded`)."""

    def __init__(self, shown: object, version: int):
        super().__init__(f"{shown} needs an upgrade (schema {version}); open it once without --read-only")
