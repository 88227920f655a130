"""The tournament board at 80x24 and at 160x50: its bracket, next games, alerts and (3-on-3) goalie competition
each reachable by a key the footer shows (1-5), the panel chosen shown alone on a narrow terminal."""

from __future__ import annotations

from pathlib import Path

import pytest

from tests.tui.conftest import wait_until
from tests.tui.tournament_apps import event_app
from tui.screens.tournament_board_screen import TournamentBoardScreen

WIDE, SMALL = (160, 50), (80, 24)


async def test_at_80x24_the_keys_show_the_bracket_next_games_and_alerts(tmp_path: Path, read_screen) -> None:
    app = event_app(tmp_path, "coors-cup")
    async with app.run_test(size=SMALL) as pilot:
        await wait_until(pilot, lambda: len(read_screen(app).splitlines()) == 24)
        text = read_screen(app)
        assert "1 Pools  2 Bracket  3 Next  4 Alerts" in text.splitlines()[-1]  # the footer names the keys
        assert "Pool A" in text and "OPEN-SF1" not in text
        await pilot.press("2")
        await pilot.pause()
        text = read_screen(app)
        assert "Bracket (2)" in text and "OPEN-SF1 semi-final: GRN v WHT — 0-4; WHT wins" in text
        assert "Pool A" not in text  # the pools give the bracket the room
        await pilot.press("4")
        await pilot.pause()
        text = read_screen(app)
        assert "Alerts (4)" in text and "Not yet knockout-eligible for Grn (rule 3.1.8)" in text
        await pilot.press("3")
        await pilot.pause()
        assert "Next games (3)" in read_screen(app)
        assert all(len(line) <= 80 for line in read_screen(app).splitlines())


async def test_at_160x50_every_panel_is_shown_and_a_key_keeps_them(tmp_path: Path, read_screen) -> None:
    app = event_app(tmp_path, "coors-cup")
    async with app.run_test(size=WIDE) as pilot:
        await pilot.pause()
        text = read_screen(app)
        assert all(title in text for title in ("Pools (1)", "Bracket (2)", "Next games (3)", "Alerts (4)"))
        await pilot.press("4")
        await pilot.pause()
        assert "Pools (1)" in read_screen(app) and "Alerts (4)" in read_screen(app)


@pytest.mark.parametrize("size", [SMALL, WIDE])
async def test_the_three_on_three_board_shows_the_goalie_competition(tmp_path: Path, read_screen, size) -> None:
    app = event_app(tmp_path, "three-on-three")
    async with app.run_test(size=size) as pilot:
        await pilot.pause()
        assert isinstance(app.screen, TournamentBoardScreen)
        await pilot.press("5")
        await pilot.pause()
        text = read_screen(app)
        assert "Goalie competition (5)" in text
        row = next(line for line in text.splitlines() if "Rod Moreau (P0051)" in line)
        assert "82.71" in row
        assert "final: Rod Moreau" in text


async def test_a_board_without_a_goalie_competition_has_no_goalies_key(tmp_path: Path, read_screen) -> None:
    app = event_app(tmp_path, "coors-cup")
    async with app.run_test(size=WIDE) as pilot:
        await pilot.pause()
        await pilot.press("5")
        await pilot.pause()
        assert "Goalie competition" not in read_screen(app)
        assert not app.screen.query(".board-goalies")
