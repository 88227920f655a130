"""Building a whole season's values at once, with Python's cyclic garbage collector paused.

A season's values (frozen dataclasses and tuples) hold no reference cycles: reference counting frees
them. Yet building a 10,000-game season makes millions of objects, and each of the collector's full
passes walks all of them: 1.7 s of a 6 s import (docs/performance.md: under 8 s). The pause ends with the
work, and any cycle made meanwhile is collected then.
"""

from __future__ import annotations

import gc
from collections.abc import Iterator
from contextlib import contextmanager


@contextmanager
def collector_paused() -> Iterator[None]:
    """Run the body with the cyclic garbage collector off; it is back on as before afterwards."""
    was_on = gc.isenabled()
    gc.disable()
    try:
        yield
    finally:
        if was_on:
            gc.enable()
