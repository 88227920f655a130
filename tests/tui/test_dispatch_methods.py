"""Textual's search of a class's handlers for a message, kept for each kind of receiver and message
(`tui.textual_patches.dispatch`): the same handlers in the same order as Textual's own search, and a handler
replaced on a class while the app runs is the one called."""

from __future__ import annotations

from textual import events, on
from textual.app import App, ComposeResult
from textual.message import Message
from textual.message_pump import MessagePump
from textual.widget import Widget
from textual.widgets import Button

from tui.textual_patches import dispatch
from tui.textual_patches.dispatch import TEXTUAL_DISPATCH_METHODS, cache_dispatch_methods

cache_dispatch_methods()


class Heard(Message):
    """A message with a subclass, so that handlers of both classes are looked for."""


class LoudlyHeard(Heard):
    pass


class CallsMixin:
    """A plain mixin (not of Textual's metaclass): its dictionary is read at every search."""

    def on_heard(self, message: Heard) -> None:
        self.calls.append("mixin")


class Listener(Widget):
    def __init__(self) -> None:
        super().__init__()
        self.calls: list[str] = []

    @on(Heard)
    def heard_any(self, message: Heard) -> None:
        self.calls.append("any")

    @on(Button.Pressed, "#yes")
    def yes_pressed(self, message: Button.Pressed) -> None:
        self.calls.append("yes")

    def _on_heard(self, message: Heard) -> None:
        self.calls.append("own")


class LoudListener(CallsMixin, Listener):
    @on(LoudlyHeard)
    def heard_loudly(self, message: LoudlyHeard) -> None:
        self.calls.append("loud")
        message.prevent_default()


def found(pump: MessagePump, name: str, message: Message, search=None) -> list[tuple[str, str]]:
    search = search or MessagePump._get_dispatch_methods
    return [(cls.__name__, method.__name__) for cls, method in search(pump, name, message)]


def test_the_kept_search_finds_what_textuals_own_finds_in_its_order():
    listener, loud = Listener(), LoudListener()
    cases = [
        (listener, "on_heard", Heard()),
        (loud, "on_heard", Heard()),
        (loud, "on_loudly_heard", LoudlyHeard()),
        (listener, "on_mount", events.Mount()),
        (listener, "on_button_pressed", Button.Pressed(Button(id="no"))),
    ]
    for pump, name, message in cases * 2:  # the second time from what the first kept
        assert found(pump, name, message) == found(pump, name, message, TEXTUAL_DISPATCH_METHODS)
    assert found(loud, "on_heard", Heard()) == [
        ("CallsMixin", "on_heard"),
        ("Listener", "heard_any"),
        ("Listener", "_on_heard"),
    ]


def test_a_handler_that_stops_the_default_action_ends_the_search():
    loud = LoudListener()
    message = LoudlyHeard()
    handed = []
    for cls, method in MessagePump._get_dispatch_methods(loud, "on_loudly_heard", message):
        handed.append(cls.__name__)
        method(message)
    assert handed == ["LoudListener"] and loud.calls == ["loud"]


class Listening(App[None]):
    def compose(self) -> ComposeResult:
        yield LoudListener()


async def test_a_handler_replaced_on_a_class_while_the_app_runs_is_the_one_called(monkeypatch):
    app = Listening()
    async with app.run_test() as pilot:
        listener = app.query_one(LoudListener)
        listener.post_message(Heard())
        await pilot.pause()
        assert listener.calls == ["mixin", "any", "own"]

        monkeypatch.setattr(Listener, "_on_heard", lambda self, message: self.calls.append("replaced"))
        listener.post_message(Heard())
        await pilot.pause()
        assert listener.calls[3:] == ["mixin", "any", "replaced"]

        monkeypatch.setattr(CallsMixin, "on_heard", lambda self, message: self.calls.append("mixin replaced"))
        monkeypatch.setattr(LoudListener, "on_heard", lambda self, message: self.calls.append("its own"), raising=False)
        listener.post_message(Heard())
        await pilot.pause()
        assert listener.calls[6:] == ["its own", "mixin replaced", "any", "replaced"]


def test_a_class_attribute_no_search_reads_leaves_the_kept_searches(monkeypatch):
    """Textual counts every widget it makes on the `Widget` class itself: that is no reason to search again."""
    listener = Listener()
    found(listener, "on_heard", Heard())
    kept = dict(dispatch._kept)
    monkeypatch.setattr(Listener, "counted", 1, raising=False)
    Widget()  # Textual's own count, `Widget._sort_order`
    found(listener, "on_heard", Heard())
    assert dispatch._kept == kept
    monkeypatch.setattr(Listener, "on_heard", lambda self, message: None, raising=False)
    found(listener, "on_heard", Heard())
    assert dispatch._kept != kept
