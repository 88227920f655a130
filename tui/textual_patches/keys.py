"""Patches on how Textual hands a key to a widget, and on Input's completion (Textual 8.2.x)."""

from __future__ import annotations

import asyncio
from functools import cached_property
from typing import TYPE_CHECKING, Any

from textual import events
from textual.dom import DOMNode
from textual.keys import _character_to_key
from textual.screen import Screen
from textual.widgets import Input

from tui.textual_patches.app_internals import (
    binding_chain,
    drop_typed_keys,
    key_on_its_way,
    keys_queued,
    messages_waiting,
    put_keys_first,
    takes_key_itself,
)

if TYPE_CHECKING:
    from textual.app import App
    from textual.widget import Widget as _KeyTaker

    _AppBase = App[Any]
else:
    # Plain mixins at run time: a Widget subclass would take Widget's class settings (`can_focus` ...) over
    # the Textual class it is put before.
    _KeyTaker = object
    _AppBase = object

# Turns of the event loop a held key's burst waits at most for the app to settle: far past any key's answer (a
# few turns, each posting the next message), so it ends early only on an app that never stops working.
SETTLE_TURNS = 1000


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


def as_typed(key: events.Key, screen: Screen[Any]) -> tuple[events.Key, ...]:
    """`key` as the user typed it, one key or two, where nothing on `screen` takes `key` itself (a binding from the
    focus out, a key handler of the focused widget's own, such as a multi-line text area's): Ctrl+J is Enter, and
    Alt with a character is Esc, then that character.

    Why: Enter typed before Textual switches the terminal to raw input (a fast user typing at start-up) is turned into a
    line feed by the terminal's line discipline, which Textual reads as Ctrl+J: no screen binds it, and the Enter was
    lost. Esc then a key typed in one read of the terminal (fast, or over ssh) is the bytes of Alt and that key, which
    Textual reads as one key: Esc then `S` out of the players' search typed "S" into it. A Ctrl+J or an Alt typed as
    such is the same bytes, so it cannot be told apart; nothing of rinkbook binds either. Everywhere, dialogs too: tmux
    and ssh join an Esc and the key typed within half a second into those bytes, far likelier than an Option key sending
    Meta; kept whole on a dialog, the Esc was lost and the letter typed into its field. Esc then Enter, Tab or Backspace
    in one read still reach the app as one key Textual names otherwise (Enter, Shift+Tab, Ctrl+W), the Esc lost:
    `XTermParser` maps those bytes itself and keeps no Alt.
    Textual 8.2.x: a line feed is `Keys.ControlJ` (`textual._ansi_sequences`), Esc and a character `alt+<key>`
    (`XTermParser`, the character kept); the key's name as Textual names a typed character
    (`textual.keys._character_to_key`); `Screen._modal_binding_chain`, through `binding_chain`; a widget's own key
    handler, through `takes_key_itself`.
    """
    character = key.character or ""
    alt_typed = key.key.startswith("alt+") and len(character) == 1 and character.isprintable()
    if key.is_forwarded or (key.key != "ctrl+j" and not alt_typed):
        return (key,)
    focused = screen.focused
    # A `KeysFirst` widget (the entry line, a dressing list) takes neither: its first look is rinkbook's own, and its
    # Textual class (Input, SelectionList) has no key handler of its own.
    if focused is not None and not isinstance(focused, KeysFirst) and takes_key_itself(focused, key):
        return (key,)
    if any(key.key in bindings.key_to_bindings for _, bindings in binding_chain(screen)):
        return (key,)
    if key.key == "ctrl+j":
        return (events.Key("enter", "\r"),)
    return events.Key("escape", "\x1b"), events.Key(_character_to_key(character), character)


class KeysInTypedOrder(_AppBase):
    """An app mixin (put before the app's base class) that acts on a burst of keys in the order typed, as if typed
    slowly: a key that is no text for the widget in focus (a binding's key, or one a widget's own handler may take)
    holds the keys read after it until it has run and the app has settled; they are then read again, in order, and
    go to whatever has the focus by then. Text for the focused field goes on at once. Each key is read as typed
    (`as_typed`); an app handles it in `read_key` (by default handed out as Textual hands it, `hand_out`). A paste
    waits with the keys, in its place among them, and holds nothing after it: text, handed to the focus as Textual
    hands it.

    Why: Textual hands a key to the widget in focus and runs its binding only once the key has come back up to the
    app, while the keys typed after it are handed to the focus as it was; a binding's focus move (`Widget.focus`) is
    itself a message behind them. Esc out of the players' search then `S` typed the S into the search, Ctrl+G then a
    game's id on the scoresheet typed the id on the entry line, Enter after a cancelled game's reason typed its id
    into the reason; a name pasted after `/` on the players' screen went to the table. Settled: every task the key
    set going has run (its way up the widgets, its action, the messages and focus moves that sent), the app has no
    message waiting, and no callback waits for the screen's next frame (`call_after_refresh`: a refused dialog
    focusing its field). Textual 8.2.x: overrides `App.on_event`; the app's queue (`messages_waiting`,
    `put_keys_first`, `keys_queued`), `Screen._callbacks` and `Screen._on_timer_update` (that frame made at once, as
    its update timer would), `Message._stop_propagation` (`key_on_its_way`); asyncio's ready queue.
    """

    _holding = False  # a key read may not have run and settled yet: the keys read meanwhile wait (`_held_keys`)
    _release_armed = False  # `_release_when_settled` is on its way
    _released: events.Key | events.Paste | None = None  # the held key (or paste) put back on the queue, read next
    _reading = 0  # keys being read now (`read_key`): their actions may await, and a timer's callback run meanwhile

    @cached_property
    def _held_keys(self) -> list[events.Key | events.Paste]:
        """The keys (and pastes) read while a key before them had not run and settled, in the order typed."""
        return []

    @cached_property
    def _keys_given_out(self) -> list[tuple[events.Key, DOMNode]]:
        """Keys handed to a widget (each with the widget) and not yet back at the app, where their bindings run."""
        return []

    async def _shutdown(self) -> None:
        await super()._shutdown()
        # Each key held or handed out was sent by the app, which holds these lists: dropped once it has shut down,
        # the closed app is freed by reference counts (`tui.textual_patches.cycles`).
        self.__dict__.pop("_held_keys", None)
        self.__dict__.pop("_keys_given_out", None)

    async def on_event(self, event: events.Event) -> None:
        if not isinstance(event, (events.Key, events.Paste)) or event.is_forwarded:
            await super().on_event(event)
            if isinstance(event, events.Key):  # back from the widget: its binding has run
                self._keys_given_out[:] = [(key, to) for key, to in self._keys_given_out if key is not event]
            return
        if event is not self._released and (self._holding or self._held_keys):
            self._held_keys.append(event)  # read once the keys before it have (at once when the app has settled)
            self._release_once_settled()
            return
        self._released = None
        if isinstance(event, events.Paste):
            await super().on_event(event)  # to the focus, as Textual hands a paste
        else:
            event, *typed_after = as_typed(event, self.screen)
            self._held_keys[:0] = typed_after  # the second of two keys read as one: read next
            self._holding = True  # until a key read next finds the app settled: nothing waits for it meanwhile
            self._reading += 1
            try:
                await self.read_key(event)
            finally:
                self._reading -= 1
        if self._held_keys:
            if self._holding:
                self._release_once_settled()
            else:
                self._release_next()

    def hand_back_first(self, keys: list[events.Key]) -> None:
        """Read `keys` next, in order, before every key typed after them: those held (`_held_keys`) as well as those
        still on the queue.

        Why: the keys a screen kept while the season was read (`tui.screens.season_reading`) were typed before the
        keys held meanwhile behind another key; put back on the queue (`put_keys_first`), they were new keys read
        behind the held ones. A released held key (`_released`) is never on the queue then: it is put first, so
        it is read before any message (the screen's hand-back among them) runs.
        """
        if self._held_keys:
            self._held_keys[:0] = keys  # a release is on its way for the held keys: these go with it, first
        else:
            put_keys_first(self, keys)

    def drop_keys_typed_after(self) -> int:
        """Drop the keys typed after the key being read (held, or on the queue); how many there were. A paste is no
        key: it stays, read in its turn, as it does on the queue (`drop_typed_keys`)."""
        held = len(self._held_keys)
        self._held_keys[:] = [paste for paste in self._held_keys if isinstance(paste, events.Paste)]
        return held - len(self._held_keys) + drop_typed_keys(self)

    async def read_key(self, key: events.Key) -> None:
        """Act on `key`, typed and read in its turn (default: `hand_out`)."""
        await self.hand_out(key)

    async def hand_out(self, key: events.Key) -> None:
        """Hand `key` out as Textual does (its priority binding runs now, else it goes to the widget in focus); text
        that widget takes holds no key after it."""
        focused = self.focused
        if focused is not None and focused.check_consume_key(key.key, key.character):
            self._holding = False
        given_to = focused or self.screen
        await super().on_event(key)
        if key.is_forwarded:  # not taken by a priority binding
            self._keys_given_out.append((key, given_to))

    def keys_on_their_way(self) -> bool:
        """A key handed to a widget before is still on its way (its binding, if any, runs once it is back)."""
        self._keys_given_out[:] = [(k, to) for k, to in self._keys_given_out if key_on_its_way(k) and to.is_attached]
        return bool(self._keys_given_out)

    def keys_waiting(self) -> bool:
        """A key typed is not answered yet: being read, held behind another, on the app's queue (typed, or back from
        a widget for its binding), or handed to a widget and not back.

        Why: work done a step at a time on timers (`tui.screen_preparing.keys_first`) puts its next step off while a
        key waits; a timer runs its callback as soon as it is due, and on a busy machine every step came due before
        the key's next hop (app, widget, screen, app), so the steps all ran before the key did.
        """
        return bool(self._reading or self._held_keys or keys_queued(self) or self.keys_on_their_way())

    def _release_once_settled(self) -> None:
        if not self._release_armed:
            self._release_armed = True
            self.call_next(self._release_when_settled)

    def _release_next(self) -> None:
        """Put the first held key back at the head of the queue: read next, before the keys typed after it."""
        self._released = self._held_keys.pop(0)
        put_keys_first(self, [self._released])

    async def _release_when_settled(self, turns: int = 0) -> None:
        """Read the held keys, the first next, once the app has settled after the key they waited for."""
        while turns < SETTLE_TURNS:
            turns += 1
            await asyncio.sleep(0)  # the tasks the key set going run first
            if messages_waiting(self):  # a message for the app (a focus asked for, a key typed): handled first
                self.call_next(self._release_when_settled, turns)
                return
            if asyncio.get_running_loop()._ready:  # type: ignore[attr-defined]  # another task to run
                continue
            if not _frame_callbacks_run(self):
                break
        self._release_armed = self._holding = False
        if self._held_keys:
            self._release_next()


def _frame_callbacks_run(app: App[Any]) -> bool:
    """Make the frame of the screen in view now when callbacks wait for it (they run next); False when none do."""
    try:
        screen = app.screen
    except Exception:  # noqa: BLE001 - no screen (the app is ending): nothing waits for a frame
        return False
    if not screen._callbacks:
        return False
    screen._on_timer_update()
    return True


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
