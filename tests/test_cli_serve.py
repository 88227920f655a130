"""`rinkbook serve` without a browser: the web extra asked for, read-only whatever the options, served on
loopback only, refusals in one line, a page from another site or a connection from another machine refused,
and no more sessions than the cap."""

from __future__ import annotations

import gc
import socket
import sys
import warnings

import pytest

from tests.serve_stand_ins import HOME, OWN_PAGE, outward_address, stand_in_server, until
from tui.cli import main
from tui.cli.serve import served_command


def test_serve_without_the_web_extra_says_how_to_install_it_and_exits_2(monkeypatch, capsys, league_file):
    monkeypatch.setitem(sys.modules, "textual_serve", None)  # as if the extra were not installed
    assert main(["--db", str(league_file.path), "serve"]) == 2
    expected = "rinkbook: serve needs the web extra: pip install '.[web]' from rinkbook's folder\n"
    assert capsys.readouterr().err == expected


def test_each_session_opens_the_league_read_only_on_serves_season_and_today(monkeypatch, capsys, league_file, tmp_path):
    pytest.importorskip("textual_serve", reason="needs the web extra: pip install 'rinkbook[web]'")
    from tui.web_server import RinkbookServer

    started = []
    monkeypatch.setattr(RinkbookServer, "serve", lambda server, debug=False: started.append(server))
    path = league_file.path
    # No --read-only given; --today before or after the command.
    assert main(["--db", str(path), "--today", "2003-01-15", "serve", "--season", "2002-03"]) == 0
    server = started[0]
    assert (server.host, server.port, server.max_sessions, server.idle_minutes) == ("127.0.0.1", 8000, 4, 30)
    # Run in the league's folder, the file named alone: no message of a session names the server's folders.
    assert server.folder == path.parent
    app = ["-m", "tui.cli", "--read-only", "--db", "league.db", "--season", "2002-03", "--today", "2003-01-15"]
    assert list(server.argv) == [sys.executable, "-P", *app]
    assert main(["--db", str(path), "serve", "--idle-minutes", "5", "--today", "2003-02-01"]) == 0
    assert started[1].idle_minutes == 5 and started[1].argv[-2:] == ("--today", "2003-02-01")
    # Refused in one line before anything is served: a missing file, an unknown season, a bad cap.
    assert main(["--db", str(tmp_path / "typo.db"), "serve"]) == 1
    assert capsys.readouterr().err == f"rinkbook: refused: no league file at {tmp_path / 'typo.db'}\n"
    assert main(["--db", str(path), "serve", "--season", "1999-00"]) == 1
    assert "no season '1999-00'" in capsys.readouterr().err
    with pytest.raises(SystemExit) as usage:
        main(["--db", str(path), "serve", "--max-sessions", "0"])
    assert usage.value.code == 2 and "'0' is not a count of at least 1" in capsys.readouterr().err
    with pytest.raises(SystemExit) as usage:
        main(["--db", str(path), "serve", "--idle-minutes", "0"])
    assert usage.value.code == 2 and "'0' is not a count of at least 1" in capsys.readouterr().err
    assert len(started) == 2


def needs_sign_in(host: str) -> str:
    return (
        f"rinkbook: refused: --host: serving on {host} needs sign-in, and nobody signs in to this league yet: "
        "add the committee first with rinkbook user add NAME --role committee\n"
    )


def test_serve_refuses_any_address_but_loopback_in_one_line(monkeypatch, capsys, league_file):
    pytest.importorskip("textual_serve", reason="needs the web extra: pip install 'rinkbook[web]'")
    from tui.web_server import RinkbookServer

    started = []
    monkeypatch.setattr(RinkbookServer, "serve", lambda server, debug=False: started.append(server.host))
    db = str(league_file.path)
    public = ["--public-url", "https://league.example.org"]
    # Every address, an outward one of this machine's or another's, or a name: nobody can sign in yet.
    for host in ("0.0.0.0", "::", "192.0.2.2", "192.0.2.1", "league.example.org"):
        assert main(["--db", db, "serve", "--host", host, *public]) == 1
        assert capsys.readouterr().err == needs_sign_in(host)
    for host in ("127.0.0.1", "127.0.0.2", "localhost", "::1"):
        assert main(["--db", db, "serve", "--host", host, *public]) == 0
    assert started == ["127.0.0.1", "127.0.0.2", "localhost", "::1"]


def test_serve_refuses_an_address_browsers_cannot_use_and_a_taken_port(capsys, league_file):
    pytest.importorskip("textual_serve", reason="needs the web extra: pip install 'rinkbook[web]'")
    db = str(league_file.path)
    assert main(["--db", db, "serve", "--public-url", "league.example.org"]) == 1
    assert "is not an http:// or https:// address" in capsys.readouterr().err
    with socket.socket() as taken:
        taken.bind(("127.0.0.1", 0))
        taken.listen()
        port = taken.getsockname()[1]
        assert main(["--db", db, "serve", "--port", str(port)]) == 1
    assert capsys.readouterr().err.startswith(f"rinkbook: refused: --port: cannot listen on 127.0.0.1:{port} (")


def test_a_served_file_name_with_spaces_and_quotes_stays_one_argument():
    name = "it's a league; rm -rf ~.db"
    assert served_command(name, None, None)[-2:] == ["--db", name]  # run without a shell, word for word


@pytest.fixture
async def served(tmp_path):
    """A test client on a `stand_in_server`'s web app."""
    pytest.importorskip("textual_serve", reason="needs the web extra: pip install -e '.[web]'")
    from aiohttp.test_utils import TestClient, TestServer

    server = stand_in_server(tmp_path)
    sessions = _sessions_run(server)
    async with TestClient(TestServer(await server.make_app())) as client:
        yield server, client
    # textual-serve leaves a finished session's process transport to the garbage collector (its server's loop
    # outlives it): collected here, while this test's loop still runs, instead of after the loop is closed. Only
    # after a session: a full pass walks the test process's whole heap (0.5 to 1.5 s of CPU late in a worker).
    if sessions:
        with warnings.catch_warnings():
            warnings.simplefilter("ignore", ResourceWarning)
            gc.collect()


def _sessions_run(server) -> list[bool]:
    """One True for each session `server` runs from now on (its process started by its `_run`), as each starts."""
    run, sessions = server._run, []

    async def counted(websocket, session, *size):
        sessions.append(True)  # not the session itself: what it holds is to be collected
        await run(websocket, session, *size)

    server._run = counted
    return sessions


async def test_a_page_from_another_site_or_another_name_is_refused(served):
    _server, client = served
    page = await client.get("/", headers=HOME)  # typed in the address bar: no Origin
    assert page.status == 200 and "https://" not in await page.text()  # no stylesheet from another site
    assert "Session ended: the server stopped, or nothing was typed or clicked for 30 minutes." in await page.text()
    assert (await client.get("/", headers=OWN_PAGE)).status == 200
    assert (await client.get("/", headers={"Host": "localhost:8123", "Origin": "http://localhost:8123"})).status == 200
    refused = await client.get("/", headers={**HOME, "Origin": "https://evil.example"})
    assert refused.status == 403
    assert await refused.text() == "rinkbook: refused: a page from another site cannot open a session\n"
    rebound = await client.get("/", headers={"Host": "evil.example:8123"})  # DNS rebinding: the name is not ours
    assert rebound.status == 403 and "answers only at its own address" in await rebound.text()
    assert (await client.get("/ws", headers=HOME)).status == 403  # a WebSocket without an Origin
    assert (await client.get("/ws", headers={**HOME, "Origin": "http://127.0.0.1:9999"})).status == 403


async def test_textual_serves_static_folder_is_not_listed(served):
    _server, client = served
    listing = await client.get("/static/", headers=HOME)
    assert listing.status in (403, 404) and "Index of" not in await listing.text()
    assert (await client.get("/static/js/textual.js", headers=HOME)).status == 200  # the page's own files are


async def test_a_connection_from_another_machine_is_refused_whatever_its_headers_say(tmp_path):
    """As if the server were reached from the network (listening on every address, as a port forwarded to it
    would make it): a client writing the proxy's Host and Origin, and the machine's own, gets no page, no
    session and no file."""
    pytest.importorskip("textual_serve", reason="needs the web extra: pip install -e '.[web]'")
    import aiohttp
    from aiohttp.test_utils import TestServer

    address = outward_address()
    if address is None:
        pytest.skip("needs an address of this machine other than loopback")
    server = stand_in_server(tmp_path)
    server.origins |= {"https://league.example.org"}
    server.hosts |= {"league.example.org"}
    async with TestServer(await server.make_app(), host="0.0.0.0") as listening, aiohttp.ClientSession() as client:
        base = f"http://{address}:{listening.port}"
        for host, origin in (("league.example.org", "https://league.example.org"), (HOME["Host"], OWN_PAGE["Origin"])):
            forged = {"Host": host, "Origin": origin}
            for path in ("/", "/static/js/textual.js", "/download/anything"):
                async with client.get(base + path, headers=forged) as response:
                    assert response.status == 403, path
                    assert "answers this machine only" in await response.text()
            with pytest.raises(aiohttp.WSServerHandshakeError) as refused:
                await client.ws_connect(base + "/ws", headers=forged)
            assert refused.value.status == 403
        assert server.sessions == 0 and not server.live  # no process was started
        async with client.get(f"http://127.0.0.1:{listening.port}/", headers=OWN_PAGE) as response:
            assert response.status == 200  # the same server, from this machine


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


def test_a_league_on_a_server_is_served_by_its_address_and_every_session_signs_in(monkeypatch, capsys, pg_url):
    """A server's league is served as a file's is, by its address, from an empty private folder: once anyone
    may sign in to it, every session signs in; served beyond this machine before that, it is refused."""
    pytest.importorskip("textual_serve", reason="needs the web extra: pip install 'rinkbook[web]'")
    from store.file.db import open_league
    from store.writes.people import add_person
    from tests.conftest import EXAMPLE
    from tui.web_server import RinkbookServer

    started, folders = [], []  # the servers, and what their folder held (its mode too) while each served

    def serve(server: RinkbookServer, debug: bool = False) -> None:
        started.append(server)
        folders.append((list(server.folder.iterdir()), server.folder.stat().st_mode & 0o777))

    monkeypatch.setattr(RinkbookServer, "serve", serve)
    assert main(["--db", pg_url, "import", str(EXAMPLE)]) == 0
    capsys.readouterr()
    assert main(["--db", pg_url, "serve", "--host", "0.0.0.0"]) == 1
    assert "needs sign-in, and nobody signs in to this league yet" in capsys.readouterr().err
    with open_league(pg_url) as store:
        add_person(store, "Ann", "committee", None, "a long pass phrase")
    assert main(["--db", pg_url, "serve", "--today", "2003-01-15"]) == 0
    server = started[0]
    assert list(server.argv)[3:] == ["tui.cli", "--read-only", "--sign-in", "--db", pg_url, "--today", "2003-01-15"]
    assert folders == [([], 0o700)]
    assert not server.folder.exists()  # removed once the serve stopped, as its sessions' claims folder
