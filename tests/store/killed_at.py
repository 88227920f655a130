"""Run one `rinkbook` command line and kill the process (SIGKILL) at a chosen moment: when SQLite is given a
statement starting with a text (`sql:VACUUM`), or half way through the first file written whole
(`move`). For the tests of what a killed command leaves behind (`tests/store/test_leftovers.py`, which forks
`run_child` from a server that imported the command line once):

    python -m tests.store.killed_at WHEN [rinkbook arguments...]
"""

from __future__ import annotations

import os
import signal
import sqlite3
import sys
from pathlib import Path

from tests.store.fork_server import output_to


def _kill() -> None:
    os.kill(os.getpid(), signal.SIGKILL)


def _kill_at_statement(start: str) -> None:
    connect = sqlite3.connect

    def traced(*args, **kwargs):  # type: ignore[no-untyped-def]
        connection = connect(*args, **kwargs)
        connection.set_trace_callback(lambda sql: _kill() if sql.lstrip().startswith(start) else None)
        return connection

    sqlite3.connect = traced  # type: ignore[assignment]


def _kill_half_way_through_a_file() -> None:
    from store.file import user_files as files

    def half(handle: int, data: bytes) -> None:
        os.write(handle, data[: len(data) // 2])
        _kill()

    files.write_all = half  # type: ignore[assignment]
    # The modules that took `write_all` by name: imported already where the command line was (a fork server).
    from store.file import captains_copy
    from store.season_files import stream

    captains_copy.write_all = half  # type: ignore[assignment]
    stream.write_all = half  # type: ignore[assignment]


def main(when: str, argv: list[str]) -> int:
    if when.startswith("sql:"):
        _kill_at_statement(when.removeprefix("sql:"))
    elif when == "move":
        _kill_half_way_through_a_file()
    from tui import cli

    return cli.main(argv)


def run_child(when: str, argv: list[str], errors: Path) -> None:
    """`main` with its stderr into `errors` and its output dropped: the entry of a child forked from a process that
    imported the command line already, killed within milliseconds of its start rather than after the second an
    interpreter and its imports take."""
    output_to(errors)
    sys.exit(main(when, argv))


if __name__ == "__main__":
    sys.exit(main(sys.argv[1], sys.argv[2:]))
