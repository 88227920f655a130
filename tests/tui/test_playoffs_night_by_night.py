"""The whole playoffs run from the keyboard, night by night, from the end of the regular season to a champion."""

from __future__ import annotations

from dataclasses import replace
from datetime import date

import pytest

from store.file.db import Store
from store.season_files.import_export import import_season
from store.season_files.reader import parse_season_text
from store.views.season_load import load_season
from tests.conftest import EXAMPLE
from tests.tui.conftest import submit_line
from tui.app import RinkbookApp
from tui.modals.confirm_modal import ConfirmModal
from tui.screens.playoffs_screen import PlayoffsScreen

SIZE = (120, 40)


@pytest.fixture
def season_over(empty_league: Store) -> Store:
    """The example's regular season, complete, and no playoff game yet."""
    season = parse_season_text(EXAMPLE.read_bytes())
    import_season(
        empty_league, replace(season, games=tuple(g for g in season.games if g.stage == "regular")), backup=False
    )
    return empty_league


async def test_playoffs_from_the_end_of_the_regular_season_to_a_champion(season_over, read_screen):
    """Each night the committee schedules the next game a series needs (x, Enter on the playoffs screen) and
    the scorer enters its score on the scoresheet; here the home team always wins 3-1."""
    app = RinkbookApp(season_over, today=date(2002, 12, 10), season="2002-03")
    played: list[tuple[str, str, str]] = []
    async with app.run_test(size=SIZE) as pilot:
        for _night in range(20):
            await pilot.press("f1", "o")  # the help's screen keys: to the playoffs
            await pilot.pause()
            assert isinstance(app.screen, PlayoffsScreen)
            if app.screen.view.bracket.get("F").winner:
                break
            before = {g.id for g in load_season(season_over).games}
            await pilot.press("x", "enter")
            await pilot.pause()
            (new,) = [g for g in load_season(season_over).games if g.id not in before]
            played.append((new.id, new.home, new.away))
            await pilot.press("g", "colon")
            await submit_line(pilot, f"game {new.id}")
            await submit_line(pilot, "score 3-1")
            if isinstance(app.screen, ConfirmModal):  # a game dated after the app's today: the scorer says yes
                await pilot.press("y")
                await pilot.pause()
            assert load_season(season_over).game(new.id).status == "final"
        text = read_screen(app)
    # The first series needing a game is scheduled each night: the play-ins first, then both semi-finals.
    assert [g for g, _, _ in played] == [
        "WC1-1",
        "WC2-1",
        "SF1-1",
        "SF1-2",
        "SF1-3",
        "SF2-1",
        "SF2-2",
        "SF2-3",
        "F-1",
        "F-2",
        "F-3",
        "F-4",
        "F-5",
    ]
    homes = {gid: home for gid, home, _ in played}
    assert (homes["WC1-1"], homes["WC2-1"]) == ("WHT", "GLD")  # the better seed at home in the play-ins
    assert [homes[f"F-{n}"] for n in range(1, 6)] == ["RED", "BLU", "RED", "BLU", "RED"]
    assert "Red wins 3-2" in text and "Blue wins 2-1" in text and "Gold wins 1-0" in text
