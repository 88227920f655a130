"""The Pilot's waits ended by the app's state, not by a quiet stretch of time (written for Textual 8.2.x).

Textual's `Pilot` waits after each key (twice) and at each `pause()` until a 20 ms sleep passes with under 1 ms
of the process's CPU: at least 40 ms a key where the app works a few. A shorter sleep is no cure: a screen is
drawn by a timer of 1/60 s, so a short quiet step can come before the frame that shows a key's answer. Here
the wait ends when the event loop has nothing left to run (every message handled, every task waiting for a
timer, a thread or a file) and the screen in view has nothing left to lay out or draw (its frame is made
then, as `Pilot.pause` makes it). Used by the tests' Pilot only; the app never waits on itself.
"""

from __future__ import annotations

import asyncio
import unicodedata
from collections.abc import Iterable
from time import monotonic
from typing import Any

from textual import events
from textual.app import App
from textual.keys import REPLACED_KEYS, _character_to_key, _get_unicode_name_from_key
from textual.pilot import Pilot
from textual.screen import Screen

# The longest one wait lasts: far past any key's answer on a busy machine, so it ends early only on an app that
# never stops working (Textual's own wait gave up after 1 s, whatever the app was doing).
SETTLE_LIMIT = 10.0
# Turns of the event loop the wait takes before it sleeps between looks: a key's answer is a few turns, each
# posting the next message; past that something waits on a timer or a thread, which a short sleep lets run.
BUSY_TURNS = 50
STEP = 0.001


def _frame_pending(screen: Screen[Any]) -> bool:
    """The screen has a layout, a scroll, a repaint, a recompose or widgets to draw waiting for its update timer,
    or callbacks waiting for the frame (`call_after_refresh`)."""
    return bool(
        screen._layout_required
        or screen._scroll_required
        or screen._repaint_required
        or screen._recompose_required
        or screen._dirty_widgets
        or screen._callbacks
    )


async def settled(app: App[Any], limit: float = SETTLE_LIMIT) -> None:
    """Return once `app` has answered what it was sent and its screen shows it.

    Why: a test reads the screen (its compositor) right after a key; Textual's wait for a quiet 20 ms is most of a
    Pilot test's time, and no sure sign the frame is made. Textual 8.2.x: reads the loop's ready queue, the
    screen's pending-update flags (`Screen._layout_required`, `_scroll_required`, `_repaint_required`,
    `_recompose_required`, `_dirty_widgets`, `_callbacks`), `App._batch_count`, `App._exit` and `App._resize_timer` (a
    terminal's new size is taken 1/120 s after its event), and makes the frame with
    `Screen._on_timer_update`, as `Pilot.pause` does.
    """
    loop = asyncio.get_running_loop()
    deadline = monotonic() + limit
    turns = 0
    while monotonic() < deadline:
        turns += 1
        await asyncio.sleep(0 if turns < BUSY_TURNS else STEP)
        if loop._ready:  # type: ignore[attr-defined]  # a message, a task or a thread's call to run next
            continue
        if app._exit or not app.is_running:  # the app is ending (its frames held for good): nothing to draw
            return
        if app._batch_count or app._resize_timer is not None:  # frames held, a resize: each ends on a timer
            await asyncio.sleep(STEP)
            continue
        try:
            screen = app.screen
        except Exception:  # noqa: BLE001 - no screen (the app ended): nothing to draw
            return
        if _frame_pending(screen) and screen.is_current:
            screen._on_timer_update()  # the frame the update timer would make: it posts what follows it
            continue
        return


async def press_keys(app: App[Any], keys: Iterable[str]) -> None:
    """Send `keys` to `app` one at a time, each once the one before is answered and drawn.

    Why: Textual's `App._press_keys` waits a quiet 20 ms twice after each key. Textual 8.2.x: builds each key as
    `App._press_keys` does (`textual.keys._character_to_key`, `_get_unicode_name_from_key`, `REPLACED_KEYS`)
    and waits on `App._animator`.
    """
    for typed in keys:
        if typed.startswith("wait:"):
            _, wait_ms = typed.split(":")
            await asyncio.sleep(float(wait_ms) / 1000)
            await app._animator.wait_until_complete()
            continue
        key = _character_to_key(typed) if len(typed) == 1 and not typed.isalnum() else typed
        original_key = REPLACED_KEYS.get(key, key)
        char: str | None
        try:
            char = unicodedata.lookup(_get_unicode_name_from_key(original_key))
        except KeyError:
            char = key if len(key) == 1 else None
        key_event = events.Key(key, char)
        key_event.set_sender(app)
        app.post_message(key_event)  # as the driver does, without its hop through another thread's call
        await settled(app)
        await app._animator.wait_until_complete()
        await settled(app)


def settle_pilot_waits() -> None:
    """Make `Pilot.press` and `Pilot.pause()` wait until the app has settled (`settled`), not for a quiet 20 ms.

    Why: most of a Pilot test's time was these waits (docs/performance.md, the test suite). Textual 8.2.x:
    replaces `Pilot.press` and `Pilot.pause`, which wait with `textual._wait.wait_for_idle`.
    """
    if getattr(Pilot.press, "settles", False):
        return

    async def press(self: Pilot[Any], *keys: str) -> None:
        if keys:
            await press_keys(self.app, keys)

    async def pause(self: Pilot[Any], delay: float | None = None) -> None:
        if delay is not None:
            await asyncio.sleep(delay)
        await settled(self.app)

    press.settles = True  # type: ignore[attr-defined]
    Pilot.press = press  # type: ignore[method-assign]
    Pilot.pause = pause  # type: ignore[method-assign]
