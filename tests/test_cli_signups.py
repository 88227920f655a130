"""`rinkbook import signups.csv`: a preview with --dry-run, the rows held for a decision said with the way
to decide them, refusals with their line and column, and the sheet's columns in the command's help."""

from __future__ import annotations

import shutil
from pathlib import Path

import pytest

from store.file.db import open_league
from store.views.season_load import load_season
from tests.cli_run import run
from tests.conftest import league_digest
from tui.cli import main

SHEET = (
    "Timestamp,Email Address,First name,Last name,Date of birth,Phone number,Position,Class,Rating\n"
    ",nick@example.org,Nick,Newman,15/05/1970,,F,B,55\n"
    ",p001@example.org,Daniel,Healy,11/12/1952,,F,A,84\n"  # P001 Dan Healy's e-mail, another first name
)


@pytest.fixture
def db(tmp_path: Path, example_league_template: Path) -> Path:
    path = tmp_path / "league.db"
    shutil.copy2(example_league_template, path)
    return path


def test_dry_run_previews_the_sheet_and_writes_nothing(db, tmp_path, capsys):
    sheet = tmp_path / "signups.csv"
    sheet.write_text(SHEET)
    before = league_digest(db)
    code, out, _ = run(capsys, "--db", str(db), "import", "--dry-run", str(sheet))
    assert code == 0, out
    assert "nothing was written" in out.lower()
    assert "Nick Newman" in out and "line 2" in out
    assert "needs a decision" in out and "line 3" in out and "P001" in out and "same e-mail, other name" in out
    assert league_digest(db) == before


def test_import_applies_the_sure_rows_and_says_how_to_decide_the_others(db, tmp_path, capsys):
    sheet = tmp_path / "signups.csv"
    sheet.write_text(SHEET)
    code, out, _ = run(capsys, "--db", str(db), "import", str(sheet))
    assert code == 0 and "1 player added" in out and "id column" in out, out
    with open_league(db) as store:
        season = load_season(store)
    assert season.player("P001").name == "Dan Healy"
    assert [p.name for p in season.players].count("Nick Newman") == 1


def test_a_refusal_keeps_its_line_and_column(db, tmp_path, capsys):
    sheet = tmp_path / "signups.csv"
    sheet.write_text(SHEET + ",z@example.org,Zed,Bad,31/02/1965,,F,B,50\n")
    code, _, err = run(capsys, "--db", str(db), "import", str(sheet))
    assert code != 0 and "signups.csv line 4, column 'Date of birth': '31/02/1965' is not a date" in err, err


def test_import_help_names_the_player_sheets_columns(capsys):
    with pytest.raises(SystemExit):
        main(["import", "--help"])
    out = " ".join(capsys.readouterr().out.split())
    for words in ("--dry-run", "First name", "Date of birth", "Email Address", "Timestamp", "id column"):
        assert words in out, words
