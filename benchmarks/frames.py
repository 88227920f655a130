"""Watching the app's frames: the moment the first frame is painted that shows what a measure waits for (a
result in the dashboard's standings, a screen with its table filled)."""

from __future__ import annotations

import asyncio
import time
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from typing import TYPE_CHECKING, TypeVar

if TYPE_CHECKING:
    from textual.widgets import DataTable

    from tui.app import RinkbookApp

Reading = TypeVar("Reading")  # a clock's: its seconds, or several clocks' at once


@contextmanager
def watching_frames(
    app: RinkbookApp, painted: Callable[[object], bool], clock: Callable[[], Reading]
) -> Iterator[list[Reading]]:
    """While the block runs, the list it gets holds `clock()` at the first frame painted whose screen
    `painted(screen)` accepts; Textual's frame is put back after."""
    from tui.textual_patches.app_internals import frame_painter, replace_frame_painter

    shown: list[Reading] = []
    display = frame_painter(app)

    def display_and_tell(screen: object, renderable: object) -> None:
        display(screen, renderable)  # Textual's frame; only the terminal write is skipped (headless)
        if renderable is not None and not shown and painted(screen):
            shown.append(clock())

    replace_frame_painter(app, display_and_tell)
    try:
        yield shown
    finally:
        replace_frame_painter(app, display)


def result_shown(grid: DataTable, team: str, played: int) -> Callable[[object], bool]:
    """For `watching_frames`: the standings `grid` shows `team` one game past `played`."""
    return lambda screen: grid.get_cell(team, "GP") == played + 1


async def until_shown(shown: list[Reading], seconds: float, what: str) -> Reading:
    """Wait (at most `seconds` of the wall clock) for the watched frame; its clock reading."""
    deadline = time.monotonic() + seconds
    while not shown:
        if time.monotonic() > deadline:
            raise RuntimeError(f"the app did not show {what} within {seconds:g} s")
        await asyncio.sleep(0.005)
    return shown[0]
