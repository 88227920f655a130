"""A full disk: the failure says so (not "cannot rollback - no transaction is active"), nothing is saved,
and a backup that could not be written leaves no temporary file behind. The disk is filled without root:
SQLite's `PRAGMA max_page_count` caps what a connection may write."""

from __future__ import annotations

import contextlib
import os
import sqlite3
from dataclasses import replace

import pytest

from store.file.db import DATABASE_FAILURES, backup_folder
from store.file.failures import StoreBusy, StoreFailure, describe_failure
from store.file.maintenance import backup_league
from store.season_files.import_export import import_season
from store.tables import models as m


def fill_the_disk(store) -> None:
    """From now on the league file cannot grow by a single page."""
    pages = store.db.execute_sql("PRAGMA page_count").fetchone()[0]
    store.db.execute_sql(f"PRAGMA max_page_count = {pages}")


def test_a_write_on_a_full_disk_says_the_disk_is_full_and_saves_nothing(league_file, digest):
    before = digest(league_file.path)
    fill_the_disk(league_file)
    with pytest.raises(StoreFailure) as failed, league_file.writing():
        for _ in range(2000):
            m.Audit.create(at="2002-10-06", action="note", detail="x" * 500)
    assert str(failed.value) == "the disk is full: nothing was saved"  # in words, from the store itself
    assert not isinstance(failed.value, StoreBusy)
    assert isinstance(failed.value.__cause__, DATABASE_FAILURES)  # SQLite's own error, for the log
    assert describe_failure(failed.value) == "the disk is full: nothing was saved"
    assert digest(league_file.path) == before
    league_file.db.execute_sql("PRAGMA max_page_count = 1000000")  # room again: the next write works
    with league_file.writing():
        m.Audit.create(at="2002-10-06", action="note", detail="after")
    with league_file.reading():
        assert m.Audit.select().where(m.Audit.detail == "after").count() == 1


def test_an_import_on_a_full_disk_says_so_and_the_file_is_as_it_was(league_file, example_season, digest):
    before = digest(league_file.path)
    fill_the_disk(league_file)
    with pytest.raises(StoreFailure) as failed:
        import_season(league_file, replace(example_season, name="2003-04"), backup=False)
    assert describe_failure(failed.value) == "the disk is full: nothing was saved"
    assert digest(league_file.path) == before


@pytest.fixture
def full_backup_disk(monkeypatch) -> None:
    """Every copy SQLite writes to a temporary backup file finds the disk full after its first page."""
    connect = sqlite3.connect

    def full(database, *args, **kwargs):
        connection = connect(database, *args, **kwargs)
        if str(database).endswith(".partial"):
            connection.execute("PRAGMA max_page_count = 1")
        return connection

    monkeypatch.setattr(sqlite3, "connect", full)


@pytest.mark.usefixtures("full_backup_disk")
def test_a_backup_on_a_full_disk_says_so_and_leaves_no_partial_file(league_file, tmp_path):
    with pytest.raises(DATABASE_FAILURES) as failed:
        backup_league(league_file, tmp_path / "copy.db")
    assert describe_failure(failed.value) == "the disk is full: nothing was saved"
    assert sorted(p.name for p in tmp_path.iterdir() if not p.name.startswith("league.db")) == []


@pytest.mark.usefixtures("full_backup_disk")
def test_an_automatic_backup_on_a_full_disk_leaves_its_folder_empty_and_the_import_undone(
    league_file, example_season, digest
):
    before = digest(league_file.path)
    with pytest.raises(DATABASE_FAILURES):
        import_season(league_file, replace(example_season, name="2003-04"))
    assert list(backup_folder(league_file.path).iterdir()) == []
    assert digest(league_file.path) == before


def test_a_write_behind_another_connections_lock_is_store_busy_in_words(league_file, digest):
    """Busy is told by its class (`StoreBusy`), never by reading "database is locked" in a message."""
    before = digest(league_file.path)
    other = sqlite3.connect(str(league_file.path), isolation_level=None)
    other.execute("BEGIN IMMEDIATE")
    league_file.busy_timeout = 0.05
    try:
        with pytest.raises(StoreBusy) as failed, league_file.writing():
            m.Audit.create(at="2002-10-06", action="note", detail="blocked")
    finally:
        other.rollback()
        other.close()
    assert "busy: another window or command is writing to it; nothing was saved" in str(failed.value)
    assert "locked" not in str(failed.value)
    assert digest(league_file.path) == before


@pytest.fixture
def small_disk(tmp_path):
    """A real disk of 700 kB (a tmpfs; mounting one needs root): skipped where it cannot be made."""
    import shutil
    import subprocess

    disk = tmp_path / "disk"
    disk.mkdir()
    if os.geteuid() != 0 or shutil.which("mount") is None:
        pytest.skip("mounting a small disk needs root")
    made = subprocess.run(
        ["mount", "-t", "tmpfs", "-o", "size=700k", "tmpfs", str(disk)], capture_output=True, check=False
    )
    if made.returncode != 0:
        pytest.skip(f"cannot mount a small disk here: {made.stderr.decode().strip()}")
    yield disk
    subprocess.run(["umount", str(disk)], check=False)


@pytest.mark.slow
@pytest.mark.parametrize(
    "argv",
    [["standings"], ["--read-only", "standings"], ["check"], ["backup"], ["export", "OUT"], ["restore", "BACKUP"]],
)
def test_every_command_on_a_really_full_disk_says_the_disk_is_full(
    argv, small_disk, league_file, tmp_path, capsys, digest
):
    """The full-disk harness: the league file on a disk with no byte left."""
    import shutil

    from tui import cli

    backup = tmp_path / "copy.db"
    backup_league(league_file, backup)
    league_file.close()
    league = small_disk / "league.db"
    shutil.copy2(league_file.path, league)
    filler = os.open(small_disk / "filler", os.O_CREAT | os.O_WRONLY)
    with contextlib.suppress(OSError):  # until no byte is left
        while True:
            os.write(filler, b"\0" * 4096)
    os.close(filler)
    before = league.read_bytes()
    named = {"OUT": str(small_disk / "out.json"), "BACKUP": str(backup)}
    code = cli.main(["--db", str(league), *(named.get(a, a) for a in argv)])
    err = capsys.readouterr().err
    if argv[0] == "--read-only":  # a read-only command writes nothing, beside the file or in it: it just works
        assert (code, err) == (0, "")
        return
    assert code == 1 and "disk is full" in err and err.count("\n") == 1, err
    assert "not a readable" not in err and "not a league file" not in err
    assert league.read_bytes() == before
