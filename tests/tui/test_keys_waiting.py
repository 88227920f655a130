"""What counts as a key waiting to be answered (`KeysInTypedOrder.keys_waiting`), each part on its own: the work done
a step at a time on timers (`tui.screen_preparing.keys_first`) puts its next step off while any holds."""

from __future__ import annotations

from textual import events
from textual.app import App

from tui.textual_patches.keys import KeysInTypedOrder


class KeysApp(KeysInTypedOrder, App[None]):
    """A bare app reading its keys in the order typed."""


async def test_each_part_of_a_key_waiting_counts_and_none_once_all_are_answered():
    app = KeysApp()
    async with app.run_test() as pilot:
        await pilot.pause()
        assert not app.keys_waiting()

        app._reading = 1  # a key being read: its action may await, a timer's callback run meanwhile
        assert app.keys_waiting()
        app._reading = 0

        app._held_keys.append(events.Key("x", "x"))  # typed behind a key that has not settled
        assert app.keys_waiting()
        app._held_keys.clear()

        app.post_message(events.Key("z", "z"))  # typed, on the app's queue, not read yet
        assert app.keys_waiting()
        await pilot.pause()  # read and answered (no binding: nothing to do)
        assert not app.keys_waiting()

        key = events.Key("y", "y")
        app._keys_given_out.append((key, app.screen))  # handed to a widget, not back at the app
        assert app.keys_waiting()
        key.stop()  # stopped on its way back: answered
        assert not app.keys_waiting()
