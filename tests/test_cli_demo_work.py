"""A second `rinkbook demo` keeps the work entered in the first: asked first (typed), backed up, then replaced,
an earlier rinkbook's demo too (upgraded, as the app opens it, only once it is replaced: a file refused is left
as it was); and the other commands, with no league file, name the demo file to pass."""

from __future__ import annotations

import io
import sqlite3
import stat
from contextlib import closing
from dataclasses import replace
from datetime import date

import pytest

from league.season.values import Score
from seed.demo_db import demo_season
from store.file.db import backup_folder, open_league
from store.file.file_format import SCHEMA_VERSION
from store.season_files.import_export import import_season_file
from store.views.season_load import load_season
from store.writes.games import save_game
from store.writes.teams import set_captain
from tests.cli_run import made_by_command, run
from tests.conftest import EXAMPLE
from tests.store.schema_steps import undo_schema_19

TODAY = ["--today", "2026-11-29"]


@pytest.fixture
def demo(tmp_path):
    """A fresh demo file, written by the command line: a copy of the one `rinkbook demo` wrote once per test process
    (the second demo over it is what the tests try)."""
    return made_by_command((*TODAY, "demo", "--no-open"), tmp_path / "demo.db")


def captain_changed(path) -> str:
    """An audit-logged decision entered in the demo: Red's captain is another player."""
    with open_league(path) as store:
        season = load_season(store)
        team = season.teams[0]
        player = next(p.id for p in season.players if p.team == team.code and p.id != team.captain)
        set_captain(store, None, team.code, player)
    return player


def sheet_entered(path) -> str:
    """Game-night work, written without an audit row: a scheduled game's result."""
    with open_league(path) as store:
        game = next(g for g in load_season(store).games if g.status == "scheduled")
        save_game(store, None, replace(game, status="final", score=Score(3, 2)))
    return game.id


def backups(path) -> list:
    folder = backup_folder(path)
    return sorted(folder.iterdir()) if folder.exists() else []


def test_a_demo_without_entries_is_replaced_without_asking(demo, capsys, monkeypatch):
    monkeypatch.setattr("sys.stdin", io.StringIO(""))  # nothing to answer with: it must not ask
    code, out, err = run(capsys, "--db", str(demo), *TODAY, "demo", "--no-open", "--seed", "2")
    assert (code, err) == (0, "") and "written to" in out
    assert backups(demo) == []


@pytest.mark.parametrize("work", [captain_changed, sheet_entered], ids=["audit row", "game night"])
def test_a_demo_with_entries_asks_and_a_wrong_answer_replaces_nothing(demo, capsys, monkeypatch, work):
    work(demo)
    with open_league(demo, read_only=True) as store:
        before = load_season(store)
    monkeypatch.setattr("sys.stdin", io.StringIO("yes\n"))
    code, _, err = run(capsys, "--db", str(demo), *TODAY, "demo", "--no-open")
    assert code == 1
    assert "entered since the demo was written" in err and "type REPLACE" in err
    assert "nothing was replaced" in err
    with open_league(demo, read_only=True) as store:
        assert load_season(store) == before
    assert backups(demo) == []


def test_typing_replace_backs_the_demo_up_then_replaces_it(demo, capsys, monkeypatch):
    player = captain_changed(demo)
    monkeypatch.setattr("sys.stdin", io.StringIO("replace\n"))
    code, out, _err = run(capsys, "--db", str(demo), *TODAY, "demo", "--no-open")
    assert code == 0 and "written to" in out
    (saved,) = backups(demo)
    assert f"backed up to {saved}" in out
    with open_league(saved, read_only=True) as store:
        assert load_season(store).teams[0].captain == player  # the work is in the copy
    with open_league(demo, read_only=True) as store:
        assert load_season(store).teams[0].captain != player  # and the demo is new


def test_yes_replaces_without_asking_and_still_backs_up(demo, capsys, monkeypatch):
    game = sheet_entered(demo)
    monkeypatch.setattr("sys.stdin", io.StringIO(""))
    code, _out, err = run(capsys, "--db", str(demo), *TODAY, "demo", "--no-open", "--yes")
    assert (code, err) == (0, "")
    (saved,) = backups(demo)
    with open_league(saved, read_only=True) as store:
        assert load_season(store).game(game).status == "final"
    with open_league(demo, read_only=True) as store:
        assert load_season(store).game(game).status == "scheduled"


def schema_of(path) -> int:
    with closing(sqlite3.connect(f"{path.resolve().as_uri()}?mode=ro", uri=True)) as raw:
        return int(raw.execute("PRAGMA user_version").fetchone()[0])


def left_by_an_earlier_rinkbook(path) -> None:
    """The league file as a rinkbook of schema 18 left it, which a read-only open refuses until it is upgraded."""
    with open_league(path) as store:
        undo_schema_19(store.db)
    assert schema_of(path) == 18 < SCHEMA_VERSION


def test_an_earlier_rinkbooks_demo_is_upgraded_after_a_backup_then_replaced(demo, capsys, monkeypatch):
    left_by_an_earlier_rinkbook(demo)
    monkeypatch.setattr("sys.stdin", io.StringIO(""))  # untouched since written: nothing to ask
    code, out, err = run(capsys, "--db", str(demo), *TODAY, "demo", "--no-open", "--seed", "2")
    assert (code, err) == (0, "") and "written to" in out and "backed up" not in out
    (upgraded,) = backups(demo)
    assert "before-schema" in upgraded.name and schema_of(upgraded) == 18
    with open_league(demo, read_only=True) as store:  # the app opens it, even in the captains' mode
        assert load_season(store) == demo_season("gray", date(2026, 11, 29), 2)


def test_an_earlier_rinkbooks_demo_holding_work_is_asked_about_and_backed_up(demo, capsys, monkeypatch):
    player = captain_changed(demo)
    left_by_an_earlier_rinkbook(demo)
    monkeypatch.setattr("sys.stdin", io.StringIO("REPLACE\n"))
    code, out, err = run(capsys, "--db", str(demo), *TODAY, "demo", "--no-open")
    assert code == 0 and "entered since the demo was written" in err
    upgraded, saved = backups(demo)  # named by the time each was taken
    assert "before-schema" in upgraded.name and f"backed up to {saved}" in out
    with open_league(saved, read_only=True) as store:
        assert load_season(store).teams[0].captain == player
    with open_league(demo, read_only=True) as store:
        assert load_season(store).teams[0].captain != player


def as_an_earlier_rinkbook_left_it(path) -> tuple[bytes, int, list]:
    """The file at `path` at schema 18, readable by all as the umask left an earlier rinkbook's files: what a
    refusal must leave as it is (its bytes, its mode, the files in its folder)."""
    left_by_an_earlier_rinkbook(path)
    path.chmod(0o644)
    return untouched(path)


def untouched(path) -> tuple[bytes, int, list]:
    return path.read_bytes(), stat.S_IMODE(path.stat().st_mode), sorted(path.parent.iterdir())


def test_an_earlier_rinkbooks_league_file_is_refused_untouched(tmp_path, capsys):
    path = tmp_path / "league.db"
    with open_league(path, create=True) as store:
        import_season_file(store, EXAMPLE)  # a league's season: no demo in its audit log
    before = as_an_earlier_rinkbook_left_it(path)
    code, _, err = run(capsys, "--db", str(path), *TODAY, "demo", "--no-open", "--yes")
    assert code == 1 and f"{path} is not a demo file" in err
    # The earlier rinkbook still opens it: not upgraded, not backed up, its mode as it was.
    assert untouched(path) == before and schema_of(path) == 18 and backups(path) == []


def test_an_earlier_rinkbooks_demo_holding_work_is_left_untouched_without_replace(demo, capsys, monkeypatch):
    captain_changed(demo)
    before = as_an_earlier_rinkbook_left_it(demo)
    monkeypatch.setattr("sys.stdin", io.StringIO("\n"))
    code, _, err = run(capsys, "--db", str(demo), *TODAY, "demo", "--no-open")
    assert code == 1 and "entered since the demo was written" in err and "nothing was replaced" in err
    assert untouched(demo) == before and schema_of(demo) == 18 and backups(demo) == []


def test_another_programs_file_of_an_older_schema_number_is_refused_untouched(tmp_path, capsys):
    path = tmp_path / "demo.db"
    with closing(sqlite3.connect(path)) as raw:
        raw.executescript("CREATE TABLE note (body TEXT); PRAGMA user_version = 18;")
    before = path.read_bytes()
    code, _, err = run(capsys, "--db", str(path), *TODAY, "demo", "--no-open", "--yes")
    assert code == 1 and "not a demo file" in err
    assert path.read_bytes() == before and list(tmp_path.iterdir()) == [path]


def test_a_demo_of_a_newer_rinkbook_is_refused_in_its_own_words_not_as_no_demo(demo, capsys):
    with closing(sqlite3.connect(demo)) as raw:
        raw.execute(f"PRAGMA user_version = {SCHEMA_VERSION + 1}")
    before = demo.read_bytes()
    code, _, err = run(capsys, "--db", str(demo), *TODAY, "demo", "--no-open", "--yes")
    assert code == 1 and "written by a newer rinkbook" in err and "not a demo file" not in err
    assert demo.read_bytes() == before


def test_read_only_refuses_an_earlier_rinkbooks_demo_before_upgrading_it(demo, capsys):
    left_by_an_earlier_rinkbook(demo)
    code, _, err = run(capsys, "--db", str(demo), "--read-only", *TODAY, "demo", "--no-open")
    assert code == 1 and "--read-only: the demo cannot be written" in err
    assert schema_of(demo) == 18 and backups(demo) == []


def test_with_no_league_file_a_command_names_the_demo_file_to_pass(tmp_path, capsys, monkeypatch):
    monkeypatch.setenv("XDG_DATA_HOME", str(tmp_path / "data"))
    monkeypatch.delenv("RINKBOOK_DB", raising=False)
    assert run(capsys, *TODAY, "demo", "--no-open")[0] == 0
    folder = tmp_path / "data" / "rinkbook"
    code, _, err = run(capsys, "standings")
    assert code == 1
    assert err == (
        f"rinkbook: refused: no league file at {folder / 'league.db'}; the demo is at {folder / 'demo.db'}: "
        f"pass --db {folder / 'demo.db'}\n"
    )
    assert run(capsys, "--db", str(folder / "demo.db"), "standings")[0] == 0


def test_a_missing_named_file_says_nothing_of_the_demo(tmp_path, capsys, monkeypatch):
    monkeypatch.setenv("XDG_DATA_HOME", str(tmp_path / "data"))
    assert run(capsys, *TODAY, "demo", "--no-open")[0] == 0
    code, _, err = run(capsys, "--db", str(tmp_path / "typo.db"), "standings")
    assert code == 1 and err == f"rinkbook: refused: no league file at {tmp_path / 'typo.db'}\n"
