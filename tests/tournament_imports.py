"""The tournament example files imported through the command line, and their standings."""

from __future__ import annotations

import json
from pathlib import Path

from tests.cli_run import run

FIXTURES = Path(__file__).parent / "fixtures"


def imported(tmp_path: Path, capsys, source: Path) -> str:
    db = str(tmp_path / "cup.db")
    code, _, err = run(capsys, "--db", db, "import", str(source))
    assert code == 0, err
    return db


def standings(capsys, db: str, *more: str) -> dict:
    code, out, err = run(capsys, "--db", db, "standings", "--json", *more)
    assert code == 0, err
    return json.loads(out)
