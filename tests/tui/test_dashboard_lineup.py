"""The dashboard's alerts by keys: a legal five-and-a-goalie roster is not called short (rule 6)."""

from __future__ import annotations

from datetime import date

import pytest

from store.season_files.import_export import import_season
from tests.league.lineup_seasons import red_with
from tui.app import RinkbookApp


@pytest.mark.parametrize(("skaters", "short"), [(5, False), (4, True)])
async def test_the_dashboard_calls_a_five_and_a_goalie_roster_legal_and_four_short(
    empty_league, read_screen, skaters, short
):
    import_season(empty_league, red_with(skaters, 1), backup=False)
    app = RinkbookApp(empty_league, today=date(2002, 11, 1), season="S")
    async with app.run_test(size=(160, 50)) as pilot:
        await pilot.press("d")
        await pilot.pause()
        text = read_screen(app)
    assert (f"Red has {skaters} skaters" in text) is short
