"""The screens that show real data already: rosters, schedule, audit log, rulebook; and the planned ones."""

from __future__ import annotations

import re
from datetime import date

from textual.widgets import DataTable

SIZE = (120, 40)


async def test_rosters_show_each_team_at_today(make_app, read_screen):
    """Black's tab lists its players today with counts against the Gray rule 2 maxima; a later drop is not yet
    applied."""
    app = make_app()
    async with app.run_test(size=SIZE) as pilot:
        await pilot.press("r")
        await pilot.pause()
        text = read_screen(app)
        assert "11 of 13 skaters · 1 of 2 goalies" in text
        assert "Walt Tate" in text  # P011 is dropped on 2002-12-04, after today
        table = app.screen.query_one("#roster-1", DataTable)  # RED, the second team of the file
        assert table.row_count > 0


async def test_rosters_apply_drops_from_their_decision_date(make_app, read_screen):
    app = make_app(today=date(2002, 12, 10))
    async with app.run_test(size=SIZE) as pilot:
        await pilot.press("r")
        await pilot.pause()
        text = read_screen(app)
        assert "Walt Tate" not in text
        assert "Rosters at 2002-12-10" in text


async def test_schedule_lists_every_game_with_rooms_and_results(make_app, read_screen):
    app = make_app()
    async with app.run_test(size=SIZE) as pilot:
        await pilot.press("s")
        await pilot.pause()
        table = app.screen.query_one(DataTable)
        assert table.row_count == 34
        text = read_screen(app)
        # the home team has the higher room (Gray rule 24); the ruling forfeit counts 1-0
        assert re.search(
            r"R30\s+regular\s+Sun 2002-12-08\s+21:30\s+BLU\s+WHT\s+BLU 6 · WHT 5\s+final\s+"
            r"1-0 forfeit by WHT \(ruling\)",
            text,
        )
        assert re.search(r"SF1-1\s+SF1 game 1 .* 4-3 OT", text)


async def test_audit_log_shows_the_import(make_app, read_screen):
    app = make_app()
    async with app.run_test(size=SIZE) as pilot:
        await pilot.press("u")
        await pilot.pause()
        text = read_screen(app)
        assert re.search(r"2002-03\s+import season\s+games: 34, players: 86", text)


async def test_rulebook_shows_the_gray_numbers(make_app, read_screen):
    app = make_app()
    async with app.run_test(size=(120, 80)) as pilot:  # a tall terminal: the rosters section in view
        await pilot.press("e")
        await pilot.pause()
        text = read_screen(app)
        assert "Win 2, tie 1, loss 0" in text
        assert "1. head-to-head points" in text
        assert "at most 13 skaters and 2 goalies" in text


async def test_players_screen_shows_every_registration_and_rule_1(make_app, read_screen):
    app = make_app()
    async with app.run_test(size=SIZE) as pilot:
        await pilot.press("p")
        await pilot.pause()
        text = read_screen(app)
        assert "86 registered · age cutoff 2002-12-31 (rule 1: at least 22, no class D) · 1 committee override" in text
        await pilot.press("slash", *"P900")
        await pilot.pause()
        assert re.search(r"P900\s+Walt Keene\s+D\s+D\s+35\s+active\s+40\s+override", read_screen(app))
