"""A drop as a committee works it, by keys: the request shows the captain, its date and the misses and is
confirmed; a player not droppable on that date is refused in the dialog; a waiting request is withdrawn with
its reason; a decision dated after today asks first; a substitute before the drop is refused for his date."""

from __future__ import annotations

from datetime import date

import pytest

from store.file.audit import audit_log
from store.season_files.import_export import import_season
from store.views.season_load import load_season
from store.writes.drops import decide_drop, request_drop
from tests.league.attendance_nights import game, season
from tests.tui.notices import notices
from tui.app import RinkbookApp

SIZE = (130, 40)
TODAY = date(2002, 11, 25)


@pytest.fixture
def absentee_league(filled_league):
    """Red's RED1 has missed all seven games by late November; RED2 none."""
    return filled_league(
        "test_drop_requests_screen.absentee_league",
        lambda store: import_season(store, season(*(game(n, absent=("RED1",)) for n in range(1, 8))), backup=False),
    )


def app_over(store) -> RinkbookApp:
    return RinkbookApp(store, today=TODAY, season="S")


def dialog_text(app) -> str:
    """Every line of the open dialog, as shown."""
    return "\n".join(str(w.render()) for w in app.screen.query("Static"))


async def test_a_request_shows_the_captain_date_and_misses_and_is_confirmed(absentee_league, read_screen):
    app = app_over(absentee_league)
    async with app.run_test(size=SIZE) as pilot:
        await pilot.press("a", "down", "Q")  # RED1 is Red's second player
        await pilot.pause()
        shown = dialog_text(app)
        assert "requested by Red's captain RED0 RED skater 0" in shown
        assert "on 2002-11-25" in shown and "7 misses by 2002-11-25: G01 G02 G03 G04 G05 G06 G07" in shown
        assert load_season(absentee_league).drops == ()  # nothing saved before it is confirmed
        await pilot.press("enter")
        await pilot.pause()
    assert [(d.player, d.requested_by, d.requested_on) for d in load_season(absentee_league).drops] == [
        ("RED1", "RED0", TODAY)
    ]


async def test_escape_asks_for_nothing(absentee_league):
    app = app_over(absentee_league)
    async with app.run_test(size=SIZE) as pilot:
        await pilot.press("a", "down", "Q", "escape")
        await pilot.pause()
    assert load_season(absentee_league).drops == ()


@pytest.mark.parametrize(
    ("row", "day", "says"),
    [
        (2, "", "Player: RED2 has missed 0 games by 2002-11-25: more than 5 make a player droppable (rule 10)"),
        (2, "2003-01-05", "Request date: no player may be dropped after 2002-12-31: 2003-01-05 is later (rule 10)"),
    ],
)
async def test_a_player_not_droppable_on_that_date_is_refused_in_the_dialog(absentee_league, row, day, says):
    app = app_over(absentee_league)
    async with app.run_test(size=SIZE) as pilot:
        await pilot.press("a", *["down"] * row, "Q")
        await pilot.pause()
        if day:
            field = app.screen.query_one("#request-date")
            field.focus()
            field.value = day
        await pilot.press("enter")
        await pilot.pause()
        assert says in dialog_text(app)  # the dialog stays open, saying why
    assert load_season(absentee_league).drops == ()


async def test_a_waiting_request_is_withdrawn_with_its_reason(absentee_league, read_screen):
    request_drop(absentee_league, None, "RED1", "RED0", TODAY)
    app = app_over(absentee_league)
    async with app.run_test(size=SIZE) as pilot:
        await pilot.press("a", "down", "W")
        await pilot.pause()
        assert "RED1" in dialog_text(app)
        await pilot.press(*"he is back", "enter")
        await pilot.pause()
        assert "requests waiting: none" in read_screen(app)
    assert load_season(absentee_league).drops == ()
    entry = audit_log(absentee_league)[0]
    assert (entry.action, entry.detail["reason"]) == ("drop request withdrawn", "he is back")


async def test_a_decision_dated_after_today_asks_first(absentee_league):
    request_drop(absentee_league, None, "RED1", "RED0", TODAY)
    app = app_over(absentee_league)
    async with app.run_test(size=SIZE) as pilot:
        await pilot.press("a", "down", "D", "y", "tab", *"absent", "tab", "tab")
        field = app.screen.query_one("#drop-date")
        field.value = "2002-12-20"
        await pilot.press("enter")
        await pilot.pause()
        assert "decided on 2002-12-20, which is after today: record it anyway?" in dialog_text(app)
        assert load_season(absentee_league).drops[0].approved is None
        await pilot.press("enter")  # yes: the committee meant it
        await pilot.pause()
    assert load_season(absentee_league).drops[0].decided_on == date(2002, 12, 20)


async def test_a_substitute_before_the_drop_is_refused_for_his_date(absentee_league):
    request_drop(absentee_league, None, "RED1", "RED0", TODAY)
    decide_drop(absentee_league, None, "RED1", TODAY, True, "absent")
    app = app_over(absentee_league)
    async with app.run_test(size=SIZE) as pilot:
        await pilot.press("a", "down", "U", *"fa1")
        field = app.screen.query_one("#sub-date")
        field.value = "2002-11-20"
        await pilot.press("enter")
        await pilot.pause()
        text = "\n".join(notices(app))
        assert "2002-11-20 is before the drop's decision" in text
        assert "a substitute joins on or after 2002-11-25" in text
    assert load_season(absentee_league).substitutes == ()
