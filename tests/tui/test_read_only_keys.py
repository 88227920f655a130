"""The captains' mode shows only what it can do: write keys are hidden, and pressing one says why."""

from __future__ import annotations

import pytest

from league.season.values import Season
from store.views.season_load import load_season
from tests.tui.footer_text import footer_text
from tests.tui.notices import notices

SIZE = (160, 40)

# (the screen's key, the write key pressed there, the footer text the committee sees for it)
WRITE_KEYS = [
    ("p", "N", "Register player"),
    ("r", "M", "Transfer player"),
    ("r", "W", "Swap players"),
    ("r", "A", "Apply suggestion"),
    ("s", "A", "Add game"),
    ("s", "R", "Generate round robin"),
    ("a", "Q", "Request drop"),
    ("a", "U", "Substitute"),
    ("d", "k", "Record coin toss"),
]


@pytest.mark.parametrize(("screen", "key", "title"), WRITE_KEYS)
async def test_read_only_hides_a_write_key_and_pressing_it_says_ask_the_committee(
    make_app, league_file, screen, key, title
):
    before: Season = load_season(league_file)
    app = make_app(read_only=True)
    async with app.run_test(size=SIZE) as pilot:
        await pilot.press(screen)
        await pilot.pause()
        assert title not in footer_text(app)
        await pilot.press(key)
        await pilot.pause()
        assert any(note == f"Read-only: ask the committee ({title} changes the league file)." for note in notices(app))
    assert load_season(league_file) == before


async def test_read_only_roll_over_key_says_ask_the_committee(make_app):
    app = make_app(read_only=True)
    async with app.run_test(size=SIZE) as pilot:
        await pilot.pause()
        await pilot.press("y")
        await pilot.pause()
        assert any("Read-only: ask the committee (Roll over to next season" in note for note in notices(app))
