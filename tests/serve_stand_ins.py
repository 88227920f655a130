"""A stand-in for the web server of `rinkbook serve`, its own page, the address it gives and a wait."""

from __future__ import annotations

import socket
import sys
import time

import pytest


def stand_in_server(tmp_path, code: str = "import sys; sys.stdin.buffer.read(1)", max_sessions: int = 1):
    """`rinkbook serve`'s server (listening nowhere itself) whose sessions run `code` in `tmp_path` instead of
    the app: by default a stand-in that waits until the server tells it to quit (a byte on its input)."""
    pytest.importorskip("textual_serve", reason="needs the web extra: pip install 'rinkbook[web]'")
    from tui.web_server import RinkbookServer

    argv = [sys.executable, "-c", code]
    return RinkbookServer(
        argv, folder=tmp_path, host="127.0.0.1", port=8123, max_sessions=max_sessions, idle_minutes=30, title="rinkbook"
    )


HOME = {"Host": "127.0.0.1:8123"}


OWN_PAGE = {**HOME, "Origin": "http://127.0.0.1:8123"}


def outward_address() -> str | None:
    """This machine's address on its network (not loopback), or None when it has none."""
    with socket.socket(socket.AF_INET, socket.SOCK_DGRAM) as probe:
        try:
            probe.connect(("198.51.100.1", 9))  # a datagram socket sends nothing: only the route is looked up
        except OSError:
            return None
        address = probe.getsockname()[0]
    return None if address.startswith("127.") else address


async def until(holds, seconds: float = 60.0) -> None:
    """Let the server run until `holds()` (a session's process starts and stops in its own time; the bound is for one
    that never does, far past what a busy machine takes to start one)."""
    import asyncio

    deadline = time.monotonic() + seconds
    while not holds() and time.monotonic() < deadline:
        await asyncio.sleep(0.02)
