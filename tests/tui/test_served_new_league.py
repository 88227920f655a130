"""The new-league form in a browser session (`rinkbook serve`): no Import field, whose path would name the
server's files and whose answer would tell which exist; the league file named without its folder."""

from __future__ import annotations

from pathlib import Path

import pytest

from store.file.db import open_league
from tests.tui.conftest import SIZE, TODAY, wait_until
from tests.tui.notices import notices
from tui.app import RinkbookApp
from tui.screens.new_league_screen import BROWSER_IMPORTS_NOTHING, NewLeagueScreen


@pytest.fixture
def in_a_browser(monkeypatch):
    monkeypatch.setattr(RinkbookApp, "is_web", property(lambda self: True))


async def open_the_form(pilot) -> NewLeagueScreen:
    await pilot.press("n")
    await wait_until(pilot, lambda: isinstance(pilot.app.screen, NewLeagueScreen))
    screen = pilot.app.screen
    assert isinstance(screen, NewLeagueScreen)
    return screen


def everything_said(app: RinkbookApp, screen_text: str) -> str:
    return screen_text + " ".join(notices(app))


async def test_a_served_session_shows_no_import_field_and_names_no_server_folder(
    in_a_browser, league_file, tmp_path, monkeypatch, read_screen
):
    monkeypatch.chdir(tmp_path)  # as `serve` runs a session: in the league's folder, the file by its name
    with open_league(Path("league.db"), read_only=True) as store:
        app = RinkbookApp(store, today=TODAY, season="2002-03")
        async with app.run_test(size=SIZE) as pilot:
            screen = await open_the_form(pilot)
            assert not screen.query("#new-import")
            text = read_screen(app)
            assert "League file: league.db · seasons in it: 2002-03" in text
            assert "Import" not in text  # neither the field nor its key in the footer
            await pilot.press("ctrl+o")
            await pilot.pause()
            said = everything_said(app, read_screen(app))
    assert str(tmp_path) not in said and "Import:" not in said


async def test_a_writable_browser_session_imports_no_server_file(in_a_browser, make_app, tmp_path, read_screen):
    """What sign-in will open: a browser session that may write still reads no path typed into it."""
    app = make_app()
    async with app.run_test(size=SIZE) as pilot:
        screen = await open_the_form(pilot)
        assert not screen.query("#new-import") and "Import" not in read_screen(app)
        await pilot.press("ctrl+o")  # not this screen's key in a browser
        await pilot.pause()
        screen.action_import_file()  # the action itself, however it is reached
        await pilot.pause()
        text = read_screen(app)
        assert BROWSER_IMPORTS_NOTHING in " ".join(text.split())
        assert "League file: league.db" in text and str(tmp_path) not in everything_said(app, text)
