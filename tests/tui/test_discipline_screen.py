"""The discipline screen: the suspension ledger, game misconducts, penalty leaders and team totals (Gray rules 4 and
5)."""

from __future__ import annotations

import re
from dataclasses import replace
from datetime import date
from pathlib import Path

from store.season_files.import_export import import_season_file
from tui import screen_preparing
from tui.app import RinkbookApp
from tui.screens.discipline_screen import DisciplineScreen

SIZE = (120, 40)


async def test_ledger_says_where_each_suspension_came_from_and_was_served(make_app, read_screen):
    app = make_app()
    async with app.run_test(size=SIZE) as pilot:
        await pilot.press("i")
        await pilot.pause()
        assert isinstance(app.screen, DisciplineScreen)
        text = read_screen(app)
        assert "2 suspensions, 0 still to serve" in text
        assert re.search(r"Abe Vance \(P019\)\s+RED\s+R17\s+fighting\s+1st\s+1 game\s+R21\s+0\s+served", text)
        assert re.search(r"Lee Marsh \(P049\)\s+WHT\s+R30\s+fighting\s+1st\s+1 game\s+WC1-1\s+0\s+served", text)


async def test_penalty_leaders_with_game_misconducts_and_team_totals(make_app, read_screen):
    app = make_app()
    async with app.run_test(size=SIZE) as pilot:
        await pilot.press("i")
        await pilot.pause()
        text = read_screen(app)
        leaders = re.findall(r"│\s*([A-Z][a-z]+ [A-Z][a-z]+)\s+[A-Z]{3}\s+(\d+)\s+(\d+)\s+(\d+)\s*│", text)
        assert leaders[:2] == [("Tom Ivers", "8", "28", "0"), ("Lee Marsh", "5", "23", "1")]
        assert re.search(r"WHT\s+44\s+118\s+4\s+1\s+0", text)  # bench penalties, one game misconduct
        assert re.search(r"RED\s+27\s+85\s+0\s+1\s+1", text)  # a forfeit by the 10th penalty


async def test_team_filter_and_sorting_a_table(make_app, read_screen):
    app = make_app()
    app.preparing = False  # summed at the key here, not by the preparation after the read (`tui.screen_preparing`)
    async with app.run_test(size=SIZE) as pilot:
        await pilot.press("i", "T", "T")  # all -> BLK -> RED
        await pilot.pause()
        text = read_screen(app)
        assert "1 suspension, 0 still to serve · team RED" in text
        assert "Abe Vance (P019)" in text and "Lee Marsh" not in text
        await pilot.press("T", "T", "T", "T", "T")  # back to every team
        await pilot.press("tab", "tab", "right", "right")  # the teams table, its PIM column
        await pilot.press("S")
        await pilot.pause()
        text = read_screen(app)
        teams = re.findall(r"│\s*(BLK|RED|GRN|WHT|BLU|GLD)\s+\d+\s+(\d+)\s+\d+\s+\d+\s+\d+\s*│", text)
        assert [t for t, _ in teams] == ["WHT", "GLD", "RED", "BLK", "GRN", "BLU"]


async def test_the_penalties_are_summed_once_per_load(make_app, read_screen, monkeypatch):
    summed = []
    penalty_records = screen_preparing.penalty_records
    monkeypatch.setattr(
        screen_preparing,
        "penalty_records",
        lambda season, rulebook, replays: summed.append(season) or penalty_records(season, rulebook, replays),
    )
    app = make_app()
    app.preparing = False  # summed at the key here, not by the preparation after the read (`tui.screen_preparing`)
    async with app.run_test(size=SIZE) as pilot:
        await pilot.press("i", "T", "T")  # all -> BLK -> RED
        await pilot.pause()
        assert len(summed) == 1  # 10,000 sheets: some 20 ms a sum (docs/performance.md)
        assert "team RED" in read_screen(app)
        # As after a save: another season value (here a game moved), its own sums; the same
        # value read again keeps them.
        app.reload(replace(app.season, games=tuple(app.season.games)))
        await pilot.pause()
        app.reload(moved_game(app.season))
        await pilot.pause()
        assert len(summed) == 2 and summed[1] is app.season


async def test_read_only_shows_the_discipline(make_app, read_screen):
    app = make_app(read_only=True)
    async with app.run_test(size=SIZE) as pilot:
        await pilot.press("i")
        await pilot.pause()
        text = read_screen(app)
        assert "READ-ONLY" in text and "Abe Vance (P019)" in text


async def test_a_tournaments_suspensions_show_with_their_rules(empty_league, read_screen):
    """The Cole example: fighting for the rest of the tournament lapsed with the bracket, a committee ruling,
    a major's late game misconduct, each cause with its rule (docs/readings/shared.md#ejections-and-suspensions)."""
    import_season_file(empty_league, Path(__file__).parents[1] / "fixtures" / "tournament-cole-harbour-classic.json")
    app = RinkbookApp(empty_league, today=date(2009, 10, 12), season="2009")
    async with app.run_test(size=(160, 40)) as pilot:
        await pilot.press("i")
        await pilot.pause()
        assert isinstance(app.screen, DisciplineScreen)
        text = read_screen(app)
        assert "5 suspensions, 0 still to serve" in text and "Suspensions (PR 4)" in text
        # The rule in a column of its own; no Gray rule 5 count of game misconducts in a tournament.
        assert re.search(r"\(P0040\)\s+BLK\s+G002\s+PT 4\s+fighting\s+rest of the tournam", text)
        assert re.search(r"\(P0040\).*G012\s+0\s+lapsed \(G021\)", text)
        assert re.search(r"\(P0025\)\s+GRN\s+G006\s+PR 4\s+committee ruling: committee review", text)


def moved_game(season):
    """`season` with its first game moved to later that evening (its result unchanged)."""
    game = season.games[0]
    return season.with_game(replace(game, time="23:58" if game.time != "23:58" else "23:59"))
