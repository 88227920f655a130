"""A refused first import into a new file removes the file only when it is an unused empty league: never a
season another import put there meanwhile."""

from __future__ import annotations

from pathlib import Path

from store.file.db import open_league
from store.file.file_access import remove_unused_empty_league
from store.season_files.import_export import import_season_file
from tests.conftest import EXAMPLE


def test_an_empty_league_nobody_has_open_is_removed_with_what_sqlite_made_beside_it(tmp_path: Path) -> None:
    path = tmp_path / "league.db"
    open_league(path, create=True).close()
    assert remove_unused_empty_league(path)
    assert list(tmp_path.iterdir()) == []


def test_a_file_made_and_never_written_is_removed(tmp_path: Path) -> None:
    path = tmp_path / "league.db"
    path.touch()
    assert remove_unused_empty_league(path) and not path.exists()


def test_a_league_holding_a_season_is_kept(tmp_path: Path) -> None:
    path = tmp_path / "league.db"
    with open_league(path, create=True) as store:
        import_season_file(store, EXAMPLE)
    assert not remove_unused_empty_league(path)
    with open_league(path, read_only=True) as store:
        assert store.path.exists()


def test_an_empty_league_another_connection_has_open_is_left_to_it(tmp_path: Path) -> None:
    """The other import found no file either and opened the one this one made: its season may be landing."""
    path = tmp_path / "league.db"
    with open_league(path, create=True) as other:
        assert not remove_unused_empty_league(path)
        import_season_file(other, EXAMPLE)  # lands in the file, not in a removed one
    with open_league(path, read_only=True) as store:
        from store.views.season_names import season_names

        assert season_names(store) == ["2002-03"]
