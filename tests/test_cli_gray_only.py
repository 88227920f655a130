"""Gray-only blocks (the draft, shift fairness, drops and substitutes, fees) are rulebook data: a
tournament's rulebook lacks them, and the commands built on them say so instead of showing Gray's rules."""

from __future__ import annotations

from pathlib import Path

import pytest

from league.rulebooks import rulebook_named, rulebook_names
from league.rules.rulebook import GRAY_ONLY_BLOCKS
from tests.cli_run import imported_fixture
from tui.cli import main

FIXTURES = Path(__file__).parent / "fixtures"


@pytest.mark.parametrize("name", rulebook_names())
def test_only_gray_holds_the_gray_only_blocks(name):
    rulebook = rulebook_named(name)
    assert rulebook is not None
    held = {block for block in GRAY_ONLY_BLOCKS if rulebook.has(block)}
    assert held == (GRAY_ONLY_BLOCKS if name == "gray" else set())


def test_shifts_and_drops_are_not_part_of_a_tournament(tmp_path, capsys):
    db = str(imported_fixture(FIXTURES / "tournament-coors-cup.json", tmp_path / "cup.db"))
    assert main(["--db", db, "shifts", "--team", "RED"]) != 0
    out, err = capsys.readouterr()
    assert "Shift fairness (the bench tracker and the shift report) is not part of the Coors Cup's rules." in err
    assert "rule 9" not in out + err
    assert main(["--db", db, "attendance"]) == 0
    out, _ = capsys.readouterr()
    assert out.rstrip().endswith("Drops and substitutes are not part of the Coors Cup's rules.")
    assert "Droppable" not in out and "rule 10" not in out


def test_gray_keeps_its_shift_report_and_droppable_column(example_path, tmp_path, capsys):
    db = str(tmp_path / "league.db")
    imported_fixture(example_path, Path(db))
    capsys.readouterr()
    assert main(["--db", db, "attendance"]) == 0
    out, _ = capsys.readouterr()
    assert "Droppable (rule 10)" in out and "not part of" not in out
