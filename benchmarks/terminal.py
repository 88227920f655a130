"""A real terminal for the benchmarks: a program run in a pseudo-terminal, its screen read as a user sees it.

The headless probes (`benchmarks.app_probe`) stop at Textual's compositor; here every byte the program writes
goes through the kernel's terminal to a VT emulator (pyte), so the terminal write, the escape codes and the
driver's own reading of keys are in each figure, as they are for a user. Keys are typed as bytes, the way a
terminal sends them; a figure is the time from the key (or the spawn) to the first read after which the
screen shows what was asked for.
"""

from __future__ import annotations

import contextlib
import fcntl
import os
import pty
import signal
import struct
import subprocess
import sys
import termios
import threading
import time
from collections import deque
from collections.abc import Callable, Sequence
from pathlib import Path
from typing import NoReturn

import pyte

SIZE = (120, 40)  # columns, lines: a laptop's terminal
_HEADER = struct.Struct("=dI")  # a read's monotonic time and its length, as the drainer sends them


def _drain(master: int, out: int) -> NoReturn:
    """In a child process of its own: read the pty the moment the program writes, and send each read on `out` with
    the time it was read (the system's monotonic clock, the same in every process); an empty read at the end.

    Why a process: a terminal reads its pty as the bytes come and parses a frame in well under a millisecond; pyte
    takes 3-15 ms a read of 4 KiB. Parsed between reads, the pty stayed full and the program's write of a whole
    screen waited on pyte; read by a thread, the reads waited on the parsing thread for Python's lock (together
    40-60 ms of `d` after a save, benchmarks/RESULTS.md)."""
    try:
        while True:
            try:
                chunk = os.read(master, 65536)
            except OSError:
                chunk = b""
            record = memoryview(_HEADER.pack(time.monotonic(), len(chunk)) + chunk)
            while record:
                record = record[os.write(out, record) :]
            if not chunk:
                break
    finally:
        os._exit(0)


DOWN, ENTER, ESCAPE = b"\x1b[B", b"\r", b"\x1b"


def _own_terminal() -> None:
    """In the program, after its new session began: the pty is its controlling terminal, as a terminal window's
    shell's is, so the program is hung up on (SIGHUP) when the terminal goes, even if this process dies before
    `close`. Without it, a program whose pty closed under it was left reading nothing, a core's half, for hours.
    The hang-up is the program's default again, as a terminal window starts its shell: a benchmark run under
    `nohup` (or anything else that ignores SIGHUP) would hand its program an ignored hang-up, and leave it running."""
    signal.signal(signal.SIGHUP, signal.SIG_DFL)
    fcntl.ioctl(0, termios.TIOCSCTTY, 0)


class Terminal:
    """One program in a pseudo-terminal of `size`, read by a thread of its own; one thread waits on its screen."""

    def __init__(self, argv: Sequence[str], cwd: Path, env: dict[str, str], size: tuple[int, int] = SIZE) -> None:
        columns, lines = size
        self.screen = pyte.Screen(columns, lines)
        self._stream = pyte.ByteStream(self.screen)
        self._changed = threading.Condition()
        self._arrived: deque[tuple[float, bytes]] = deque()  # (read at, bytes) not parsed yet; b"" at the end
        self._ended = False
        self._last_read = time.monotonic()  # when the program last wrote anything
        # The reader is woken by the kernel while this process parses: switched to within 0.5 ms, not Python's 5 ms.
        sys.setswitchinterval(0.0005)
        self.spawned = time.monotonic()
        self._painted_at = self.spawned
        master, slave = pty.openpty()
        fcntl.ioctl(slave, termios.TIOCSWINSZ, struct.pack("HHHH", lines, columns, 0, 0))
        environment = {**env, "TERM": "xterm-256color", "COLUMNS": str(columns), "LINES": str(lines)}
        self.process = subprocess.Popen(
            list(argv),
            cwd=cwd,
            env=environment,
            stdin=slave,
            stdout=slave,
            stderr=slave,
            start_new_session=True,
            preexec_fn=_own_terminal,  # noqa: PLW1509 - one ioctl, no lock taken: safe beside threads
        )
        os.close(slave)
        self._master = master
        records, into = os.pipe()
        self._drainer = os.fork()
        if self._drainer == 0:
            os.close(records)
            _drain(master, into)
        os.close(into)
        self._records = records
        self._reader = threading.Thread(target=self._read, daemon=True)
        self._reader.start()

    def _read(self) -> None:
        # Each read of the pty as the drainer made it (`_drain`), queued for whoever waits on the screen to parse.
        with os.fdopen(self._records, "rb") as records:
            while True:
                header = records.read(_HEADER.size)
                arrived, size = _HEADER.unpack(header) if len(header) == _HEADER.size else (time.monotonic(), 0)
                chunk = records.read(size) if size else b""
                with self._changed:
                    self._arrived.append((arrived, chunk))
                    self._last_read = arrived
                    self._changed.notify_all()
                if not chunk:
                    return

    def _parse_one(self) -> bool:
        """Parse the oldest read not parsed yet (False when there is none); call holding `_changed`."""
        if not self._arrived:
            return False
        arrived, chunk = self._arrived.popleft()
        if not chunk:
            self._ended = True
            return True
        self._changed.release()  # the reader goes on reading while pyte parses
        try:
            self._stream.feed(chunk)
        finally:
            self._changed.acquire()
        self._painted_at = arrived
        return True

    def text(self) -> str:
        """What the screen shows now, line by line."""
        with self._changed:
            while self._parse_one():
                pass
            return "\n".join(self.screen.display)

    def wait_for(self, shown: Callable[[str], bool], timeout: float = 60.0, what: str = "") -> float:
        """The monotonic time of the first read after which `shown(screen text)` holds (checked after every read)."""
        deadline = time.monotonic() + timeout
        with self._changed:
            while True:
                if shown("\n".join(self.screen.display)):
                    return self._painted_at
                if self._parse_one():
                    continue
                left = deadline - time.monotonic()
                if left <= 0 or self._ended:
                    screen = "\n".join(self.screen.display)
                    raise TimeoutError(f"the terminal never showed {what or 'what was asked'}:\n{screen}")
                self._changed.wait(left)

    def settled(self, quiet: float = 0.3, timeout: float = 10.0) -> None:
        """Wait until the program has written nothing for `quiet` seconds, as a user reads the screen before the next
        key. A key typed the moment a dialog's first frame shows waited behind the dialog's own second frame (the help's
        scrollbars, laid out after its first frame, came more than 100 ms later under a load of 7)."""
        deadline = time.monotonic() + timeout
        with self._changed:
            while (left := self._last_read + quiet - time.monotonic()) > 0 and time.monotonic() < deadline:
                self._changed.wait(left)

    def type(self, keys: bytes) -> float:
        """Type `keys` as the terminal sends them; the monotonic time they were sent."""
        sent = time.monotonic()
        os.write(self._master, keys)
        return sent

    def close(self) -> None:
        """End the program (its whole session) and the terminal."""
        if self.process.poll() is None:
            os.killpg(self.process.pid, signal.SIGTERM)
            try:
                self.process.wait(5)
            except subprocess.TimeoutExpired:
                os.killpg(self.process.pid, signal.SIGKILL)
                self.process.wait()
        self._reader.join(5)
        os.close(self._master)
        with contextlib.suppress(ProcessLookupError):  # gone already once the program's side closed
            os.kill(self._drainer, signal.SIGKILL)
        os.waitpid(self._drainer, 0)

    def __enter__(self) -> Terminal:
        return self

    def __exit__(self, *exc: object) -> None:
        self.close()


def showing(*texts: str) -> Callable[[str], bool]:
    """For `wait_for`: the screen shows every one of `texts`."""
    return lambda screen: all(text in screen for text in texts)
