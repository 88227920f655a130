"""A tiny Chrome DevTools Protocol client: loads a `rinkbook serve` page in headless Chromium and reads
the text its terminal shows, for tests/test_serve_browser.py.

textual-serve's page draws the terminal with xterm.js on a canvas, so the text is in no DOM node. The
client rewrites textual.js as it is loaded so that the xterm.js terminal is also kept on `window`, then
reads the lines of the terminal's screen buffer: the text the canvas is drawn from.
"""

from __future__ import annotations

import asyncio
import base64
import json
import os
import re
import signal
import subprocess
import tempfile
from collections.abc import AsyncIterator, Callable
from contextlib import asynccontextmanager
from pathlib import Path
from typing import Any

import aiohttp

from tests.processes import running_processes

# textual.js (textual-serve 1.1) creates its terminal as `this.terminal=new <module>.Terminal(`.
TERMINAL_CREATED = re.compile(rb"this\.terminal=new (\w+)\.Terminal\(")
SCREEN_TEXT = """(() => { const t = window.rinkbookTerminal; if (!t) return "";
  const b = t.buffer.active, lines = [];
  for (let y = 0; y < t.rows; y++) {
    const line = b.getLine(b.viewportY + y); lines.push(line ? line.translateToString(true) : ""); }
  return lines.join("\\n"); })()"""


class Page:
    """One page of a headless Chromium, driven over its DevTools WebSocket."""

    def __init__(self, ws: aiohttp.ClientWebSocketResponse) -> None:
        self.ws = ws
        self.next_id = 0
        self.replies: dict[int, asyncio.Future[dict[str, Any]]] = {}
        self.reader = asyncio.create_task(self._read())
        self.tasks: set[asyncio.Task[None]] = set()  # kept until done: the loop holds tasks weakly

    async def _read(self) -> None:
        async for message in self.ws:
            data = json.loads(message.data)
            if "id" in data:
                self.replies.pop(data["id"]).set_result(data)
            elif data.get("method") == "Fetch.requestPaused":
                task = asyncio.create_task(self._expose_terminal(data["params"]["requestId"]))
                self.tasks.add(task)
                task.add_done_callback(self.tasks.discard)

    async def call(self, method: str, **params: Any) -> dict[str, Any]:
        self.next_id += 1
        reply = self.replies[self.next_id] = asyncio.get_running_loop().create_future()
        await self.ws.send_json({"id": self.next_id, "method": method, "params": params})
        data = await reply
        if "error" in data:
            raise RuntimeError(f"{method}: {data['error']}")
        return data.get("result", {})

    async def _expose_terminal(self, request_id: str) -> None:
        body = await self.call("Fetch.getResponseBody", requestId=request_id)
        script = base64.b64decode(body["body"]) if body["base64Encoded"] else body["body"].encode()
        script, found = TERMINAL_CREATED.subn(rb"this.terminal=window.rinkbookTerminal=new \1.Terminal(", script)
        if found != 1:
            raise RuntimeError("textual.js no longer creates its terminal as this test expects")
        await self.call(
            "Fetch.fulfillRequest",
            requestId=request_id,
            responseCode=200,
            responseHeaders=[{"name": "Content-Type", "value": "application/javascript"}],
            body=base64.b64encode(script).decode(),
        )

    async def open(self, url: str) -> None:
        await self.call("Fetch.enable", patterns=[{"urlPattern": "*/textual.js", "requestStage": "Response"}])
        await self.call("Page.navigate", url=url)

    async def screen_text(self) -> str:
        result = await self.call("Runtime.evaluate", expression=SCREEN_TEXT, returnByValue=True)
        return str(result["result"].get("value", ""))

    async def wait_for_screen(self, shown: Callable[[str], bool], limit_seconds: float = 60) -> str:
        """The terminal's text once `shown(text)` holds (the app starts in its own process), or the last
        text read when the limit passes: the caller's assertion then says what was on screen."""
        text = ""
        for _ in range(int(limit_seconds * 10)):
            text = await self.screen_text()
            if shown(text):
                break
            await asyncio.sleep(0.1)
        return text

    async def screenshot(self, path: Path) -> None:
        shot = await self.call("Page.captureScreenshot")
        path.write_bytes(base64.b64decode(shot["data"]))


@asynccontextmanager
async def headless_page(chromium: str) -> AsyncIterator[Page]:
    """A page in a fresh headless Chromium (its own profile), closed on exit."""
    with tempfile.TemporaryDirectory() as profile:
        browser = subprocess.Popen(
            [
                chromium,
                "--headless",
                "--no-sandbox",  # this machine and CI run as root, where Chromium's sandbox refuses to start
                "--disable-gpu",
                "--remote-debugging-port=0",
                f"--user-data-dir={profile}",
                "--window-size=1280,800",
                "about:blank",
            ],
            stdout=subprocess.DEVNULL,
            stderr=subprocess.DEVNULL,
            start_new_session=True,  # its helpers (renderer, crash handler) in one group, ended with it
        )
        try:
            port = await _devtools_port(Path(profile) / "DevToolsActivePort", browser)
            async with aiohttp.ClientSession() as http:
                pages = await (await http.get(f"http://127.0.0.1:{port}/json/list")).json()
                target = next(page for page in pages if page["type"] == "page")
                async with http.ws_connect(target["webSocketDebuggerUrl"], max_msg_size=0) as ws:
                    page = Page(ws)
                    try:
                        yield page
                    finally:
                        page.reader.cancel()
        finally:
            browser.terminate()
            browser.wait()
            await _group_ended(browser.pid)


async def _group_ended(group: int) -> None:
    """Chromium's helper processes outlive it for a moment and still write in its profile: the profile folder
    cannot be removed until every process of its group has ended (a busy machine made that race lose)."""
    try:
        os.killpg(group, signal.SIGKILL)
    except ProcessLookupError:
        return
    for _ in range(300):  # a ceiling for a hang only: a killed process ends at once
        if all(g != group for _, _, g in running_processes()):
            return
        await asyncio.sleep(0.05)


async def _devtools_port(port_file: Path, browser: subprocess.Popen[bytes]) -> str:
    """The port Chromium chose, from the file it writes in its profile once DevTools listens."""
    while not (port_file.exists() and port_file.read_text().strip()):
        if browser.poll() is not None:
            raise RuntimeError(f"chromium exited with {browser.returncode} before it listened")
        await asyncio.sleep(0.1)
    return port_file.read_text().split()[0]
