"""Following the league file while the app is open: other windows' commits, and another file put in its place.

The app asks `FileWatch.poll` twice a second (a few microseconds: one `os.stat` and one pragma).
`PRAGMA data_version` moves when another connection commits (another window, a command in
another terminal). A file renamed over the league's path (a restore, a demo written anew) is
another file: the open connection still reads the old one and its data_version never moves, so
the path's device and inode are compared too, and the app opens the new file (`reopen`).

On a PostgreSQL server the same poll reads the revision row every write replaces (`store.file.engine`): another
machine's commit shows within the poll's half second.
"""

from __future__ import annotations

import os
from enum import Enum
from pathlib import Path
from typing import TYPE_CHECKING

from peewee import DoesNotExist

from league.season.errors import RuleViolation
from store.file.db import Store, open_league

if TYPE_CHECKING:
    from league.season.values import Season


class Change(Enum):
    """What a poll found."""

    NONE = "none"
    COMMITTED = "committed"  # another connection committed to the open file
    REPLACED = "replaced"  # the path now names another file: open it (`reopen`)
    GONE = "gone"  # no file at the path any more: the open connection keeps the last state


def file_stamp(path: Path) -> tuple[int, int, int, int] | None:
    """The file at `path` as (device, inode, size, modification time in ns), or None when there is none."""
    try:
        stat = os.stat(path)
    except OSError:
        return None
    return stat.st_dev, stat.st_ino, stat.st_size, stat.st_mtime_ns


def league_stamp(store: Store) -> tuple[int, int, int, int] | None:
    """The league file's `file_stamp`; None on a server, which no other file can be put in place of: there the
    revision row alone tells other machines' commits (`Store.data_version`)."""
    return None if store.engine.server else file_stamp(store.path)


class FileWatch:
    """What the app last saw of its league file; `poll` says what changed since."""

    def __init__(self, store: Store):
        self.store = store
        stamp = league_stamp(store)
        self.identity = stamp[:2] if stamp else None  # the file the connection reads
        self.version = store.data_version()
        self.refused: tuple[int, int, int, int] | None = None  # a new file that could not be opened, as it was

    @property
    def needed(self) -> bool:
        """False for a snapshot (a copy opened immutable): nothing can change under it, nothing to poll."""
        return not getattr(self.store, "snapshot", False)

    def poll(self) -> Change:
        """What changed since the last poll. Never during a write on this connection: the write's own
        commit comes first (and moves nothing), then the next poll sees the rest."""
        if self.store.db.is_closed() or self.store.db.in_transaction():
            return Change.NONE
        stamp = league_stamp(self.store)
        identity = stamp[:2] if stamp else None
        if identity != self.identity:
            if stamp is None:
                self.identity = None
                return Change.GONE
            if stamp != self.refused:  # a file that failed to open is tried again only once it changes
                return Change.REPLACED
        version = self.store.data_version()
        if version == self.version:
            return Change.NONE
        self.version = version
        return Change.COMMITTED

    def reopen(self) -> Store:
        """The file now at the path, opened as the current one was (read-only or not); the watch follows it.
        The old store stays open: the caller closes it once the app holds the new one. A StoreError (or
        a database error) when the new file cannot be opened: it is not tried again until it changes."""
        stamp = file_stamp(self.store.path)
        try:
            opened = open_league(self.store.path, read_only=self.store.read_only, follow=True)
        except BaseException:
            self.refused = stamp
            raise
        # The new file is waited on as the old one was (the app's short steps, the command line's patience).
        opened.busy_timeout, opened.when_busy = self.store.busy_timeout, self.store.when_busy
        self.store, self.refused = opened, None
        self.identity = stamp[:2] if stamp else None
        self.version = opened.data_version()
        return opened


def season_or_latest(store: Store, name: str) -> Season:
    """Season `name`, or the file's latest when it is no longer there (another process deleted it, or
    replaced the file with one that holds other seasons); a RuleViolation when the file holds none."""
    from store.views.season_load import load_season  # the rules' values: not before the first frame

    try:
        return load_season(store, name)
    except (RuleViolation, DoesNotExist):  # gone, or gone between its lookup and its read
        return load_season(store, None)
