"""`rinkbook serve`'s sessions: the terminal size a browser asks is bounded, a session idle too long ends, and
a dropped session's process is gone within seconds even when it is deaf to SIGTERM, the cap counting it
until then. First with stand-in apps on the server in this process, then with `rinkbook serve` itself in
its own process, reached by plain sockets writing what they like (no browser)."""

from __future__ import annotations

import asyncio
import contextlib
import json
import os
import signal
import socket
import struct
import time
import urllib.error
import urllib.request
from collections.abc import AsyncIterator
from pathlib import Path
from typing import TYPE_CHECKING

import pytest

from tests.processes import running, running_processes
from tests.serve_sessions import free_port, open_session, start_serving, stop_serving
from tests.serve_stand_ins import OWN_PAGE, outward_address, stand_in_server, until

if TYPE_CHECKING:
    from tui.web_server import RinkbookServer

pytestmark = pytest.mark.skipif(not Path("/proc/self/stat").exists(), reason="counts processes in /proc (Linux)")
pytest.importorskip("textual_serve", reason="needs the web extra: pip install -e '.[web]'")

# A stand-in app that keeps what it was started with and every meta packet it is sent (in seen.json, in the
# folder it runs in), and quits when told to, as a Textual app does.
RECORDER = r"""
import json, os, sys
seen = {"cwd": os.getcwd(), "size": [os.environ["COLUMNS"], os.environ["ROWS"]], "meta": []}
def keep():
    with open("seen.tmp", "w") as kept:
        json.dump(seen, kept)
    os.replace("seen.tmp", "seen.json")
keep()
read = sys.stdin.buffer.read
while kind := read(1):
    payload = read(int.from_bytes(read(4), "big"))
    if kind == b"M":
        seen["meta"].append(json.loads(payload))
        keep()
        if seen["meta"][-1]["type"] == "quit":
            break
"""
# A stand-in app that hears nothing: it reads no input and ignores SIGTERM (as an app busy drawing does).
DEAF = r"""
import os, signal, time
signal.signal(signal.SIGTERM, signal.SIG_IGN)
with open("pid.tmp", "w") as kept:
    kept.write(str(os.getpid()))
os.replace("pid.tmp", "pid")
time.sleep(600)
"""


def drop(writer: asyncio.StreamWriter) -> None:
    """Go without a word: the connection reset, no WebSocket close."""
    writer.get_extra_info("socket").setsockopt(socket.SOL_SOCKET, socket.SO_LINGER, struct.pack("ii", 1, 0))
    writer.transport.abort()


def children(pid: int) -> list[int]:
    """The running processes whose parent is `pid`."""
    return [child for child, parent, _ in running_processes() if parent == pid]


@contextlib.asynccontextmanager
async def a_deaf_session(
    tmp_path, query: str = ""
) -> AsyncIterator[tuple[RinkbookServer, int, asyncio.StreamWriter, int]]:
    """A server with one session open whose app is DEAF, once its process runs: the server, the port it listens on,
    the browser's connection and the process's id. Leaving it stops the server."""
    from aiohttp.test_utils import TestServer

    server = stand_in_server(tmp_path, DEAF)
    pid_file = tmp_path / "pid"
    async with TestServer(await server.make_app()) as listening:
        _, writer, status = await open_session(listening.port, query, OWN_PAGE)
        assert status == 101
        await until(pid_file.exists)
        yield server, listening.port, writer, int(pid_file.read_text())


async def test_a_browsers_terminal_size_is_bounded_and_the_app_runs_in_the_league_folder(tmp_path):
    from aiohttp.test_utils import TestClient, TestServer

    server = stand_in_server(tmp_path, RECORDER)
    seen = tmp_path / "seen.json"
    async with TestClient(TestServer(await server.make_app())) as client:
        session = await client.ws_connect("/ws?width=5000&height=3000", headers=OWN_PAGE)
        await until(seen.exists)
        for width, height in ((9000, 4000), ("wide", 3), (-5, 0), (100, 30)):
            await session.send_json(["resize", {"width": width, "height": height}])
        await until(lambda: len(json.loads(seen.read_text())["meta"]) == 3)
        await session.close()
        await until(lambda: server.sessions == 0)
    started = json.loads(seen.read_text())
    assert started["size"] == ["400", "200"] and started["cwd"] == str(tmp_path)
    resized = [(meta["width"], meta["height"]) for meta in started["meta"] if meta["type"] == "resize"]
    assert resized == [(400, 200), (1, 1), (100, 30)]  # a size that is not two numbers is no resize
    assert started["meta"][-1] == {"type": "quit"}


async def test_a_dropped_session_deaf_to_sigterm_is_killed_within_seconds_and_counted_until_then(tmp_path, monkeypatch):
    from tui import web_session

    # Steps of 3 s (the app's are 1 s): the second browser's refusal is seen while the first process surely still
    # runs, however busy the machine; the kill still comes within the steps' sum.
    monkeypatch.setattr(web_session, "STEP_SECONDS", 3.0)
    async with a_deaf_session(tmp_path, "?width=5000&height=3000") as (server, port, writer, pid):
        try:
            drop(writer)
            dropped = time.monotonic()
            # Its process still runs: the cap (1) still counts it, so another browser is told all are in use.
            _, second, status = await open_session(port, "", OWN_PAGE)
            second.close()
            assert running(pid) and status == 503
            await until(lambda: server.sessions == 0)
            gone_in = time.monotonic() - dropped
            assert not running(pid) and gone_in < 3 * web_session.STEP_SECONDS + 5, (
                f"still running after {gone_in:.1f} s"
            )
            _, again, status = await open_session(port, "", OWN_PAGE)  # the place is free again
            assert status == 101
            again.close()
        finally:
            if running(pid):
                os.kill(pid, signal.SIGKILL)


async def stop_the_server_with_a_deaf_session(tmp_path) -> None:
    """Stop the server (as on Ctrl+C) once a session's DEAF process runs, its browser still connected: the process
    is gone and no session is left once the server has stopped."""
    async with a_deaf_session(tmp_path) as (server, _, writer, pid):
        pass
    try:
        assert not running(pid) and not server.live
    finally:
        writer.close()
        if running(pid):
            os.kill(pid, signal.SIGKILL)


async def test_the_server_stopping_ends_every_sessions_process_a_deaf_one_too(tmp_path):
    await stop_the_server_with_a_deaf_session(tmp_path)


async def test_the_server_stopping_while_a_session_starts_ends_its_process_once_started(tmp_path, monkeypatch):
    """The order a busy machine can give: the session's process already runs (it wrote its pid) but its start has
    not yet handed the process over when the server asks the session to stop. Forced here: the start hands it over
    only once the stop was asked and the stop's first step has run (asyncio runs ready callbacks in their order: the
    stop's step is scheduled before the hand-over's wake-up)."""
    from tui import web_server

    class SlowToHandOver(web_server.Session):
        stop_asked = asyncio.Event()

        async def open_app_process(self, width: int = 80, height: int = 24):
            process = await super().open_app_process(width, height)
            await self.stop_asked.wait()
            return process

        async def stop(self) -> None:
            async def ask() -> None:
                self.stop_asked.set()

            await asyncio.gather(super().stop(), ask())

    monkeypatch.setattr(web_server, "Session", SlowToHandOver)
    await stop_the_server_with_a_deaf_session(tmp_path)


async def test_a_session_opened_once_the_server_is_stopping_starts_no_process(tmp_path):
    from aiohttp.test_utils import TestServer

    server = stand_in_server(tmp_path, DEAF)
    pid_file = tmp_path / "pid"
    app = await server.make_app()
    async with TestServer(app) as listening:
        await server.on_shutdown(app)  # as aiohttp does first when it stops, a handshake still under way
        _, writer, _ = await open_session(listening.port, "", OWN_PAGE)
        try:
            await until(lambda: pid_file.exists() or server.sessions == 0)
            assert not pid_file.exists() and server.sessions == 0 and not server.live
        finally:
            writer.close()
            if pid_file.exists() and running(pid := int(pid_file.read_text())):
                os.kill(pid, signal.SIGKILL)


async def test_a_session_without_input_for_the_idle_time_ends_and_one_typed_in_stays(tmp_path):
    from aiohttp import WSMsgType
    from aiohttp.test_utils import TestClient, TestServer

    server = stand_in_server(tmp_path, RECORDER, max_sessions=2)
    server.idle_seconds = 1.0  # `--idle-minutes` counts minutes
    async with TestClient(TestServer(await server.make_app())) as client:
        idle = await client.ws_connect("/ws", headers=OWN_PAGE)
        typing = await client.ws_connect("/ws", headers=OWN_PAGE)
        await until(lambda: server.sessions == 2)
        ended = asyncio.ensure_future(idle.receive())
        deadline = time.monotonic() + 30
        # Keys in one, a person's pace (four a second, well inside the idle second), nothing in the other: until
        # the idle one has ended and its process is gone, however long a busy machine takes.
        while not (ended.done() and server.sessions == 1) and time.monotonic() < deadline:
            await typing.send_json(["stdin", "x"])
            await typing.send_json(["ping", "still there?"])  # the page's own pings are no input
            await asyncio.wait({ended}, timeout=0.25)
        assert ended.done() and ended.result().type in (WSMsgType.CLOSE, WSMsgType.CLOSED)
        assert not typing.closed and server.sessions == 1
        closing = await asyncio.wait_for(typing.receive(), 10)  # now idle: its pongs came first
        while closing.type == WSMsgType.TEXT:
            closing = await asyncio.wait_for(typing.receive(), 10)
        assert closing.type in (WSMsgType.CLOSE, WSMsgType.CLOSED)
        await until(lambda: server.sessions == 0)
        assert server.sessions == 0 and not server.live


def apps(pid: int) -> list[int]:
    """The children of `pid` running the app (once started: before its exec a child is the server's copy)."""
    found = []
    for child in children(pid):
        try:
            if b"tui.cli" in Path(f"/proc/{child}/cmdline").read_bytes():
                found.append(child)
        except OSError:
            continue
    return found


def listening_addresses(port: int) -> set[str]:
    """The local addresses (hex, as /proc/net says them) of the sockets listening on `port`."""
    found = set()
    for table in ("/proc/net/tcp", "/proc/net/tcp6"):
        for row in Path(table).read_text().splitlines()[1:]:
            local, state = row.split()[1], row.split()[3]
            address, _, hex_port = local.partition(":")
            if state == "0A" and int(hex_port, 16) == port:
                found.add(address)
    return found


@pytest.mark.slow
async def test_serve_takes_forged_names_from_this_machine_only_and_no_other_address(league_file, tmp_path):
    pytest.importorskip("textual_serve", reason="needs the web extra: pip install 'rinkbook[web]'")
    port, log = free_port(), tmp_path / "serve.log"
    public = ("--public-url", "https://league.example.org")
    refused = start_serving(league_file.path, port, log, "--host", "0.0.0.0", *public)
    try:
        assert refused.wait(timeout=30) == 1
    finally:
        if refused.poll() is None:  # it served
            stop_serving(refused)
    assert log.read_text().startswith("rinkbook: refused: --host: serving on 0.0.0.0 needs sign-in")
    assert listening_addresses(port) == set()
    server = start_serving(league_file.path, port, log, *public)
    try:
        assert server.poll() is None, log.read_text()
        assert listening_addresses(port) == {"0100007F"}  # 127.0.0.1, and nothing else
        forged = {"Host": "league.example.org", "Origin": "https://league.example.org"}
        address = outward_address()
        if address is not None:  # from the network: nothing answers at all
            with pytest.raises(urllib.error.URLError) as nothing:
                urllib.request.urlopen(urllib.request.Request(f"http://{address}:{port}/", headers=forged), timeout=10)
            assert isinstance(nothing.value.reason, ConnectionRefusedError)
        # From this machine (its reverse proxy, an ssh tunnel), the proxy's name is the page's.
        with urllib.request.urlopen(urllib.request.Request(f"http://127.0.0.1:{port}/", headers=forged)) as page:
            assert page.status == 200
    finally:
        stop_serving(server)


@pytest.mark.slow
async def test_a_huge_dropped_session_of_the_real_app_is_bounded_capped_and_gone_within_seconds(league_file, tmp_path):
    pytest.importorskip("textual_serve", reason="needs the web extra: pip install 'rinkbook[web]'")
    port, log = free_port(), tmp_path / "serve.log"
    options = ("--max-sessions", "1", "--season", "2002-03", "--today", "2003-01-15")
    server = start_serving(league_file.path, port, log, *options)
    page = {"Host": f"127.0.0.1:{port}", "Origin": f"http://127.0.0.1:{port}"}
    try:
        assert server.poll() is None, log.read_text()
        reader, writer, status = await open_session(port, "?width=5000&height=3000", page)
        assert status == 101
        drawn = b""
        while b"READ-ONLY" not in drawn:  # the app runs and draws the captains' mode (or the test times out)
            drawn += await asyncio.wait_for(reader.read(1 << 16), 60)
        await until(lambda: bool(apps(server.pid)))
        (app,) = apps(server.pid)
        environment = dict(line.partition(b"=")[::2] for line in Path(f"/proc/{app}/environ").read_bytes().split(b"\0"))
        assert (environment[b"COLUMNS"], environment[b"ROWS"]) == (b"400", b"200")
        assert Path(f"/proc/{app}/cwd").resolve() == league_file.path.parent.resolve()
        command = Path(f"/proc/{app}/cmdline").read_bytes().split(b"\0")
        assert b"--read-only" in command and str(tmp_path).encode() not in b" ".join(command)
        assert command[-7:-1] == [b"--db", b"league.db", b"--season", b"2002-03", b"--today", b"2003-01-15"]
        _, other, status = await open_session(port, "", page)
        other.close()
        assert status == 503  # the cap: one session
        drop(writer)
        dropped = time.monotonic()
        await until(lambda: not children(server.pid), seconds=30)
        # Gone sooner than the WebSocket's 10 s heartbeat would notice a silent loss: the reset itself ended it
        # (the app asked to quit, then SIGTERM, then SIGKILL, a second apart). The bound is the heartbeat's, not
        # a guess at a busy machine's speed.
        assert not children(server.pid) and time.monotonic() - dropped < 10, log.read_text()
    finally:
        stop_serving(server)
    assert not running(app)
