"""Python's cyclic garbage collector, paused for the start of a command or the app.

The start allocates much and frees almost nothing: the collector's passes over the growing heap wait
until the command runs, or for the app until its first frame. Kept apart from the command line so the
app (`RinkbookApp.on_mount`) resumes it without importing the command line.
"""

from __future__ import annotations

import gc
from collections.abc import Iterator
from contextlib import contextmanager


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
