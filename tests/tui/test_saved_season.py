"""After a scoresheet save the app keeps the season the save returned instead of reading it back:
that season must be the file's, value for value, or the next entry's "changed elsewhere" check
(`based_on`) would refuse the scorer's own work."""

from __future__ import annotations

import pytest

from store.file.db import Store
from store.season_files.import_export import import_season
from store.season_files.reader import parse_season_text
from store.views.season_load import load_season
from tests.conftest import EXAMPLE
from tests.tui.scoresheet_keys import SIZE, app_over, open_sheet
from tests.tui.sheet_fixtures import sheet_season

ENTRIES = (
    "d h all",
    "d a all",
    "late BLU 5",
    "goal WHT 11 36 60 1 05:31",
    "pen BLU 13 minor hooking 1 06:00",
    "pen BLU 13 minor tripping 1 07:00",
    "pen BLU 13 minor slashing 1 08:00",
    "pen BLU 13 minor holding 1 09:00",
    "goal BLU 14 2 10:10",
    "final",
    "sign Ref Jones",
)


@pytest.fixture
def r31_league(filled_league) -> Store:
    """The example's regular season with game R31 (White v Blue) still to play, as the scoresheet tests use."""
    return filled_league(
        "test_saved_season.r31_league",
        lambda store: import_season(store, sheet_season(parse_season_text(EXAMPLE.read_bytes())), backup=False),
    )


async def test_the_season_the_app_holds_after_each_entry_is_the_files(r31_league):
    app = app_over(r31_league)
    async with app.run_test(size=SIZE) as pilot:
        await open_sheet(pilot)
        for entry in ENTRIES:
            app.focused.value = entry  # the entry line, filled at once: typing each key is the other tests' job
            await pilot.press("enter")
            await pilot.pause()
            assert "Saved" in str(app.screen.query_one("#sheet-message").render()), entry
            assert app.season == load_season(r31_league, "2002-03"), entry
        await pilot.press("ctrl+z")
        await pilot.pause()
        assert app.season == load_season(r31_league, "2002-03")
