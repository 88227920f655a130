"""The playoffs screen on a short terminal (80x24): the games each series needs next stay in view under the
bracket, which scrolls in the room they leave it; with none to list, the screen says why."""

from __future__ import annotations

import re
from datetime import date

from store.season_files.import_export import import_season_file
from tests.unfinished_season import one_game_short
from tui.app import RinkbookApp
from tui.screens.playoffs_screen import PlayoffsScreen

SERIES_ROWS = (r"SF1 +2 +White +Red +Red leads 1-0 +not yet", r"SF2 +2 +Black +Blue +Black leads 1-0 +not yet")


def shows_the_games_to_schedule(text: str) -> bool:
    return all(re.search(row, text) for row in SERIES_ROWS)


async def playoffs_shown(pilot, read_screen) -> str:
    """The playoffs screen opened with its key: what it shows."""
    await pilot.press("o")
    await pilot.pause()
    assert isinstance(pilot.app.screen, PlayoffsScreen)
    return read_screen(pilot.app)


async def test_at_80x24_the_heading_the_seeds_and_every_series_row_are_in_view(make_app, read_screen):
    """The screen scrolled as a whole to the table, its heading and seeds gone above the top."""
    app = make_app(today=date(2002, 12, 22))
    async with app.run_test(size=(80, 24)) as pilot:
        text = await playoffs_shown(pilot, read_screen)
        assert "Playoffs bracket" in text and "Seeds: 1 RED  2 BLU" in text
        assert "Games each series needs next" in text and shows_the_games_to_schedule(text), text
        assert app.focused is app.screen.query_one("#next-games")  # Enter and the arrows act on the series
        await pilot.press("tab", "pagedown")  # the bracket's lower boxes, by the keys
        await pilot.pause()
        assert "g1 Dec 19 BLU v BLK" in read_screen(app)


async def test_at_160x50_the_games_follow_the_bracket_as_before(make_app, read_screen):
    app = make_app(today=date(2002, 12, 22))
    async with app.run_test(size=(160, 50)) as pilot:
        lines = (await playoffs_shown(pilot, read_screen)).splitlines()
        heading = next(i for i, line in enumerate(lines) if "Games each series needs next" in line)
        assert "next: g2 at BLK" in lines[heading - 3]  # right under the bracket's last box, no gap
        assert shows_the_games_to_schedule("\n".join(lines[heading:]))


async def test_with_the_seeds_not_fixed_the_empty_games_say_why(empty_league, example_path, tmp_path, read_screen):
    import_season_file(empty_league, one_game_short(example_path, tmp_path))
    app = RinkbookApp(empty_league, today=date(2002, 12, 1), season="2002-03")
    async with app.run_test(size=(80, 24)) as pilot:
        text = await playoffs_shown(pilot, read_screen)
    assert "None until the seeds are fixed: 1 regular-season game left." in text, text
