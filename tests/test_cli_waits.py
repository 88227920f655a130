"""The command line behind another rinkbook's long write (an import in another terminal): it says once that
it waits, then goes on when that write ends; Ctrl-C while waiting cancels it with nothing saved."""

from __future__ import annotations

import signal
import sqlite3
import subprocess
import sys
import threading
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path

import pytest

from store.file.db import open_league
from store.views.season_names import season_names
from tests.cli_run import imported_fixture
from tui.cli import main

pytestmark = pytest.mark.slow  # waits on another connection's lock and a Ctrl-C: started first in a parallel run

ROOT = Path(__file__).resolve().parents[1]
WAITING = "waiting for another rinkbook's write to finish"


def imported(tmp_path: Path, example_path: Path, capsys) -> Path:
    db = tmp_path / "league.db"
    imported_fixture(example_path, db)
    capsys.readouterr()
    return db


def seasons(db: Path) -> list[str]:
    with open_league(db, read_only=True) as store:
        return list(season_names(store))


def test_a_write_waits_for_another_connections_write_then_lands(tmp_path, example_path, capsys):
    db = imported(tmp_path, example_path, capsys)
    locked, release = threading.Event(), threading.Event()

    def other_window() -> None:  # holds the write lock until the command has said it waits
        connection = sqlite3.connect(str(db), isolation_level=None)
        connection.execute("BEGIN IMMEDIATE")
        locked.set()
        release.wait(30)
        connection.rollback()
        connection.close()

    holder = threading.Thread(target=other_window)
    holder.start()
    locked.wait(10)
    from tui import cli

    announce = cli.BusyWait.__call__

    def said_then_released(self) -> bool:
        answer = announce(self)
        release.set()  # the other write ends once the wait was said
        return answer

    cli.BusyWait.__call__ = said_then_released  # type: ignore[method-assign]
    try:
        code = main(["--db", str(db), "rollover", "--yes"])
    finally:
        cli.BusyWait.__call__ = announce  # type: ignore[method-assign]
        release.set()
        holder.join()
    _out, err = capsys.readouterr()
    assert code == 0 and "2003-04" in seasons(db)
    assert err.count(WAITING) == 1 and "locked" not in err


@contextmanager
def ctrl_c_as_at_a_terminal() -> Iterator[None]:
    """A command started inside the block hears Ctrl-C as one typed at a terminal does. A test run started in
    the background by a script (`pytest ... &`, as a loaded machine's jobs are) ignores SIGINT, and a child
    inherits an ignored signal: the command would then wait on for the lock, deaf to the test's Ctrl-C. A
    signal this process handles is reset to its default in the child, where Python turns it into
    KeyboardInterrupt."""
    before = signal.signal(signal.SIGINT, signal.default_int_handler)
    try:
        yield
    finally:
        if before is not None:  # None: a handler set outside Python, which Python cannot put back
            signal.signal(signal.SIGINT, before)


def said_waiting(command: subprocess.Popen[str]) -> str:
    """What the command wrote on stderr up to the line saying that it waits (all of it, at its end if it never
    said so): read as it comes, however long a loaded machine takes to start the command."""
    said = ""
    while WAITING not in said:
        line = command.stderr.readline() if command.stderr is not None else ""
        if not line:
            break
        said += line
    return said


def test_ctrl_c_while_waiting_cancels_with_exit_1_and_nothing_saved(tmp_path, example_path, capsys):
    db = imported(tmp_path, example_path, capsys)
    other = sqlite3.connect(str(db), isolation_level=None)
    other.execute("BEGIN IMMEDIATE")
    try:
        with ctrl_c_as_at_a_terminal():
            command = subprocess.Popen(
                [sys.executable, "-m", "tui.cli", "--db", str(db), "rollover", "--yes"],
                cwd=ROOT,
                stderr=subprocess.PIPE,
                stdout=subprocess.PIPE,
                text=True,
            )
        try:
            said = said_waiting(command)
            assert WAITING in said, said
            command.send_signal(signal.SIGINT)
            _, rest = command.communicate(timeout=60)  # a bound for a lost signal, not a wait: it ends at once
        finally:
            if command.poll() is None:
                command.kill()
                command.communicate()
    finally:
        other.rollback()
        other.close()
    assert command.returncode == 1
    assert "cancelled while waiting for another rinkbook's write: nothing was saved" in rest
    assert "Traceback" not in rest
    assert seasons(db) == ["2002-03"]
