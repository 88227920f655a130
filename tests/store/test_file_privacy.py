"""League files and backups are their owner's only (0600, the backups folder 0700), and a captains'
copy holds no birth dates, e-mails or phones while it still opens, loads and checks cleanly."""

from __future__ import annotations

import os
import stat
from dataclasses import replace as changed
from datetime import date
from pathlib import Path

import pytest

from league.rosters.eligibility import age_on
from store.file.captains_copy import same_age_on
from store.file.db import Store, StoreError, automatic_backups, backup_folder, open_league
from store.file.maintenance import backup_league, check_league, restore_league
from store.season_files.import_export import import_season
from store.views.season_load import load_season
from tests.conftest import league_digest

OWNER_ONLY = 0o600


@pytest.fixture(autouse=True)
def usual_umask():
    """The umask most systems give (022): without the fix, new files come out readable by everyone."""
    old = os.umask(0o022)
    yield
    os.umask(old)


def mode(path: Path) -> int:
    return stat.S_IMODE(path.stat().st_mode)


def test_a_new_league_file_and_its_wal_and_shm_are_the_owners_only(tmp_path: Path, example_season):
    with open_league(tmp_path / "league.db", create=True) as store:
        import_season(store, example_season)
        files = [tmp_path / name for name in ("league.db", "league.db-wal", "league.db-shm")]
        assert {f.name: mode(f) for f in files} == {f.name: OWNER_ONLY for f in files}
    os.chmod(tmp_path / "league.db", 0o640)  # shared with a group on purpose: an existing file keeps its mode
    open_league(tmp_path / "league.db").close()
    assert mode(tmp_path / "league.db") == 0o640


def test_the_demo_file_is_the_owners_only(tmp_path: Path):
    from seed.demo_db import write_demo

    write_demo(tmp_path / "demo.db", date(2026, 12, 1))
    assert mode(tmp_path / "demo.db") == OWNER_ONLY


def test_automatic_backups_and_their_folder_are_the_owners_only(league_file: Store, example_season):
    import_season(league_file, changed(example_season, name="copy"))
    assert mode(backup_folder(league_file.path)) == 0o700
    assert [mode(b) for b in automatic_backups(league_file.path)] == [OWNER_ONLY]


def test_asked_backups_are_the_owners_only(league_file: Store, tmp_path: Path):
    assert mode(backup_league(league_file)) == OWNER_ONLY
    assert mode(backup_league(league_file, tmp_path / "copy.db")) == OWNER_ONLY


def test_restores_copies_are_the_owners_only(league_file: Store, tmp_path: Path):
    backup = backup_league(league_file, tmp_path / "copy.db")
    os.chmod(backup, 0o644)
    saved = restore_league(league_file.path, backup)
    assert saved is not None and mode(saved) == OWNER_ONLY
    fresh = tmp_path / "fresh.db"
    assert restore_league(fresh, backup) is None
    assert mode(fresh) == OWNER_ONLY


def _captains_copy(league_file: Store, tmp_path: Path) -> Path:
    return backup_league(league_file, tmp_path / "captains.db", for_captains=True)


def test_a_captains_copy_holds_no_birth_dates_emails_or_phones(league_file: Store, tmp_path: Path):
    before = league_digest(league_file.path)
    real = load_season(league_file, "2002-03")
    copy = _captains_copy(league_file, tmp_path)
    raw = copy.read_bytes()  # free pages included: nothing removed may linger in the file
    for p in real.players:
        for private in (p.email, p.phone, p.born.isoformat()):
            if private and private != same_age_on(p.born, real.dates.age_cutoff).isoformat():
                assert private.encode() not in raw, (p.id, private)
    assert mode(copy) == OWNER_ONLY
    assert league_digest(league_file.path) == before  # the league file keeps everything


def test_a_captains_copy_loads_with_the_same_ages_and_checks_cleanly(league_file: Store, tmp_path: Path):
    real = load_season(league_file, "2002-03")
    with open_league(_captains_copy(league_file, tmp_path), read_only=True) as copy:
        assert copy.captains_copy and not league_file.captains_copy
        season = load_season(copy, "2002-03")
        assert check_league(copy) == check_league(league_file) == []
    cutoff = real.dates.age_cutoff
    assert [p.email or p.phone for p in season.players] == [None] * len(real.players)
    assert [age_on(p.born, cutoff) for p in season.players] == [age_on(p.born, cutoff) for p in real.players]


def test_restore_refuses_a_captains_copy(league_file: Store, tmp_path: Path):
    copy = _captains_copy(league_file, tmp_path)
    before = league_digest(league_file.path)
    with pytest.raises(StoreError, match="captains' copy"):
        restore_league(league_file.path, copy)
    assert league_digest(league_file.path) == before


@pytest.mark.parametrize(
    ("born", "cutoff", "expected"),
    [
        ("1970-06-15", "2002-12-31", "1970-12-31"),  # 32 on the cutoff either way
        ("1970-12-31", "2002-12-31", "1970-12-31"),
        ("1971-01-01", "2002-12-31", "1971-12-31"),  # 31: his birthday had not come
        ("1980-03-01", "2004-02-29", "1981-02-28"),  # a leap-day cutoff: no 29 February in most years
    ],
)
def test_the_stand_in_birth_date_gives_the_same_age_on_the_cutoff(born, cutoff, expected):
    assert same_age_on(date.fromisoformat(born), date.fromisoformat(cutoff)) == date.fromisoformat(expected)


def test_a_file_migrated_from_an_older_rinkbook_its_journal_and_backups_become_the_owners_only(tmp_path: Path):
    """Older rinkbooks left files as the umask gave them (0644): the migration makes them private as new
    ones are, the league's earlier backups and their folder too, and leaves another file's copy alone."""
    from tests.store.schema1_file import FIXTURE

    old = tmp_path / "old.db"
    old.write_bytes(FIXTURE.read_bytes())
    os.chmod(old, 0o644)
    folder = backup_folder(old)
    folder.mkdir(mode=0o755)
    earlier, theirs = folder / "old-20020101-000000-000000-before-import.db", folder / "notes-copy.db"
    for copy in (earlier, theirs):
        copy.write_bytes(FIXTURE.read_bytes())
        os.chmod(copy, 0o644)
    with open_league(old) as store:
        beside = [old, Path(f"{old}-wal"), Path(f"{old}-shm")]
        assert {f.name: mode(f) for f in beside} == {f.name: OWNER_ONLY for f in beside}
        assert load_season(store).players
    made = [b for b in folder.iterdir() if "before-schema" in b.name]
    assert [mode(b) for b in (earlier, *made)] == [OWNER_ONLY, OWNER_ONLY] and mode(folder) == 0o700
    assert mode(theirs) == 0o644
