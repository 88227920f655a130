"""A destructive action is confirmed by a word typed in full, never by a key: cancelling
a game asks its reason and its id typed; a wrong word says what to type and changes nothing."""

from __future__ import annotations

from datetime import date

import pytest

from league.season.values import Game
from store.file.audit import audit_log
from store.views.season_load import load_season
from store.writes.schedule import add_games
from tui.modals.typed_confirm_modal import TypedConfirmModal, typed_matches
from tui.screens.schedule_screen import ScheduleScreen

SIZE = (120, 40)


@pytest.mark.parametrize(
    ("typed", "confirms"),
    [
        ("ROLLOVER", True),
        ("rollover", True),
        (" roll over ", True),
        ("2003-04", True),
        ("y", False),
        ("yy", False),
        ("", False),
        ("ROLLOVERS", False),
        ("2003-05", False),
    ],
)
def test_only_the_named_word_confirms_in_any_case(typed, confirms):
    assert typed_matches(typed, ("ROLLOVER", "2003-04")) is confirms


async def test_cancelling_a_game_needs_its_reason_and_its_id_typed(make_app, league_file, read_screen):
    semi = load_season(league_file).game("SF1-1")
    add_games(
        league_file,
        None,
        (Game("SF1-2", "playoff", date(2002, 12, 28), "20:00", semi.away, semi.home, series="SF1", no=2),),
        "add game",
    )
    app = make_app()
    async with app.run_test(size=SIZE) as pilot:
        await pilot.press("s")
        await pilot.pause()
        table = app.screen.query_one("DataTable")
        table.move_cursor(row=table.get_row_index("SF1-2"))
        await pilot.press("X")
        await pilot.pause()
        assert isinstance(app.screen, TypedConfirmModal)
        assert "Type SF1-2 to confirm" in read_screen(app)
        await pilot.press(*"ice plant down", "enter", "y", "y", "enter")  # keys pressed twice confirm nothing
        await pilot.pause()
        assert isinstance(app.screen, TypedConfirmModal)
        assert "Not confirmed: type SF1-2, or Esc to leave it." in read_screen(app)
        assert load_season(league_file).game("SF1-2").status == "scheduled"
        await pilot.press("backspace", "backspace", *"sf1-2", "enter")
        await pilot.pause()
        assert isinstance(app.screen, ScheduleScreen)
    assert load_season(league_file).game("SF1-2").status == "cancelled"
    entry = audit_log(league_file)[0]
    assert entry.action == "cancel game" and "ice plant down" in str(entry.detail)


async def test_escape_leaves_a_typed_confirmation_without_doing_anything(make_app, league_file):
    app = make_app()
    async with app.run_test(size=SIZE) as pilot:
        await pilot.press("y")
        await pilot.pause()
        assert isinstance(app.screen, TypedConfirmModal)
        await pilot.press(*"rollove", "escape")
        await pilot.pause()
        assert not isinstance(app.screen, TypedConfirmModal)
        assert app.season_name == "2002-03"
