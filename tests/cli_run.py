"""The command line run as a user runs it, for the tests of its commands."""

from __future__ import annotations

import atexit
import contextlib
import functools
import io
import shutil
import tempfile
from pathlib import Path

import pytest

from tui import cli

FIXTURES = Path(__file__).resolve().parent / "fixtures"


def run(capsys, *argv: str) -> tuple[int, str, str]:
    """`rinkbook ARGV` in this process: its exit code, what it printed and what it said on stderr."""
    code = cli.main(list(argv))
    out, err = capsys.readouterr()
    return code, out, err


def imported_fixture(source: Path, to: Path) -> Path:
    """`to`, a new league file as `rinkbook --db TO import SOURCE` leaves it, for one of the repository's fixture
    files (never written): a copy, its owner-only mode too, of that import made once per test process. For the
    tests whose league is only their start (about 60 ms an import, a third of such a test)."""
    assert source.resolve().parent == FIXTURES, f"{source} is no fixture file: import it"
    shutil.copy2(_imported_once(source.resolve()), to)
    return to


@functools.cache
def _imported_once(source: Path) -> Path:
    """`rinkbook import SOURCE` into a new league file in a folder of its own, removed when the process ends; its
    cache and remembered user there too (never a test's nor the user's own), as each test has its own."""
    folder = Path(tempfile.mkdtemp(prefix="rinkbook-imported-"))
    atexit.register(shutil.rmtree, folder, ignore_errors=True)
    path = folder / "league.db"
    with pytest.MonkeyPatch.context() as env, contextlib.redirect_stdout(io.StringIO()):
        env.setenv("RINKBOOK_CACHE", str(folder / "cache"))
        env.setenv("RINKBOOK_CONFIG", str(folder / "config"))
        env.delenv("RINKBOOK_USER", raising=False)
        assert cli.main(["--db", str(path), "import", str(source)]) == 0
    # Closed by the command, the file holds every commit: no -wal beside it to leave behind.
    assert not Path(f"{path}-wal").exists(), f"the imported {source.name}'s log was not checkpointed"
    return path
