"""The first frame drawn from the league file's stored values in a process of its own, while this one imports
Textual: the start after another process's write, or the first of the day, paints as soon as the kept frame's.

Drawing that frame reads the dashboard's rows with `sqlite3` and ranks the standings by the rules: about 60 ms of
imports and, at 30,000 games, 50 ms of SQL, all of it before the first paint, where the budget is 1.3x a bare
Textual app (docs/performance.md). Importing Textual takes this process longer than that, so a child forked
before it draws the frame on the machine's other core and hands it over as JSON, the way a kept frame is kept
(`store.cache.frame_cache`). Where a fork is not safe (no `os.fork`, macOS, a thread already running) the frame is
drawn here, as before; the same function draws it either way.
"""

from __future__ import annotations

import json
import os
import sys
import threading
from collections.abc import Callable
from typing import Any

Frame = dict[str, Any]


class FrameAside:
    """`draw()` run in a forked child at once (or here, where no fork is safe); `result` waits for it."""

    def __init__(self, draw: Callable[[], Frame | None]) -> None:
        self._frame: Frame | None = None
        self._child: tuple[int, int] | None = None  # (pid, the pipe's end to read)
        if not _fork_is_safe():
            self._frame = draw()
            return
        read, write = os.pipe()
        pid = os.fork()
        if pid == 0:  # the child: draw, hand over, and end without running this process's exit handlers
            _draw_and_exit(draw, read, write)
        os.close(write)
        self._child = (pid, read)

    def result(self) -> Frame | None:
        """The frame drawn, or None (it could not be drawn: the file is then opened the whole way first)."""
        if self._child is None:
            return self._frame
        pid, read = self._child
        self._child = None
        with os.fdopen(read, "rb") as source:
            data = source.read()
        os.waitpid(pid, 0)
        try:
            frame = json.loads(data) if data else None
        except ValueError:
            return None
        self._frame = frame if isinstance(frame, dict) else None
        return self._frame


def _fork_is_safe() -> bool:
    """A fork copies only the thread calling it: safe while no other runs. macOS forbids a fork's child many of
    its system libraries; Windows has no fork."""
    return hasattr(os, "fork") and sys.platform != "darwin" and threading.active_count() == 1


def _draw_and_exit(draw: Callable[[], Frame | None], read: int, write: int) -> None:
    code = 1
    try:
        os.close(read)
        data = json.dumps(draw(), ensure_ascii=False, separators=(",", ":")).encode("utf-8")
        with os.fdopen(write, "wb") as out:
            out.write(data)
        code = 0
    finally:
        os._exit(code)  # never the parent's atexit handlers, nor its buffered output written twice
