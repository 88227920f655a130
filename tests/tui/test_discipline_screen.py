"""The discipline screen: the suspension ledger, game misconducts, penalty leaders and team totals (G4, G5)."""

from __future__ import annotations

import re

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


async def test_read_only_shows_the_discipline(make_app, read_screen):
    app = make_app(read_only=True)
    async with app.run_test(size=SIZE) as pilot:
        await pilot.press("i")
        await pilot.pause()
        text = read_screen(app)
        assert "READ-ONLY" in text and "Abe Vance (P019)" in text
