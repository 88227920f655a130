"""Typing into a dialog as the committee does, fast and with mistakes: each field keeps its own keys however
fast Tab comes between them, a dialog opens with the cursor in its first field, and a refusal puts the cursor
on the field it names, at the end of its text (tests/tui/test_refused_field_mending.py: where Backspace takes)."""

from __future__ import annotations

from textual import events
from textual.widgets import Input

from tui.modals.fee_payment_modal import FeePaymentModal
from tui.modals.game_modal import GameModal
from tui.modals.waive_fees_modal import WaiveFeesModal

SIZE = (160, 50)
GAME_FIELDS = ("date", "time", "home", "away", "rooms", "reason")


def typed_at_once(app, *keys: str) -> None:
    """Hand every key to the app before the first is handled, as from a fast typist (Pilot waits after each)."""
    for key in keys:
        character = {"space": " ", "enter": "\r", "tab": "\t", "shift+tab": None}.get(key, key)
        app.post_message(events.Key(key, character))


def values(app, prefix: str, fields: tuple[str, ...]) -> dict[str, str]:
    return {f: app.screen.query_one(f"#{prefix}-{f}", Input).value for f in fields}


async def add_game_dialog(pilot) -> None:
    await pilot.press("s", "A")
    await pilot.pause()
    assert isinstance(pilot.app.screen, GameModal)


async def test_fields_typed_at_once_each_keep_their_own_keys(make_app):
    app = make_app()
    async with app.run_test(size=SIZE) as pilot:
        await add_game_dialog(pilot)
        typed_at_once(app, *"2002-12-27", "tab", *"21:30", "tab", *"BLK", "tab", *"RED", "tab", *"4/3")
        await pilot.pause()
        await pilot.pause()
        shown = values(app, "game", GAME_FIELDS)
        assert shown == {
            "date": "2002-12-27",
            "time": "21:30",
            "home": "BLK",
            "away": "RED",
            "rooms": "4/3",
            "reason": "",
        }
        assert app.focused is app.screen.query_one("#game-rooms")
        typed_at_once(app, "shift+tab", "shift+tab", *"GRN")  # back two fields, fast: the home team again
        await pilot.pause()
        await pilot.pause()
        assert values(app, "game", ("home", "away")) == {"home": "GRN", "away": "RED"}


async def test_fields_typed_with_many_keys_in_one_press_keep_their_own_keys(make_app):
    app = make_app()
    async with app.run_test(size=SIZE) as pilot:
        await add_game_dialog(pilot)
        await pilot.press(*"2002-12-27", "tab", *"21:30", "tab", *"BLK", "tab", *"RED")
        shown = values(app, "game", ("date", "time", "home", "away"))
        assert shown == {"date": "2002-12-27", "time": "21:30", "home": "BLK", "away": "RED"}


async def test_a_refusal_puts_the_cursor_on_the_refused_field(make_app, read_screen):
    app = make_app()
    async with app.run_test(size=SIZE) as pilot:
        await add_game_dialog(pilot)
        # A mistyped time, then the rest, Enter from the reason field.
        await pilot.press(*"2002-12-15", "tab", *"2l:00", "tab", *"BLK", "tab", *"RED", "tab", *"4/3", "tab")
        await pilot.press("tab", *"make-up", "enter")
        await pilot.pause()
        assert isinstance(app.screen, GameModal) and "Time: type the time of day, HH:MM." in read_screen(app)
        assert app.focused is app.screen.query_one("#game-time")
        # The cursor at the end of the refused text, nothing selected: Backspace takes back key by key.
        await pilot.press(*["backspace"] * 4, *"1:00")
        await pilot.pause()
        assert values(app, "game", ("time", "reason")) == {"time": "21:00", "reason": "make-up"}


async def test_a_refusal_of_the_field_enter_was_pressed_in_clears_the_selection_a_tab_made(make_app, read_screen):
    """Enter in the mistyped field itself, entered by Tab (which selects a field's text): the cursor stays there,
    its text no longer selected, so the arrows and Backspace mend the slip instead of wiping the field."""
    app = make_app()
    async with app.run_test(size=SIZE) as pilot:
        await add_game_dialog(pilot)
        await pilot.press(*"2002-12-15", "tab", *"2l:00", "shift+tab", "tab")
        time = app.screen.query_one("#game-time", Input)
        assert not time.selection.is_empty  # the Tab selected it
        await pilot.press("enter")
        await pilot.pause()
        assert "Time: type the time of day, HH:MM." in read_screen(app)
        assert app.focused is time
        assert time.selection.is_empty and time.cursor_position == len("2l:00")
        await pilot.press("left", "left", "left", "backspace", "1")
        await pilot.pause()
        assert values(app, "game", ("time",)) == {"time": "21:00"}


async def test_a_dialog_offering_a_known_value_still_opens_in_its_first_field(make_app):
    app = make_app()
    async with app.run_test(size=SIZE) as pilot:
        await pilot.press("f", "P")  # the cursor is on Black's row: the dialog offers BLK
        await pilot.pause()
        assert isinstance(app.screen, FeePaymentModal)
        assert app.focused is app.screen.query_one("#payment-team")
        assert values(app, "payment", ("team",)) == {"team": "BLK"}
        await pilot.press("escape")
        await pilot.pause()
        await pilot.press("tab", "tab", "down", "W")  # a game of the ledger: the waiver offers it
        await pilot.pause()
        assert isinstance(app.screen, WaiveFeesModal) and app.screen.query_one("#waive-game", Input).value
        assert app.focused is app.screen.query_one("#waive-game")


async def test_a_refusal_of_the_second_field_of_a_row_puts_the_cursor_on_it_not_on_the_first(make_app, read_screen):
    """The player form holds two fields a row (Name beside Born): a wrong birth date puts the cursor on Born, so
    the keys that mend the date go to it, never to the name typed beside it."""
    app = make_app()
    async with app.run_test(size=SIZE) as pilot:
        await pilot.press("p", "N")
        await pilot.press(*"Sam Roy", "tab", *"1999-13-01", "enter")
        assert "Born: type the birth date, YYYY-MM-DD." in read_screen(app)
        assert app.focused is app.screen.query_one("#player-born")
        await pilot.press(*["backspace"] * 5, *"12-01")
        assert values(app, "player", ("name", "born")) == {"name": "Sam Roy", "born": "1999-12-01"}


async def test_a_new_game_without_a_reason_says_what_to_type_and_puts_the_cursor_there(make_app, read_screen):
    app = make_app()
    async with app.run_test(size=SIZE) as pilot:
        await add_game_dialog(pilot)
        await pilot.press(*"2002-12-27", "tab", *"21:30", "tab", *"BLK", "tab", *"RED", "tab", *"4/3", "enter")
        assert "Reason: type why the schedule changes (the audit log keeps it)." in read_screen(app)
        assert app.focused is app.screen.query_one("#game-reason")
