"""The first frame's scan of the games in a thread of its own (`tui.cli.app_command._scanned_ahead`): the shared
`sqlite3` connection is the thread's alone until its rows are taken, and a scan that cannot start leaves the
interpreter as it was and the app starting by the whole open."""

from __future__ import annotations

import sqlite3
import sys
import threading
import time
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path
from typing import Any

from store.file import file_format
from store.views import season_scan
from tests.tui.conftest import TODAY
from tests.tui.first_frame_starts import _opened_by_the_command_line
from tui.cli import app_command

SCAN = "rinkbook first scan"


def _scan_alive() -> bool:
    return any(t.name == SCAN and t.is_alive() for t in threading.enumerate())


class _Watched:
    """The first read's connection, noting each statement another thread runs while the scan's thread is alive."""

    def __init__(self, db: sqlite3.Connection) -> None:
        self._db = db
        self.beside_the_scan: list[str] = []

    def execute(self, sql: str, params: Any = ()) -> sqlite3.Cursor:
        if threading.current_thread().name != SCAN and _scan_alive():
            self.beside_the_scan.append(sql)
        return self._db.execute(sql, params)

    def __getattr__(self, name: str) -> Any:
        return getattr(self._db, name)


def test_no_statement_runs_on_the_connection_while_the_scan_thread_holds_it(league_file, monkeypatch):
    league_file.close()
    watched: list[_Watched] = []
    opened = file_format.first_read
    scanned = season_scan.scan_rows

    @contextmanager
    def first_read(path: Path, shared: bool = False) -> Iterator[_Watched]:
        with opened(path, shared) as db:
            watched.append(_Watched(db))
            yield watched[-1]

    def slow_scan(*args: Any) -> Any:
        time.sleep(0.3)  # a big season's scan: the main thread gets there first
        return scanned(*args)

    monkeypatch.setattr(file_format, "first_read", first_read)
    monkeypatch.setattr(season_scan, "scan_rows", slow_scan)
    frame = app_command._frame_from_the_file(league_file.path, "2002-03", TODAY)
    assert frame is not None and len(watched) == 1
    assert watched[0].beside_the_scan == []


def test_a_scan_thread_that_cannot_start_leaves_the_switch_interval_and_the_app_starts(league_file, monkeypatch):
    league_file.close()
    interval = sys.getswitchinterval()
    start = threading.Thread.start

    def refused(self: threading.Thread) -> None:
        if self.name == SCAN:
            raise RuntimeError("can't start new thread")
        start(self)

    monkeypatch.setattr(threading.Thread, "start", refused)
    assert app_command._frame_from_the_file(league_file.path, "2002-03", TODAY) is None  # the whole open draws it
    assert sys.getswitchinterval() == interval
    app = _opened_by_the_command_line(league_file.path, monkeypatch)  # opened the whole way: the season read
    assert app.store is not None and sys.getswitchinterval() == interval
    app.close_store()
