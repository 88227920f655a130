"""Keys handed back to the app's key path (`KeysInTypedOrder.hand_back_first`), as the keys a screen kept while the
season was read are once it fills in: read next, before every key typed after them, the keys held behind a
binding's key among them."""

from __future__ import annotations

from textual import events
from textual.app import App, ComposeResult
from textual.binding import Binding
from textual.widgets import Static

from tui.textual_patches.keys import KeysInTypedOrder


class HandingBackApp(KeysInTypedOrder, App[None]):
    """`x` hands `z` back, as the screen being read hands back the keys typed on it, once the key has run."""

    BINDINGS = (Binding("x", "hand_back"),)

    def __init__(self) -> None:
        super().__init__()
        self.read: list[str] = []

    def compose(self) -> ComposeResult:
        yield Static("keys")

    async def read_key(self, key: events.Key) -> None:
        self.read.append(key.key)
        await self.hand_out(key)

    def action_hand_back(self) -> None:
        self.call_later(self.hand_back_first, [events.Key("z", "z")])


async def test_keys_handed_back_are_read_before_the_keys_held_behind_a_binding():
    app = HandingBackApp()
    async with app.run_test() as pilot:
        for key in "xab":  # one burst: `a` and `b` wait behind `x`, a binding's key
            app.post_message(events.Key(key, key))
        await pilot.pause()
        assert app.read == ["x", "z", "a", "b"]


async def test_keys_handed_back_while_none_is_held_are_read_next():
    app = HandingBackApp()
    async with app.run_test() as pilot:
        await pilot.press("x")
        await pilot.press("a")
        assert app.read == ["x", "z", "a"]
