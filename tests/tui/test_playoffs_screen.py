"""The playoffs screen: the bracket as a bracket, the next game scheduled from the keyboard."""

from __future__ import annotations

from datetime import date

from store.views.season_load import load_season
from tests.tui.conftest import wait_until
from tests.tui.notices import notices
from tui.modals.playoff_game_modal import PlayoffGameModal
from tui.screens.playoffs_screen import PlayoffsScreen

SIZE = (120, 40)


async def test_bracket_shows_every_series_with_seeds_and_state(make_app, read_screen):
    app = make_app(today=date(2002, 12, 22))
    async with app.run_test(size=SIZE) as pilot:
        await pilot.press("o")
        assert isinstance(app.screen, PlayoffsScreen)
        text = read_screen(app)
        for line in (
            "WC1 · best of 1",
            "SF1 · best of 3",
            "F · best of 5",
            "Red leads 1-0",
            "Black leads 1-0",
            "White wins 1-0",
            "waiting for its teams",
        ):
            assert line in text
        assert "4  White" in text  # the wild card plays the semi-final as seed 4


async def test_next_game_is_scheduled_with_its_home_team_from_the_keyboard(make_app, league_file, read_screen):
    app = make_app(today=date(2002, 12, 22))
    async with app.run_test(size=SIZE) as pilot:
        await pilot.press("o", "x")
        assert "White (home) v Red" in read_screen(app)
        await pilot.press("enter")
        await pilot.pause()
        assert "g2 Dec 22 WHT v RED scheduled" in read_screen(app)
    game = load_season(league_file).game("SF1-2")
    assert (game.home, game.away, game.no, game.date, game.rooms) == ("WHT", "RED", 2, date(2002, 12, 22), (3, 4))


async def test_a_bad_slot_is_refused_in_the_dialog(make_app, league_file, read_screen):
    app = make_app(today=date(2002, 12, 22))
    async with app.run_test(size=SIZE) as pilot:
        await pilot.press("o", "x", "tab", "tab", *["backspace"] * 3, "4", "/", "4", "enter")
        assert "Rooms: '4/4' is not two different room numbers" in read_screen(app)
    assert load_season(league_file).game("SF1-2") is None


async def test_read_only_refuses_scheduling(make_app, league_file, read_screen):
    app = make_app(read_only=True, today=date(2002, 12, 22))
    async with app.run_test(size=SIZE) as pilot:
        await pilot.press("o")
        assert "x Schedule next game" not in read_screen(app)
        await pilot.press("x")  # hidden like every write command in read-only mode: a toast says why
        await wait_until(pilot, lambda: any("Read-only" in note for note in notices(app)))
        assert not isinstance(app.screen, PlayoffGameModal)
        said = len(notices(app))
        await pilot.press("enter")  # the selected series' row: refused in words
        await wait_until(pilot, lambda: len(notices(app)) > said)
        assert any("Read-only: scheduling a playoff game" in note for note in notices(app)[said:])
    assert load_season(league_file).game("SF1-2") is None


async def test_a_whole_series_is_scheduled_at_once_with_game_3_if_necessary(make_app, league_file, read_screen):
    app = make_app(today=date(2002, 12, 22))
    async with app.run_test(size=SIZE) as pilot:
        await pilot.press("o", "X")  # SF1, RED leads 1-0: games 2 and 3 are still to schedule
        assert isinstance(app.screen, PlayoffGameModal)
        text = read_screen(app)
        assert "game 2: White (home) v Red" in text and "game 3: Red (home) v White, if necessary" in text
        await pilot.press("enter")
        await pilot.pause()
        text = read_screen(app)
        # One a game night (the league's Sundays), never one a day.
        assert "g2 Dec 22 WHT v RED scheduled" in text and "g3 Dec 29 RED v WHT if necessary" in text
    season = load_season(league_file)
    two, three = season.game("SF1-2"), season.game("SF1-3")
    assert (two.home, two.date, three.home, three.date, three.no) == (
        "WHT",
        date(2002, 12, 22),
        "RED",
        date(2002, 12, 29),
        3,
    )


async def test_the_schedule_marks_a_game_scheduled_if_necessary(make_app, league_file, read_screen):
    app = make_app(today=date(2002, 12, 22))
    async with app.run_test(size=SIZE) as pilot:
        await pilot.press("o", "X", "enter")
        await pilot.pause()
        await pilot.press("s", "F")  # the scheduled games only
        await pilot.pause()
        text = read_screen(app)
        assert "SF1 game 3, if necessary" in text and "SF1 game 2, if necessary" not in text
