"""Keeping a league file whole: online backups, checked restores, and `check` for damage and drift."""

from __future__ import annotations

import sqlite3
from pathlib import Path

from league.season_checks import check_season
from store.db import Store, StoreError, backup_file, open_league
from store.seasons import load_season, season_names, season_rulebook


def backup_league(store: Store, dest: Path | None = None) -> Path:
    """A consistent copy of the open file at `dest` (default: the backups folder beside it)."""
    if dest is not None and dest.exists():
        raise StoreError(f"{dest} already exists: choose a new name for the backup")
    return backup_file(store.db, store.path, "backup", dest)


def check_league(store: Store) -> list[str]:
    """Every problem found: SQLite's integrity and foreign-key checks, then each season's rules.

    Derived values are recomputed from the records on every read, so there is no stored copy to
    drift; each season is checked again against its rulebook as import would check it.
    """
    problems: list[str] = []
    with store.reading() as db:
        for (row,) in db.execute_sql("PRAGMA integrity_check").fetchall():
            if row != "ok":
                problems.append(f"integrity: {row}")
        for table, rowid, parent, _ in db.execute_sql("PRAGMA foreign_key_check").fetchall():
            problems.append(f"foreign key: {table} row {rowid} points at a missing {parent}")
    if problems:
        return problems
    for name in season_names(store):
        season = load_season(store, name)
        problems += [f"season {name}: {p}" for p in check_season(season, season_rulebook(season))]
    return problems


def restore_league(target: Path, source: Path) -> Path | None:
    """Replace the league file at `target` with the backup `source`, once the backup proves sound.

    The backup is copied aside, migrated if it is older, and checked like `rinkbook check`; only
    then is the current file (itself backed up first) overwritten through SQLite's backup API,
    which is safe while others have it open. Returns the path of the current file's backup.
    """
    staging = target.parent / f".{target.name}.restoring"
    staging.unlink(missing_ok=True)
    try:
        raw = sqlite3.connect(source.resolve().as_uri() + "?mode=ro", uri=True)
        try:
            copy = sqlite3.connect(str(staging))
            raw.backup(copy)
            copy.close()
        except sqlite3.DatabaseError as error:
            raise StoreError(f"{source} is not a league file ({error})") from None
        finally:
            raw.close()
        with open_league(staging, backup=False) as checked:
            problems = check_league(checked)
            if problems:
                raise StoreError(f"{source} cannot be restored: {problems[0]}")
            if not target.exists():
                backup_file(checked.db, staging, "restore", target)
                return None
            with open_league(target) as current:
                saved = backup_file(current.db, target, "before-restore")
                checked.db.connection().backup(current.db.connection())
            return saved
    finally:
        for leftover in (staging, Path(f"{staging}-wal"), Path(f"{staging}-shm")):
            leftover.unlink(missing_ok=True)
