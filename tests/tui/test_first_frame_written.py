"""The app's first frame written to the terminal as soon as it is painted: Textual's writer thread takes the interpreter
back at each step of the write, so until then the event loop lets go of it within a short switch interval."""

from __future__ import annotations

import sys

import pytest

from tests.tui.conftest import SIZE
from tui.switch_interval import FIRST_FRAME_SWITCH_SECONDS


async def test_the_first_frame_is_written_with_a_short_switch_interval_then_pythons_is_given_back(make_app) -> None:
    before = sys.getswitchinterval()
    app = make_app()
    during: list[float] = []
    after_first_frame = app._after_first_frame

    def seen() -> None:
        during.append(sys.getswitchinterval())
        after_first_frame()

    app._after_first_frame = seen
    async with app.run_test(size=SIZE) as pilot:
        await pilot.pause()
        assert during == [pytest.approx(FIRST_FRAME_SWITCH_SECONDS)]
        assert sys.getswitchinterval() == before


async def test_an_app_that_ends_before_its_first_frame_gives_pythons_switch_interval_back(make_app) -> None:
    before = sys.getswitchinterval()
    app = make_app()
    app.call_after_refresh = lambda *_: None  # type: ignore[method-assign]  # no first frame is followed
    async with app.run_test(size=SIZE):
        assert sys.getswitchinterval() == pytest.approx(FIRST_FRAME_SWITCH_SECONDS)
    assert sys.getswitchinterval() == before


async def test_two_apps_whose_first_frames_overlap_give_pythons_switch_interval_back(make_app) -> None:
    before = sys.getswitchinterval()
    first, second = make_app(), make_app()
    # The second mounted while the first may still hold it.
    async with first.run_test(size=SIZE), second.run_test(size=SIZE) as pilot:
        await pilot.pause()
    assert sys.getswitchinterval() == before
