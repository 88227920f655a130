"""Game night in one or two windows on one league file: R31 (White v Blue) with both rosters dressed, the
scoresheet and the bench tracker opened by their keys, and lines typed key by key as a scorer types them."""

from __future__ import annotations

from collections.abc import AsyncIterator
from contextlib import asynccontextmanager
from dataclasses import replace
from datetime import date

from league.rosters.membership import Rosters
from league.season.values import Game
from store.file.db import Store, open_league
from store.season_files.import_export import import_season
from store.season_files.reader import parse_season_text
from store.views.season_load import load_season
from store.writes.games import save_game
from tests.conftest import EXAMPLE
from tests.tui.sheet_fixtures import GAME, sheet_season
from tui.app import RinkbookApp

SIZE = (120, 40)
TODAY = date(2002, 12, 10)
SEASON = "2002-03"


def dressed_r31(store: Store) -> Store:
    """The example's regular season with R31 under way: both rosters dressed (White without suspended P049)."""
    season = sheet_season(parse_season_text(EXAMPLE.read_bytes()))
    import_season(store, season, backup=False)
    game, rosters = season.game(GAME), Rosters(season)
    dressed = tuple((t, tuple(p for p in rosters.roster(t, game.date) if p != "P049")) for t in game.teams)
    save_game(store, SEASON, replace(game, dressed=dressed))
    return store


def app_over(store: Store, today: date = TODAY) -> RinkbookApp:
    return RinkbookApp(store, today=today, season=SEASON)


def stored(store: Store) -> Game:
    """R31 as the file holds it now."""
    game = load_season(store, SEASON).game(GAME)
    assert game is not None
    return game


def message(app: RinkbookApp, screen: str = "sheet") -> str:
    """The screen's message line ("sheet" or "bench")."""
    return str(app.screen.query_one(f"#{screen}-message").render())


def events(app: RinkbookApp) -> str:
    """The sheet's whole event list."""
    return str(app.screen.query_one("#sheet-events-text").render())


def keys_of(text: str) -> list[str]:
    """The keys that type `text`."""
    return ["space" if c == " " else c for c in text]


async def type_line(pilot, text: str) -> None:
    """Type one entry on the focused line, key by key, and press Enter, as a scorer does."""
    await pilot.press(*keys_of(text), "enter")
    await pilot.pause()


async def open_sheet(pilot) -> None:
    await pilot.press("g")
    await pilot.pause()


async def open_bench(pilot) -> None:
    await pilot.press("l")
    await pilot.pause()


async def bench_change(pilot, *jerseys: str) -> None:
    """Type jersey numbers on the bench tracker (each toggles a player) and record the change."""
    for number in jerseys:
        await pilot.press(*number)
    await pilot.press("enter")
    await pilot.pause()


@asynccontextmanager
async def two_windows(
    store: Store, today: date = TODAY
) -> AsyncIterator[tuple[RinkbookApp, object, RinkbookApp, object]]:
    """Two apps on one file, each on its own connection; neither follows the other until a test says so
    (their live views paused): each acts on what it showed, as two people typing at once do."""
    other = open_league(store.path)
    first, second = app_over(store, today), app_over(other, today)
    try:
        async with first.run_test(size=SIZE) as p1, second.run_test(size=SIZE) as p2:
            with first.live.paused(), second.live.paused():
                yield first, p1, second, p2
    finally:
        other.close()


def follow(app: RinkbookApp) -> None:
    """The window shows the file as it is now (what its live view does within a second)."""
    app.live.follow()
