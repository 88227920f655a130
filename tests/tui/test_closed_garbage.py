"""A closed app, and a dialog closed in a running app, are freed by reference counts: what they leave to Python's
cyclic collector is a few hundred objects, not the thousands of every widget, style and line they held
(`tui.textual_patches.cycles`)."""

from __future__ import annotations

import gc
from collections.abc import Iterator
from contextlib import contextmanager

from tui.modals.help_modal import HelpModal
from tui.screens.dashboard_screen import DashboardScreen

SIZE = (120, 40)
# The most the collector may find of an app shown three screens and the help, then closed (17,000 objects before the
# cycles were cut, 650 after: the league file's queries and the test's own), and of the help closed (860, then 17).
CLOSED_APP_MOST = 3_000
CLOSED_HELP_MOST = 150


@contextmanager
def collected() -> Iterator[list[int]]:
    """The number of objects each pass of the collector finds unreachable while the block runs, its last pass
    included (the block ends with a full one). Counted as the passes come rather than with the collector paused:
    the app resumes a paused collector once its season is read (`tui.collector`)."""
    found: list[int] = []

    def count(phase: str, info: dict[str, int]) -> None:
        if phase == "stop":
            found.append(info["collected"])

    gc.collect()  # what earlier tests left
    gc.callbacks.append(count)
    try:
        yield found
        gc.collect()
    finally:
        gc.callbacks.remove(count)


async def screen_after(pilot, *keys: str) -> object:
    """The screen shown once each key has been answered, in turn."""
    await pilot.pause()
    for key in keys:
        await pilot.press(key)
        await pilot.pause()
    return pilot.app.screen


async def test_a_closed_app_leaves_little_to_the_collector(make_app):
    with collected() as found:
        app = make_app()
        async with app.run_test(size=SIZE) as pilot:
            assert isinstance(
                await screen_after(pilot, "s", "t", "d", "question_mark", "question_mark"), DashboardScreen
            )
        del app, pilot
    assert sum(found) < CLOSED_APP_MOST, f"the collector found {sum(found)} objects"


async def test_a_closed_dialog_leaves_little_to_the_collector(make_app):
    async with make_app().run_test(size=SIZE) as pilot:
        assert isinstance(await screen_after(pilot, "f1"), HelpModal)
        with collected() as found:
            assert isinstance(await screen_after(pilot, "f1"), DashboardScreen)
    assert sum(found) < CLOSED_HELP_MOST, f"the collector found {sum(found)} objects"
