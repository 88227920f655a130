"""Watching the app's frames for a result: the moment the dashboard first paints a game entered or committed."""

from __future__ import annotations

import asyncio
from collections.abc import Callable
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from textual.widgets import DataTable

    from tui.app import RinkbookApp


def watch_for_result(
    app: RinkbookApp, grid: DataTable, team: str, played: int, clock: Callable[[], float]
) -> list[float]:
    """Hook the app's frames: the list returned gets `clock()` at the first frame painted with `team` one game
    past `played` in the standings `grid` (`stop_watching` puts Textual's frame back)."""
    shown: list[float] = []
    display = app._display

    def display_and_tell(screen: object, renderable: object) -> None:
        display(screen, renderable)  # Textual's frame; only the terminal write is skipped (headless)
        if renderable is not None and not shown and grid.get_cell(team, "GP") == played + 1:
            shown.append(clock())

    app._display = display_and_tell  # type: ignore[method-assign]
    app._watched_display = display  # type: ignore[attr-defined]
    return shown


def stop_watching(app: RinkbookApp) -> None:
    app._display = app._watched_display  # type: ignore[attr-defined, method-assign]


async def until_shown(shown: list[float], seconds: float, what: str) -> float:
    """Wait (at most `seconds`) for the watched frame; its clock reading."""
    for _ in range(int(seconds / 0.005)):
        if shown:
            return shown[0]
        await asyncio.sleep(0.005)
    raise RuntimeError(f"the app did not show {what} within {seconds:g} s")
