"""Keeping a league file whole: online backups, checked restores, and `check` for damage and drift."""

from __future__ import annotations

import sqlite3
from pathlib import Path

from league.season_checks import check_season
from store.db import Store, StoreError, backup_file, open_league
from store.migrations import SCHEMA_VERSION
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
    """Replace the league file at `target` with the backup `source`, after checking the backup.

    The current file, when there is one, is backed up first; its backup's path is returned.
    """
    with open_league(source, read_only=True) as backup:
        problems = check_league(backup)
        if problems:
            raise StoreError(f"{source} cannot be restored: {problems[0]}")
        version = backup.db.execute_sql("PRAGMA user_version").fetchone()[0]
        if version > SCHEMA_VERSION:
            raise StoreError(f"{source} was written by a newer rinkbook")
        saved = None
        if target.exists():
            with open_league(target) as current:
                saved = backup_file(current.db, target, "before-restore")
                copy = sqlite3.connect(str(target))
                try:
                    backup.db.connection().backup(copy)
                finally:
                    copy.close()
        else:
            backup_file(backup.db, source, "restore", target)
    open_league(target).close()  # migrates a restored older file in place
    return saved
