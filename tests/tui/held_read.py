"""A season read held back off the event loop, as a fixture."""

from __future__ import annotations

import threading
from collections.abc import Iterator

import pytest


@pytest.fixture
def held_read(monkeypatch) -> Iterator[threading.Event]:
    """The background read of the season held back until the event is set (set at the end in any case)."""
    from tui.season_loader import BackgroundLoad

    release = threading.Event()
    read = BackgroundLoad._read

    def slow_read(self: BackgroundLoad):
        release.wait(60)
        return read(self)

    monkeypatch.setattr(BackgroundLoad, "_read", slow_read)
    yield release
    release.set()
