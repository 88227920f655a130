"""The bench tracker driven by keys: lines, line changes, the shift report's rows."""

from __future__ import annotations

from datetime import date

from store.file.db import Store, open_league
from store.views.season_load import load_season
from tests.tui.sheet_fixtures import GAME
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
