"""Patches on textual-serve's server and app service, for `rinkbook serve` (textual-serve 1.1.x).

textual-serve is the optional `web` extra: this module is imported only by `tui.web_server` and
`tui.web_session`, which are imported only when `serve` is asked for.
"""

from __future__ import annotations

from asyncio import Task
from asyncio.subprocess import Process

from aiohttp import web
from textual_serve.app_service import AppService
from textual_serve.server import Server


class ServerHooks(Server):
    """textual-serve's Server whose aiohttp application is made by the public hook `make_app`.

    Why: rinkbook's server makes its own application (a same-origin check, a page that says the idle limit,
    no static folder listing) and a test client serves it. textual-serve 1.1.x: overrides `Server._make_app`.
    """

    async def _make_app(self) -> web.Application:
        return await self.make_app()

    async def make_app(self) -> web.Application:
        """The aiohttp application the server runs (default: textual-serve's)."""
        return await super()._make_app()


async def process_messages(server: Server, websocket: web.WebSocketResponse, service: AppService) -> None:
    """Feed the browser's messages (keys, resizes, pings) on `websocket` to the session `service` until it closes.

    Why: rinkbook runs each session itself (a cap, an idle limit, a process ended for sure) and hands the
    messages on as textual-serve does. textual-serve 1.1.x: `Server._process_messages`.
    """
    await server._process_messages(websocket, service)


class AppServiceHooks(AppService):
    """textual-serve's AppService whose app process is started by the public hook `open_app_process`.

    Why: a session's app runs without a shell, in its own process group, in the league file's folder, at a
    bounded size. textual-serve 1.1.x: overrides `AppService._open_app_process`.
    """

    async def _open_app_process(self, width: int = 80, height: int = 24) -> Process:
        return await self.open_app_process(width, height)

    async def open_app_process(self, width: int = 80, height: int = 24) -> Process:
        """Start the session's app process at `width` x `height` (default: textual-serve's) and return it;
        an override calls `use_app_process` with the process it started."""
        return await super()._open_app_process(width, height)


def app_environment(service: AppService, width: int, height: int) -> dict[str, str]:
    """The environment textual-serve gives a session's app process (its driver, its size).

    Why: rinkbook starts the process itself, in that environment. textual-serve 1.1.x:
    `AppService._build_environment`.
    """
    return service._build_environment(width=width, height=height)


def use_app_process(service: AppService, process: Process) -> None:
    """Make `process` the app process of `service`: its input is what the browser types.

    Why: see `app_environment`. textual-serve 1.1.x: `AppService._process`, `AppService._stdin`.
    """
    assert process.stdin is not None
    service._process = process
    service._stdin = process.stdin


def app_process(service: AppService) -> Process | None:
    """The app process of `service`, None before it starts. textual-serve 1.1.x: `AppService._process`.

    Why: rinkbook ends a session's process group for sure (ask, SIGTERM, SIGKILL) and tests read its id.
    """
    return service._process


def output_reader(service: AppService) -> Task[None] | None:
    """The task reading the app's output to the browser, None when there is none (not started, or stopped).

    Why: stopping a session waits for it a bounded time. textual-serve 1.1.x: `AppService._task`.
    """
    return service._task


def forget_output_reader(service: AppService) -> None:
    """Mark `service` stopped: its output reader is no longer awaited by textual-serve's own stop.

    Why: rinkbook stops a session once, however many ask. textual-serve 1.1.x: `AppService._task`.
    """
    service._task = None


async def cancel_downloads(service: AppService) -> None:
    """Cancel the downloads the session's app has under way.

    Why: as textual-serve's own stop does, before the process is ended. textual-serve 1.1.x:
    `AppService._download_manager`.
    """
    await service._download_manager.cancel_app_downloads(app_service_id=service.app_service_id)
