"""The dashboard after a result entered on the scoresheet's keys (Enter, then F1 and d as a scorer checks the
standings): the new standings, and the alerts a fresh computation from the file gives at today, the roster
deadline's attendance alerts included on either side of the deadline (the season cache moves what they count
by each save: this holds it to the rules worked out afresh)."""

from __future__ import annotations

from dataclasses import replace
from datetime import date, timedelta

import pytest

from league.season.values import Season
from league.turnout.attendance import attendance
from store.file.db import Store
from store.season_files.import_export import import_season
from store.season_files.reader import parse_season_text
from store.views.season_load import load_season, season_rulebook
from tests.conftest import EXAMPLE
from tests.tui.conftest import submit_line
from tests.tui.sheet_fixtures import GAME
from tests.tui.tonight import TONIGHT, tonight
from tui.app import RinkbookApp
from tui.screens.dashboard_screen import DashboardScreen
from tui.text.alert_text import alerts_text, keyed_alerts

SIZE = (120, 40)
MISSER, NUMBER = "P051", 90  # a White goalie, #90 (on no shift list), who misses tonight's game (R31, White at home)


def _missed_before(season: Season) -> Season:
    """Tonight's season with the misser left out of White's earlier lineups until one more miss makes him one
    miss from droppable (the rulebook's number of misses)."""
    rulebook = season_rulebook(season)
    wanted = rulebook.attendance.droppable_after_misses - 1
    (row,) = attendance(season, rulebook, as_of=TONIGHT, players=(MISSER,))
    games = list(season.games)
    for i, game in enumerate(games):
        lineup = dict(game.dressed)
        if row.misses >= wanted:
            break
        on_sheet = MISSER in repr((game.goals, game.penalties, game.shifts))  # a game he scored or skated in
        if game.status == "final" and game.stage == "regular" and MISSER in lineup.get("WHT", ()) and not on_sheet:
            lineup["WHT"] = tuple(p for p in lineup["WHT"] if p != MISSER)
            games[i] = replace(game, dressed=tuple(lineup.items()))
            season = replace(season, games=tuple(games))
            (row,) = attendance(season, rulebook, as_of=TONIGHT, players=(MISSER,))
    assert row.misses == wanted
    return season


@pytest.fixture
def missed_league(filled_league) -> Store:
    return filled_league(
        "test_dashboard_after_save.missed_league",
        lambda store: import_season(
            store, _missed_before(tonight(parse_season_text(EXAMPLE.read_bytes()))), backup=False
        ),
    )


def _alerts(app: RinkbookApp) -> str:
    return str(app.screen.query_one("#alerts-text").render())


@pytest.mark.parametrize("days_after", [0, 20, 21, 22])  # the deadline (2002-12-31) is 21 days after tonight
async def test_the_dashboard_after_a_save_shows_the_new_standings_and_fresh_alerts(missed_league, days_after):
    today = TONIGHT + timedelta(days=days_after)
    app = RinkbookApp(missed_league, today=today, season="2002-03")
    async with app.run_test(size=SIZE) as pilot:
        await pilot.pause()
        grid = app.screen.query_one("#standings-table")
        played = grid.get_cell("WHT", "GP")
        await pilot.press("g")
        await pilot.pause()
        assert app.screen.game_id == GAME
        for line in ("dress h all", f"dress h {NUMBER}", "dress a all", "score 3-1"):
            await submit_line(pilot, line)
        assert str(app.screen.query_one("#sheet-message").render()).startswith("Saved: final")
        await pilot.press("f1", "d")
        await pilot.pause()
        assert isinstance(app.screen, DashboardScreen)
        assert grid.get_cell("WHT", "GP") == played + 1
        season = load_season(missed_league, "2002-03")  # the file as saved, worked out afresh (no cache)
        fresh = alerts_text(keyed_alerts(season, season_rulebook(season), today))
        assert _alerts(app) == fresh
        one_miss = f"One miss from droppable: {season.known_player(MISSER).name} ({MISSER})"
        assert (one_miss in _alerts(app)) == (today < date(2002, 12, 31)), _alerts(app)
