"""Two windows on one league file, for each kind of write: both show the same thing, the first saves, the
second's save is refused naming the first's change, the second window then shows that change, and its
next try works. Nothing here waits for a live refresh: the second form is open before the first saves, and
the second window's live view is paused until its save has been tried.
"""

from __future__ import annotations

import pytest

from tests.tui.two_window_cases import CASES, league_for, two_windows


@pytest.mark.parametrize("case", CASES, ids=[c.name for c in CASES])
async def test_a_second_windows_stale_save_is_refused_naming_the_change_and_its_next_try_works(
    case, empty_league, example_season
):
    await two_windows(case, empty_league, league_for(case, empty_league, example_season))
