"""The tournament example files imported through the command line, and their standings."""

from __future__ import annotations

import json
from pathlib import Path

from tests.cli_run import imported_fixture, run

FIXTURES = Path(__file__).parent / "fixtures"


def imported(tmp_path: Path, capsys, source: Path) -> str:
    """`rinkbook import SOURCE` into a new league file of the test's: one of the repository's fixtures copied from
    its import made once per test process, any other file imported."""
    db = tmp_path / "cup.db"
    if source.resolve().parent == FIXTURES.resolve():
        return str(imported_fixture(source, db))
    code, _, err = run(capsys, "--db", str(db), "import", str(source))
    assert code == 0, err
    return str(db)


def standings(capsys, db: str, *more: str) -> dict:
    code, out, err = run(capsys, "--db", db, "standings", "--json", *more)
    assert code == 0, err
    return json.loads(out)
