"""One browser session of `rinkbook serve`: its app process, started in the league's folder, and ended for sure.

textual-serve's `AppService` runs the session's command through a shell in the server's folder, asks the
app to quit when the browser goes, and waits for it however long it takes: an app that does not listen
(busy drawing a terminal of 5000 columns, or deaf to signals) outlives its session. Here the command runs
without a shell, in its own process group, in the league file's folder (so the app names the file by its
name, never by the server's folders); the terminal's size is bounded; and stopping asks, then sends SIGTERM,
then SIGKILL, a second apart, so the process is gone within seconds whatever it does.
"""

from __future__ import annotations

import asyncio
import contextlib
import os
import shlex
import signal
import time
from asyncio.subprocess import PIPE, Process
from collections.abc import Sequence
from pathlib import Path
from typing import Any

from league.season.whole_numbers import typed_whole
from tui.textual_patches.serve import (
    AppServiceHooks,
    app_environment,
    app_process,
    cancel_downloads,
    forget_output_reader,
    output_reader,
    use_app_process,
)

# A browser asks for its window's size in cells: a real screen is far below this, and each cell is memory
# and drawing time in the session's process.
MAX_COLUMNS, MAX_ROWS = 400, 200
STEP_SECONDS = 1.0  # how long a session's app has to quit when asked, then after SIGTERM, before SIGKILL


def bounded_size(width: object, height: object) -> tuple[int, int] | None:
    """The terminal size asked, within 1..MAX_COLUMNS by 1..MAX_ROWS; None when either is not a number: a JSON
    whole number, or text of ASCII digits (a query's "80"; never "٨٠", which int() would read as 80)."""
    columns, rows = _cells(width), _cells(height)
    if columns is None or rows is None:
        return None
    return min(max(columns, 1), MAX_COLUMNS), min(max(rows, 1), MAX_ROWS)


def _cells(asked: object) -> int | None:
    if isinstance(asked, int) and not isinstance(asked, bool):
        return asked
    return typed_whole(asked) if isinstance(asked, str) else None


def import_path() -> str:
    """PYTHONPATH for a session's process: the folder rinkbook is imported from first (the process runs in
    the league's folder, so a path relative to the server's would point elsewhere), then the server's own
    entries made absolute."""
    import tui  # only to find where this copy of rinkbook lives

    root = str(Path(tui.__file__).resolve().parents[1])
    inherited = [str(Path(entry).absolute()) for entry in os.environ.get("PYTHONPATH", "").split(os.pathsep) if entry]
    return os.pathsep.join([root, *inherited])


class Session(AppServiceHooks):
    """A session's app process, as textual-serve runs one, with the differences the module's docstring says."""

    def __init__(self, argv: Sequence[str], *, folder: Path, **service: Any) -> None:
        super().__init__(shlex.join(argv), **service)
        self.argv = tuple(argv)
        self.folder = folder
        self.last_input = time.monotonic()
        self._starting: asyncio.Future[None] | None = None
        self._stopping: asyncio.Future[None] | None = None

    async def start(self, width: int, height: int) -> None:
        self._starting = asyncio.ensure_future(super().start(width, height))
        await self._starting

    async def open_app_process(self, width: int = 80, height: int = 24) -> Process:
        columns, rows = bounded_size(width, height) or (80, 24)
        environment = app_environment(self, columns, rows) | {"PYTHONPATH": import_path()}
        process = await asyncio.create_subprocess_exec(
            *self.argv,
            stdin=PIPE,
            stdout=PIPE,
            stderr=PIPE,
            env=environment,
            cwd=self.folder,
            start_new_session=True,  # its own group: a signal reaches whatever the app started too
        )
        use_app_process(self, process)
        return process

    async def send_bytes(self, data: bytes) -> bool:
        self.last_input = time.monotonic()  # keys, clicks, mouse moves, pastes: a person is there
        return await super().send_bytes(data)

    async def set_terminal_size(self, width: int, height: int) -> None:
        size = bounded_size(width, height)
        if size is not None:  # a resize that is not two numbers is no resize
            await super().set_terminal_size(*size)

    @property
    def process_id(self) -> int | None:
        process = app_process(self)
        return None if process is None else process.pid

    async def stop(self) -> None:
        """Ask the app to quit; a second later SIGTERM its group, a second after that SIGKILL; then wait for it.
        Every call (the session's end, the server's) returns once the process is gone, one asked while the
        process starts too; a cancelled caller does not cancel the stopping."""
        if self._stopping is None:
            self._stopping = asyncio.ensure_future(self._stop())
        await asyncio.shield(self._stopping)

    async def _stop(self) -> None:
        # A stop asked while the process starts (it may already run) waits for the start to hand it over.
        if self._starting is not None:
            await asyncio.wait({self._starting})
        process, reading = app_process(self), output_reader(self)
        if process is None or reading is None:
            return
        forget_output_reader(self)
        await cancel_downloads(self)
        # An app that does not read its input fills the pipe: the request to quit then waits, not the server.
        with contextlib.suppress(TimeoutError):
            await asyncio.wait_for(self.send_meta({"type": "quit"}), STEP_SECONDS)
        await end_process(process)
        # The reader ends at the output's end, once every process of the group is gone; else (something outside
        # the group holds the output open) wait_for cancels it.
        with contextlib.suppress(TimeoutError):
            await asyncio.wait_for(reading, STEP_SECONDS)


async def end_process(process: Process) -> None:
    """Wait `STEP_SECONDS` for `process` to end, then SIGTERM its group, then SIGKILL it."""
    for stop in (None, signal.SIGTERM, signal.SIGKILL):
        if stop is not None:
            with contextlib.suppress(ProcessLookupError, PermissionError):
                os.killpg(process.pid, stop)
        try:
            await asyncio.wait_for(process.wait(), STEP_SECONDS)
            return
        except TimeoutError:
            continue
    await process.wait()  # SIGKILL is not ignored: only a process stuck in the kernel takes longer
