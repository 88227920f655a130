"""`rinkbook serve`'s web server: textual-serve's, with the doors a league file on a laptop needs.

Each browser session runs its own `rinkbook --read-only` process (`tui.web_session`). Around
textual-serve's aiohttp app this adds:
- this machine only: a request whose connection comes from another machine is refused, whatever its
  headers say. Headers are written by the client: only the connection's own address tells where it
  comes from. With no sign-in, the gate is the machine: a reverse proxy or an ssh tunnel on it lets
  people in (`serve` listens on loopback only, so this is the second lock of the same door);
- a same-origin check, so a page on another site cannot open a session in a captain's browser (a
  cross-site WebSocket) nor reach the server by a name rebound to this address (DNS rebinding). It guards
  browsers from being used against the server; it keeps out no one who writes his own headers;
- a cap on sessions at once, counted until each session's process is gone (not when its browser goes);
  a session ends after `idle_minutes` without a key, click or mouse move;
- no file listing of textual-serve's static folder.
Needs the `web` extra (textual-serve, aiohttp): `tui.cli.serve.serve_in_a_browser` imports it only when asked.
"""

from __future__ import annotations

import asyncio
import contextlib
import ipaddress
import logging
import re
import shlex
import signal
import sys
import time
from collections.abc import Awaitable, Callable, Sequence
from functools import partial
from pathlib import Path
from typing import Any
from urllib.parse import urlsplit

import aiohttp_jinja2
import jinja2
from aiohttp import web

from tui.textual_patches.serve import ServerHooks, process_messages
from tui.web_session import Session, bounded_size

Handler = Callable[[web.Request], Awaitable[web.StreamResponse]]
# A browser may reach a server bound to loopback by any of its loopback names.
LOOPBACK_NAMES = ("127.0.0.1", "localhost", "[::1]")
REMOTE_STYLESHEET = re.compile(r"<link\s+rel=\"stylesheet\"\s+href=\"https://[^\"]*\"\s*/>")
SIGNED_IN = ", every session signed in,"
ENDED_PAGE = '<div class="message">Session ended.</div>'
log = logging.getLogger("textual-serve")


def allowed_hosts(host: str, port: int, public_url: str) -> frozenset[str]:
    """The Host headers (name:port) a request may carry: the address served, its loopback aliases when
    it is a loopback address, and the public address a reverse proxy forwards from."""
    names = {f"[{host}]" if ":" in host else host}
    if names & {*LOOPBACK_NAMES, "::1"} or host.startswith("127."):
        names |= set(LOOPBACK_NAMES)
    hosts = {f"{name}:{port}" for name in names}
    public = urlsplit(public_url)
    default_port = {"http": 80, "https": 443}.get(public.scheme)
    hosts.add(public.netloc)
    if public.port is None and default_port is not None:
        hosts.add(f"{public.netloc}:{default_port}")
    return frozenset(hosts)


def allowed_origins(host: str, port: int, public_url: str) -> frozenset[str]:
    """The Origin headers a request may carry: the pages this server serves, as http or https."""
    origins = {f"http://{netloc}" for netloc in allowed_hosts(host, port, public_url)}
    public = urlsplit(public_url)
    origins.add(f"{public.scheme}://{public.netloc}")
    return frozenset(origins)


def is_loopback(address: str) -> bool:
    """True for an address of this machine's loopback (127.0.0.0/8, ::1, or IPv4's loopback as IPv6)."""
    try:
        ip = ipaddress.ip_address(address.strip("[]").partition("%")[0])
    except ValueError:
        return False
    mapped = getattr(ip, "ipv4_mapped", None)
    return ip.is_loopback or (mapped is not None and mapped.is_loopback)


def page_on_this_server_only(
    templates: jinja2.BaseLoader, environment: jinja2.Environment, idle_minutes: int, name: str
) -> tuple[str, str | None, Any]:
    """textual-serve's page without its stylesheet from Google's font server: a captain's browser then
    asks nothing of another site, and a rink with no internet does not hold the page blank while the
    stylesheet's address fails (the terminal falls back to a local monospace font). Its "Session ended."
    says why a session ends, so a captain back from a break knows the reload is all it takes."""
    source, filename, uptodate = templates.get_source(environment, name)
    ended = (
        f'<div class="message">Session ended: the server stopped, or nothing was typed or clicked for '
        f"{idle_minutes} minutes.</div>"
    )
    return REMOTE_STYLESHEET.sub("", source).replace(ENDED_PAGE, ended), filename, uptodate


def this_machine_only(request: web.Request) -> None:
    """Refuse a connection from another machine: its address is the one thing a client cannot write."""
    peer = request.transport.get_extra_info("peername") if request.transport is not None else None
    address = peer[0] if isinstance(peer, tuple) and peer else ""
    if not is_loopback(str(address)):
        raise web.HTTPForbidden(
            text="rinkbook: refused: this server answers this machine only (its reverse proxy or an ssh tunnel)\n"
        )


def same_origin_only(hosts: frozenset[str], origins: frozenset[str], from_anywhere: bool = False) -> Any:
    """An aiohttp middleware refusing a request from another machine (`this_machine_only`; unless served
    `from_anywhere`, where each session signs in), from another site's page, or addressed to a name this
    server is not (`allowed_hosts`, `allowed_origins`)."""

    @web.middleware
    async def check(request: web.Request, handler: Handler) -> web.StreamResponse:
        if not from_anywhere:
            this_machine_only(request)
        origin = request.headers.get("Origin")
        if request.headers.get("Host") not in hosts:
            raise web.HTTPForbidden(text="rinkbook: refused: this server answers only at its own address\n")
        # A browser always sends Origin with a WebSocket: a session without one did not come from its page.
        if (origin is None and request.path == "/ws") or (origin is not None and origin not in origins):
            raise web.HTTPForbidden(text="rinkbook: refused: a page from another site cannot open a session\n")
        return await handler(request)

    return check


class RinkbookServer(ServerHooks):
    """textual-serve's server, this machine and same-origin only, with at most `max_sessions` sessions at once,
    each ended after `idle_minutes` without input; each session runs `argv` in `folder`."""

    def __init__(
        self,
        argv: Sequence[str],
        *,
        folder: Path,
        host: str,
        port: int,
        max_sessions: int,
        idle_minutes: int,
        title: str,
        public_url: str | None = None,
    ) -> None:
        if public_url is None:  # textual-serve's own leaves an IPv6 address unbracketed
            public_url = f"http://{f'[{host}]' if ':' in host else host}:{port}"
        super().__init__(shlex.join(argv), host=host, port=port, title=title, public_url=public_url)
        self.argv, self.folder = tuple(argv), folder
        self.max_sessions = max_sessions
        self.idle_minutes = idle_minutes
        self.idle_seconds = idle_minutes * 60.0  # a test shortens it
        self.sessions = 0  # counted from the WebSocket's start until its process is gone
        self.live: set[Session] = set()
        self.stopping = False  # set once the server stops: a session whose handshake ends later starts nothing
        self.hosts = allowed_hosts(host, port, self.public_url)
        self.origins = allowed_origins(host, port, self.public_url)
        self.from_anywhere = False  # served beyond loopback: every session signs in (`serve` sets it)

    async def make_app(self) -> web.Application:
        """The aiohttp application (`serve` runs it; a test client serves it)."""
        app = web.Application(middlewares=[same_origin_only(self.hosts, self.origins, self.from_anywhere)])
        loader = jinja2.FileSystemLoader(self.templates_path)
        environment = aiohttp_jinja2.setup(app, loader=loader)
        environment.loader = jinja2.FunctionLoader(
            partial(page_on_this_server_only, loader, environment, self.idle_minutes)
        )
        app.add_routes(
            [
                web.get("/", self.handle_index, name="index"),
                web.get("/ws", self.handle_websocket, name="websocket"),
                web.get("/download/{key}", self.handle_download, name="download"),
                # textual-serve lists the folder's files; the page needs none listed.
                web.static("/static", self.statics_path, show_index=False, name="static"),
            ]
        )
        app.on_startup.append(self.on_startup)
        app.on_shutdown.append(self.on_shutdown)
        return app

    def _full(self) -> web.HTTPServiceUnavailable:
        return web.HTTPServiceUnavailable(
            text=f"rinkbook: all {self.max_sessions} sessions are in use: close one, then reload this page\n"
        )

    async def handle_index(self, request: web.Request) -> Any:
        if self.sessions >= self.max_sessions:  # said as a page, before the terminal opens on nothing
            raise self._full()
        return await super().handle_index(request)

    async def handle_websocket(self, request: web.Request) -> web.WebSocketResponse:
        """A session: its process started at the size asked (bounded), fed the browser's messages until the
        browser goes or it is idle too long, then stopped; counted in the cap until the process is gone."""
        if self.sessions >= self.max_sessions:  # the cap itself: a session is a process
            raise self._full()
        self.sessions += 1
        try:
            websocket = web.WebSocketResponse(heartbeat=10)  # a browser gone without a word: seen in 10-20 s
            size = bounded_size(request.query.get("width", "80"), request.query.get("height", "24")) or (80, 24)
            await websocket.prepare(request)
            session = Session(
                self.argv,
                folder=self.folder,
                write_bytes=websocket.send_bytes,
                write_str=websocket.send_str,
                close=websocket.close,
                download_manager=self.download_manager,
                debug=self.debug,
            )
            await self._run(websocket, session, *size)
            return websocket
        finally:
            self.sessions -= 1

    async def _run(self, websocket: web.WebSocketResponse, session: Session, width: int, height: int) -> None:
        if self.stopping:  # `on_shutdown` has gathered the sessions to stop: this one would outlive the server
            return
        self.live.add(session)
        idle = asyncio.create_task(self._end_when_idle(websocket, session))
        try:
            await session.start(width, height)
            await process_messages(self, websocket, session)
        except Exception as error:  # a browser's bad message ends its session, not the server
            log.exception(error)
        finally:
            idle.cancel()
            try:
                await session.stop()
            except asyncio.CancelledError:  # the server is stopping: the process still goes first
                await session.stop()
                raise
            finally:
                self.live.discard(session)

    async def _end_when_idle(self, websocket: web.WebSocketResponse, session: Session) -> None:
        """Close the session's WebSocket once nothing was typed or clicked for `idle_seconds`."""
        while (left := session.last_input + self.idle_seconds - time.monotonic()) > 0:
            await asyncio.sleep(left)
        # A browser that reads nothing cannot hold the close up: past the wait, its connection is cut.
        with contextlib.suppress(TimeoutError):
            await asyncio.wait_for(websocket.close(message=b"idle"), 10)

    async def on_shutdown(self, app: web.Application) -> None:
        """Stop every session's process before the server goes (Ctrl+C, SIGTERM), then close its browser's
        connection (a browser that does not answer the close is cut after a second)."""
        self.stopping = True
        sessions = list(self.live)
        await asyncio.gather(*(session.stop() for session in sessions), return_exceptions=True)
        closing = (asyncio.wait_for(session.remote_close(), 1) for session in sessions)
        await asyncio.gather(*closing, return_exceptions=True)

    async def on_startup(self, app: web.Application) -> None:
        """Quiet: textual-serve's banner would come before the port is known to be free (`serve` says it after)."""

    def serve(self, debug: bool = False) -> None:
        """textual-serve's `serve`, saying where it serves once it listens, not before."""
        self.debug = debug
        self.initialize_logging()
        loop = asyncio.new_event_loop()
        with contextlib.suppress(NotImplementedError):  # Windows: Ctrl+C ends it as KeyboardInterrupt
            for stop in (signal.SIGINT, signal.SIGTERM):
                loop.add_signal_handler(stop, self.request_exit)
        web.run_app(
            self.make_app(), host=self.host, port=self.port, handle_signals=False, loop=loop, print=self._listening
        )

    def _listening(self, *_aiohttp_lines: object) -> None:
        print(
            f"rinkbook: serving {self.title} read-only{SIGNED_IN * self.from_anywhere} at {self.public_url} "
            f"(at most {self.max_sessions} sessions at once, each ended after {self.idle_minutes} minutes without "
            "input; Ctrl+C stops)",
            file=sys.stderr,
        )
