"""The schedule's game form makes playoff games too: a series and number, held against the bracket (Gray rules
20-22)."""

from __future__ import annotations

from datetime import date

from store.views.season_load import load_season
from tests.tui.conftest import wait_until
from tests.tui.notices import notices
from tui.modals.game_modal import GameModal

SIZE = (120, 40)


async def add_game(pilot, app, **fields: str) -> None:
    await pilot.press("s", "A")
    assert isinstance(app.screen, GameModal)
    for field, value in {"date": "2002-12-22", "time": "20:15", "rooms": "4/3", "reason": "playoffs", **fields}.items():
        app.screen.query_one(f"#game-{field}").value = value
    await pilot.pause()
    await pilot.press("enter")
    await pilot.pause()


async def test_the_game_form_adds_a_playoff_game_named_by_its_series(make_app, league_file):
    app = make_app(today=date(2002, 12, 22))
    async with app.run_test(size=SIZE) as pilot:
        await add_game(pilot, app, home="WHT", away="RED", series="sf1 2")
        assert not isinstance(app.screen, GameModal)
    game = load_season(league_file).game("SF1-2")
    assert (game.stage, game.series, game.no, game.home, game.rooms) == ("playoff", "SF1", 2, "WHT", (3, 4))


async def test_the_game_form_refuses_a_playoff_game_the_bracket_does_not_hold(make_app, league_file, read_screen):
    before = load_season(league_file)
    app = make_app(today=date(2002, 12, 22))
    async with app.run_test(size=SIZE) as pilot:
        await add_game(pilot, app, home="RED", away="WHT", series="SF1 2")
        await wait_until(pilot, lambda: any("SF1 game 2" in note for note in notices(app)))
        assert any("WHT is home in SF1 game 2, not RED" in note for note in notices(app))
        await add_game(pilot, app, home="WHT", away="RED", series="SF1")
        assert isinstance(app.screen, GameModal)  # a series without its game number is refused in the form
        assert "Series: 'SF1' is not a series and game number" in read_screen(app)
    assert load_season(league_file).games == before.games


async def test_a_game_with_no_teams_chosen_and_a_series_number_unreadable_is_refused_naming_the_series(
    make_app, league_file, read_screen
):
    """Teams left empty for the bracket's and "SF1 ²" typed as the series: refused in the form naming the Series
    field, not an error that ends the app; nothing is saved."""
    before = load_season(league_file)
    app = make_app(today=date(2002, 12, 22))
    async with app.run_test(size=SIZE) as pilot:
        await add_game(pilot, app, home="", away="", series="SF1 ²")
        assert isinstance(app.screen, GameModal)
        assert "Series: 'SF1 ²' is not a series and game number" in read_screen(app)
    assert load_season(league_file).games == before.games
