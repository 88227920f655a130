"""Opening a league file safely: pragmas, read-only mode, checks, migrations and backups.

The open file is a `Store` (`store.file.connection`); it is imported from here too, with `StoreError`, as
the store's public face: `from store.file.db import Store, StoreError, open_league`.
"""

from __future__ import annotations

import re
import sqlite3
from collections.abc import Iterator
from contextlib import contextmanager
from datetime import datetime
from pathlib import Path

from peewee import Database, SqliteDatabase

from store.file.address import is_server_address
from store.file.connection import ReadOnlyError, Store, transaction
from store.file.errors import NeedsUpgrade, NoLeagueFile, NotALeagueFile
from store.file.failures import DATABASE_FAILURES, StoreError
from store.file.file_access import (
    check_bounded,
    check_whole,
    connect_read_only,
    create_private_file,
    hidden_by_permissions,
    make_private,
    refused_open,
)
from store.file.file_format import APPLICATION_ID, CAPTAINS_COPY, SCHEMA_VERSION
from store.file.migrations import DERIVES, migrate_to_latest, schema_tables, schema_version
from store.file.raw_sql import connection, execute, pragma_int
from store.file.server import open_server
from store.file.user_files import PRIVATE_FOLDER, make_folder, private_scratch, refuse_unless_regular, replacing

# The store's door: the app and the command line also take the open file and the failures from here.
__all__ = [
    "APPLICATION_ID",
    "AUTOMATIC",
    "BUSY_TIMEOUT_SECONDS",
    "CAPTAINS_COPY",
    "DATABASE_FAILURES",
    "KEPT_AUTOMATIC_BACKUPS",
    "ReadOnlyError",
    "Store",
    "StoreError",
    "automatic_backup",
    "automatic_backups",
    "backup_destination",
    "backup_file",
    "backup_folder",
    "copy_database",
    "open_league",
    "prune_automatic_backups",
    "read_as_upgraded",
    "transaction",
]

BUSY_TIMEOUT_SECONDS = 10
# Backups made before an import, a migration or a rollover: reasons start with this, the last ten stay.
AUTOMATIC = "before-"
KEPT_AUTOMATIC_BACKUPS = 10


def _connect(path: Path, read_only: bool, follow: bool = False) -> tuple[SqliteDatabase, bool]:
    """A connection to the file and whether it is a read-only snapshot (see `store.file.file_access`)."""
    if read_only:
        return connect_read_only(path, {"foreign_keys": 1, "query_only": 1}, BUSY_TIMEOUT_SECONDS, follow)
    db = SqliteDatabase(
        str(path),
        pragmas={"foreign_keys": 1, "synchronous": "normal"},
        timeout=BUSY_TIMEOUT_SECONDS,
    )
    db.connect()
    return db, False


def open_league(
    path: str | Path,  # a league file, or a server's address (`postgresql://...`, `store.file.server`)
    read_only: bool = False,
    create: bool = False,
    backup: bool = True,
    check_later: bool = False,
    follow: bool = False,
    reads_only: bool = False,
) -> Store:
    """Open (or, when `create`, make) the league file at `path`, checked and migrated to this schema.

    A missing file is never made unless asked, so a mistyped path fails instead of starting an
    empty league. Migrations run only after the file is backed up (`backup=False` is for scratch
    copies that are themselves the backup). A read-only open leaves nothing beside the file and keeps
    others from changing it while open, unless it must `follow` their commits (the app, which stays open;
    see `store.file.file_access`). With `check_later`, a file of this schema is checked whole
    only at `Store.check_whole` (the app paints its kept first frame first); any other still at once.
    A read-only open, or one for a command that `reads_only`, of a file of this schema is checked within a
    bounded cost (`file_access.check_bounded`): what it reads is checked as it is read, `rinkbook check` reads all.
    """
    if is_server_address(path):  # a league on a PostgreSQL server: no file, nothing beside it to back up first
        return open_server(str(path), read_only=read_only, create=create)
    bounded = (read_only or reads_only) and not check_later
    return _open_file(Path(path), read_only, create, backup, (check_later, bounded), follow)


@contextmanager
def read_as_upgraded(path: Path) -> Iterator[Store]:
    """The league file at `path` opened read-only at this schema, without a byte of it changed: one an earlier
    rinkbook wrote, which only a writable open upgrades (backing it up, making it its owner's only), is read
    through a copy upgraded in a private scratch file (`private_scratch`: removed after, a killed run's by the next
    run). For a look at a file before it is known whether it will be written at all (the demo replaces only a
    demo); refused as `open_league` refuses it."""
    try:
        opened = open_league(path, read_only=True)
    except NeedsUpgrade:  # refused only once known as a league file of ours, whole, and not too new
        opened = None
    if opened is not None:
        with opened as store:
            yield store
        return
    # Outside the handler: what fails while the copy is read is not told as happening during the refusal.
    with private_scratch(path) as copy:
        db, _ = _opened(path, read_only=True)
        try:
            copy_database(connection(db), copy)
        finally:
            db.close()
        open_league(copy, backup=False).close()  # the copy is the scratch: no backup of it
        with open_league(copy, read_only=True) as store:
            yield store


def _open_file(
    path: Path, read_only: bool, create: bool, backup: bool, checks: tuple[bool, bool], follow: bool
) -> Store:
    """`open_league` on a league file."""
    if hidden_by_permissions(path):
        raise StoreError(f"{path} cannot be read: permission denied on a folder on its way")
    exists = path.exists()
    if not exists and path.is_symlink():  # SQLite would make the file the link points at, somewhere else
        raise StoreError(f"{path} is a link to a missing file: name the league file itself")
    if not exists and (read_only or not create):
        raise NoLeagueFile(path)
    if exists:  # a FIFO would block the open for ever, /dev/zero would be read without end
        refuse_unless_regular(path, "a league file")
    else:
        try:  # birth dates and phones: the owner's only, and so its -wal and -shm
            create_private_file(path)
        except OSError as error:
            raise StoreError(f"{path} cannot be created: {error.strerror or error}") from None
    # A file that does not say it is ours is first checked through a read-only connection: a read-write
    # one, once closed, writes another program's -wal into its file before we know it is not ours.
    probe = exists and not read_only and _header_application_id(path) != APPLICATION_ID
    db, snapshot = _checked_connection(path, read_only or probe, check=not any(checks), follow=follow)
    version = schema_version(db)
    check_pending = _check_opened(db, path, read_only or probe, version == SCHEMA_VERSION and not probe, checks)
    try:
        stamped = _refuse_unless_ours(db, path, version, create)
    except StoreError:
        db.close()
        raise
    if probe:
        db.close()
        db, snapshot = _opened(path, read_only=False)
    if not read_only:
        _use_wal(db, path)  # only now, sure it is ours and not too new
    if version == SCHEMA_VERSION and not stamped and not read_only:
        _stamp(db)
    if version < SCHEMA_VERSION:
        _upgrade(db, path, version, read_only, backup)
    store = Store(path, db, read_only, snapshot)
    store.check_pending = check_pending
    return store


def _check_opened(db: SqliteDatabase, path: Path, read_only: bool, ours_now: bool, checks: tuple[bool, bool]) -> bool:
    """The check `_checked_connection` left (`checks`: the whole one for later, a bounded one instead) on a file
    `ours_now` (of this schema and known as ours): True when the whole check is still to run (`check_later`)."""
    check_later, bounded = checks
    if (check_later or bounded) and not ours_now:  # a migration, a refusal: never on a file not checked whole
        check_whole(db, path, read_only)
    elif bounded:
        check_bounded(db, path, read_only)
    return check_later and ours_now


def _use_wal(db: SqliteDatabase, path: Path) -> None:
    """WAL lets captains read while the committee writes."""
    try:
        execute(db, "PRAGMA journal_mode = wal")
    except DATABASE_FAILURES as error:  # a file or folder this user may read but not write
        db.close()
        raise StoreError(refused_open(path, error, False)) from None


def _upgrade(db: SqliteDatabase, path: Path, version: int, read_only: bool, backup: bool) -> None:
    """Migrate a file of an older schema, after a backup; a read-only open is refused instead."""
    if read_only:
        db.close()
        raise NeedsUpgrade(path, version)
    if version > 0:  # made before league files were private: it and its copies become so, as new ones are
        make_private(path, backup_folder(path))
    if version > 0 and backup:
        backup_file(db, path, f"before-schema-{SCHEMA_VERSION}")
    try:
        _migrate(db, path, version)
    except BaseException:
        db.close()
        raise


def _header_application_id(path: Path) -> int:
    """The application id in the file's header as it is on disk (a change still in the -wal is not seen)."""
    with open(path, "rb") as file:
        header = file.read(100)
    return int.from_bytes(header[68:72], "big") if header.startswith(b"SQLite format 3\x00") else 0


def _opened(path: Path, read_only: bool, follow: bool = False) -> tuple[SqliteDatabase, bool]:
    try:
        return _connect(path, read_only, follow)
    except Exception as error:  # noqa: BLE001 - whatever stops the open is said as a refused file
        raise StoreError(refused_open(path, error, read_only)) from None


def _checked_connection(
    path: Path, read_only: bool, check: bool = True, follow: bool = False
) -> tuple[SqliteDatabase, bool]:
    """A connection to `path` once SQLite's quick check finds it whole (unless not `check`), and whether it
    is a snapshot."""
    db, snapshot = _opened(path, read_only, follow)
    if check:
        check_whole(db, path, read_only)
    return db, snapshot


def _migrate(db: SqliteDatabase, path: Path, version: int) -> None:
    """Every step and the derived values they call for, in one transaction: stopped half way (a crash,
    Ctrl-C, a full disk), the file stays at its old schema with its old rows, and the next open redoes
    it all. Step by step, a file stopped after schema 3 kept empty outcomes no later open refilled."""
    with transaction(db):
        derive = migrate_to_latest(db)
        if version > 0 and derive:
            from store.cache.derived import refresh_outcomes  # only a migration reads whole seasons

            store = Store(path, db, read_only=False)
            if DERIVES.intersection(derive):
                refresh_outcomes(store)
            else:  # values rewritten only (schema 19): a season holding a bad one must not stop the open
                refresh_outcomes(store, readable_only=True)
        execute(db, f"PRAGMA application_id = {APPLICATION_ID}")


def _refuse_unless_ours(db: SqliteDatabase, path: Path, version: int, create: bool) -> bool:
    """Refuse, before a byte of it changes, a file that is not a league file this rinkbook can open:
    another program's (its application id, or its tables, say so), an empty one not being created, one
    from a newer rinkbook. Returns whether the file already carries rinkbook's application id."""
    owner = pragma_int(db, "application_id")
    if owner not in (0, APPLICATION_ID):
        raise NotALeagueFile(
            f"{path} is a file of another program (application id {owner & 0xFFFFFFFF:#010x}), "
            "not a league file: it is left as it is"
        )
    if owner == 0:
        tables = {name for (name,) in execute(db, "SELECT name FROM sqlite_master WHERE type = 'table'")}
        if version == 0 and tables:
            raise NotALeagueFile(f"{path} is an SQLite file of another program, not a league file: it is left as it is")
        # Before the id, a league file is known by its tables: those its schema version has.
        if version > 0 and not schema_tables(min(version, SCHEMA_VERSION)) <= tables:
            raise NotALeagueFile(
                f"{path} is an SQLite file of another program (its tables are not a league's), "
                "not a league file: it is left as it is"
            )
    if version == 0 and not create:
        raise NotALeagueFile(f"{path} is empty, not a league file (import a season file to start one)")
    if version > SCHEMA_VERSION:
        raise StoreError(f"{path} was written by a newer rinkbook (schema {version}; this one reads {SCHEMA_VERSION})")
    return owner == APPLICATION_ID


def _stamp(db: SqliteDatabase) -> None:
    """Mark a league file made before the application id as rinkbook's. Only a mark: when the file cannot
    be written now (busy, a read-only disk), it is known by its tables until a later open marks it."""
    try:
        with transaction(db):
            execute(db, f"PRAGMA application_id = {APPLICATION_ID}")
    except DATABASE_FAILURES:
        pass


def automatic_backup(store: Store, reason: str) -> Path | None:
    """The copy of a league file made before a big change (an import over a season, a rollover): its path. None
    on a server, whose backups are its own (`pg_dump`, docs/server.md)."""
    if not isinstance(store.db, SqliteDatabase):
        return None
    return backup_file(store.db, store.path, reason)


def backup_folder(path: Path) -> Path:
    """Where the backups of a league file go: a folder beside it."""
    return path.parent / f"{path.stem}-backups"


def backup_file(db: Database, path: Path, reason: str, dest: Path | None = None) -> Path:
    """A consistent copy of the open file (SQLite's online backup), safe while others read or write.

    Without `dest` it goes to the backups folder (`backup_destination`); an automatic one (`reason`
    "before-...") then leaves only the newest `KEPT_AUTOMATIC_BACKUPS` of its kind, while copies the
    committee asked for are never deleted. The copy is written under a temporary name and renamed when
    complete, so a crash never leaves half a backup that looks whole. The copy is its owner's only (0600).
    """
    if not isinstance(db, SqliteDatabase):
        raise StoreError("a league on a server is backed up with pg_dump (rinkbook backup says how)")
    # A stamped name is never written again: every default backup is staged under one name in the folder, so that
    # each one's sweep removes what a killed earlier one left there.
    staged_as = None
    if dest is None:
        dest, staged_as = backup_destination(path, reason), backup_folder(path) / f"{path.stem}-backup.db"
    with replacing(dest, staged_as=staged_as) as (_, partial):
        copy_database(connection(db), partial)
    if reason.startswith(AUTOMATIC) and dest.parent == backup_folder(path):
        prune_automatic_backups(path)
    return dest


def backup_destination(path: Path, reason: str) -> Path:
    """A new name in the backups folder of the league file at `path` for a copy made for `reason`: the folder
    is made (its owner's only, 0700) when missing."""
    folder = backup_folder(path)
    make_folder(folder, "the backups", PRIVATE_FOLDER)
    stamp = datetime.now().strftime("%Y%m%d-%H%M%S-%f")
    return folder / f"{path.stem}-{stamp}-{reason}.db"


def copy_database(source: sqlite3.Connection, empty: Path) -> None:
    """SQLite's online backup of `source` into the empty file at `empty` (made by `store.file.user_files`).

    The copy needs no rollback journal (a failed copy is thrown away whole), so SQLite makes no file
    beside it: a link planted at its journal's name would be followed."""
    target = sqlite3.connect(str(empty))
    try:
        target.execute("PRAGMA journal_mode = off")
        source.backup(target)
    finally:
        target.close()


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
