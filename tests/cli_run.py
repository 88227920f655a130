"""The command line run as a user runs it, for the tests of its commands."""

from __future__ import annotations

import contextlib
import functools
import io
from pathlib import Path

import pytest

from tests.league_templates import FIXTURES, process_templates
from tui import cli


def run(capsys, *argv: str) -> tuple[int, str, str]:
    """`rinkbook ARGV` in this process: its exit code, what it printed and what it said on stderr."""
    code = cli.main(list(argv))
    out, err = capsys.readouterr()
    return code, out, err


def imported_fixture(source: Path, to: Path) -> Path:
    """`to`, a new league file as `rinkbook --db TO import SOURCE` leaves it, for one of the repository's fixture
    files (never written): a copy of that import made once per test process (`process_templates`). For the tests
    whose league is only their start (about 60 ms an import, a third of such a test)."""
    source = source.resolve()
    assert source.parent == FIXTURES, f"{source} is no fixture file: import it"
    return made_by_command(("import", str(source)), to)


def made_by_command(words: tuple[str, ...], to: Path) -> Path:
    """`to`, a new league file as `rinkbook --db TO WORDS` leaves it (an import of a fixture, a demo): a copy of the
    file that command made once per test process. `words` name no file but what the command reads."""
    return process_templates().copy_made(f"rinkbook {' '.join(words)}", functools.partial(command, words), to)


def command(words: tuple[str, ...], path: Path) -> None:
    """`rinkbook --db PATH WORDS`, with a cache and remembered user of its own beside it (never a test's nor the
    user's own), as each test has its own."""
    with pytest.MonkeyPatch.context() as env, contextlib.redirect_stdout(io.StringIO()):
        env.setenv("RINKBOOK_CACHE", str(path.with_name(f"{path.stem}-cache")))
        env.setenv("RINKBOOK_CONFIG", str(path.with_name(f"{path.stem}-config")))
        env.delenv("RINKBOOK_USER", raising=False)
        assert cli.main(["--db", str(path), *words]) == 0
