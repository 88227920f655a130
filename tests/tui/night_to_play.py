"""A game night with games still to play, as a fixture."""

from __future__ import annotations

import pytest

from store.file.db import Store
from store.season_files.import_export import import_season
from store.season_files.reader import parse_season_text
from tests.conftest import EXAMPLE
from tests.tui.tonight import tonight

SIZE = (120, 40)


@pytest.fixture
def night(empty_league: Store) -> Store:
    import_season(empty_league, tonight(parse_season_text(EXAMPLE.read_bytes())), backup=False)
    return empty_league
