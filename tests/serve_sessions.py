"""`rinkbook serve` started and stopped on a free port, and a session opened on it."""

from __future__ import annotations

import asyncio
import base64
import os
import signal
import socket
import subprocess
from pathlib import Path

from tests.serve_stand_ins import OWN_PAGE


async def open_session(port: int, query: str = "", headers: dict[str, str] = OWN_PAGE):
    """A WebSocket handshake written by hand, as any program may: the connection and the answer's status."""
    reader, writer = await asyncio.open_connection("127.0.0.1", port)
    key = base64.b64encode(os.urandom(16)).decode()
    lines = [f"GET /ws{query} HTTP/1.1", *(f"{name}: {value}" for name, value in headers.items())]
    lines += ["Upgrade: websocket", "Connection: Upgrade", f"Sec-WebSocket-Key: {key}", "Sec-WebSocket-Version: 13"]
    writer.write(("\r\n".join(lines) + "\r\n\r\n").encode())
    head = await asyncio.wait_for(reader.readuntil(b"\r\n\r\n"), 30)
    return reader, writer, int(head.split()[1])


def start_serving(db: Path, port: int, log: Path, *options: str):
    from tests.served_in_browser import start_serving as start

    return start(db, port, log, *options)


def stop_serving(server: subprocess.Popen[bytes]) -> None:
    """Ctrl+C, as a user stops it; killed when it does not stop (so a failing test leaves nothing running)."""
    server.send_signal(signal.SIGINT)
    try:
        server.wait(timeout=30)
    except subprocess.TimeoutExpired:
        server.kill()
        server.wait()
        raise


def free_port() -> int:
    with socket.socket() as probe:
        probe.bind(("127.0.0.1", 0))
        return int(probe.getsockname()[1])
