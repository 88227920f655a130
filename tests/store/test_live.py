"""What the app's poll asks the store (`store.file.live`): another connection's commit, a file renamed over the
league's path, a season gone; never a write of its own."""

from __future__ import annotations

import os
from dataclasses import replace
from datetime import date
from pathlib import Path

import pytest

from league.season.values import Player
from store.file.db import Store, StoreError, open_league
from store.file.live import Change, FileWatch, season_or_latest
from store.season_files.import_export import delete_season, import_season
from store.writes.registration import register_player

SEASON = "2002-03"


def register(store: Store, pid: str = "P901") -> None:
    register_player(
        store, SEASON, Player(pid, "Aaron Aaby", date(1970, 5, 5), "F", "B", 60), date(2002, 12, 1), new=True
    )


@pytest.fixture
def other(league_file: Store) -> Store:
    store = open_league(league_file.path)
    yield store
    store.close()


def test_data_version_moves_for_another_connections_commit_not_for_our_own(league_file, other):
    before = league_file.data_version()
    register(league_file, "P901")
    assert league_file.data_version() == before
    register(other, "P902")
    assert league_file.data_version() != before


def test_a_poll_tells_of_another_connections_commit_once(league_file, other):
    watch = FileWatch(league_file)
    assert watch.poll() is Change.NONE
    register(other)
    assert (watch.poll(), watch.poll()) == (Change.COMMITTED, Change.NONE)


def test_a_poll_during_a_write_on_this_connection_tells_nothing_until_it_ends(league_file, other):
    watch = FileWatch(league_file)
    register(other)
    with league_file.writing():
        assert watch.poll() is Change.NONE
    assert watch.poll() is Change.COMMITTED


def test_a_read_only_window_sees_the_committees_commit(league_file):
    with open_league(league_file.path, read_only=True) as captain:
        watch = FileWatch(captain)
        register(league_file)
        assert watch.poll() is Change.COMMITTED


def test_a_file_renamed_over_the_path_is_reopened_read_only_as_before(league_file, tmp_path, example_season):
    with open_league(tmp_path / "new.db", create=True) as new:
        import_season(new, replace(example_season, league="Other League"), backup=False)
    with open_league(league_file.path, read_only=True) as captain:
        watch = FileWatch(captain)
        league_file.db.execute_sql("PRAGMA wal_checkpoint(TRUNCATE)")
        os.replace(tmp_path / "new.db", league_file.path)
        assert watch.poll() is Change.REPLACED
        reopened = watch.reopen()
        try:
            assert reopened.read_only and watch.store is reopened
            assert season_or_latest(reopened, SEASON).league == "Other League"
            assert watch.poll() is Change.NONE
        finally:
            reopened.close()


def test_a_replacing_file_that_cannot_be_opened_is_tried_again_only_once_it_changes(league_file, tmp_path: Path):
    with open_league(league_file.path, read_only=True) as captain:
        watch = FileWatch(captain)
        junk = tmp_path / "junk.db"
        junk.write_bytes(b"not a league file")
        league_file.db.execute_sql("PRAGMA wal_checkpoint(TRUNCATE)")  # no old commit waiting in the -wal
        os.replace(junk, league_file.path)
        assert watch.poll() is Change.REPLACED
        with pytest.raises(StoreError):
            watch.reopen()
        assert watch.poll() is not Change.REPLACED  # not again: the open connection still reads the old file
        with open(league_file.path, "ab") as grown:
            grown.write(b" still not")
        assert watch.poll() is Change.REPLACED


def test_a_file_deleted_under_the_watch_is_told_once(league_file):
    watch = FileWatch(league_file)
    os.unlink(league_file.path)
    assert (watch.poll(), watch.poll()) == (Change.GONE, Change.NONE)


def test_a_season_gone_from_the_file_gives_the_latest(league_file, other, example_season):
    import_season(other, replace(example_season, name="2003-04"), backup=False)
    delete_season(other, SEASON)
    assert season_or_latest(league_file, SEASON).name == "2003-04"


def test_a_snapshot_store_needs_no_poll(league_file):
    watch = FileWatch(league_file)
    assert watch.needed
    league_file.snapshot = True  # what a store opened immutable says (nothing can change under it)
    assert not watch.needed
