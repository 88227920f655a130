"""Two app windows on one league on a PostgreSQL server, as on one league file (`tests.tui.test_two_windows`): the
first saves, the second's save is refused naming the first's change, and its next try works. The windows are two
connections to one database on the tests' own server (`tests.pg_server`), as two laptops would be."""

from __future__ import annotations

import pytest

from store.file.db import Store, open_league
from tests.tui.two_window_cases import CASES, league_for, two_windows

# Writes whose stale checks differ the most (a player, the draft, a sheet, the schedule); the file's
# test runs every kind.
ON_A_SERVER = ("player edit", "draft pick", "scoresheet entry", "playoff game")


@pytest.fixture
def server_league(pg_url: str) -> Store:
    store = open_league(pg_url, create=True)
    yield store
    store.close()


@pytest.mark.parametrize("case", [c for c in CASES if c.name in ON_A_SERVER], ids=lambda c: c.name)
async def test_a_second_windows_stale_save_on_a_server_is_refused_naming_the_change(
    case, server_league: Store, example_season
) -> None:
    await two_windows(case, server_league, league_for(case, server_league, example_season))
