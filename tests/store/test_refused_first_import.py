"""A first import makes its league in a file of its own beside the path and puts it in place whole once imported:
a refusal leaves nothing in the folder, and an import that finds a league put at the path meanwhile (another first
import's) goes into that league as into any, never removing or replacing it."""

from __future__ import annotations

import json
from pathlib import Path

from store.file import user_files
from store.file.db import open_league
from store.file.user_files import place_new_file
from store.season_files.import_export import import_season_file
from store.views.season_names import season_names
from tests.conftest import EXAMPLE
from tui.cli import main


def test_a_refused_first_import_leaves_nothing_in_the_folder(tmp_path: Path, capsys) -> None:
    bad = tmp_path / "in" / "bad.json"
    bad.parent.mkdir()
    data = json.loads(EXAMPLE.read_text(encoding="utf-8"))
    data["games"][0]["home"] = "NOPE"
    bad.write_text(json.dumps(data), encoding="utf-8")
    league = tmp_path / "league" / "new.db"
    assert main(["--db", str(league), "import", str(bad)]) == 1
    assert "refused" in capsys.readouterr().err
    assert not league.parent.exists()  # neither the file, its scratch copy, nor the folder made for it


def test_a_league_put_in_place_meanwhile_is_imported_into_and_kept(tmp_path: Path, monkeypatch, capsys) -> None:
    league = tmp_path / "league.db"
    made_first = user_files.os.link

    def another_import_lands_first(source: object, target: object) -> None:
        with open_league(league, create=True) as other:  # the other first import's league, put in place first
            import_season_file(other, EXAMPLE)
        made_first(source, target)  # refused: FileExistsError, as when another import won the race

    monkeypatch.setattr(user_files.os, "link", another_import_lands_first)
    assert main(["--db", str(league), "import", str(EXAMPLE)]) == 1
    assert "already holds season '2002-03'" in capsys.readouterr().err  # imported into it: refused by its rules
    with open_league(league, read_only=True) as store:
        assert season_names(store) == ["2002-03"]  # the other's season, whole
    assert sorted(p.name for p in tmp_path.iterdir()) == ["league.db"]  # no scratch copy left beside it


def test_a_first_import_puts_its_league_in_place_whole(tmp_path: Path, capsys) -> None:
    league = tmp_path / "league.db"
    assert main(["--db", str(league), "import", str(EXAMPLE)]) in (0, None)
    assert "Imported season 2002-03" in capsys.readouterr().out
    assert sorted(p.name for p in tmp_path.iterdir()) == ["league.db"]
    with open_league(league, read_only=True) as store:
        assert season_names(store) == ["2002-03"] and store.path == league


def test_a_file_is_placed_where_nothing_is_even_without_hard_links(tmp_path: Path, monkeypatch) -> None:
    def no_links(source: object, target: object) -> None:
        raise OSError("hard links are not supported here")

    made, taken = tmp_path / "made.db", tmp_path / "taken.db"
    made.write_bytes(b"ours")
    taken.write_bytes(b"theirs")
    monkeypatch.setattr(user_files.os, "link", no_links)
    assert not place_new_file(made, taken) and taken.read_bytes() == b"theirs"  # never over another's file
    assert place_new_file(made, tmp_path / "new.db") and (tmp_path / "new.db").read_bytes() == b"ours"
