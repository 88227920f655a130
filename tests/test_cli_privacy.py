"""The command line keeps league data private: files its owner's only, a captains' copy without birth
dates and contacts, read-only commands on a snapshot, spreadsheet-safe CSV."""

from __future__ import annotations

import csv
import io
import json
import os
import shutil
import sqlite3
import stat
from datetime import date
from pathlib import Path

import pytest

from store.file import file_access
from tests.cli_run import imported_fixture, run
from tests.conftest import EXAMPLE
from tests.store.permissions import fail_first_read_only_connect


@pytest.fixture
def db(tmp_path: Path) -> Path:
    """A league file as `rinkbook import` leaves it: a copy (its owner-only mode too) of one imported once."""
    old = os.umask(0o022)
    yield imported_fixture(EXAMPLE, tmp_path / "league.db")
    os.umask(old)


def test_import_creates_a_league_file_only_its_owner_can_read(tmp_path, capsys, example_path):
    old = os.umask(0o022)
    try:
        path = tmp_path / "league.db"
        assert run(capsys, "--db", str(path), "import", str(example_path))[0] == 0
        assert stat.S_IMODE(path.stat().st_mode) == 0o600
    finally:
        os.umask(old)


def test_backup_for_captains_writes_a_copy_without_birth_dates_emails_or_phones(db, tmp_path, capsys):
    dest = tmp_path / "for-captains.db"
    code, out, _ = run(capsys, "--db", str(db), "backup", "--for-captains", str(dest))
    assert code == 0 and "Captains' copy" in out and str(dest) in out
    assert stat.S_IMODE(dest.stat().st_mode) == 0o600
    raw = dest.read_bytes()
    assert b"p001@example.org" not in raw and b"1952-12-11" not in raw  # Dan Healy's e-mail and birth date
    assert run(capsys, "--read-only", "--db", str(dest), "check")[0] == 0
    code, out, _ = run(capsys, "--read-only", "--db", str(dest), "export", "--players", "-")
    assert code == 0 and "@example.org" not in out
    code, _, err = run(capsys, "--db", str(db), "restore", str(dest))
    assert code == 1 and "captains' copy" in err


def test_read_only_commands_work_on_a_snapshot(db, capsys, monkeypatch):
    uris = fail_first_read_only_connect(monkeypatch, "attempt to write a readonly database")
    code, out, _ = run(capsys, "--read-only", "--db", str(db), "standings", "--json")
    assert code == 0 and len(json.loads(out)["standings"]) == 6
    assert len(uris) == 2 and "immutable=1" in uris[-1]
    assert run(capsys, "--read-only", "--db", str(db), "check")[0] == 0


def test_an_unreadable_file_is_refused_in_words(db, capsys, monkeypatch):
    monkeypatch.setattr(file_access, "readable", lambda path: False)
    fail_first_read_only_connect(monkeypatch, "unable to open database file")
    code, _, err = run(capsys, "--read-only", "--db", str(db), "standings")
    assert code == 1 and "cannot be read: permission denied" in err and "not a readable" not in err


def test_csv_exports_neutralise_formulas_and_read_back_unchanged(db, tmp_path, capsys):
    sheet = tmp_path / "risky.csv"
    sheet.write_text(
        "name,born,position,class,rating,phone\n=cmd,1980-01-01,F,B,50,+1 555 0100\n-Ann,1980-01-02,D,B,50,\n"
    )
    assert run(capsys, "--db", str(db), "import", str(sheet))[0] == 0
    out_file = tmp_path / "players.csv"
    assert run(capsys, "--db", str(db), "export", "--players", str(out_file))[0] == 0
    rows = list(csv.reader(io.StringIO(out_file.read_text())))
    names = {row[1] for row in rows[1:]}
    assert {"'=cmd", "'-Ann"} <= names and not {"=cmd", "-Ann"} & names
    assert any(row[8] == "'+1 555 0100" for row in rows)
    code, out, _ = run(capsys, "--db", str(db), "import", str(out_file))
    assert code == 0 and "0 players added, 0 updated" in out
    code, out, _ = run(capsys, "--db", str(db), "export", "--players", "-")
    assert out == out_file.read_text()


# Every start a spreadsheet could run (OWASP's CSV-injection list), after spaces too, and the full-width
# look-alikes. A tab or a carriage return cannot be stored in a name; `safe_cell` is tested on them alone.
RUNNABLE = ("=", "+", "-", "@", "＝", "＋", "－", "＠")
RISKY_NAMES = ("=cmd", "+cmd", "-cmd", "@SUM(A1)", "  =cmd", " +cmd", " @cmd", "＝cmd", "＋cmd", "－cmd", "＠cmd")
# The eight CSV exports, each as its command line (the tournament's pool standings on their own file).
CSV_EXPORTS = (
    ("export", "--players", "-"),
    ("export", "--schedule", "-"),
    ("shifts", "--team", "TEAM", "--csv"),
    ("stats", "--table", "players", "--csv"),
    ("stats", "--table", "goalies", "--csv"),
    ("stats", "--table", "teams", "--csv"),
    ("standings", "--csv"),
    ("standings", "--csv", "TOURNAMENT"),
)


def runnable(cell: str) -> bool:
    """True when a spreadsheet could run `cell` as a formula (told here apart from `store.season_files.csv_cells`)."""
    number = cell.lstrip("-").replace(".", "", 1).isdigit()
    return not number and (cell[:1] in ("\t", "\r") or cell.lstrip(" ").startswith(RUNNABLE))


def _renamed(path: Path, name: str) -> str:
    """Every team, player and rink of the league file at `path` named after `name`; a team's code."""
    with sqlite3.connect(path) as raw:
        raw.execute("UPDATE team SET name = ? || ' ' || code", (name,))
        raw.execute("UPDATE player SET name = ? || ' ' || pid", (name,))
        raw.execute("UPDATE season SET rink = ?", (name,))
        code = raw.execute("SELECT code FROM team ORDER BY id LIMIT 1").fetchone()[0]
    raw.close()
    return str(code)


@pytest.fixture(scope="module")
def tournament_file(tmp_path_factory) -> Path:
    from seed.demo_db import write_demo

    path = tmp_path_factory.mktemp("cup") / "cup.db"
    write_demo(path, date(2026, 3, 1), rulebook="coors-cup")
    return path


@pytest.mark.parametrize("name", RISKY_NAMES)
def test_no_csv_export_holds_a_cell_a_spreadsheet_could_run(name, db, tournament_file, tmp_path, capsys):
    cup = tmp_path / "cup.db"
    shutil.copy2(tournament_file, cup)
    code = {"TEAM": _renamed(db, name)}
    _renamed(cup, name)
    for argv in CSV_EXPORTS:
        league = cup if "TOURNAMENT" in argv else db
        done, out, err = run(capsys, "--db", str(league), *(code.get(a, a) for a in argv if a != "TOURNAMENT"))
        assert done == 0, (argv, err)
        rows = list(csv.reader(io.StringIO(out)))
        marked = [cell for row in rows for cell in row if cell.startswith("'") and name in cell]
        assert marked, (argv, "no renamed cell in the export")
        assert [cell for row in rows for cell in row if runnable(cell)] == [], argv
