"""A copy of the league for captains: everything but birth dates, e-mails and phones.

`rinkbook backup --for-captains DEST` makes it. The league file is copied to a private temporary file
(the owner's only, beside the league file, which holds the same already; in the system's temporary
folder when that folder cannot be written), the private fields are removed there, and only the finished
copy is written to DEST (under a temporary name, renamed when whole): a copy killed at any moment leaves
no file holding a contact at DEST, hidden or not. The league file is never touched.

- E-mails and phones become empty (both may be NULL).
- A birth date may not be empty (the schema says NOT NULL), so it is replaced by the date that gives
  the same age on that season's age cutoff: the player's birthday falls on the cutoff itself. The
  age and the eligibility verdict (rule 1) are what read-only mode shows captains already; the copy
  still loads and `check`s with exactly the problems the league file has, none made up.
- The copy is marked by an audit row (`store.file.file_format.CAPTAINS_COPY`): no new table, no schema change, and
  the mark travels with every later backup of the copy. The app then says on screen that birth
  dates and contacts were removed, and `restore` refuses the copy as the league file.
- Deleted values must not linger in free pages: `secure_delete` zeroes what is removed, and a VACUUM
  rewrites the file. The copy is left in rollback-journal mode, so a captain opens it read-only
  from a folder he cannot write without the snapshot fallback.
"""

from __future__ import annotations

import json
import sqlite3
from datetime import date, datetime
from pathlib import Path

from peewee import SqliteDatabase

from league.rosters.eligibility import age_on
from store.file.db import copy_database
from store.file.file_format import CAPTAINS_COPY
from store.file.raw_sql import connection
from store.file.user_files import private_scratch, replacing, write_all

_CHUNK = 1 << 20


def write_captains_copy(db: SqliteDatabase, league: Path, dest: Path) -> Path:
    """The captains' copy of the league file open as `db` (at `league`), written to `dest` (see above)."""
    with private_scratch(league) as scratch:
        copy_database(connection(db), scratch)
        remove_private_fields(scratch)
        with replacing(dest) as (handle, _), open(scratch, "rb") as stripped:
            while chunk := stripped.read(_CHUNK):
                write_all(handle, chunk)
    return dest


def remove_private_fields(copy: Path) -> None:
    """Blank the e-mails and phones of the league file copy at `copy` and hide its birth dates (see above)."""
    connection = sqlite3.connect(str(copy), isolation_level=None)
    try:
        connection.execute("PRAGMA journal_mode = delete")
        connection.execute("PRAGMA secure_delete = on")
        connection.execute("BEGIN IMMEDIATE")
        connection.executemany("UPDATE player SET born = ? WHERE id = ?", _placeholder_births(connection))
        connection.execute("UPDATE player SET email = NULL, phone = NULL")
        connection.execute("DELETE FROM person")  # who signs in, and the password hashes: the league's own
        detail = json.dumps({"removed": ["born", "email", "phone"], "born": "birthday set to the age cutoff"})
        connection.execute(
            "INSERT INTO audit (at, season, action, detail, actor) VALUES (?, NULL, ?, ?, NULL)",
            (datetime.now().isoformat(timespec="seconds"), CAPTAINS_COPY, detail),
        )
        connection.execute("COMMIT")
        connection.execute("VACUUM")
    finally:
        connection.close()


def _placeholder_births(connection: sqlite3.Connection) -> list[tuple[str, int]]:
    """(the stand-in birth date, row id) for every player: same age on his season's cutoff."""
    rows = connection.execute(
        "SELECT player.id, player.born, season.age_cutoff FROM player JOIN season ON season.id = player.season_id"
    ).fetchall()
    return [
        (same_age_on(date.fromisoformat(born), date.fromisoformat(cutoff)).isoformat(), rowid)
        for rowid, born, cutoff in rows
    ]


def same_age_on(born: date, cutoff: date) -> date:
    """The date whose age on `cutoff` is the age of someone born on `born`: his birthday moved to the
    cutoff's day (28 February for a cutoff on 29 February, so no year is refused)."""
    age = age_on(born, cutoff)
    day = 28 if (cutoff.month, cutoff.day) == (2, 29) else cutoff.day
    return date(cutoff.year - age, cutoff.month, day)
