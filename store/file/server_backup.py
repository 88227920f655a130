"""Backups of a league on a PostgreSQL server: PostgreSQL's own `pg_dump` archive, taken back by `pg_restore`.

A file's backup is SQLite's online copy of it; a server's is `pg_dump --format=custom`, a consistent snapshot
taken while others read and write. `restore` takes such an archive back in one transaction (all of it or none),
then opens the league as any open does (checked to be rinkbook's, at this schema).
"""

from __future__ import annotations

import shutil
import subprocess
from datetime import datetime
from pathlib import Path

from store.file.connection import Store
from store.file.errors import StoreError
from store.file.user_files import PRIVATE_FOLDER, make_folder, replacing

# The first bytes of a `pg_dump --format=custom` archive.
ARCHIVE_HEADER = b"PGDMP"


def backup_server(store: Store, dest: Path | None, for_captains: bool = False) -> Path:
    """`pg_dump` of the league's database into `dest` (default: `<database>-backups/` in the current folder)."""
    if for_captains:
        raise StoreError(
            "a captains' copy is made from a league file: copy the league into a file first (rinkbook copy), "
            "then run rinkbook backup --for-captains on that file"
        )
    if dest is not None and dest.exists():
        raise StoreError(f"{dest} already exists: choose a new name for the backup")
    staged_as = None
    if dest is None:
        dest, staged_as = _destination(store), _staging_name(store)
    pg_dump = _tool("pg_dump")
    # Birth dates and phones: pg_dump writes to its standard output, the file `replacing` made (exclusively, its
    # owner's only, locked while written), and never opens a path itself, where a planted link would lead it.
    with replacing(dest, staged_as=staged_as) as (handle, _):
        _run(pg_dump, "--format=custom", "--no-owner", _address(store), output=handle)
    return dest


def restore_server(address: str, source: Path) -> None:
    """Put the league in the `pg_dump` archive `source` in place of the one at `address`, in one transaction."""
    with open(source, "rb") as file:
        if not file.read(len(ARCHIVE_HEADER)) == ARCHIVE_HEADER:
            raise StoreError(
                f"{source} is not a pg_dump archive: a league on a server is restored from the archive "
                "rinkbook backup made of it (a league file goes in with rinkbook copy)"
            )
    _run(
        _tool("pg_restore"),
        "--clean",
        "--if-exists",
        "--no-owner",
        "--single-transaction",
        "--exit-on-error",
        f"--dbname={address}",
        str(source),
    )


def _destination(store: Store) -> Path:
    folder = _backups_folder(store)
    make_folder(folder, "the backups", PRIVATE_FOLDER)
    stamp = datetime.now().strftime("%Y%m%d-%H%M%S-%f")
    return folder / f"{store.path.name}-{stamp}-backup.dump"


def _staging_name(store: Store) -> Path:
    """The one name every default backup of the database is staged under, whatever its stamp: each backup's sweep
    then finds what a killed earlier one left."""
    return _backups_folder(store) / f"{store.path.name}-backup.dump"


def _backups_folder(store: Store) -> Path:
    return Path.cwd() / f"{store.path.name}-backups"


def _address(store: Store) -> str:
    """The database's address as given, password included (pg_dump connects on its own)."""
    return str(store.db.database)


def _tool(name: str) -> str:
    found = shutil.which(name)
    if found is None:
        raise StoreError(f"{name} is not installed: it comes with PostgreSQL's client programs (postgresql-client)")
    return found


def _run(*words: str, output: int | None = None) -> None:
    """Run a PostgreSQL client program; `output`: the open file its standard output goes to."""
    done = subprocess.run(
        words, stdout=subprocess.PIPE if output is None else output, stderr=subprocess.PIPE, text=True, check=False
    )
    if done.returncode != 0:
        said = (done.stderr or done.stdout or "").strip().splitlines()
        raise StoreError(f"{Path(words[0]).name} failed: {said[0] if said else done.returncode}")
