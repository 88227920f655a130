"""Names an export or a backup must never take: the league file's own, and another database's.

SQLite keeps a database's unfinished or latest changes in files named after it (`-journal`, `-wal`,
`-shm`): an export written to `league.db-journal` was reported as written, then taken at the next open
for a journal left by a crash and deleted (or, worse, played back into the league file). Such a name, the
league file itself, or another league file, is refused in one line before a byte is written.
"""

from __future__ import annotations

import os
from pathlib import Path

from store.file.errors import StoreError
from store.file.file_format import is_league_file, is_sqlite_file

# SQLite's files beside a database, by their ending, in words.
_COMPANIONS = (
    ("-journal", "rollback journal"),
    ("-wal", "write-ahead log"),
    ("-shm", "shared-memory index"),
)


def refuse_a_database_name(league: Path, dest: Path, what: str) -> None:
    """A StoreError in one line when writing `what` ("the backup") to `dest` would overwrite the league file
    at `league`, another league file, or a file SQLite keeps beside either (or beside any database)."""
    if _same(dest, league):
        raise StoreError(f"{dest} is the league file itself: choose another name for {what}")
    for end, words in _COMPANIONS:
        if not dest.name.endswith(end) or dest.name == end:
            continue
        base = dest.with_name(dest.name[: -len(end)])
        if _same(base, league):
            raise StoreError(
                f"{dest} is the league file's own {words} (SQLite would take it for part of the league file): "
                f"choose another name for {what}"
            )
        if is_sqlite_file(base):
            raise StoreError(f"{dest} is the {words} of the database {base}: choose another name for {what}")
    if is_league_file(dest):
        raise StoreError(f"{dest} is a league file: choose another name for {what}, it would be overwritten")


def _same(path: Path, league: Path) -> bool:
    """True when `path` names the file at `league` (by its resolved name, or as the same file on disk)."""
    if path.resolve() == league.resolve():
        return True
    try:
        return os.path.samefile(path, league)
    except OSError:  # either is missing, or out of reach: not the same file
        return False
