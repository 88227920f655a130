"""Opening a league file safely: pragmas, read-only mode, checks, migrations and backups."""

from __future__ import annotations

import os
import re
import sqlite3
from contextlib import ExitStack, contextmanager
from datetime import datetime
from pathlib import Path
from typing import Callable, Iterator

from peewee import SqliteDatabase

from store.failures import DATABASE_FAILURES, is_busy
from store.migrations import DERIVES, SCHEMA_VERSION, migrate_to_latest, schema_version
from store.models import MODELS

BUSY_TIMEOUT_SECONDS = 10
# Backups made before an import, a migration or a rollover: reasons start with this, the last ten stay.
AUTOMATIC = "before-"
KEPT_AUTOMATIC_BACKUPS = 10


class StoreError(Exception):
    """The file cannot be used as asked: missing, damaged, too new, or opened read-only for a write."""



class ReadOnlyError(StoreError):
    def __init__(self) -> None:
        super().__init__("this league file is open read-only: nothing can be changed")


class Store:
    """An open league file. Every read and write of the store goes through `reading` or `writing`."""

    def __init__(self, path: Path, db: SqliteDatabase, read_only: bool):
        self.path = path
        self.db = db
        self.read_only = read_only
        # Asked when a write finds another connection writing (after `busy_timeout`): True waits on (the
        # command line says so once and waits; Ctrl-C ends it), None or False fails as busy (the app
        # waits on a timer it shows instead, so its screen stays responsive).
        self.when_busy: Callable[[], bool] | None = None

    @contextmanager
    def reading(self) -> Iterator[SqliteDatabase]:
        """Models bound to this file, inside one read transaction (a consistent snapshot)."""
        with self.db.bind_ctx(MODELS, bind_refs=False, bind_backrefs=False), self.db.atomic():
            yield self.db

    @contextmanager
    def writing(self) -> Iterator[SqliteDatabase]:
        """One IMMEDIATE write transaction: all of it lands or none of it does."""
        if self.read_only:
            raise ReadOnlyError()
        with self.db.bind_ctx(MODELS, bind_refs=False, bind_backrefs=False), ExitStack() as transaction:
            while True:
                try:
                    # Only BEGIN IMMEDIATE waits for the lock, before anything is read or written: trying
                    # it again repeats nothing.
                    transaction.enter_context(self.db.atomic("IMMEDIATE"))
                    break
                except DATABASE_FAILURES as error:
                    if not (is_busy(error) and self.when_busy is not None and self.when_busy()):
                        raise
            yield self.db

    @property
    def busy_timeout(self) -> float:
        """Seconds a statement waits for another connection's write lock before failing as busy."""
        return float(self.db.timeout)

    @busy_timeout.setter
    def busy_timeout(self, seconds: float) -> None:
        # The app waits in short steps it can show and cancel; the command line keeps the long default.
        self.db.timeout = seconds

    def close(self) -> None:
        if not self.db.is_closed():
            self.db.close()

    def __enter__(self) -> "Store":
        return self

    def __exit__(self, *exc) -> None:
        self.close()


def _connect(path: Path, read_only: bool) -> SqliteDatabase:
    if read_only:
        # A URI from the resolved path survives '#', '?' and '%' in folder names, and mode=ro
        # can never create an empty file where a mistyped one was meant.
        db = SqliteDatabase(
            path.resolve().as_uri() + "?mode=ro",
            pragmas={"foreign_keys": 1, "query_only": 1},
            timeout=BUSY_TIMEOUT_SECONDS,
            uri=True,
        )
    else:
        db = SqliteDatabase(
            str(path),
            pragmas={"foreign_keys": 1, "synchronous": "normal"},
            timeout=BUSY_TIMEOUT_SECONDS,
        )
    db.connect()
    return db


def open_league(path: str | Path, read_only: bool = False, create: bool = False, backup: bool = True) -> Store:
    """Open (or, when `create`, make) the league file at `path`, checked and migrated to this schema.

    A missing file is never made unless asked, so a mistyped path fails instead of starting an
    empty league. Migrations run only after the file is backed up (`backup=False` is for scratch
    copies that are themselves the backup).
    """
    path = Path(path)
    if not path.exists() and (read_only or not create):
        raise StoreError(f"no league file at {path}")
    if path.exists() and path.is_dir():
        raise StoreError(f"{path} is a folder, not a league file")
    try:
        db = _connect(path, read_only)
        status = db.execute_sql("PRAGMA quick_check").fetchone()[0]
    except Exception as error:  # sqlite3 errors arrive wrapped by peewee
        raise StoreError(f"{path} is not a readable league file ({error})") from None
    if status != "ok":
        db.close()
        raise StoreError(f"{path} is damaged: {status}")
    version = schema_version(db)
    if version == 0 and _has_tables(db):
        db.close()
        raise StoreError(f"{path} is an SQLite file of another program, not a league file: it is left as it is")
    if version == 0 and not create:
        db.close()
        raise StoreError(f"{path} is empty, not a league file (import a season file to start one)")
    if not read_only:
        # Only now, sure it is ours: WAL lets captains read while the committee writes.
        db.execute_sql("PRAGMA journal_mode = wal")
    if version > SCHEMA_VERSION:
        db.close()
        raise StoreError(f"{path} was written by a newer rinkbook (schema {version}; this one reads {SCHEMA_VERSION})")
    if version < SCHEMA_VERSION:
        if read_only:
            db.close()
            raise StoreError(f"{path} needs an upgrade (schema {version}); open it once without --read-only")
        if version > 0 and backup:
            backup_file(db, path, f"before-schema-{SCHEMA_VERSION}")
        try:
            _migrate(db, path, version)
        except BaseException:
            db.close()
            raise
    return Store(path, db, read_only)


def _migrate(db: SqliteDatabase, path: Path, version: int) -> None:
    """Every step and the derived values they call for, in one transaction: stopped half way (a crash,
    Ctrl-C, a full disk), the file stays at its old schema with its old rows, and the next open redoes
    it all. Step by step, a file stopped after schema 3 kept empty outcomes no later open refilled."""
    with db.atomic("IMMEDIATE"):
        applied = migrate_to_latest(db)
        if version > 0 and DERIVES.intersection(applied):
            from store.maintenance import refresh_outcomes  # noqa: PLC0415 - it needs the whole store

            refresh_outcomes(Store(path, db, read_only=False))


def _has_tables(db: SqliteDatabase) -> bool:
    return db.execute_sql("SELECT count(*) FROM sqlite_master").fetchone()[0] > 0


def backup_folder(path: Path) -> Path:
    """Where the backups of a league file go: a folder beside it."""
    return path.parent / f"{path.stem}-backups"


def backup_file(db: SqliteDatabase, path: Path, reason: str, dest: Path | None = None) -> Path:
    """A consistent copy of the open file (SQLite's online backup), safe while others read or write.

    Without `dest` it goes to the backups folder; an automatic one (`reason` "before-...") then
    leaves only the newest `KEPT_AUTOMATIC_BACKUPS` of its kind, while copies the committee asked
    for are never deleted. The copy is written under a temporary name and renamed when complete,
    so a crash never leaves half a backup that looks whole.
    """
    if dest is None:
        folder = backup_folder(path)
        folder.mkdir(parents=True, exist_ok=True)
        stamp = datetime.now().strftime("%Y%m%d-%H%M%S-%f")
        dest = folder / f"{path.stem}-{stamp}-{reason}.db"
    partial = dest.with_name(f".{dest.name}.partial")
    partial.unlink(missing_ok=True)
    target = sqlite3.connect(str(partial))
    try:
        db.connection().backup(target)
    finally:
        target.close()
    os.replace(partial, dest)
    if reason.startswith(AUTOMATIC) and dest.parent == backup_folder(path):
        prune_automatic_backups(path)
    return dest


def automatic_backups(path: Path) -> list[Path]:
    """The automatic backups of the league file at `path`, oldest first."""
    folder = backup_folder(path)
    if not folder.is_dir():
        return []
    # Exactly the names `backup_file` gives them: a copy the committee saved there under a name of its
    # own ("league-mine-before-playoffs.db") is theirs, never pruned.
    name = re.compile(rf"{re.escape(path.stem)}-[0-9]{{8}}-[0-9]{{6}}-[0-9]{{6}}-{AUTOMATIC}[a-z0-9-]+\.db")
    found = [f for f in folder.iterdir() if name.fullmatch(f.name)]
    # The stamp after the league's name has a fixed width, so names sort by time.
    return sorted(found, key=lambda f: f.name)


def prune_automatic_backups(path: Path) -> None:
    """Keep the newest `KEPT_AUTOMATIC_BACKUPS` automatic backups of `path`; delete the older ones."""
    for old in automatic_backups(path)[:-KEPT_AUTOMATIC_BACKUPS]:
        old.unlink(missing_ok=True)
