"""Only rinkbook's files are opened: another program's SQLite file, whatever its user_version, and a file
from a newer rinkbook are refused before a single byte changes (no WAL switch, no backups folder, no
migration); an older league file is known by its tables and marked as rinkbook's when opened to write."""

from __future__ import annotations

import shutil
import sqlite3
from pathlib import Path

import pytest

from store.file.db import APPLICATION_ID, StoreError, backup_folder, open_league
from store.file.file_format import SCHEMA_VERSION
from store.file.maintenance import restore_league
from store.season_files.import_export import import_season_file
from tests.store.foreign_files import make_foreign, snapshot
from tests.store.schema1_file import FIXTURE

FOREIGN = {
    "user_version 7": dict(user_version=7),
    "user_version 3, league-like tables but one": dict(user_version=3, tables=("season", "team", "player", "game")),
    "another application id": dict(user_version=2, application_id=0x46534C31),
    "another application id, a league's tables": dict(
        user_version=SCHEMA_VERSION, application_id=0x46534C31, tables=("season", "team", "player", "game", "audit")
    ),
}


@pytest.fixture(params=sorted(FOREIGN))
def foreign(request, tmp_path) -> Path:
    folder = tmp_path / "theirs"
    folder.mkdir()
    return make_foreign(folder / "notes.db", **FOREIGN[request.param])


@pytest.mark.parametrize("how", [dict(), dict(create=True), dict(read_only=True)])
def test_another_programs_file_is_refused_before_a_byte_changes(foreign, how):
    before = snapshot(foreign)
    with pytest.raises(StoreError, match="another program"):
        open_league(foreign, **how)
    assert snapshot(foreign) == before
    assert not Path(f"{foreign}-wal").exists() and not backup_folder(foreign).exists()


def test_importing_into_another_programs_file_changes_nothing(foreign, example_path):
    before = snapshot(foreign)
    with pytest.raises(StoreError, match="another program"), open_league(foreign, create=True) as store:
        import_season_file(store, example_path)
    assert snapshot(foreign) == before


def test_restoring_over_another_programs_file_changes_nothing(foreign, league_file, tmp_path):
    before = snapshot(foreign)
    with pytest.raises(StoreError, match="another program"):
        restore_league(foreign, league_file.path)
    assert snapshot(foreign) == before


def test_another_programs_file_is_never_restored_from(foreign, league_file, digest):
    before, league_before = snapshot(foreign), digest(league_file.path)
    with pytest.raises(StoreError, match="another program"):
        restore_league(league_file.path, foreign)
    assert snapshot(foreign) == before and digest(league_file.path) == league_before
    assert not backup_folder(league_file.path).exists()


def _newer_league_file(path: Path) -> Path:
    """A league file as a later rinkbook would leave it: its id, a schema above this one's, no -wal."""
    open_league(path, create=True).close()
    with sqlite3.connect(path) as raw:
        raw.execute("PRAGMA journal_mode = delete")
        raw.execute(f"PRAGMA user_version = {SCHEMA_VERSION + 1}")
    raw.close()
    return path


def test_a_newer_schema_is_refused_before_the_wal_switch(tmp_path):
    path = _newer_league_file(tmp_path / "newer.db")
    before = snapshot(path)
    with pytest.raises(StoreError, match="newer rinkbook"):
        open_league(path)
    assert snapshot(path) == before and not Path(f"{path}-wal").exists()


def test_a_new_league_file_says_it_is_rinkbooks(empty_league):
    assert empty_league.db.execute_sql("PRAGMA application_id").fetchone()[0] == APPLICATION_ID


def _application_id(path: Path) -> int:
    raw = sqlite3.connect(path.resolve().as_uri() + "?mode=ro", uri=True)
    try:
        return raw.execute("PRAGMA application_id").fetchone()[0]
    finally:
        raw.close()


def test_a_first_release_file_is_known_by_its_tables_and_marked_after_its_backup(tmp_path):
    path = tmp_path / "old.db"
    shutil.copy(FIXTURE, path)
    assert _application_id(path) == 0
    with open_league(path):
        pass
    assert _application_id(path) == APPLICATION_ID
    (backup,) = backup_folder(path).iterdir()
    assert _application_id(backup) == 0  # the backup is the file as it was


def test_a_current_file_made_before_the_id_is_marked_only_when_opened_to_write(league_file, tmp_path):
    path = league_file.path
    league_file.close()
    with sqlite3.connect(path) as raw:
        raw.execute("PRAGMA application_id = 0")
    raw.close()
    with open_league(path, read_only=True):
        pass
    assert _application_id(path) == 0
    with open_league(path):
        pass
    assert _application_id(path) == APPLICATION_ID


def test_another_programs_file_in_wal_mode_keeps_its_file_and_its_wal(tmp_path):
    """Closing a read-write connection would write their -wal into their file: it is checked read-only."""
    theirs = sqlite3.connect(tmp_path / "app.db")
    theirs.execute("PRAGMA journal_mode = wal")
    theirs.execute("PRAGMA wal_autocheckpoint = 0")
    theirs.execute("CREATE TABLE notes (body TEXT)")
    theirs.execute("PRAGMA user_version = 7")
    theirs.commit()
    theirs.execute("INSERT INTO notes VALUES ('in the wal only')")
    theirs.commit()
    for name in ("app.db", "app.db-wal"):  # as the program left them when it stopped
        shutil.copy(tmp_path / name, tmp_path / f"copy{name[3:]}")
    theirs.close()
    copy = tmp_path / "copy.db"
    before = copy.read_bytes(), Path(f"{copy}-wal").read_bytes()
    with pytest.raises(StoreError, match="another program"):
        open_league(copy)
    assert (copy.read_bytes(), Path(f"{copy}-wal").read_bytes()) == before
