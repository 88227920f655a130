"""A real terminal for the benchmarks: a program run in a pseudo-terminal, its screen read as a user sees it.

The headless probes (`benchmarks.app_probe`) stop at Textual's compositor; here every byte the program writes
goes through the kernel's terminal to a VT emulator (pyte), so the terminal write, the escape codes and the
driver's own reading of keys are in each figure, as they are for a user. Keys are typed as bytes, the way a
terminal sends them; a figure is the time from the key (or the spawn) to the first read after which the
screen shows what was asked for.
"""

from __future__ import annotations

import fcntl
import os
import pty
import signal
import struct
import subprocess
import termios
import threading
import time
from collections.abc import Callable, Sequence
from pathlib import Path

import pyte

SIZE = (120, 40)  # columns, lines: a laptop's terminal
DOWN, ENTER, ESCAPE = b"\x1b[B", b"\r", b"\x1b"


class Terminal:
    """One program in a pseudo-terminal of `size`, its screen kept by a reader thread."""

    def __init__(self, argv: Sequence[str], cwd: Path, env: dict[str, str], size: tuple[int, int] = SIZE) -> None:
        columns, lines = size
        self.screen = pyte.Screen(columns, lines)
        self._stream = pyte.ByteStream(self.screen)
        self._changed = threading.Condition()
        self.spawned = time.monotonic()
        self._painted_at = self.spawned
        master, slave = pty.openpty()
        fcntl.ioctl(slave, termios.TIOCSWINSZ, struct.pack("HHHH", lines, columns, 0, 0))
        environment = {**env, "TERM": "xterm-256color", "COLUMNS": str(columns), "LINES": str(lines)}
        self.process = subprocess.Popen(
            list(argv), cwd=cwd, env=environment, stdin=slave, stdout=slave, stderr=slave, start_new_session=True
        )
        os.close(slave)
        self._master = master
        self._reader = threading.Thread(target=self._read, daemon=True)
        self._reader.start()

    def _read(self) -> None:
        while True:
            try:
                chunk = os.read(self._master, 65536)
            except OSError:
                chunk = b""
            arrived = time.monotonic()  # what the terminal shows from now: the emulator's own parsing is not timed
            with self._changed:
                if not chunk:
                    self._stream = None  # type: ignore[assignment]
                    self._changed.notify_all()
                    return
                self._stream.feed(chunk)
                self._painted_at = arrived
                self._changed.notify_all()

    def text(self) -> str:
        """What the screen shows now, line by line."""
        with self._changed:
            return "\n".join(self.screen.display)

    def wait_for(self, shown: Callable[[str], bool], timeout: float = 60.0, what: str = "") -> float:
        """The monotonic time of the first read after which `shown(screen text)` holds (checked after every read)."""
        deadline = time.monotonic() + timeout
        with self._changed:
            while True:
                if shown("\n".join(self.screen.display)):
                    return self._painted_at
                left = deadline - time.monotonic()
                if left <= 0 or self._stream is None:
                    screen = "\n".join(self.screen.display)
                    raise TimeoutError(f"the terminal never showed {what or 'what was asked'}:\n{screen}")
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

    def __enter__(self) -> Terminal:
        return self

    def __exit__(self, *exc: object) -> None:
        self.close()


def showing(*texts: str) -> Callable[[str], bool]:
    """For `wait_for`: the screen shows every one of `texts`."""
    return lambda screen: all(text in screen for text in texts)
