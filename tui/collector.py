"""Python's cyclic garbage collector, paused for the start of a command or the app, and for a write's answer.

The start allocates much and frees almost nothing: the collector's passes over the growing heap wait
until the command runs, or for the app until its first frame. Kept apart from the command line so the
app (`RinkbookApp.on_mount`) resumes it without importing the command line.

A write's answer is painted before the collector's passes over what the write made: a save on a big season makes
a few containers of every game (the season's new tuple of games and its games in order, its cache's map of every
replay and outcome), and each pass of the collector over the objects made since the last walks each of their
30,000 items, out of the processor's caches: 4-6 ms of "Saved" at 30,000 games. The passes come after the frame.
"""

from __future__ import annotations

import gc
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from typing import Any

# The longest the collector waits for a write's answer to be painted (a write whose answer shows nothing new).
ANSWER_WAIT = 0.5
# How long after the answer's frame is painted the collector resumes: the terminal's writer thread writes the frame
# first (a pass of the collector holds the interpreter, and the frame would reach the terminal after it).
AFTER_FRAME = 0.02

# Whether the collector is paused for a write's answer: the collector's own switch is the process's, so is this.
_answer_pending = False


@contextmanager
def collector_paused_for_start() -> Iterator[None]:
    """Pause the collector until `start_collecting` (or the end of the block); after the block, what
    `start_collecting` froze may be collected again (a caller such as a test lives on)."""
    gc.disable()
    try:
        yield
    finally:
        start_collecting()
        gc.unfreeze()


def start_collecting() -> None:
    """Resume the cyclic garbage collector paused for the start. What the start made (modules,
    classes, the loaded season) lives as long as the command, so it is frozen out of later passes:
    the first full pass over it would otherwise stall the app just after its first frame."""
    if not gc.isenabled():
        gc.freeze()
        gc.enable()


def collector_paused_for_answer(app: Any) -> None:
    """Pause the collector until `app`'s next frame is painted and written (at most `ANSWER_WAIT`, or until the app
    ends: `resume_after_answer`): call before a write. Left as it is when already paused (the start's, which
    `start_collecting` resumes), or for an app that tells no frame."""
    after_next_paint: Callable[[Callable[[], object]], None] | None = getattr(app, "after_next_paint", None)
    if not gc.isenabled() or after_next_paint is None:
        return
    global _answer_pending  # noqa: PLW0603 - the process's, as the collector's switch is
    gc.disable()
    _answer_pending = True
    after_next_paint(lambda: app.set_timer(AFTER_FRAME, resume_after_answer))
    app.set_timer(ANSWER_WAIT, resume_after_answer)


def resume_after_answer() -> None:
    """Resume the collector paused for a write's answer (once; nothing when it is not so paused)."""
    global _answer_pending  # noqa: PLW0603 - the process's, as the collector's switch is
    if _answer_pending:
        _answer_pending = False
        gc.enable()
