"""Fixtures for the app's Pilot tests: the app built by its one factory over a fresh example league, a line
entered at once, and waits for what comes later (a poll, a worker)."""

from __future__ import annotations

import time
from collections.abc import Callable
from datetime import date

import pytest
import textual.constants
from textual.pilot import Pilot
from textual.widgets import Input
from textual.worker import WorkerState

from store.db import Store, open_league
from tui.app import RinkbookApp

# No animation in the Pilot tests: each key waits for running animations (a scroll, a notice sliding in), and
# what a test reads is where they end. About a tenth less work per test.
textual.constants.TEXTUAL_ANIMATIONS = "none"

TODAY = date(2002, 12, 1)  # a Sunday of the example season, 30 days before its roster deadline
SIZE = (120, 40)


@pytest.fixture
def make_app(league_file: Store) -> Callable[..., RinkbookApp]:
    """Build `RinkbookApp` over the example league, writable or (the captains' mode) read-only."""
    opened: list[Store] = []

    def build(read_only: bool = False, today: date = TODAY) -> RinkbookApp:
        store = league_file
        if read_only:
            store = open_league(league_file.path, read_only=True)
            opened.append(store)
        return RinkbookApp(store, today=today, season="2002-03")

    yield build
    for store in opened:
        store.close()


async def submit_line(pilot: Pilot, text: str) -> None:
    """Put `text` on the focused entry line at once and press Enter: what the line then does is the test.

    Pilot types a key in 40 ms or more, so a scoresheet typed key by key spends most of its time typing; tests
    about typing itself (the entry line's keys, its completion, hostile text) still press each key."""
    await wait_until(pilot, lambda: isinstance(pilot.app.focused, Input))  # a dialog opening on a busy machine
    entry = pilot.app.focused
    assert isinstance(entry, Input), f"no entry line has the focus: {entry!r}"
    entry.value = text
    entry.cursor_position = len(text)
    await pilot.press("enter")
    await pilot.pause()


async def wait_until(pilot: Pilot, shown: Callable[[], bool], seconds: float = 20.0) -> None:
    """Let the app run until `shown()` holds (at most `seconds`, far more than a busy machine needs), then
    until its screen is redrawn: what a timer, a poll or a worker brings is waited for, not guessed at. The
    test's asserts that follow say what was wrong if it never came."""
    deadline = time.monotonic() + seconds
    while not shown() and time.monotonic() < deadline:
        await pilot.pause(0.05)
    await pilot.pause()


async def palette_searched(pilot: Pilot) -> None:
    """Wait until the command palette has listed what matches its text (it searches in a worker)."""
    await wait_until(
        pilot, lambda: not any(w.state in (WorkerState.PENDING, WorkerState.RUNNING) for w in pilot.app.workers)
    )
