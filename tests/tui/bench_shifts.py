"""The bench tracker driven by keys: R31 under way, lines, line changes, the shift report's rows."""

from __future__ import annotations

from dataclasses import replace
from datetime import date

import pytest

from league.rosters.membership import Rosters
from store.file.db import Store, open_league
from store.season_files.import_export import import_season
from store.season_files.reader import parse_season_text
from store.views.season_load import load_season
from store.writes.games import save_game
from tests.conftest import EXAMPLE
from tests.tui.sheet_fixtures import GAME, sheet_season
from tui.screens import bench_screen
from tui.screens.bench_screen import BenchScreen

SIZE = (120, 40)


TODAY = date(2002, 12, 10)


# White's dressed skaters in R31 by jersey: forwards 60 84 77 11 36 47 99, defence 32 10 (P049 suspended).
LINE_1, LINE_2, PAIR = ("60", "84", "77"), ("11", "36", "47"), ("32", "10")


def white_shifts(store: Store):
    """R31's White shifts as a fresh connection reads them (what survives the app being killed)."""
    other = open_league(store.path)
    try:
        return load_season(other, "2002-03").game(GAME).shifts_for("WHT")
    finally:
        other.close()


def shown(app, selector: str) -> str:
    """The whole text of one line of the screen (a long one wraps on screen)."""
    return str(app.screen.query_one(selector).render())


async def change(pilot, *jerseys: str, enter: int = 1) -> None:
    """Type jersey numbers (each toggles a player) and record the change."""
    for number in jerseys:
        await pilot.press(*number)
    await pilot.press(*["enter"] * enter)
    await pilot.pause()


def row(screen: BenchScreen, group: str, number: int):
    return next(r for r in screen.query_one(f"#bench-{group}").rows if r.number == number)


@pytest.fixture
def bench_league(filled_league) -> Store:
    """The example's regular season with R31 (White v Blue) under way: both rosters dressed, no shift yet."""
    return filled_league("test_bench.bench_league", _dressed_r31)


def _dressed_r31(store: Store) -> None:
    season = sheet_season(parse_season_text(EXAMPLE.read_bytes()))
    import_season(store, season, backup=False)
    game, rosters = season.game(GAME), Rosters(season)
    dressed = tuple((t, tuple(p for p in rosters.roster(t, game.date) if p != "P049")) for t in game.teams)
    save_game(store, "2002-03", replace(game, dressed=dressed))


@pytest.fixture(autouse=True)
def patient_jersey_numbers(monkeypatch):
    """A typed digit waits a minute for the next one (not 0.6 s): on a busy machine a pause between Pilot's
    keys must not split "60" into 6 and 0. Enter takes the digits typed so far at once."""
    monkeypatch.setattr(bench_screen, "JERSEY_WAIT", 60.0)
