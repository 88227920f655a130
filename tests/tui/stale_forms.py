"""Two windows with the same form open on one league file: the first saves, the second's Enter is stale."""

from __future__ import annotations

from contextlib import asynccontextmanager
from datetime import date

from store.file.db import open_league
from tests.tui.two_window_cases import fill, keys
from tui.app import RinkbookApp

SIZE = (120, 40)


@asynccontextmanager
async def saved_meanwhile(
    store,
    season: str,
    today: date,
    opening: tuple[str, ...],
    first_typed,
    second_typed,
    first_opening=None,
    saving: tuple[str, ...] = ("enter",),
):
    """Two windows with the same form open (`opening`; the first's `first_opening` when given): the first saves
    `first_typed`, then the second `second_typed` (each by the keys `saving`, Enter unless given), its live view
    held back, so its form is stale. Yields the second's pilot and app."""
    other = open_league(store.address)
    first, second = RinkbookApp(store, today, season), RinkbookApp(other, today, season)
    try:
        async with first.run_test(size=SIZE) as p1, second.run_test(size=SIZE) as p2:
            with second.live.paused():
                await keys(p2, *opening)  # the second window's form is open before the first saves
                await keys(p1, *(first_opening or opening))
                await fill(p1, first, **first_typed)
                await keys(p1, *saving)
                await fill(p2, second, **second_typed)
                await keys(p2, *saving)
            yield p2, second
    finally:
        other.close()
