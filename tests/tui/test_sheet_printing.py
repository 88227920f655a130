"""The scoresheet prints its game: F12 or the palette writes the PDF beside the league file and says where (a
read-only window writes no file: `test_read_only_writes_nothing`)."""

from __future__ import annotations

from tests.tui.conftest import palette_searched, submit_line, wait_until
from tests.tui.notices import notices
from tui.screens.scoresheet_screen import ScoresheetScreen

SIZE = (120, 40)


async def test_f12_writes_the_open_games_sheet_beside_the_league_file_and_says_the_path(make_app, read_screen):
    app = make_app()
    async with app.run_test(size=SIZE) as pilot:
        await pilot.press("g")
        await wait_until(pilot, lambda: isinstance(app.screen, ScoresheetScreen))
        await pilot.press("ctrl+g")
        await submit_line(pilot, "R02")
        await pilot.press("f12")
        target = app.store.path.with_name(f"{app.store.path.stem}-game-R02.pdf")
        await wait_until(pilot, target.exists)
        assert target.read_bytes().startswith(b"%PDF")
        assert any(note == f"Game sheet of game R02 written to {target}" for note in notices(app))
        await pilot.press("escape", "ctrl+p")
        await pilot.pause()
        await pilot.press(*"print the game sheet")
        await palette_searched(pilot)
        listed = read_screen(app)  # the palette marks the matched letters, which drops the spaces between them
        assert "Scoresheet:printthegamesheet" in listed.replace(" ", "") and "(key f12)" in listed


async def test_f12_on_a_cancelled_game_says_it_has_no_sheet_and_writes_none(empty_league):
    from dataclasses import replace

    from store.season_files.import_export import import_season
    from store.writes.games import change_game
    from tests.store.results_writer import unplayed_season
    from tests.tui.conftest import TODAY
    from tui.app import RinkbookApp

    import_season(empty_league, unplayed_season(), backup=False)
    change_game(empty_league, None, "R05", lambda g: replace(g, status="cancelled"), "cancel game", "no ice")
    app = RinkbookApp(empty_league, today=TODAY, season="2002-03")
    async with app.run_test(size=SIZE) as pilot:
        await pilot.press("g")
        await wait_until(pilot, lambda: isinstance(app.screen, ScoresheetScreen))
        await pilot.press("ctrl+g")
        await submit_line(pilot, "R05")
        await pilot.press("f12")
        said = "game R05 was cancelled: it has no sheet to print"
        await wait_until(pilot, lambda: any(said in note for note in notices(app)))
        assert any(said in note for note in notices(app))
        assert not app.store.path.with_name(f"{app.store.path.stem}-game-R05.pdf").exists()
