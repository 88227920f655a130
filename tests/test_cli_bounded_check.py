"""A command that only reads checks the file within a bounded cost at open (the schema, the seasons, the header's
page count), not every page: damage in what it then reads is still refused in words naming it, and `check` still
reads every page."""

from __future__ import annotations

import os
from pathlib import Path

import pytest

from store.file import file_access
from tests.cli_run import run
from tests.conftest import damage_shift_lists


@pytest.fixture
def whole_checks(monkeypatch) -> list[Path]:
    """The files SQLite's whole-file check is run on, from here on."""
    checked: list[Path] = []
    check = file_access.check_whole

    def counted(db, path, read_only):
        checked.append(path)
        check(db, path, read_only)

    for where in ("store.file.db.check_whole", "store.file.file_access.check_whole"):
        monkeypatch.setattr(where, counted)
    return checked


@pytest.mark.parametrize(
    "argv",
    [("standings", "--json"), ("alerts",), ("seasons",), ("playoffs",), ("suspensions",), ("--read-only", "alerts")],
)
def test_a_command_that_only_reads_leaves_the_whole_file_check_to_check(closed_league, capsys, whole_checks, argv):
    code, out, err = run(capsys, "--db", str(closed_league), *argv)
    assert code == 0 and out, err
    assert whole_checks == []
    code, _, err = run(capsys, "--db", str(closed_league), "check")
    assert whole_checks, "check reads every page"


@pytest.mark.parametrize("argv", [("alerts",), ("export", "-"), ("--read-only", "alerts")])
def test_damage_a_reading_command_reads_is_refused_in_words_naming_it(closed_league, capsys, argv):
    damage_shift_lists(closed_league)
    code, _, err = run(capsys, "--db", str(closed_league), *argv)
    assert code == 1 and "malformed" in err, err
    code, _, err = run(capsys, "--db", str(closed_league), "check")
    assert code == 1 and "malformed" in err, err


def test_a_file_cut_short_is_refused_by_a_reading_command_saying_so(closed_league, capsys):
    size = closed_league.stat().st_size
    with open(closed_league, "r+b") as file:
        file.truncate(size - 2 * 4096)
    code, out, err = run(capsys, "--db", str(closed_league), "standings", "--json")
    assert code == 1 and out == "" and "malformed" in err, err


def test_a_damaged_schema_is_refused_at_open_by_a_reading_command(closed_league, capsys):
    with open(closed_league, "r+b") as file:  # the schema's first page, past the file's 100-byte header
        file.seek(100)
        file.write(b"\xff" * 12)
    code, out, err = run(capsys, "--db", str(closed_league), "standings", "--json")
    assert code == 1 and out == "" and ("damaged" in err or "malformed" in err), err
    assert os.path.exists(closed_league)
