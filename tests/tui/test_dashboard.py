"""The season dashboard, the first screen: the G19 standings, games and alerts."""

from __future__ import annotations

import re

from textual.widgets import DataTable

from tui.screens.dashboard_screen import DashboardScreen

SIZE = (120, 40)


def standings_line(text: str, code: str) -> str:
    """The dashboard line holding `code`'s standings row."""
    return next(line for line in text.splitlines() if re.search(rf"│\s+\d+\*?\s+{code}\s", line))


async def test_dashboard_is_the_first_screen(make_app, read_screen):
    """The app opens on the dashboard, with league and season in the header."""
    app = make_app()
    async with app.run_test(size=SIZE) as pilot:
        await pilot.pause()
        assert isinstance(app.screen, DashboardScreen)
        text = read_screen(app)
        assert "Gray League" in text
        assert "2002-03 · today 2002-12-01" in text
        assert "Season dashboard" in text


async def test_dashboard_shows_the_g19_ranks(make_app, read_screen):
    """RED above BLU and GLD above WHT on head-to-head points: real ranks, no toss pending."""
    app = make_app()
    async with app.run_test(size=SIZE) as pilot:
        await pilot.pause()
        text = read_screen(app)
        expected = {"RED": ("1", 14), "BLU": ("2", 14), "BLK": ("3", 11), "GLD": ("4", 8), "WHT": ("5", 8),
                    "GRN": ("6", 5)}
        for code, (rank, points) in expected.items():
            cells = standings_line(text, code).split("│")[1].split()
            assert cells[0] == rank, code
            assert int(cells[7]) == points, code  # rank, code, name, GP, W, L, T, PTS
        assert "coin toss pending" not in text
        table = app.screen.query_one("#standings-table", DataTable)
        assert [str(key.value) for key in table.rows] == ["RED", "BLU", "BLK", "GLD", "WHT", "GRN"]


async def test_dashboard_reminds_of_the_roster_deadline(make_app, read_screen):
    """Thirty days before the 2002-12-31 deadline the alert says so."""
    app = make_app()
    async with app.run_test(size=SIZE) as pilot:
        await pilot.pause()
        assert "Roster deadline 2002-12-31: in 30 days" in read_screen(app)


async def test_dashboard_recent_results_name_the_forfeiting_team(make_app, read_screen):
    """The latest results come first; a forfeit is shown as such, at the forfeit score."""
    app = make_app()
    async with app.run_test(size=SIZE) as pilot:
        await pilot.pause()
        text = read_screen(app)
        assert re.search(r"SF1-1\s+RED v WHT\s+4-3", text)
        assert re.search(r"R30\s+BLU v WHT\s+1-0 forfeit by WHT", text)
        assert "No games scheduled from today." in text
