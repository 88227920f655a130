"""`rinkbook copy SRC DST`: the whole league to a new file, said in one line; a refusal in one line on stderr
(exit 1) that leaves the destination as it was."""

from __future__ import annotations

from pathlib import Path

import pytest

from store.file.db import open_league
from store.season_files.stream import export_season_text
from tests.cli_run import run
from tests.conftest import league_digest
from tui import cli


@pytest.fixture
def source(league_file) -> Path:
    league_file.close()
    return league_file.path


def test_copy_writes_the_league_to_a_new_file_and_says_what_it_checked(source, tmp_path, capsys):
    dest = tmp_path / "copy" / "league.db"
    dest.parent.mkdir()
    code, out, err = run(capsys, "copy", str(source), str(dest))
    assert (code, err) == (0, "")
    assert out.startswith(f"Copied 1 season (2002-03) from {source} to {dest}: ") and "byte for byte" in out
    with open_league(source, read_only=True) as before, open_league(dest, read_only=True) as after:
        assert export_season_text(after) == export_season_text(before)


def test_copy_onto_a_league_is_refused_in_one_line_naming_it(source, tmp_path, capsys):
    dest = tmp_path / "theirs.db"
    assert run(capsys, "copy", str(source), str(dest))[0] == 0
    before = league_digest(dest)
    code, out, err = run(capsys, "copy", str(source), str(dest))
    assert (code, out) == (1, "")
    assert err == f"rinkbook: refused: {dest} already holds a league (season 2002-03): it is left as it is; " + (
        "copy into a new file or an empty database\n"
    )
    assert league_digest(dest) == before


def test_copy_of_a_missing_league_is_refused_and_makes_nothing(tmp_path, capsys):
    code, _, err = run(capsys, "copy", str(tmp_path / "nope.db"), str(tmp_path / "copy.db"))
    assert (code, err) == (1, f"rinkbook: refused: no league file at {tmp_path / 'nope.db'}\n")
    assert list(tmp_path.iterdir()) == []


def test_copy_under_read_only_is_refused(source, tmp_path, capsys):
    code, _, err = run(capsys, "--read-only", "copy", str(source), str(tmp_path / "copy.db"))
    assert code == 1 and "--read-only: nothing can be copied" in err
    assert not (tmp_path / "copy.db").exists()


def test_help_lists_copy_and_says_what_it_checks(capsys):
    with pytest.raises(SystemExit):
        cli.main(["--help"])
    assert "copy a whole league from SRC to DST" in " ".join(capsys.readouterr().out.split())
    with pytest.raises(SystemExit):
        cli.main(["copy", "--help"])
    text = " ".join(capsys.readouterr().out.split())
    assert "SRC DST" in text and "opened read-only" in text and "never replaced" in text
    assert "exports byte for byte the same" in text and "audit entry" in text
