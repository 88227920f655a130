"""The playoffs screen: the bracket as a bracket, the next game scheduled from the keyboard."""

from __future__ import annotations

from datetime import date

from store.season_load import load_season
from tests.tui.conftest import wait_until
from tui.screens.playoffs_screen import PlayoffsScreen

SIZE = (120, 40)


async def test_bracket_shows_every_series_with_seeds_and_state(make_app, read_screen):
    app = make_app(today=date(2002, 12, 22))
    async with app.run_test(size=SIZE) as pilot:
        await pilot.press("o")
        assert isinstance(app.screen, PlayoffsScreen)
        text = read_screen(app)
        for line in ("WC1 · best of 1", "SF1 · best of 3", "F · best of 5", "Red leads 1-0", "Black leads 1-0",
                     "White wins 1-0", "waiting for its teams"):
            assert line in text
        assert "4  White" in text  # the wild card plays the semi-final as seed 4


async def test_next_game_is_scheduled_with_its_home_team_from_the_keyboard(make_app, league, read_screen):
    app = make_app(today=date(2002, 12, 22))
    async with app.run_test(size=SIZE) as pilot:
        await pilot.press("o", "x")
        assert "White (home) v Red" in read_screen(app)
        await pilot.press("enter")
        await pilot.pause()
        assert "g2 Dec 22 WHT v RED scheduled" in read_screen(app)
    game = load_season(league).game("SF1-2")
    assert (game.home, game.away, game.no, game.date, game.rooms) == ("WHT", "RED", 2, date(2002, 12, 22), (3, 4))


async def test_a_bad_slot_is_refused_in_the_dialog(make_app, league, read_screen):
    app = make_app(today=date(2002, 12, 22))
    async with app.run_test(size=SIZE) as pilot:
        await pilot.press("o", "x", "tab", "tab", *["backspace"] * 3, "4", "/", "4", "enter")
        assert "Rooms: '4/4' is not two different room numbers" in read_screen(app)
    assert load_season(league).game("SF1-2") is None


async def test_read_only_refuses_scheduling(make_app, league, read_screen):
    app = make_app(read_only=True, today=date(2002, 12, 22))
    async with app.run_test(size=SIZE) as pilot:
        await pilot.press("o")
        assert "x Schedule next game" in read_screen(app)
        await pilot.press("x")
        await wait_until(pilot, lambda: any("Read-only" in n.message for n in app._notifications))
        assert any("Read-only: scheduling a playoff game" in n.message for n in app._notifications)
    assert load_season(league).game("SF1-2") is None
