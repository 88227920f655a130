"""The rulebook a season names, read with `sqlite3` alone while the season itself is still being read."""

from __future__ import annotations

from store.file.raw_sql import execute
from store.views.season_load import load_season
from store.views.stored_rulebook import stored_rulebook_name


def test_the_rulebook_read_from_the_file_is_the_one_the_season_names(league_file) -> None:
    assert stored_rulebook_name(league_file.path, "2002-03") == load_season(league_file, "2002-03").rulebook


def test_no_rulebook_for_a_season_the_file_does_not_hold_or_a_file_that_cannot_be_read(league_file, tmp_path) -> None:
    assert stored_rulebook_name(league_file.path, "1999-00") is None
    (tmp_path / "not-a-league.db").write_bytes(b"not a database at all, just bytes" * 100)
    assert stored_rulebook_name(tmp_path / "not-a-league.db", "2002-03") is None


def test_a_season_moved_to_another_rulebook_is_read_as_it_is_now(league_file) -> None:
    with league_file.writing() as db:
        execute(db, "UPDATE season SET rulebook = 'other-rules' WHERE name = '2002-03'")
    assert stored_rulebook_name(league_file.path, "2002-03") == "other-rules"
