"""A league file with games tonight, and what a walk shows in the app the command line opens on it (where the
season's read prepares the derived figures before the first key)."""

from __future__ import annotations

from collections.abc import Awaitable, Callable
from pathlib import Path

from store.file.db import Store
from store.season_files.import_export import import_season
from store.season_files.reader import parse_season_text
from tests.conftest import EXAMPLE
from tests.league_templates import process_templates
from tests.tui.first_frame_starts import _opened_by_the_command_line
from tests.tui.tonight import TONIGHT, tonight
from tui.app import RinkbookApp

Walk = Callable[[RinkbookApp, bool], Awaitable[list[tuple[object, ...]]]]


def game_night(path: Path) -> Path:
    """A league file of the example season with games still to play tonight and after: a copy of one filled once
    per test process."""
    return process_templates().copy("game night", _import_game_night, path)


def _import_game_night(store: Store) -> None:
    import_season(store, tonight(parse_season_text(EXAMPLE.read_bytes())), backup=False)


async def shown_prepared_night(path: Path, monkeypatch, walk: Walk) -> list[tuple[object, ...]]:
    """What `walk` saw in the app the command line opens on a game night file at `path`, prepared by its read."""
    app = _opened_by_the_command_line(game_night(path), monkeypatch, TONIGHT)
    try:
        return await walk(app, True)
    finally:
        app.close_store()
