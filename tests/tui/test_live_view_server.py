"""The live view on a PostgreSQL server: an open app shows what another machine saved, through the revision row.

The app and the other machine are two connections to one database on the tests' own server (`tests.pg_server`);
the other's commits reach the app by its poll of the revision token, as a file's reach it by `data_version`.
"""

from __future__ import annotations

import time
from dataclasses import replace
from datetime import date

import pytest

from league.season.values import Game, Score
from store.file.db import Store, open_league
from store.writes.games import save_game
from tests.tui.conftest import wait_until
from tui.app import RinkbookApp

SIZE = (120, 40)
SEASON = "2002-03"
SF1_2 = Game("SF1-2", "playoff", date(2002, 12, 22), "20:15", "WHT", "RED", rooms=(3, 4), series="SF1", no=2)


@pytest.fixture
def server_league(pg_server, example_server_template: str) -> Store:
    """The example league in a new database on the test server."""
    store = open_league(pg_server.new_database(template=example_server_template))
    yield store
    store.close()


async def test_the_app_shows_another_machines_result_within_a_second(server_league: Store, read_screen) -> None:
    save_game(server_league, SEASON, SF1_2, decision="schedule playoff game")
    window = open_league(server_league.address)  # this window's own connection, as on another laptop
    app = RinkbookApp(window, today=date(2002, 12, 22), season=SEASON)
    try:
        async with app.run_test(size=SIZE) as pilot:
            await pilot.press("s")
            await pilot.pause()
            assert "SF1 game 2  Sun 2002-12-22  20:15  WHT   RED   WHT 4 · RED 3        scheduled" in read_screen(app)
            final = replace(SF1_2, status="final", score=Score(1, 3))
            save_game(server_league, SEASON, final, based_on=SF1_2)  # the other machine
            saved = time.monotonic()
            await wait_until(pilot, lambda: app.season.game("SF1-2").status == "final")
            followed = time.monotonic() - saved
            assert "SF1 game 2  Sun 2002-12-22  20:15  WHT   RED   WHT 4 · RED 3        final      1-3" in read_screen(
                app
            )
            assert followed < 3.0, followed  # a poll every half second; slack for a loaded machine
    finally:
        app.close_store()


async def test_the_apps_own_save_is_not_taken_for_another_machines(server_league: Store) -> None:
    """The app's own commit moves the token too; its watch does not count it as another's."""
    window = open_league(server_league.address)
    before = window.data_version()
    save_game(window, SEASON, SF1_2, decision="schedule playoff game")
    assert window.data_version() == before
    save_game(server_league, SEASON, replace(SF1_2, time="20:30"), based_on=SF1_2)
    assert window.data_version() != before
    window.close()
