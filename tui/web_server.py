"""`rinkbook serve`'s web server: textual-serve's, with the doors a league file on a laptop needs.

Each browser session runs its own `rinkbook --read-only` process (textual-serve starts the command per
session). Around textual-serve's aiohttp app this adds: a cap on sessions at once (each one is a
process), and a same-origin check, so a page on another site cannot open a session in a captain's
browser (a cross-site WebSocket) nor reach the server by a name rebound to this address (DNS rebinding).
Needs the `web` extra (textual-serve, aiohttp): `tui.cli.serve.serve_in_a_browser` imports it only when asked.
"""

from __future__ import annotations

import asyncio
import contextlib
import re
import signal
import sys
from collections.abc import Awaitable, Callable
from functools import partial
from typing import Any
from urllib.parse import urlsplit

import aiohttp_jinja2
import jinja2
from aiohttp import web
from textual_serve.server import Server

Handler = Callable[[web.Request], Awaitable[web.StreamResponse]]
# A browser may reach a server bound to loopback by any of its loopback names.
LOOPBACK_NAMES = ("127.0.0.1", "localhost", "[::1]")
REMOTE_STYLESHEET = re.compile(r"<link\s+rel=\"stylesheet\"\s+href=\"https://[^\"]*\"\s*/>")


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


def page_on_this_server_only(
    templates: jinja2.BaseLoader, environment: jinja2.Environment, name: str
) -> tuple[str, str | None, Any]:
    """textual-serve's page without its stylesheet from Google's font server: a captain's browser then
    asks nothing of another site, and a rink with no internet does not hold the page blank while the
    stylesheet's address fails (the terminal falls back to a local monospace font)."""
    source, filename, uptodate = templates.get_source(environment, name)
    return REMOTE_STYLESHEET.sub("", source), filename, uptodate


def same_origin_only(hosts: frozenset[str], origins: frozenset[str]) -> Any:
    """An aiohttp middleware refusing a request from another site's page, or addressed to a name this
    server is not (`allowed_hosts`, `allowed_origins`)."""

    @web.middleware
    async def check(request: web.Request, handler: Handler) -> web.StreamResponse:
        origin = request.headers.get("Origin")
        if request.headers.get("Host") not in hosts:
            raise web.HTTPForbidden(text="rinkbook: refused: this server answers only at its own address\n")
        # A browser always sends Origin with a WebSocket: a session without one did not come from its page.
        if (origin is None and request.path == "/ws") or (origin is not None and origin not in origins):
            raise web.HTTPForbidden(text="rinkbook: refused: a page from another site cannot open a session\n")
        return await handler(request)

    return check


class RinkbookServer(Server):
    """textual-serve's server, same-origin only, with at most `max_sessions` sessions at once."""

    def __init__(
        self, command: str, *, host: str, port: int, max_sessions: int, title: str, public_url: str | None = None
    ) -> None:
        if public_url is None:  # textual-serve's own leaves an IPv6 address unbracketed
            public_url = f"http://{f'[{host}]' if ':' in host else host}:{port}"
        super().__init__(command, host=host, port=port, title=title, public_url=public_url)
        self.max_sessions = max_sessions
        self.sessions = 0
        self.hosts = allowed_hosts(host, port, self.public_url)
        self.origins = allowed_origins(host, port, self.public_url)

    async def _make_app(self) -> web.Application:
        app = await super()._make_app()
        app.middlewares.append(same_origin_only(self.hosts, self.origins))
        environment = aiohttp_jinja2.get_env(app)
        assert environment.loader is not None  # textual-serve's own: its templates folder
        environment.loader = jinja2.FunctionLoader(partial(page_on_this_server_only, environment.loader, environment))
        return app

    async def make_app(self) -> web.Application:
        """The aiohttp application (for a test client; `serve` makes its own)."""
        return await self._make_app()

    def _full(self) -> web.HTTPServiceUnavailable:
        return web.HTTPServiceUnavailable(
            text=f"rinkbook: all {self.max_sessions} sessions are in use: close one, then reload this page\n"
        )

    async def handle_index(self, request: web.Request) -> Any:
        if self.sessions >= self.max_sessions:  # said as a page, before the terminal opens on nothing
            raise self._full()
        return await super().handle_index(request)

    async def handle_websocket(self, request: web.Request) -> web.WebSocketResponse:
        if self.sessions >= self.max_sessions:  # the cap itself: a session is a process
            raise self._full()
        self.sessions += 1
        try:
            return await super().handle_websocket(request)
        finally:
            self.sessions -= 1

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
            self._make_app(), host=self.host, port=self.port, handle_signals=False, loop=loop, print=self._listening
        )

    def _listening(self, *_aiohttp_lines: object) -> None:
        print(
            f"rinkbook: serving {self.title} read-only at {self.public_url} "
            f"(at most {self.max_sessions} sessions at once; Ctrl+C stops)",
            file=sys.stderr,
        )
