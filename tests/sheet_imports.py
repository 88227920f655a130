"""A season file with one game's sheet, imported and exported again."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

from tests.cli_run import run


def sheet(data: dict[str, Any], gid: str) -> dict[str, Any]:
    return next(g for g in data["games"] if g["id"] == gid)


def imported(tmp_path: Path, capsys, data: dict[str, Any], name: str = "league") -> tuple[str, str]:
    """The file written, imported into a new league file; (the league file, its export)."""
    source = tmp_path / f"{name}.json"
    source.write_text(json.dumps(data, indent=1), encoding="utf-8")
    db = str(tmp_path / f"{name}.db")
    code, _, err = run(capsys, "--db", db, "import", str(source))
    assert code == 0, err
    code, said, _ = run(capsys, "--db", db, "check")  # what was stored agrees with its sheets
    assert code == 0 and "no damage" in said, said
    code, exported, err = run(capsys, "--db", db, "export", "-")
    assert code == 0, err
    return db, exported


def exports_again_the_same(tmp_path: Path, capsys, exported: str) -> None:
    """The export, imported into another league file, exports to the same text."""
    _, again = imported(tmp_path, capsys, json.loads(exported), "again")
    assert again == exported
