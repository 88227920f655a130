"""`open_league(check_later=True)`: the whole-file check waits for `Store.check_whole` (the app paints its kept
first frame first), but never for a file that is to be migrated or told apart from another program's."""

from __future__ import annotations

import pytest

from store.file import file_access
from store.file.db import StoreError, open_league
from tests.conftest import damage_shift_lists
from tests.store.schema_steps import undo_schema_13


def _damage(store) -> None:
    """The store closed and a page of its shift lists made unreadable."""
    store.close()
    damage_shift_lists(store.path)


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


def test_a_whole_file_passes_its_check_once(league_file, monkeypatch):
    path = league_file.path
    league_file.close()
    checked: list[object] = []
    check = file_access.check_whole
    monkeypatch.setattr("store.file.connection.check_whole", lambda *args: checked.append(args) or check(*args))
    with open_league(path, check_later=True) as store:
        assert store.check_pending
        store.check_whole()
        store.check_whole()
        assert not store.check_pending and len(checked) == 1
