"""Keeping a league file whole: online backups, checked restores, and `check` for damage and drift."""

from __future__ import annotations

import sqlite3
from collections.abc import Mapping
from pathlib import Path

from peewee import Database, SqliteDatabase

from league.checks.season import checked_season
from league.schedule.clashes import season_same_nights
from league.season.values import Season
from league.sheet.replay import SheetReplay
from store.cache.derived import OUTCOME_COLUMNS, outcome_columns
from store.file.db import Store, backup_destination, backup_file, copy_database, open_league
from store.file.destinations import refuse_a_database_name
from store.file.failures import StoreError, StoreFailure, disk_is_full
from store.file.file_access import SnapshotRefused, copy_source, readable
from store.file.raw_sql import connection, execute, tuples
from store.file.user_files import refuse_unless_regular, scratch_database
from store.tables import models as m
from store.tables.season_rows import row_ids
from store.views.season_load import load_season, season_rulebook
from store.views.season_names import season_names
from store.views.stored_values import bad_values


def backup_league(store: Store, dest: Path | None = None, for_captains: bool = False) -> Path:
    """A consistent copy of the open file at `dest` (default: the backups folder beside it);
    `for_captains`: without birth dates, e-mails and phones (`store.file.captains_copy`)."""
    if store.engine.server:
        from store.file.server_backup import backup_server  # only a server's backup needs it

        return backup_server(store, dest, for_captains)
    what = "the captains' copy" if for_captains else "the backup"
    if dest is not None:
        refuse_a_database_name(store.path, dest, what)
    if dest is not None and dest.exists():
        raise StoreError(f"{dest} already exists: choose a new name for the backup")
    if for_captains:
        from store.file.captains_copy import write_captains_copy  # only this backup needs it

        db = store.db
        assert isinstance(db, SqliteDatabase)  # a server's went above
        return write_captains_copy(db, store.path, dest or backup_destination(store.path, "captains-copy"))
    return backup_file(store.db, store.path, "backup", dest)


def check_league(store: Store) -> list[str]:
    """Every problem found: SQLite's integrity and foreign-key checks, every stored value its column cannot
    hold (`store.views.stored_values`), each season's rules as import checks them, and every stored derived
    value against what the records give now (drift)."""
    problems: list[str] = []
    # One read transaction for all of it: a sheet saved by another process between reading a season
    # and reading its stored outcomes would otherwise show as drift that is not there.
    with store.reading() as db:
        # A server keeps its pages and keys whole itself, and its columns hold only values of their types.
        problems = [] if store.engine.server else file_damage(db)
        if problems:
            return problems
        problems = [] if store.engine.server else bad_values(db)  # one line each: a season with one would not load
        for name in season_names(store):
            try:
                season = load_season(store, name)
            except StoreError as error:  # told above, or a row naming another season's team or player
                if not any(line in str(error) for line in problems):
                    problems.append(str(error))
                continue
            # The sheets the check replays give the outcomes the drift compares (each had replayed every sheet).
            found, replays = checked_season(season, season_rulebook(season))
            problems += [f"season {name}: {p}" for p in found]
            problems += [f"season {name}: drift: {d}" for d in outcome_drift(store, name, season, replays)]
    return problems


def file_damage(db: Database) -> list[str]:
    """SQLite's integrity and foreign-key checks of a league file, one line a problem."""
    problems = [f"integrity: {row}" for (row,) in execute(db, "PRAGMA integrity_check").fetchall() if row != "ok"]
    for table, rowid, parent, _ in execute(db, "PRAGMA foreign_key_check").fetchall():
        problems.append(f"foreign key: {table} row {rowid} points at a missing {parent}")
    return problems


def schedule_warnings(store: Store) -> list[str]:
    """What `check` points out without calling it damage: a team twice on one night (legal, and almost
    always a slip of a move), one line each: "season 2002-03: R31: Gold would play twice on Sun ...".
    A season that does not load is `check_league`'s to report."""
    warnings: list[str] = []
    for name in season_names(store):
        try:
            season = load_season(store, name)
        except StoreError:
            continue
        names = {t.code: t.name for t in season.teams}
        warnings += [
            f"season {name}: {w.sentence(names)}"
            for _, w in season_same_nights(season.games, season_rulebook(season).schedule)
        ]
    return warnings


def outcome_drift(
    store: Store, name: str, season: Season, replays: Mapping[str, SheetReplay] | None = None
) -> list[str]:
    """Games whose stored outcome differs from what the sheet gives now; `replays`, the season's check's
    (`checked_season`), where at hand."""
    with store.reading():
        expected = outcome_columns(season, season_rulebook(season), row_ids(name).team, replays)
        g = m.Game
        columns = [getattr(g, column) for column in OUTCOME_COLUMNS]
        stored = {
            gid: tuple(cols)
            for gid, *cols in tuples(g.select(g.gid, *columns).join(m.Season).where(m.Season.name == name))
        }
    return [_drift_text(gid, stored.get(gid), cols) for gid, cols in expected.items() if stored.get(gid) != cols]


def _drift_text(gid: str, stored: tuple[object, ...] | None, expected: tuple[object, ...]) -> str:
    """The columns of one game's stored outcome that differ from the sheet's: "result_home 9 (sheet: 1)"."""
    if stored is None:
        return f"game {gid}: no stored outcome but the sheet gives {expected}"
    differ = [
        f"{name} {old} (the sheet gives {new})"
        for name, old, new in zip(OUTCOME_COLUMNS, stored, expected, strict=True)
        if old != new
    ]
    return f"game {gid}: stored outcome " + ", ".join(differ)


def restore_league(target: Path, source: Path) -> Path | None:
    """Replace the league file at `target` with the backup `source`, once the backup proves sound.

    The backup is copied aside, migrated if it is older, and checked like `rinkbook check`; only
    then is the current file (itself backed up first) overwritten through SQLite's backup API,
    which is safe while others have it open. Returns the path of the current file's backup.
    """
    if target.is_dir():  # `--db=` names the current folder: the staging copy would be named after no file
        raise StoreError(f"{target} is a folder, not a league file: name the league file to restore")
    refuse_unless_regular(source, "a backup of a league file")  # a FIFO would block SQLite's open for ever
    if not readable(source):
        raise StoreError(f"{source} cannot be read: permission denied (its owner may give read access)")
    with scratch_database(target) as staging:
        try:
            return _restore_through(staging, target, source)
        except StoreError as error:  # said of the backup, never of the hidden copy it was checked in
            if str(staging) not in str(error):
                raise
            raise StoreError(str(error).replace(str(staging), str(source))) from None


def _restore_through(staging: Path, target: Path, source: Path) -> Path | None:
    """`restore_league` once the backup is copied to `staging`: checked there, then put in place."""
    try:
        raw = copy_source(source)
        try:
            copy_database(raw, staging)
        finally:
            raw.close()
    except sqlite3.DatabaseError as error:
        if disk_is_full(error, staging):  # the copy could not be written: nothing is wrong with the backup
            raise StoreFailure(f"the disk is full: nothing was restored to {target}") from error
        raise StoreError(f"{source} is not a league file ({error})") from None
    except SnapshotRefused as refused:
        raise StoreError(str(refused)) from None
    with open_league(staging, backup=False) as checked:
        if checked.captains_copy:
            raise StoreError(
                f"{source} is a captains' copy, without birth dates and contacts: restore a full backup instead"
            )
        problems = check_league(checked)
        if problems:
            raise StoreError(f"{source} cannot be restored: {problems[0]}")
        if not target.exists():
            backup_file(checked.db, staging, "restore", target)
            return None
        with open_league(target) as current:
            saved = backup_file(current.db, target, "before-restore")
            connection(checked.db).backup(connection(current.db))
        return saved
