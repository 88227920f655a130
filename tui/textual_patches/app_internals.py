"""Patches on Textual's App, Screen and message loop (written for Textual 8.2.x)."""

from __future__ import annotations

from asyncio import Queue
from collections.abc import Awaitable, Callable, Mapping, Sequence
from inspect import isawaitable
from typing import TYPE_CHECKING, Any, cast

from textual import events
from textual._context import active_app, active_message_pump
from textual.app import App
from textual.binding import BindingsMap
from textual.dom import DOMNode
from textual.geometry import Size
from textual.message import Message
from textual.screen import Screen
from textual.widget import AwaitMount, Widget

if TYPE_CHECKING:
    from textual.message_pump import MessagePump as _Pump

    _AppBase = App[Any]
else:
    _Pump = object  # a plain mixin at run time: no second pass of Textual's class set-up
    _AppBase = object

FramePainter = Callable[..., None]


def mode_screens(app: App[Any], mode: str) -> Sequence[Screen[Any]]:
    """The stack of screens mode `mode` holds (none before its first visit).

    Why: a hidden screen let go of its footer keys; they are mounted again before Textual draws the screen
    shown again, which it does before the screen's resume handlers run. Textual 8.2.x: `App._screen_stacks`.
    """
    return tuple(app._screen_stacks.get(mode, ()))


def binding_chain(screen: Screen[Any]) -> list[tuple[DOMNode, BindingsMap]]:
    """The (node, bindings) pairs a key is looked up in, from the focused widget out, up to a modal screen.

    Why: the app runs a key that moves the keys elsewhere (a screen's key, Tab, Esc closing a dialog) before
    the next key is read, so it looks the key up itself. Textual 8.2.x: `Screen._modal_binding_chain`.
    """
    return screen._modal_binding_chain


def key_on_its_way(key: events.Key) -> bool:
    """`key`, handed to a widget, was not stopped on its way back up to the app (where its binding runs).

    Why: a screen's key runs before the keys typed after it only while no key handed out before it is still on its
    way (its binding would then run after). Textual 8.2.x: `Message._stop_propagation`.
    """
    return not key._stop_propagation


def takes_key_itself(node: DOMNode, key: events.Key) -> bool:
    """`node` has a key handler of its own that Textual gives `key` to before any binding runs.

    Why: a screen's key runs before the keys typed after it only where its binding is what the key would run.
    Textual 8.2.x: `Widget._on_key` (Input's takes only the printable keys the binding chain leaves out for it),
    `on_key`, and `key_<name>` / `_key_<name>` methods (`textual._dispatch_key.dispatch_key`).
    """
    if not isinstance(node, Widget):
        return False  # the app: its key handler is the binding itself
    own_handler = type(node)._on_key.__qualname__ not in ("Widget._on_key", "Input._on_key")
    named = hasattr(node, f"key_{key.name}") or hasattr(node, f"_key_{key.name}")
    return own_handler or named or hasattr(node, "on_key")


def drop_typed_keys(app: App[Any]) -> int:
    """Take the keys read from the terminal and not yet handled out of `app`'s message queue; how many there were.

    Why: the keys typed in the same burst as a refused key were typed before the refusal could be seen, for the
    dialog the user thought it opened (a key bound on the screen under it would run instead). A key on its way
    back from a widget (forwarded, typed before) and every other message stay, in order. Textual 8.2.x:
    `MessagePump._message_queue` and `_pending_message` (the next message, peeked at to combine it).
    """
    dropped = 0
    for message in _take_queued(app):
        if isinstance(message, events.Key) and not message.is_forwarded:
            dropped += 1
        else:
            app._message_queue.put_nowait(message)
    return dropped


def put_keys_first(app: App[Any], keys: Sequence[events.Key | events.Paste]) -> None:
    """Put `keys` at the head of `app`'s message queue, in order: read next, as if just typed, before every message
    waiting (the keys typed since among them).

    Why: the keys typed on a screen while the season is read are handed to the screen once it fills in, through
    the app's own key path (a refused key's burst not used, a dialog's field given the keys after its key), and
    before the keys typed after them (`keys.KeysInTypedOrder.hand_back_first`, when none is held); the keys held
    behind a key until it has run (`keys.KeysInTypedOrder`).
    Textual 8.2.x: `MessagePump._message_queue` and `_pending_message`.
    """
    for message in (*keys, *_take_queued(app)):
        app._message_queue.put_nowait(message)


def messages_waiting(app: App[Any]) -> bool:
    """`app` has a message waiting to be handled (its queue, or the next one peeked at).

    Why: the keys held behind a key wait for the messages its action sent the app (a focus asked for).
    Textual 8.2.x: `MessagePump._message_queue` and `_pending_message`.
    """
    return app._pending_message is not None or not app._message_queue.empty()


def keys_queued(app: App[Any]) -> bool:
    """A key or a paste waits on `app`'s queue (typed, or back from a widget for its binding), or is the one peeked at.

    Why: the idle preparation's steps and the shift report's counting turns, each on a timer that fires as soon as it
    is due, are put off while a key typed waits to be answered: on a busy machine they ran first, one a turn of the
    event loop, however many the key's way to its binding took. Textual 8.2.x: `MessagePump._message_queue` (a
    `textual._queue.Queue`, its `values` read, not taken off) and `_pending_message`.
    """
    waiting = (app._pending_message, *app._message_queue.values)
    return any(isinstance(message, (events.Key, events.Paste)) for message in waiting)


def _take_queued(app: App[Any]) -> list[Message | None]:
    """Every message waiting on `app`'s queue, in order, taken off it (the one peeked at first: it is read next)."""
    queue: Queue[Message | None] = app._message_queue
    waiting: list[Message | None] = []
    if app._pending_message is not None:
        waiting.append(app._pending_message)
        app._pending_message = None
        queue.task_done()
    while not queue.empty():
        waiting.append(queue.get_nowait())
        queue.task_done()
    return waiting


async def mounted(screen: Screen[Any]) -> None:
    """Return once `screen` (just pushed) is mounted: its widgets composed, its field in focus (AUTO_FOCUS).

    Why: the keys typed after the key that opened a dialog go to its field. Textual 8.2.x: `AwaitMount`, as
    `App.push_screen` returns it.
    """
    await AwaitMount(screen, [screen])


def parse_action(
    app: App[Any], action: str, default_namespace: DOMNode, namespaces: Mapping[str, DOMNode] | None
) -> tuple[DOMNode, str, tuple[object, ...]]:
    """The node an action string runs on, the action's name and its parameters, as `run_action` reads them.

    Why: read-only mode refuses a write command by its action before Textual runs it.
    Textual 8.2.x: `App._parse_action`.
    """
    return app._parse_action(action, default_namespace, namespaces)


def active_app_or_none() -> App[Any] | None:
    """The app whose context this code runs in, or None outside any app.

    Why: a screen built before it is attached reads the app's style count at construction.
    Textual 8.2.x: `textual._context.active_app`.
    """
    return active_app.get(None)


def style_as_app_is_now(screen: Screen[Any], app: App[Any]) -> None:
    """Count `screen` up to date with the app's style sheet updates: Textual restyles it only at a later update.

    Why: a mode's screen shown the first time counted itself behind, so Textual parsed every sheet again and
    restyled every screen's widgets twice (40-60 ms of a first visit) for a sheet that had not changed.
    Textual 8.2.x: `Screen._css_update_count` (the app's and the screen's).
    """
    screen._css_update_count = app._css_update_count


def style_stamp(app: App[Any]) -> tuple[object, ...]:
    """What a hidden screen's styles depend on from the app: its style sheet updates, classes and pseudo-classes.

    Why: Textual restyles every widget of a screen shown again (20-40 ms of the dashboard's `d` after a save,
    docs/performance.md), in case the app changed while it was hidden; a screen hidden and shown under the same
    stamp is styled as it was. Textual 8.2.x: `App._css_update_count`.
    """
    return (app._css_update_count, app.pseudo_classes, frozenset(app.classes))


def replace_base_screen(app: App[Any], base: Screen[Any], screen: Screen[Any]) -> Any:
    """Put `screen` in the place of `base`, the bottom screen of the mode in view and its top screen (awaitable).

    Why: a screen asked for while the season is read (`tui.screens.season_reading`) gives way to the screen itself
    in place, in its mode; Textual's `switch_screen` pops a result callback a mode's first screen never got.
    Textual 8.2.x: `Screen._push_result_callback`.
    """
    base._push_result_callback(base, None)
    return app.switch_screen(screen)


def lay_out_again(screen: Screen[Any], size: Size) -> None:
    """Lay `screen` out afresh at `size` before its next frame.

    Why: a screen hidden by another screen's key let go of its compositor map (`release_rendering`); shown
    again, it is laid out before the frame is drawn. Textual 8.2.x: `Screen._refresh_layout`.
    """
    screen._refresh_layout(size)


class HandlerErrors(_Pump):
    """A mixin (put before a screen's base class) whose message handlers' errors go to `handler_failed`.

    Why: Textual ends the app on an error in a screen's handler (the screen's message loop stops for good);
    rinkbook says it as a refusal and the screen goes on. Textual 8.2.x: overrides `MessagePump._on_message`.
    """

    async def _on_message(self, message: Message) -> None:
        try:
            await super()._on_message(message)
        except Exception as error:  # noqa: BLE001 - handed to the screen, which says it and goes on
            self.handler_failed(message, error)

    def handler_failed(self, message: Message, error: Exception) -> None:
        """Handle `error` raised by the handler of `message` (default: raise it, as Textual would)."""
        raise error


class LaidOutKept(_Pump):
    """A screen mixin (put before the screen's base class) whose `keeps_layout_at(size)` may spare the whole
    layout Textual gives a screen each time a mode switches to it.

    Why: Textual lays a mode's screen out whole at every switch to it (a reflow and a frame of every widget: the
    dashboard's `d` after a save, docs/performance.md) even when it was hidden at that very size with its layout
    kept; a widget changed while hidden asks for its own layout as it changes. Textual 8.2.x: overrides
    `Screen._screen_resized`.
    """

    def _screen_resized(self, size: Size) -> None:
        if not self.keeps_layout_at(size):
            super()._screen_resized(size)  # type: ignore[misc]

    def keeps_layout_at(self, size: Size) -> bool:
        """True when the screen's layout at `size` is the one it holds (default: never)."""
        return False


class UndrawnWhileSwitching(_Pump):
    """A screen mixin (put before the screen's base class) that draws no frame while the app holds its frames for a
    switch of modes (`KeptModeSwitch`): the switch's end draws the screen whole.

    Why: a mode's first visit lays its screen out and draws a whole frame while the frames are held, a frame
    `App._display` then drops; the switch's end drew it whole again (`s` at the whole dashboard: 27 ms of the
    schedule's first frame's CPU drawn twice, docs/performance.md). Textual 8.2.x: overrides
    `Screen._compositor_refresh`.
    """

    def _compositor_refresh(self) -> None:
        app = self.app
        if getattr(app, "switch_frames_held", 0) and app.screen is cast(object, self):
            return  # drawn whole when the frames are let go
        super()._compositor_refresh()  # type: ignore[misc]


class AfterPaint(_AppBase):
    """An app mixin (put before the app's base class) whose `after_next_paint(callback)` runs `callback` once the
    next frame is painted (written to the terminal, or composed when headless).

    Why: `call_after_refresh` runs its callback when the screen in view is next idle, and just after a screen switch
    that is before the switched-to screen's frame (its layout and paint wait for the screen's update timer): `d` after
    a save let go of the sheet's drawing and wrote the dashboard's kept frame to disk first (docs/performance.md).
    Textual 8.2.x: overrides `App._display(screen, renderable)`, reads `App._batch_count`.
    """

    _after_paint: list[Callable[[], object]] | None = None

    def after_next_paint(self, callback: Callable[[], object]) -> None:
        """Run `callback` once the next frame of any screen is painted (no frame is asked for: it waits for the next
        change shown): a function just after the frame is handed to the terminal, a coroutine function's coroutine
        on the app's loop after it."""
        if self._after_paint is None:
            self._after_paint = []
        self._after_paint.append(callback)

    def _display(self, screen: Screen[Any], renderable: Any) -> None:
        super()._display(screen, renderable)
        if renderable is not None and not self._batch_count:
            self.frame_painted()

    def frame_painted(self) -> None:
        """Run what waited for a frame, now that one is painted (a test harness that skips headless frames calls
        it for each frame it skips)."""
        waiting = self._after_paint
        if waiting:
            self._after_paint = None
            for callback in waiting:  # a function runs now, the frame handed to the terminal; a coroutine next
                result = callback()
                if isawaitable(result):
                    self.call_later(_awaited, result)


class KeptModeSwitch(_AppBase):
    """An app mixin (put before the app's base class) whose switch to another mode paints as soon as the switch is
    done, not 50 ms later.

    Why: Textual's `switch_mode` calls `delay_update()`, which holds every frame for 50 ms to mask the transition
    while a new mode's screen is composed. A mode's screen kept from an earlier visit has nothing to compose, and
    that wait was most of `d` after a save in a real terminal, a bare Textual app's own switch too; a mode's first
    visit composes its screen in well under 50 ms (the screen that says the season is being read: a few ms), and
    the hold was a third of a key typed at the first frame (docs/performance.md). Frames are held only until the
    screen has handled its resume (a first visit's screen is composed and mounted before its queue is handled) and
    whoever switched (the app, a screen or the widget a key went to) has finished the message it was handling (the
    action that fills the screen in after the switch: `g` opening the next game), so no frame shows the screen as
    it was when hidden, nor half composed; never longer than Textual's delay. Textual 8.2.x: relies on
    `switch_mode` calling `delay_update`; reads `textual._context.active_message_pump`, calls `App._begin_batch`
    and `App._end_batch`.
    """

    _switching_unheld = False
    switch_frames_held = 0  # switches whose frames are held now (`UndrawnWhileSwitching` draws nothing meanwhile)

    def switch_mode(self, mode: str) -> AwaitMount:
        if mode == self.current_mode:
            return super().switch_mode(mode)  # nothing switched, nothing held
        self._begin_batch()  # as Textual's delay begins: the switch itself lays the screen out and draws it
        self._switching_unheld = True
        self.switch_frames_held += 1
        try:
            shown = super().switch_mode(mode)
        except BaseException:
            self.switch_frames_held -= 1
            self._end_batch()
            raise
        finally:
            self._switching_unheld = False
        self._release_frames_once_switched()
        return shown

    def delay_update(self, delay: float = 0.05) -> None:
        if not self._switching_unheld:
            super().delay_update(delay)

    def _release_frames_once_switched(self, longest: float = 0.05) -> None:
        # Each pump's callback runs after what it is handling now: the screen its resume; the pump that switched
        # (the app, a screen or the focused widget a key went to) the rest of its handler.
        switcher = active_message_pump.get(self)
        waiting: list[object] = [self.screen, switcher]
        held = [True]  # emptied by the first of the callbacks and the timer to release the frames

        def release() -> None:
            if held:
                held.clear()
                self.switch_frames_held -= 1
                self._end_batch()
                self.screen.refresh()  # drawn whole: nothing was drawn while held (else once every batch ends)

        def handled(pump: object) -> None:
            if pump in waiting:
                waiting.remove(pump)
                if not waiting:
                    release()

        self.screen.call_later(handled, self.screen)
        switcher.call_later(handled, switcher)
        self.set_timer(longest, release, name="kept mode shown")


async def _awaited(result: Awaitable[object]) -> None:
    await result


def frame_painter(target: App[Any] | type[App[Any]]) -> FramePainter:
    """The function that paints each frame of `target` (an app, or the App class), for a benchmark to wrap.

    Why: a benchmark times the first frame painted showing what it waits for; headless, only the terminal
    write is skipped. Textual 8.2.x: `App._display(screen, renderable)`.
    """
    return target._display


def replace_frame_painter(target: App[Any] | type[App[Any]], painter: FramePainter) -> None:
    """Make `painter(screen, renderable)` (or `painter(app, screen, renderable)` on the class) paint each frame.

    Why: see `frame_painter`. Textual 8.2.x: `App._display`.
    """
    setattr(target, "_display", painter)  # noqa: B010 - a method replaced on an app or its class
