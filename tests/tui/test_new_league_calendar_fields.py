"""The new-league form asks for the league's time zone and rink (a calendar's), both
optional; a time zone the computer does not know is refused naming the field, and nothing is created."""

from __future__ import annotations

from store.file.db import open_league
from store.views.season_load import load_season
from tests.tui.new_league_form import SIZE, TODAY, fill
from tui.first_run_app import FirstRunApp

FORM = {
    "new-league": "Test League",
    "new-season": "2026-27",
    "new-cutoff": "2026-12-31",
    "new-deadline": "2027-01-15",
    "new-teams": "RED Red/red; BLK Black; BLU Blue; WHT White; GLD Gold; GRN Green",
}


async def test_the_new_league_form_keeps_the_time_zone_and_rink_and_refuses_an_unknown_zone(tmp_path, read_screen):
    path = tmp_path / "league.db"
    first = FirstRunApp(path, TODAY)
    async with first.run_test(size=SIZE) as pilot:
        await pilot.pause()
        await fill(pilot, first, {**FORM, "new-time_zone": "Mars/Olympus", "new-rink": "Gray Arena"})
        await pilot.press("ctrl+s")
        await pilot.pause()
        assert "Time zone: 'Mars/Olympus' is not a time zone" in read_screen(first)
        await fill(pilot, first, {"new-time_zone": "America/Toronto"})
        await pilot.press("ctrl+s")
        await pilot.pause()
        await pilot.press("y")
        await pilot.pause()
    assert first.return_value == "2026-27"
    with open_league(path) as store:
        season = load_season(store)
    assert (season.time_zone, season.rink) == ("America/Toronto", "Gray Arena")
