"""A refused field mended the way a fast typist does it: Backspace takes back the slip, not the whole field.

The refusal puts the cursor in the field it names with nothing selected, just after a stray character ("²",
which only looks like a digit) or at the end: a selected field lost all of its text to one Backspace, and the
next Enter was refused again for a field left empty.
"""

from __future__ import annotations

import re

import pytest
from textual.widgets import Input

from store.views.season_load import load_season
from tests.conftest import screen_text
from tui.modals.form_refusal import stray_end
from tui.modals.player_modal import PlayerModal

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
