"""Backups (docs/data.md#guarantees): automatic ones before imports, migrations and rollovers, the last ten kept;
the committee's own copies never deleted; a backup is whole or absent."""

from __future__ import annotations

import sqlite3
from dataclasses import replace as changed

import pytest

from store.file.connection import ReadOnlyError
from store.file.db import (
    KEPT_AUTOMATIC_BACKUPS,
    automatic_backups,
    backup_file,
    backup_folder,
    open_league,
)
from store.file.maintenance import backup_league
from store.season_files.import_export import import_season
from store.views.season_names import season_names


def test_every_import_into_a_league_backs_it_up_and_only_the_last_ten_stay(league_file, example_season):
    for n in range(KEPT_AUTOMATIC_BACKUPS + 3):
        import_season(league_file, changed(example_season, name=f"copy-{n:02}"))
    kept = automatic_backups(league_file.path)
    assert len(kept) == KEPT_AUTOMATIC_BACKUPS
    # The oldest three went: the newest backup was taken before the last import, so it holds every
    # season but that one.
    with sqlite3.connect(kept[-1]) as raw:
        seasons = {name for (name,) in raw.execute("SELECT name FROM season")}
    assert seasons == set(season_names(league_file)) - {"copy-12"}
    with sqlite3.connect(kept[0]) as raw:
        assert raw.execute("SELECT count(*) FROM season").fetchone()[0] == 4  # the example and copy-00..02


def test_backups_the_committee_asked_for_are_never_pruned(league_file, example_season):
    asked = backup_league(league_file)
    for n in range(KEPT_AUTOMATIC_BACKUPS + 1):
        import_season(league_file, changed(example_season, name=f"copy-{n:02}"))
    assert asked.exists()
    assert len(automatic_backups(league_file.path)) == KEPT_AUTOMATIC_BACKUPS
    assert len(list(backup_folder(league_file.path).glob("*.db"))) == KEPT_AUTOMATIC_BACKUPS + 1


def test_a_backup_is_written_under_a_temporary_name_then_renamed(league_file, tmp_path):
    dest = tmp_path / "copy.db"
    assert backup_file(league_file.db, league_file.path, "backup", dest) == dest
    assert [p.name for p in tmp_path.iterdir() if "partial" in p.name] == []
    with sqlite3.connect(dest) as raw:
        assert raw.execute("PRAGMA integrity_check").fetchone()[0] == "ok"
        assert [n for (n,) in raw.execute("SELECT name FROM season")] == ["2002-03"]


def test_pruning_only_touches_this_league_files_backups(league_file, example_season, tmp_path):
    folder = backup_folder(league_file.path)
    folder.mkdir(exist_ok=True)
    stranger = folder / "other-20000101-000000-000000-before-import.db"
    stranger.write_bytes(b"")
    for n in range(KEPT_AUTOMATIC_BACKUPS + 1):
        import_season(league_file, changed(example_season, name=f"copy-{n:02}"))
    assert stranger.exists()


def test_a_copy_the_committee_named_like_an_automatic_one_is_never_pruned(league_file, example_season):
    folder = backup_folder(league_file.path)
    folder.mkdir(exist_ok=True)
    theirs = [
        backup_league(league_file, folder / f"{league_file.path.stem}-{name}.db")
        for name in ("mine-before-playoffs", "2003-before-final", "before-the-draft")
    ]
    for n in range(KEPT_AUTOMATIC_BACKUPS + 1):
        import_season(league_file, changed(example_season, name=f"copy-{n:02}"))
    assert all(copy.exists() for copy in theirs)
    assert len(automatic_backups(league_file.path)) == KEPT_AUTOMATIC_BACKUPS


def test_an_import_into_a_read_only_store_is_refused_before_any_backup(league_file, example_season):
    with open_league(league_file.path, read_only=True) as reader, pytest.raises(ReadOnlyError):
        import_season(reader, changed(example_season, name="copy"))
    assert not backup_folder(league_file.path).exists()
