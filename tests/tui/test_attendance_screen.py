"""The attendance screen and the drop workflow, by keys: request, decision, substitute."""

from __future__ import annotations

from datetime import date

import pytest

from store.file.audit import audit_log
from store.season_files.import_export import import_season
from store.views.season_load import load_season
from tests.league.attendance_nights import game, season
from tui.app import RinkbookApp

SIZE = (130, 40)


@pytest.fixture
def absentee_league(filled_league):
    """Red's RED1 has missed all seven games by late November."""
    return filled_league(
        "test_attendance_screen.absentee_league",
        lambda store: import_season(store, season(*(game(n, absent=("RED1",)) for n in range(1, 8))), backup=False),
    )


async def test_grid_shows_misses_and_the_whole_drop_workflow(absentee_league, read_screen):
    app = RinkbookApp(absentee_league, today=date(2002, 11, 25), season="S")
    async with app.run_test(size=SIZE) as pilot:
        await pilot.press("a")
        await pilot.pause()
        text = read_screen(app)
        assert "RED1 RED skater 1" in text and "DROPPABLE" in text and "✗" in text
        await pilot.press("down", "Q", "enter")  # RED1 is the second player of Red; Enter confirms the request
        await pilot.pause()
        assert "requests waiting: RED1" in read_screen(app)
        await pilot.press("D", "y", "tab", *"seven games missed", "tab", "backspace", *"40", "enter")
        await pilot.pause()
        await pilot.press("U")
        await pilot.pause()
        assert "FA1 Free Agent F rating 60 (±9)" in read_screen(app)
        await pilot.press(*"fa1", "enter")
        await pilot.pause()
    s = load_season(absentee_league)
    assert (s.drops[0].approved, s.drops[0].refund_cents) == (True, 4000)
    assert s.substitutes[0].player == "FA1"
    assert [e.action for e in audit_log(absentee_league)[:3]] == ["substitute placed", "drop approved", "drop request"]


async def test_read_only_shows_the_grid_and_refuses_a_request(absentee_league, read_screen):
    from store.file.db import open_league

    reader = open_league(absentee_league.path, read_only=True)
    app = RinkbookApp(reader, today=date(2002, 11, 25), season="S")
    async with app.run_test(size=SIZE) as pilot:
        await pilot.press("a", "down", "Q")
        await pilot.pause()
        assert "DROPPABLE" in read_screen(app)
    reader.close()
    assert load_season(absentee_league).drops == ()


async def test_a_correction_edits_the_games_dressed_list(absentee_league, read_screen):
    app = RinkbookApp(absentee_league, today=date(2002, 11, 25), season="S")
    async with app.run_test(size=SIZE) as pilot:
        # RED1 in Red's first game: past the player, his number, and his attended, misses and drop figures
        await pilot.press("a", "down", *["right"] * 5, "C")
        await pilot.pause()
    assert "RED1" in load_season(absentee_league).game("G01").dressed_for("RED")
