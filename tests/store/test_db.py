"""Opening league files: read-only safety, awkward paths, migrations and backups."""

from __future__ import annotations

import shutil
import sqlite3
from pathlib import Path

import pytest

from store.file.connection import ReadOnlyError
from store.file.db import StoreError, backup_folder, open_league, read_as_upgraded
from store.file.errors import NeedsUpgrade
from store.file.file_format import SCHEMA_VERSION
from store.season_files.import_export import import_season_file
from store.views.season_load import load_season
from store.views.season_names import season_names
from tests.store.schema1_file import FIXTURE


def test_missing_file_is_never_created_without_asking(tmp_path):
    target = tmp_path / "mistyped.db"
    with pytest.raises(StoreError, match="no league file at"):
        open_league(target)
    with pytest.raises(StoreError, match="no league file at"):
        open_league(target, read_only=True)
    assert not target.exists()


def test_new_file_uses_wal_and_foreign_keys(empty_league):
    db = empty_league.db
    assert db.execute_sql("PRAGMA journal_mode").fetchone()[0] == "wal"
    assert db.execute_sql("PRAGMA foreign_keys").fetchone()[0] == 1
    assert db.execute_sql("PRAGMA user_version").fetchone()[0] == SCHEMA_VERSION


def test_read_only_refuses_a_write_and_changes_nothing(league_file, example_path):
    league_file.close()
    before = league_file.path.read_bytes()
    with open_league(league_file.path, read_only=True) as reader:
        with pytest.raises(ReadOnlyError):
            import_season_file(reader, example_path, replace=True)
        with pytest.raises(ReadOnlyError), reader.writing():
            pass
        assert season_names(reader) == ["2002-03"]
    assert league_file.path.read_bytes() == before


def test_read_only_opens_a_path_with_hash_and_space(tmp_path, example_path):
    folder = tmp_path / "club #1 files" / "100% ice?"
    folder.mkdir(parents=True)
    path = folder / "gray league.db"
    with open_league(path, create=True) as store:
        import_season_file(store, example_path)
    with open_league(path, read_only=True) as reader:
        assert load_season(reader).name == "2002-03"
    assert sorted(p.name for p in folder.iterdir() if p.suffix == ".db") == ["gray league.db"]


def test_a_file_that_is_not_sqlite_is_refused(tmp_path):
    path = tmp_path / "notes.db"
    path.write_text("shopping list\n" * 100)
    with pytest.raises(StoreError, match="not a readable league file"):
        open_league(path)


def test_a_newer_schema_is_refused(tmp_path):
    path = tmp_path / "future.db"
    open_league(path, create=True).close()
    with sqlite3.connect(path) as raw:
        raw.execute(f"PRAGMA user_version = {SCHEMA_VERSION + 1}")
    with pytest.raises(StoreError, match="newer rinkbook"):
        open_league(path)


def test_schema_1_file_is_backed_up_migrated_and_read(tmp_path):
    path = tmp_path / "old league.db"
    shutil.copy(FIXTURE, path)
    with open_league(path) as store:
        assert store.db.execute_sql("PRAGMA user_version").fetchone()[0] == SCHEMA_VERSION
        season = load_season(store)
    assert season.name == "2001-02"
    assert [(t.code, t.name, t.captain, t.colour) for t in season.teams] == [
        ("BLK", "Black", "P001", None),
        ("RED", "Red", "P008", None),
        *(
            (code, name, None, None)
            for code, name in (("GRN", "Green"), ("WHT", "White"), ("BLU", "Blue"), ("GLD", "Gold"))
        ),
    ]
    game = season.game("R01")
    assert game.dressed_for("BLK") == ("P001", "P002", "P003", "P004", "P005", "P006", "P007")
    assert [(g.scorer, g.assists, g.period, g.second) for g in game.goals] == [("P001", ("P002",), 2, 305)]
    from store.views.outcomes import load_regular_outcomes

    with open_league(path) as store:  # schema 3 derived each game's outcome during the migration
        (outcome,) = load_regular_outcomes(store)
    assert (outcome.game, outcome.home_goals, outcome.away_goals) == ("R01", 1, 0)
    backups = list(backup_folder(path).iterdir())
    assert len(backups) == 1 and "before-schema" in backups[0].name
    with sqlite3.connect(backups[0]) as raw:
        assert raw.execute("PRAGMA user_version").fetchone()[0] == 1


def test_read_only_will_not_migrate_an_old_file(tmp_path):
    path = tmp_path / "old.db"
    shutil.copy(FIXTURE, path)
    with pytest.raises(NeedsUpgrade) as refused:
        open_league(path, read_only=True)
    assert str(refused.value) == f"{path} needs an upgrade (schema 1); open it once without --read-only"
    with sqlite3.connect(path) as raw:
        assert raw.execute("PRAGMA user_version").fetchone()[0] == 1
    raw.close()


def test_an_old_file_is_read_as_upgraded_through_a_copy_and_left_as_it_is(tmp_path):
    path = tmp_path / "old.db"
    shutil.copy(FIXTURE, path)
    before = path.read_bytes()
    with read_as_upgraded(path) as store:
        assert store.read_only and store.path != path  # the upgraded copy, read at this schema
        assert season_names(store) == [load_season(store).name]
    assert not store.path.exists()  # its scratch folder is gone
    assert path.read_bytes() == before and list(tmp_path.iterdir()) == [path]  # no upgrade, no backup


def test_restore_checks_migrates_and_keeps_the_current_file(league_file, tmp_path):
    from store.file.maintenance import restore_league

    saved = restore_league(league_file.path, FIXTURE)
    assert saved.exists()
    with open_league(league_file.path, read_only=True) as restored:
        assert season_names(restored) == ["2001-02"]
    with open_league(saved, read_only=True) as previous:
        assert season_names(previous) == ["2002-03"]


def test_restore_refuses_a_file_that_is_not_a_league(league_file, tmp_path):
    from store.file.maintenance import restore_league

    junk = tmp_path / "junk.db"
    junk.write_text("not a database " * 200)
    with pytest.raises(StoreError):
        restore_league(league_file.path, junk)
    assert season_names(league_file) == ["2002-03"]


@pytest.mark.parametrize("target", [".", ""])
def test_restore_over_a_folder_is_refused_in_words(league_file, tmp_path, monkeypatch, target):
    """`rinkbook --db= restore FILE` named the current folder as the league file: it crashed naming '.'."""
    from store.file.maintenance import restore_league

    monkeypatch.chdir(tmp_path)
    with pytest.raises(StoreError, match="is a folder, not a league file"):
        restore_league(Path(target), league_file.path)


def test_another_programs_sqlite_file_is_left_untouched(tmp_path):
    path = tmp_path / "photos.sqlite"
    with sqlite3.connect(path) as raw:
        raw.execute("CREATE TABLE album (name TEXT)")
    before = path.read_bytes()
    for create in (False, True):
        with pytest.raises(StoreError, match="another program"):
            open_league(path, create=create)
    assert path.read_bytes() == before


def test_an_empty_file_is_not_a_league_file(tmp_path):
    path = tmp_path / "empty.db"
    path.touch()
    with pytest.raises(StoreError, match="empty, not a league file"):
        open_league(path)
    assert path.read_bytes() == b""


def test_schema_4_records_who_decided(empty_league, monkeypatch, tmp_path):
    """Audit rows name the committee member: $RINKBOOK_USER, else the login; older rows keep it empty."""
    from store.file.audit import audit_log, record_decision

    monkeypatch.setenv("RINKBOOK_USER", "Marge (treasurer)")
    with empty_league.writing():
        record_decision(None, "test ruling", {"reason": "why"})
    entry = audit_log(empty_league)[0]
    assert (entry.actor, entry.detail) == ("Marge (treasurer)", {"reason": "why"})
