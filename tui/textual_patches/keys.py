"""Patches on how Textual hands a key to a widget, and on Input's completion (Textual 8.2.x)."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from textual import events
from textual.screen import Screen
from textual.widgets import Input

from tui.textual_patches.app_internals import binding_chain, takes_key_itself

if TYPE_CHECKING:
    from textual.widget import Widget as _KeyTaker
else:
    # A plain mixin at run time: a Widget subclass would take Widget's class settings (`can_focus` ...) over
    # the Textual class it is put before.
    _KeyTaker = object


class KeysFirst(_KeyTaker):
    """A widget mixin (put before the widget's Textual class) whose `key_first` sees each key before the
    widget's own key handling does, in the order the keys came.

    Why: the scoresheet's entry line and dressing lists act on Enter, Esc, Ctrl+Z and typed characters in
    the order the keys were typed; a binding runs only after the keys already waiting, so a fast scorer's
    next line ran on from the one before. Textual 8.2.x: overrides `Widget._on_key` (Input's, OptionList's).
    """

    async def _on_key(self, event: events.Key) -> None:
        if self.key_first(event):
            event.stop()
            event.prevent_default()
            return
        await super()._on_key(event)

    def key_first(self, event: events.Key) -> bool:
        """Handle `event` before the widget does; True when handled (the key then goes no further)."""
        return False


def as_typed(key: events.Key, screen: Screen[Any]) -> events.Key:
    """`key` as the user typed it: Ctrl+J is Enter wherever nothing on `screen` takes Ctrl+J (a binding from the focus
    out, a key handler of the focused widget's own, such as a multi-line text area's).

    Why: Enter typed before Textual switches the terminal to raw input (a fast user typing at start-up) is turned
    into a line feed by the terminal's line discipline, which Textual reads as Ctrl+J: no screen binds it, and the
    Enter was lost. A Ctrl+J typed later is the same byte, so it cannot be told apart; nothing of rinkbook binds it.
    Textual 8.2.x: a line feed is `Keys.ControlJ` (`textual._ansi_sequences`); `Screen._modal_binding_chain`, through
    `binding_chain`; a widget's own key handler, through `takes_key_itself`.
    """
    if key.key != "ctrl+j" or key.is_forwarded:
        return key
    focused = screen.focused
    # A `KeysFirst` widget (the entry line, a dressing list) takes no Ctrl+J: its first look is rinkbook's own, and
    # its Textual class (Input, SelectionList) has no key handler of its own.
    if focused is not None and not isinstance(focused, KeysFirst) and takes_key_itself(focused, key):
        return key  # a line feed is its own there
    if any("ctrl+j" in bindings.key_to_bindings for _, bindings in binding_chain(screen)):
        return key
    return events.Key("enter", "\r")


def forwarded_copy(key: events.Key) -> events.Key:
    """A copy of `key` marked as handed on: the app does not hand it out again as a new key.

    Why: a dressing list hands a typed character on to the entry line. Textual 8.2.x: `Key._set_forwarded`.
    """
    typed = events.Key(key.key, key.character)
    typed._set_forwarded()
    return typed


def suggestion_shown(field: Input) -> str:
    """The completion `field` shows after its text ("" for none).

    Why: Esc on the entry line drops the completion shown first. Textual 8.2.x: `Input._suggestion`.
    """
    return field._suggestion


def drop_suggestion(field: Input) -> None:
    """Stop showing `field`'s completion (until the text changes again).

    Why: Esc, and Ctrl+Z emptying the line. Textual 8.2.x: `Input._suggestion`.
    """
    field._suggestion = ""
