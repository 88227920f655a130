"""The tournament example files imported through the command line, and their standings."""

from __future__ import annotations

import functools
import json
from collections.abc import Callable
from pathlib import Path

from tests.cli_run import command, imported_fixture, run
from tests.league_templates import FIXTURES, function_name, process_templates, source_beside


def imported(tmp_path: Path, capsys, source: Path, name: str = "cup.db") -> str:
    """`rinkbook import SOURCE` into a new league file of the test's, `name` in `tmp_path`: one of the repository's
    fixtures copied from its import made once per test process, any other file imported."""
    db = tmp_path / name
    if source.resolve().parent == FIXTURES:
        return str(imported_fixture(source, db))
    code, _, err = run(capsys, "--db", str(db), "import", str(source))
    assert code == 0, err
    return str(db)


def event_league(name: str, to: Path, change: Callable[[dict], None] | None = None) -> Path:
    """`to`, a new league file holding example event `name` (`tests/fixtures/tournament-NAME.json`) imported by the
    command, changed first by `change(data)` if given: a copy of the file imported once per test process for each
    event and change (`process_templates`), for the tests whose league is only their start. The event unchanged is
    the command tests' own copy (`imported_fixture`), so a process running both kinds of test imports it once."""
    source = FIXTURES / f"tournament-{name}.json"
    if change is None:
        return imported_fixture(source, to)
    made = functools.partial(_import_changed, source, change)
    return process_templates().copy_made(f"event {name} changed by {function_name(change)}", made, to)


def _import_changed(source: Path, change: Callable[[dict], None], path: Path) -> None:
    """`rinkbook --db PATH import` of `source` changed by `change`, written under its own name in a folder beside
    PATH: the league records the same file name as an import of the fixture."""
    data = json.loads(source.read_text())
    change(data)
    changed = source_beside(path, source.name)
    changed.write_text(json.dumps(data))
    command(("import", str(changed)), path)


def standings(capsys, db: str, *more: str) -> dict:
    code, out, err = run(capsys, "--db", db, "standings", "--json", *more)
    assert code == 0, err
    return json.loads(out)
