"""The season dashboard, the first screen: the Gray rule 19 standings, games and alerts."""

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
        expected = {
            "RED": ("1", 14),
            "BLU": ("2", 14),
            "BLK": ("3", 11),
            "GLD": ("4", 8),
            "WHT": ("5", 8),
            "GRN": ("6", 5),
        }
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


def alerts_text(app) -> str:
    """The alerts panel's text, unwrapped (the side panel is narrow)."""
    return str(app.screen.query_one("#alerts-text").render())


async def test_dashboard_alerts_say_which_key_acts_on_each(make_app):
    """The semi-finals' second games are unscheduled: each alert names o then x, and the keys open the dialog."""
    app = make_app()
    async with app.run_test(size=SIZE) as pilot:
        await pilot.pause()
        text = alerts_text(app)
        assert "Playoff game to schedule: SF1 game 2, White (home) v Red  [o x: schedule the series' next game]" in text
        assert "Roster deadline 2002-12-31: in 30 days (drops and substitutes close then)  [a: see attendance" in text
        await pilot.press("o", "x")
        await pilot.pause()
        from tui.modals.playoff_game_modal import PlayoffGameModal

        assert isinstance(app.screen, PlayoffGameModal)


async def test_dashboard_names_a_game_past_its_date_without_a_result(make_app, league_file):
    """A game two days ago still only scheduled: the alert names it and the scoresheet's key."""
    from datetime import date

    from league.season.values import Game
    from store.writes.games import save_game

    late = Game("SF1-2", "playoff", date(2002, 12, 28), "20:15", "WHT", "RED", rooms=(3, 4), series="SF1", no=2)
    save_game(league_file, "2002-03", late, decision="schedule playoff game")
    app = make_app(today=date(2002, 12, 30))
    async with app.run_test(size=SIZE) as pilot:
        await pilot.pause()
        assert "No result yet: SF1-2 White v Red on 2002-12-28  [g: enter the game's scoresheet]" in alerts_text(app)
