"""A refused field mended the way a fast typist does it: Backspace takes back the slip, not the whole field.

The refusal puts the cursor in the field it names with nothing selected, just after a stray character ("²",
which only looks like a digit) or at the end: a selected field lost all of its text to one Backspace, and the
next Enter was refused again for a field left empty.
"""

from __future__ import annotations

import re
from datetime import date

import pytest
from textual.widgets import Input

from store.file.audit import audit_log
from store.views.season_load import load_season
from store.writes.alert_dismissals import dismissed_alerts
from tests.conftest import screen_text
from tests.tui.conftest import wait_until
from tests.tui.new_tournament_form import FORM, POOLS, fill_form
from tui.first_run_app import FirstRunApp
from tui.modals.dismiss_alert_modal import DismissAlertModal
from tui.modals.form_refusal import stray_end
from tui.modals.player_modal import PlayerModal
from tui.modals.playoff_game_modal import PlayoffGameModal

EDIT_P001 = ("p", "slash", *"P001", "enter", "E")
TO_RATING = ("tab",) * 4  # Name, Born, Position, Class, then Rating
RATING_REFUSED = "Rating: type a number from 0 to 100"


async def refused_rating(pilot, typed: str, *before_enter: str) -> Input:
    """P001's edit form open, `typed` typed over his rating (a Tab selects a field's text), the keys
    `before_enter` pressed, then Enter: refused naming Rating, nothing saved. His rating field."""
    app = pilot.app
    before = load_season(app.store).player("P001").rating
    await pilot.press(*EDIT_P001)
    await pilot.pause()
    assert isinstance(app.screen, PlayerModal)
    await pilot.press(*TO_RATING, *typed, *before_enter, "enter")
    await pilot.pause()
    await pilot.pause()
    assert RATING_REFUSED in screen_text(app) and isinstance(app.screen, PlayerModal)
    assert load_season(app.store).player("P001").rating == before
    rating = app.screen.query_one("#player-rating", Input)
    assert rating.value == typed
    return rating


@pytest.mark.parametrize(("mending", "saved"), [(("backspace",), 8), (("backspace", "5"), 85)])
async def test_backspace_after_a_refused_superscript_takes_back_only_the_superscript(
    make_app, read_screen, mending, saved
):
    app = make_app()
    async with app.run_test(size=(80, 24)) as pilot:
        await refused_rating(pilot, "8²")
        await pilot.press(*mending, "enter")
        await pilot.pause()
        assert not isinstance(app.screen, PlayerModal)
        assert re.search(rf"P001 +22 +Dan Healy +F +A +{saved} +BLK", read_screen(app))  # his row's Rating
    assert load_season(app.store).player("P001").rating == saved


async def test_a_refusal_from_another_field_puts_the_cursor_after_the_slip(make_app):
    """Enter pressed in Phone: the cursor moves to Rating, and the focus does not select its text after all; the
    stray character in the middle ("8²5") is what Backspace takes."""
    app = make_app()
    async with app.run_test(size=(160, 50)) as pilot:
        rating = await refused_rating(pilot, "8²5", "tab", "tab", "tab")  # Number, Email, Phone
        assert app.focused is rating
        assert rating.selection.is_empty and rating.cursor_position == 2
        await pilot.press("backspace", "enter")
        await pilot.pause()
    assert load_season(app.store).player("P001").rating == 85


async def test_a_number_out_of_range_is_mended_from_its_end(make_app):
    """Nothing stray in "850": the cursor at its end, Backspace takes the last 0, and 85 is saved."""
    app = make_app()
    async with app.run_test(size=(80, 24)) as pilot:
        rating = await refused_rating(pilot, "850")
        assert rating.selection.is_empty and rating.cursor_position == 3
        await pilot.press("backspace", "enter")
        await pilot.pause()
    assert load_season(app.store).player("P001").rating == 85


def test_the_cursor_goes_after_the_first_stray_character_or_to_the_end():
    assert stray_end("8²") == 2
    assert stray_end("8²5") == 2
    assert stray_end("٣5") == 1  # an Arabic-Indic three
    assert stray_end("2002–12–15") == 5  # an en dash in a date
    assert stray_end("2l:00") == 5  # an ASCII slip: nothing tells which, so the end
    assert stray_end("Zoë Lévesque") == len("Zoë Lévesque")  # letters are no slips
    assert stray_end("") == 0


async def test_a_dismissal_refused_for_its_number_puts_the_cursor_after_it_not_in_the_reason(make_app, read_screen):
    """Enter pressed in Reason: the refusal names Alert, and the cursor goes there, after the "²"; Backspace and
    the right number dismiss the alert, the reason typed kept."""
    app = make_app()
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.pause()
        await pilot.press("x")
        await wait_until(pilot, lambda: isinstance(app.screen, DismissAlertModal))
        number = app.screen.query_one("#dismiss-number", Input)
        number.value = ""
        number.focus()
        await pilot.press("²", "tab", *"a reason", "enter")
        await wait_until(pilot, lambda: "Alert: type its number, 1 to" in read_screen(app))
        await pilot.pause()
        assert app.focused is number and number.selection.is_empty and number.cursor_position == 1
        await pilot.press("backspace", "1", "enter")
        await wait_until(pilot, lambda: not isinstance(app.screen, DismissAlertModal))
    assert len(dismissed_alerts(app.store, app.season_name)) == 1
    assert "a reason" in str(audit_log(app.store)[0].detail)


async def test_a_playoff_time_refused_from_the_rooms_field_is_mended_in_the_time(make_app, league_file, read_screen):
    """The slot dialog's fields have no labels beside them: the refusal still finds Time by its name."""
    app = make_app(today=date(2002, 12, 22))
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.press("o", "x")
        await wait_until(pilot, lambda: isinstance(app.screen, PlayoffGameModal))
        await pilot.press("tab", *"20:1²", "tab", "enter")  # the time typed over, Enter in Rooms
        await wait_until(pilot, lambda: "Time: '20:1²' is not a time of day" in screen_text(app))
        await pilot.pause()
        time = app.screen.query_one("#slot-time", Input)
        assert app.focused is time and time.selection.is_empty and time.cursor_position == len("20:1²")
        await pilot.press("backspace", "5", "enter")
        await wait_until(pilot, lambda: not isinstance(app.screen, PlayoffGameModal))
        await pilot.pause()
    assert load_season(league_file).game("SF1-2").time == "20:15"


async def test_a_rollover_order_refused_leaves_its_text_unselected_for_the_keys_that_mend_it(make_app, read_screen):
    """The word typed and Enter in it: the refusal moves the cursor to the draft order, which the focus used to
    select whole, one Backspace away from an empty order."""
    app = make_app()
    async with app.run_test(size=(120, 40)) as pilot:
        await pilot.press("y")
        await pilot.pause()
        order = app.screen.query_one("#rollover-order", Input)
        order.value = "GRN WHT GLD BLK BLU RED RED"  # a team twice
        await pilot.press(*"ROLLOVER", "enter")
        await pilot.pause()
        await pilot.pause()
        assert "Draft order: name every team once" in " ".join(read_screen(app).split())
        assert app.focused is order and order.selection.is_empty and order.cursor_position == len(order.value)
        await pilot.press(*["backspace"] * 4)
        assert order.value == "GRN WHT GLD BLK BLU RED"


async def test_the_new_season_form_puts_the_cursor_after_the_slip_in_the_field_it_refuses(tmp_path):
    """Ctrl+S pressed in the league's name: the refusal names Slot length, and the keys that mend it go there,
    never to the name."""
    first = FirstRunApp(tmp_path / "cup.db", date(2026, 3, 7))
    async with first.run_test(size=(80, 24)) as pilot:
        await fill_form(pilot, first, {**FORM, "bracket": "two-pools", "slot": "7²"}, POOLS)
        assert first.focused is first.screen.query_one("#new-league", Input)
        await pilot.press("ctrl+s")
        await wait_until(pilot, lambda: "Slot length: minutes from" in screen_text(first).replace("\n", " "))
        await pilot.pause()
        slot = first.screen.query_one("#new-slot", Input)
        assert first.focused is slot and slot.selection.is_empty and slot.cursor_position == 2
        await pilot.press("backspace", "5", "ctrl+s", "y")
        await pilot.pause()
        assert first.screen.query_one("#new-league", Input).value == FORM["league"]
    assert first.return_value == "2026"
