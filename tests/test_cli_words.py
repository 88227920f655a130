"""Failures said for what they are: a full disk is a full disk (never an unreadable file, never the
backup's fault), damage inside a text value is damage, `50.0` is the whole number 50 wherever one is
asked, and a refused import changes nothing, folders and links included."""

from __future__ import annotations

import argparse
import json
import os
import sqlite3
from pathlib import Path
from types import SimpleNamespace

import pytest

from league.season.whole_numbers import typed_whole, whole_from_text, whole_from_value
from store.file import db as store_db
from store.file import failures, maintenance
from store.file.audit import audit_log
from store.file.db import open_league
from tests.cli_run import run
from tui.cli.argument_types import port_number, positive_count


@pytest.fixture
def full_disk(monkeypatch) -> None:
    """No block left on any disk: SQLite then fails making a -shm with its bare "disk I/O error"."""
    monkeypatch.setattr(failures.os, "statvfs", lambda path: SimpleNamespace(f_bavail=0))


@pytest.mark.usefixtures("full_disk")
@pytest.mark.parametrize("said", ["disk I/O error", "database or disk is full"])
@pytest.mark.parametrize("argv", [["standings"], ["--read-only", "standings"], ["check"], ["backup"]])
def test_a_full_disk_at_open_is_called_a_full_disk(argv, said, closed_league, capsys, monkeypatch):
    def refused(*_):
        raise sqlite3.OperationalError(said)

    monkeypatch.setattr(store_db, "_connect", refused)
    code, _, err = run(capsys, "--db", str(closed_league), *argv)
    assert code == 1 and "the disk is full" in err and "not a readable" not in err, err


def test_a_full_disk_under_a_restore_is_not_blamed_on_the_backup(closed_league, tmp_path, capsys, monkeypatch):
    backup = tmp_path / "copy.db"
    assert run(capsys, "--db", str(closed_league), "backup", str(backup))[0] == 0

    def full(*_):
        raise sqlite3.OperationalError("database or disk is full")

    monkeypatch.setattr(maintenance, "copy_database", full)
    code, _, err = run(capsys, "--db", str(closed_league), "restore", str(backup))
    assert code == 1 and "the disk is full: nothing was restored" in err, err
    assert "not a league file" not in err and str(backup) not in err


def test_damage_inside_a_text_value_is_called_damage(closed_league, capsys):
    with sqlite3.connect(closed_league) as raw:
        raw.execute("UPDATE player SET name = CAST(x'41ff42' AS TEXT) WHERE pid = 'P001'")
    raw.close()
    code, _, err = run(capsys, "--db", str(closed_league), "export", "--players", "-")
    assert code == 1 and "the league file is damaged" in err and "restore a backup" in err, err


@pytest.mark.parametrize(("text", "whole"), [("50", 50), ("50.0", 50), ("50.00", 50), (" 7.", 7)])
def test_a_whole_number_written_with_a_point_is_that_number(text, whole):
    assert whole_from_text(text) == whole
    assert whole_from_value(float(whole)) == whole


@pytest.mark.parametrize("text", ["50.5", "-1", "5e1", "x", "", "1,0"])
def test_anything_else_is_no_whole_number(text):
    assert whole_from_text(text) is None
    assert whole_from_value(50.5) is None and whole_from_value(True) is None and whole_from_value("50") is None


@pytest.mark.parametrize("typed", ["²", "٣", "1²", "-1", "2.0", "", " ", "8" * 5000])
def test_a_typed_whole_number_is_ascii_digits_and_nothing_int_cannot_read(typed):
    assert typed_whole(typed) is None
    assert typed_whole(" 12 ") == 12 and typed_whole("07") == 7


def test_a_player_sheet_rating_of_50_0_is_50_and_50_5_is_refused(closed_league, tmp_path, capsys):
    sheet = tmp_path / "new.csv"
    sheet.write_text("name,born,position,class,rating\nAnn Lee,1980-01-01,F,B,50.0\n")
    code, _, err = run(capsys, "--db", str(closed_league), "import", str(sheet))
    assert code == 0, err
    with open_league(closed_league, read_only=True) as store, store.reading() as db:
        assert db.execute_sql("SELECT rating FROM player WHERE name = 'Ann Lee'").fetchone() == (50,)
    sheet.write_text("name,born,position,class,rating\nBo Lee,1980-01-01,F,B,50.5\n")
    code, _, err = run(capsys, "--db", str(closed_league), "import", str(sheet))
    assert code == 1 and "'50.5' is not a rating from 0 to 100" in err, err


def test_a_season_file_rating_of_50_0_is_50_and_50_5_says_a_whole_number_is_needed(example_path, tmp_path, capsys):
    data = json.loads(example_path.read_text())
    data["players"][0]["rating"] = 84.0
    good, bad = tmp_path / "good.json", tmp_path / "bad.json"
    good.write_text(json.dumps(data))
    assert run(capsys, "--db", str(tmp_path / "a.db"), "import", str(good))[0] == 0
    data["players"][0]["rating"] = 84.5
    bad.write_text(json.dumps(data))
    code, _, err = run(capsys, "--db", str(tmp_path / "b.db"), "import", str(bad))
    assert code == 1 and "must be a whole number, not 84.5" in err, err


def test_a_command_line_count_of_2_0_is_2():
    assert positive_count("2.0") == 2


@pytest.mark.parametrize("typed", ["²", "٣", "0", "65536", "80a", "8" * 5000])
def test_a_port_typed_with_a_digit_int_cannot_read_is_refused_by_name(typed):
    with pytest.raises(argparse.ArgumentTypeError, match=r"is not a port \(1 to 65535\)"):
        port_number(typed)


def _bad_season(example_path: Path, tmp_path: Path) -> Path:
    data = json.loads(example_path.read_text())
    data["players"][0]["rating"] = "high"
    bad = tmp_path / "bad.json"
    bad.write_text(json.dumps(data))
    return bad


def test_a_refused_import_into_a_new_folder_leaves_no_folder(example_path, tmp_path, capsys):
    bad = _bad_season(example_path, tmp_path)
    before = sorted(os.listdir(tmp_path))
    code, _, _ = run(capsys, "--db", str(tmp_path / "new" / "deeper" / "league.db"), "import", str(bad))
    assert code == 1 and sorted(os.listdir(tmp_path)) == before


def test_a_refused_import_through_a_link_keeps_the_link_and_makes_no_file(example_path, tmp_path, capsys):
    bad = _bad_season(example_path, tmp_path)
    link, target = tmp_path / "league.db", tmp_path / "elsewhere" / "real.db"
    target.parent.mkdir()
    link.symlink_to(target)
    code, _, err = run(capsys, "--db", str(link), "import", str(bad))
    assert code == 1 and err.count("\n") == 1, err
    assert link.is_symlink() and os.listdir(target.parent) == []


def test_a_refused_import_into_a_league_writes_no_audit_row_and_no_backup(
    example_path, closed_league, tmp_path, capsys
):
    bad = _bad_season(example_path, tmp_path)
    with open_league(closed_league, read_only=True) as store:
        before = audit_log(store, limit=100_000)
    code, _, _ = run(capsys, "--db", str(closed_league), "import", str(bad), "--replace")
    assert code == 1
    with open_league(closed_league, read_only=True) as store:
        assert audit_log(store, limit=100_000) == before
    assert sorted(os.listdir(tmp_path)) == ["bad.json", "league.db"]
