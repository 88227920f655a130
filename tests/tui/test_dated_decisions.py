"""Decisions carry their dates: the drop decision and the substitute take a date field (today by default),
refused after the roster deadline (rules 10, 11); the substitute dialog opens only for a dropped player;
a refusal names the field as the dialog labels it, never by its path."""

from __future__ import annotations

from datetime import date

import pytest

from league.season.values import Drop
from store.season_files.import_export import import_season
from store.views.season_load import load_season
from tests.league.attendance_nights import game, season
from tests.tui.notices import notices
from tui.app import RinkbookApp
from tui.modals.drop_modals import DropDecisionModal, SubstituteModal

SIZE = (130, 40)
TODAY = date(2002, 11, 25)


@pytest.fixture
def requested_league(filled_league):
    """Red's RED1 has missed all seven games; his captain asked to drop him on 2002-11-20."""
    s = season(*(game(n, absent=("RED1",)) for n in range(1, 8)), drops=(Drop("RED1", "RED0", date(2002, 11, 20)),))
    return filled_league("test_dated_decisions.requested_league", lambda store: import_season(store, s, backup=False))


def error_text(app, selector: str) -> str:
    return str(app.screen.query_one(selector).render())


async def decide(pilot, day: str) -> None:
    """On the attendance screen, RED1 under the cursor: approve with a reason, no refund, on `day`."""
    await pilot.press("a", "down", "D")
    await pilot.pause()
    await pilot.press("y", "tab", *"seven games missed", "tab", "tab", "ctrl+e", "ctrl+u", *day, "enter")
    await pilot.pause()


async def test_the_drop_decision_is_stored_with_the_date_typed(requested_league):
    app = RinkbookApp(requested_league, today=TODAY, season="S")
    async with app.run_test(size=SIZE) as pilot:
        await decide(pilot, "2002-11-22")
    (drop,) = load_season(requested_league).drops
    assert (drop.approved, drop.decided_on) == (True, date(2002, 11, 22))


async def test_a_drop_decision_after_the_roster_deadline_is_refused_in_the_dialog(requested_league):
    app = RinkbookApp(requested_league, today=TODAY, season="S")
    async with app.run_test(size=SIZE) as pilot:
        await decide(pilot, "2003-01-05")
        assert isinstance(app.screen, DropDecisionModal)
        assert error_text(app, "#drop-error") == "Decision date: no player may be dropped after 2002-12-31 (rule 10)."
    assert load_season(requested_league).drops[0].approved is None


async def test_a_refusal_names_the_field_by_its_label_never_its_path(requested_league):
    """A decision dated before the request: the store refuses it; the toast says "Decision date", not drops[0]."""
    app = RinkbookApp(requested_league, today=TODAY, season="S")
    async with app.run_test(size=SIZE) as pilot:
        await decide(pilot, "2002-11-19")
        messages = notices(app)
    assert "Decision date: the decision comes before the request (rule 10)" in messages
    assert not any("drops[" in m for m in messages)
    assert load_season(requested_league).drops[0].approved is None


async def test_the_substitute_dialog_opens_only_for_a_dropped_player(requested_league):
    app = RinkbookApp(requested_league, today=TODAY, season="S")
    async with app.run_test(size=SIZE) as pilot:
        await pilot.press("a", "down", "U")  # RED1's drop is only requested
        await pilot.pause()
        assert not isinstance(app.screen, SubstituteModal)
        assert any(
            "RED skater 1 (RED1) was not dropped: a substitute replaces a player the committee dropped "
            "(rule 11)" in note
            for note in notices(app)
        )


async def test_the_substitute_is_placed_from_the_date_typed_and_not_after_the_deadline(requested_league):
    app = RinkbookApp(requested_league, today=TODAY, season="S")
    async with app.run_test(size=SIZE) as pilot:
        await decide(pilot, "2002-11-22")
        await pilot.press("U")
        await pilot.pause()
        assert isinstance(app.screen, SubstituteModal)
        await pilot.press(*"fa1", "tab", "ctrl+e", "ctrl+u", *"2003-01-02", "enter")
        await pilot.pause()
        assert error_text(app, "#sub-error") == "Date: no substitute may be added after 2002-12-31 (rule 11)."
        await pilot.press("ctrl+u", *"2002-11-27", "enter")
        await pilot.pause()
    (sub,) = load_season(requested_league).substitutes
    assert (sub.player, sub.date, sub.replaces) == ("FA1", date(2002, 11, 27), "RED1")


@pytest.mark.parametrize(("screen", "key", "field"), [("f", "P", "#payment-date"), ("r", "M", "#transfer-date")])
async def test_the_payment_and_transfer_dates_are_today_by_default_and_checked_as_typed(make_app, screen, key, field):
    from textual.widgets import Input

    app = make_app()
    async with app.run_test(size=SIZE) as pilot:
        await pilot.press(screen, key)
        await pilot.pause()
        date_field = app.screen.query_one(field, Input)
        assert date_field.value == "2002-12-01" and date_field.is_valid
        date_field.focus()
        await pilot.press("ctrl+e", "ctrl+u", *"2002-13-01")
        await pilot.pause()
        assert not date_field.is_valid  # marked as typed, before Enter


async def test_a_dialog_the_store_refuses_opens_again_as_typed_with_the_refused_field_focused(requested_league):
    """The decision dated before the request passes the dialog's checks but not the store's: the dialog
    comes back with the reason, the date and the reason typed, the cursor on the decision date."""
    app = RinkbookApp(requested_league, today=TODAY, season="S")
    async with app.run_test(size=SIZE) as pilot:
        await decide(pilot, "2002-11-19")
        await pilot.pause()
        assert isinstance(app.screen, DropDecisionModal)
        assert "the decision comes before the request" in error_text(app, "#drop-error")
        focused = app.focused
        assert focused is not None and focused.value == "2002-11-19"
        assert "seven games missed" in [i.value for i in app.screen.query("Input")]
        await pilot.press("ctrl+e", "ctrl+u", *"2002-11-22", "enter")
        await pilot.pause()
    (drop,) = load_season(requested_league).drops
    assert (drop.approved, drop.decided_on) == (True, date(2002, 11, 22))
