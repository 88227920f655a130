"""The first look at a league file (`store.file.file_format.first_look`): with `sqlite3` alone and read-only, the
revision and seasons of an ordinary league file of this schema; None for anything the whole open
(`store.file.db.open_league`) must see first, and the file is left exactly as it was."""

from __future__ import annotations

import os
import sqlite3
from datetime import date
from pathlib import Path

import pytest

from store.file.captains_copy import remove_private_fields
from store.file.db import open_league
from store.file.file_format import SCHEMA_VERSION, FirstLook, first_look
from store.file.migrations import MIGRATIONS
from store.views.season_load import load_season
from store.views.season_names import season_names
from store.writes.fees import record_fee_payment
from tests.store.foreign_files import make_foreign, snapshot
from tests.store.schema_steps import undo_schema_13


def _closed(league_file) -> Path:
    """The league file's path, the file closed (as a start finds it)."""
    league_file.close()
    return league_file.path


def test_an_ordinary_league_file_gives_its_revision_and_seasons_and_is_left_as_it_was(league_file):
    revision, names = league_file.revision(), season_names(league_file)
    path = _closed(league_file)
    before = snapshot(path)
    assert first_look(path) == FirstLook(revision, tuple(names))
    assert snapshot(path)[:2] == before[:2]  # the same bytes and time; SQLite's -wal and -shm may be left beside


def test_the_revision_is_the_files_after_a_write(league_file):
    before = first_look(league_file.path)  # read beside the open connection, as another window's start would
    record_fee_payment(league_file, "2002-03", load_season(league_file).teams[0].code, date(2002, 11, 30), 2500)
    after = first_look(league_file.path)
    assert before is not None and after is not None
    assert after.revision == league_file.revision() != before.revision


def test_a_season_is_named_or_the_latest_and_none_when_the_file_holds_no_such_season():
    look = FirstLook("r", ("2001-02", "2002-03"))
    assert look.season(None) == "2002-03"
    assert look.season("2001-02") == "2001-02"
    assert look.season("1999-00") is None
    assert FirstLook("r", ()).season(None) is None


def test_a_file_to_migrate_is_left_to_the_whole_open(league_file):
    path = _closed(league_file)
    with open_league(path) as store:
        undo_schema_13(store.db)
    assert first_look(path) is None


def test_a_captains_copy_is_left_to_the_whole_open(league_file):
    path = _closed(league_file)
    remove_private_fields(path)
    assert first_look(path) is None


@pytest.mark.parametrize(
    "made",
    [
        dict(),  # another program's file, no id
        dict(user_version=SCHEMA_VERSION, application_id=0x46534C31, tables=("season", "audit", "revision")),
    ],
)
def test_another_programs_file_is_left_as_it_is(tmp_path, made):
    path = make_foreign(tmp_path / "notes.db", **made)
    before = snapshot(path)
    assert first_look(path) is None
    assert snapshot(path) == before


def test_what_is_no_league_file_gives_nothing(tmp_path):
    assert first_look(tmp_path / "missing.db") is None
    (tmp_path / "text.db").write_text("not a database")
    assert first_look(tmp_path / "text.db") is None
    os.mkfifo(tmp_path / "pipe.db")
    assert first_look(tmp_path / "pipe.db") is None  # never opened: it would wait for a writer for ever
    assert first_look(tmp_path) is None


def test_a_file_this_user_may_not_write_is_left_to_the_whole_open(league_file, monkeypatch):
    path = _closed(league_file)
    assert first_look(path) is not None
    # As for a user without write permission (the tests may run as root, who may write any file).
    monkeypatch.setattr(os, "access", lambda where, mode: mode != os.W_OK)
    assert first_look(path) is None


def test_a_league_file_without_its_revision_row_gives_nothing(league_file):
    path = _closed(league_file)
    with sqlite3.connect(path) as raw:
        raw.execute('DELETE FROM "revision"')
    raw.close()
    assert first_look(path) is None


def test_the_schema_number_is_the_count_of_migrations():
    assert len(MIGRATIONS) == SCHEMA_VERSION
