"""`rinkbook serve` seen as a captain sees it: the page loaded in headless Chromium shows the league's
standings, read-only. Skipped, with its reason, where Chromium or the web extra is missing (.ci/run
installs both)."""

from __future__ import annotations

import shutil
import signal
import socket
from pathlib import Path

import pytest

from tests.served_in_browser import start_serving

CHROMIUM = shutil.which("chromium") or shutil.which("chromium-browser")

pytestmark = [
    pytest.mark.slow,  # a browser and an app process: several seconds
    pytest.mark.skipif(CHROMIUM is None, reason="needs Chromium (Debian: apt-get install chromium)"),
]


def free_port() -> int:
    with socket.socket() as probe:
        probe.bind(("127.0.0.1", 0))
        return int(probe.getsockname()[1])


async def test_the_served_page_shows_the_standings_read_only(league_file, tmp_path):
    pytest.importorskip("textual_serve", reason="needs the web extra: pip install 'rinkbook[web]'")
    from tests.headless_chromium import headless_page

    port = free_port()
    log = tmp_path / "serve.log"
    server = start_serving(Path(league_file.path), port, log)
    try:
        assert server.poll() is None, log.read_text()
        async with headless_page(CHROMIUM) as page:
            await page.open(f"http://127.0.0.1:{port}/")
            text = await page.wait_for_screen(lambda text: "GRN  Green" in text)
            await page.screenshot(tmp_path / "served.png")  # for a person, when the assertion below fails
    finally:
        server.send_signal(signal.SIGINT)  # textual-serve's own way out: its sessions are stopped first
        server.wait(timeout=30)
    assert "Standings (regular season, rule 19)" in text, f"{text}\n{log.read_text()}"
    words = " ".join(text.split())  # the columns' widths follow the page's size
    assert "1 RED Red 10 5 1 4 14 19 13" in words, text  # the example season's leader, as the app lists it
    assert "READ-ONLY" in text  # the captains' mode, though serve was started without --read-only
