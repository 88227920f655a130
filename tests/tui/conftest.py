"""Fixtures for the app's Pilot tests: the app built by its one factory over a fresh example league."""

from __future__ import annotations

from datetime import date
from typing import Callable

import pytest

from store.db import Store, open_league
from tui.app import RinkbookApp

TODAY = date(2002, 12, 1)  # a Sunday of the example season, 30 days before its roster deadline
SIZE = (120, 40)


@pytest.fixture
def make_app(league_file: Store) -> Callable[..., RinkbookApp]:
    """Build `RinkbookApp` over the example league, writable or (the captains' mode) read-only."""
    opened: list[Store] = []

    def build(read_only: bool = False, today: date = TODAY) -> RinkbookApp:
        store = league_file
        if read_only:
            store = open_league(league_file.path, read_only=True)
            opened.append(store)
        return RinkbookApp(store, today=today, season="2002-03")

    yield build
    for store in opened:
        store.close()
