"""`rinkbook serve` without a browser: the web extra asked for, read-only whatever the options, refusals
in one line, a page from another site refused, and no more sessions than the cap."""

from __future__ import annotations

import gc
import shlex
import socket
import sys
import time
import warnings

import pytest

from tui.cli import main
from tui.cli.serve import served_command


def test_serve_without_the_web_extra_says_how_to_install_it_and_exits_2(monkeypatch, capsys, league_file):
    monkeypatch.setitem(sys.modules, "textual_serve", None)  # as if the extra were not installed
    assert main(["--db", str(league_file.path), "serve"]) == 2
    assert capsys.readouterr().err == "rinkbook: serve needs the web extra: pip install 'rinkbook[web]'\n"


def test_every_session_opens_the_league_read_only_whatever_serve_was_given(monkeypatch, capsys, league_file, tmp_path):
    pytest.importorskip("textual_serve", reason="needs the web extra: pip install 'rinkbook[web]'")
    from tui.web_server import RinkbookServer

    started = []
    monkeypatch.setattr(RinkbookServer, "serve", lambda server, debug=False: started.append(server))
    path = league_file.path
    assert main(["--db", str(path), "serve", "--season", "2002-03"]) == 0  # no --read-only given
    server = started[0]
    assert (server.host, server.port, server.max_sessions) == ("127.0.0.1", 8000, 4)
    expected = [sys.executable, "-m", "tui.cli", "--read-only", "--db", str(path), "--season", "2002-03"]
    assert shlex.split(server.command) == expected
    # Refused in one line before anything is served: a missing file, an unknown season, a bad cap.
    assert main(["--db", str(tmp_path / "typo.db"), "serve"]) == 1
    assert capsys.readouterr().err == f"rinkbook: refused: no league file at {tmp_path / 'typo.db'}\n"
    assert main(["--db", str(path), "serve", "--season", "1999-00"]) == 1
    assert "no season '1999-00'" in capsys.readouterr().err
    with pytest.raises(SystemExit) as usage:
        main(["--db", str(path), "serve", "--max-sessions", "0"])
    assert usage.value.code == 2 and "'0' is not a count of at least 1" in capsys.readouterr().err
    assert len(started) == 1


def test_serve_refuses_an_address_browsers_cannot_use_and_a_taken_port(capsys, league_file):
    pytest.importorskip("textual_serve", reason="needs the web extra: pip install 'rinkbook[web]'")
    db = str(league_file.path)
    assert main(["--db", db, "serve", "--host", "0.0.0.0"]) == 1
    err = capsys.readouterr().err
    assert (
        err
        == "rinkbook: refused: --host 0.0.0.0 listens on every address: name the one browsers use with --public-url\n"
    )
    assert main(["--db", db, "serve", "--public-url", "league.example.org"]) == 1
    assert "is not an http:// or https:// address" in capsys.readouterr().err
    with socket.socket() as taken:
        taken.bind(("127.0.0.1", 0))
        taken.listen()
        port = taken.getsockname()[1]
        assert main(["--db", db, "serve", "--port", str(port)]) == 1
    assert capsys.readouterr().err.startswith(f"rinkbook: refused: --port: cannot listen on 127.0.0.1:{port} (")
    # An address other than this machine's own: said to be open to anyone who reaches it (192.0.2.1 is
    # reserved for documentation, so it is not this machine's and the server cannot listen there either).
    assert main(["--db", db, "serve", "--host", "192.0.2.1", "--port", str(port)]) == 1
    warning, refusal = capsys.readouterr().err.splitlines()
    assert warning.startswith("rinkbook: warning: anyone who reaches 192.0.2.1 can read the league, with no password")
    assert refusal.startswith("rinkbook: refused: --port: cannot listen on 192.0.2.1")


def test_a_served_path_with_spaces_and_quotes_stays_one_argument(tmp_path):
    path = tmp_path / "it's a league; rm -rf ~.db"
    assert shlex.split(served_command(path, None))[-2:] == ["--db", str(path)]


@pytest.fixture
async def served():
    """A test client on `rinkbook serve`'s web app (the server listens nowhere itself), whose sessions run a
    stand-in app that waits until textual-serve tells it to quit (one byte on its standard input)."""
    pytest.importorskip("textual_serve", reason="needs the web extra: pip install 'rinkbook[web]'")
    from aiohttp.test_utils import TestClient, TestServer

    from tui.web_server import RinkbookServer

    stand_in = shlex.join([sys.executable, "-c", "import sys; sys.stdin.buffer.read(1)"])
    server = RinkbookServer(stand_in, host="127.0.0.1", port=8123, max_sessions=1, title="rinkbook")
    async with TestClient(TestServer(await server.make_app())) as client:
        yield server, client
    # textual-serve leaves a finished session's process transport to the garbage collector (its server's loop
    # outlives it): collected here, while this test's loop still runs, instead of after the loop is closed.
    with warnings.catch_warnings():
        warnings.simplefilter("ignore", ResourceWarning)
        gc.collect()


HOME = {"Host": "127.0.0.1:8123"}
OWN_PAGE = {**HOME, "Origin": "http://127.0.0.1:8123"}


async def test_a_page_from_another_site_or_another_name_is_refused(served):
    _server, client = served
    page = await client.get("/", headers=HOME)  # typed in the address bar: no Origin
    assert page.status == 200 and "https://" not in await page.text()  # no stylesheet from another site
    assert (await client.get("/", headers=OWN_PAGE)).status == 200
    assert (await client.get("/", headers={"Host": "localhost:8123", "Origin": "http://localhost:8123"})).status == 200
    refused = await client.get("/", headers={**HOME, "Origin": "https://evil.example"})
    assert refused.status == 403
    assert await refused.text() == "rinkbook: refused: a page from another site cannot open a session\n"
    rebound = await client.get("/", headers={"Host": "evil.example:8123"})  # DNS rebinding: the name is not ours
    assert rebound.status == 403 and "answers only at its own address" in await rebound.text()
    assert (await client.get("/ws", headers=HOME)).status == 403  # a WebSocket without an Origin
    assert (await client.get("/ws", headers={**HOME, "Origin": "http://127.0.0.1:9999"})).status == 403


def test_a_reverse_proxy_public_address_is_its_own():
    pytest.importorskip("textual_serve", reason="needs the web extra: pip install 'rinkbook[web]'")
    from tui.web_server import allowed_hosts, allowed_origins

    public = "https://league.example.org"
    assert {"league.example.org", "league.example.org:443", "127.0.0.1:8000"} <= allowed_hosts(
        "127.0.0.1", 8000, public
    )
    origins = allowed_origins("127.0.0.1", 8000, public)
    assert "https://league.example.org" in origins and "https://evil.example" not in origins


async def test_sessions_beyond_the_cap_are_refused_until_one_ends(served):
    from aiohttp import WSServerHandshakeError

    server, client = served
    first = await client.ws_connect("/ws", headers=OWN_PAGE)
    await until(lambda: server.sessions == 1)
    with pytest.raises(WSServerHandshakeError) as full:
        await client.ws_connect("/ws", headers=OWN_PAGE)
    assert full.value.status == 503
    page = await client.get("/", headers=HOME)
    assert page.status == 503
    assert await page.text() == "rinkbook: all 1 sessions are in use: close one, then reload this page\n"
    await first.close()
    await until(lambda: server.sessions == 0)
    assert (await client.get("/", headers=HOME)).status == 200
    second = await client.ws_connect("/ws", headers=OWN_PAGE)
    await until(lambda: server.sessions == 1)
    await second.close()
    await until(lambda: server.sessions == 0)


async def until(holds, seconds: float = 20.0) -> None:
    """Let the server run until `holds()` (a session's process starts and stops in its own time)."""
    import asyncio

    deadline = time.monotonic() + seconds
    while not holds() and time.monotonic() < deadline:
        await asyncio.sleep(0.02)
