"""`open_league(check_later=True)`: the whole-file check waits for `Store.check_whole` (the app paints its kept
first frame first), but never for a file that is to be migrated or told apart from another program's."""

from __future__ import annotations

import pytest

from store.db import StoreError, open_league
from tests.store.schema_steps import undo_schema_13


def _damage(store) -> None:
    """Make a page of the shift lists unreadable, leaving the season's names readable; the file closed."""
    root = store.db.execute_sql("SELECT rootpage FROM sqlite_master WHERE name = 'shift_list'").fetchone()[0]
    page = store.db.execute_sql("PRAGMA page_size").fetchone()[0]
    store.close()
    with open(store.path, "r+b") as file:
        file.seek((root - 1) * page)
        file.write(b"\xff" * 16)


def test_a_damaged_file_is_refused_at_the_check_left_for_later(league_file):
    _damage(league_file)
    with pytest.raises(StoreError, match="malformed"):
        open_league(league_file.path)
    store = open_league(league_file.path, check_later=True)
    assert store.check_pending
    with pytest.raises(StoreError, match="malformed"):
        store.check_whole()


def test_a_file_to_migrate_is_checked_at_once_even_when_asked_later(league_file):
    undo_schema_13(league_file.db)
    _damage(league_file)
    with pytest.raises(StoreError, match="malformed"):
        open_league(league_file.path, check_later=True)


def test_a_whole_file_passes_its_check_once(league_file):
    path = league_file.path
    league_file.close()
    with open_league(path, check_later=True) as store:
        store.check_whole()
        assert not store.check_pending
