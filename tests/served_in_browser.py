"""`rinkbook serve` started for a headless browser to load."""

from __future__ import annotations

import socket
import subprocess
import sys
import time
from pathlib import Path

from tests.shared_bytecode import repository_environment

ROOT = Path(__file__).resolve().parents[1]


def start_serving(db: Path, port: int, log: Path, *options: str) -> subprocess.Popen[bytes]:
    """`rinkbook serve` as a user starts it (with no --read-only), answering once it is listening (or ended)."""
    env = repository_environment()
    with log.open("wb") as out:
        server = subprocess.Popen(
            [sys.executable, "-m", "tui.cli", "--db", str(db), "serve", "--port", str(port), *options],
            cwd=ROOT,
            env=env,
            stdout=out,
            stderr=subprocess.STDOUT,
        )
    deadline = time.monotonic() + 30
    while time.monotonic() < deadline and server.poll() is None:
        try:
            socket.create_connection(("127.0.0.1", port), timeout=1).close()
            break
        except OSError:
            time.sleep(0.1)
    return server
