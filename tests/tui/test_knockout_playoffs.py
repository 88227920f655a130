"""The playoffs screen of a tournament: each division's bracket as the board draws it (not Gray's seed list
and empty series boxes), and `x` scheduling the next knockout game with its home side in a free ice slot."""

from __future__ import annotations

from pathlib import Path

import pytest

from tests.tui.conftest import wait_until
from tests.tui.tournament_apps import event_app
from tui.modals.playoff_game_modal import PlayoffGameModal
from tui.screens.playoffs_screen import PlayoffsScreen

WIDE, SMALL = (160, 50), (80, 24)


def third_place_unscheduled(data: dict) -> None:
    """The Open division's third-place game (G020, GRN v RED) taken off the schedule: it needs a game."""
    data["games"] = [g for g in data["games"] if g["id"] != "G020"]


@pytest.mark.parametrize("size", [WIDE, SMALL])
async def test_a_tournaments_playoffs_screen_shows_each_divisions_bracket(tmp_path: Path, read_screen, size) -> None:
    app = event_app(tmp_path, "coors-cup", third_place_unscheduled)
    async with app.run_test(size=size) as pilot:
        await pilot.press("o")
        await wait_until(pilot, lambda: isinstance(app.screen, PlayoffsScreen))
        await pilot.pause()
        text = read_screen(app)
        assert "Seeds" not in text and "Play-ins" not in text  # Gray's seed list and series boxes are gone
        assert "Open division" in text
        assert "OPEN-F final: BLK v WHT" in text
        assert "OPEN-3RD" in text and "Grn" in text  # the game to schedule, home side first
        assert all(len(line) <= size[0] for line in text.splitlines())


async def test_x_schedules_the_next_knockout_game_with_its_home_side_in_a_free_slot(tmp_path: Path) -> None:
    app = event_app(tmp_path, "coors-cup", third_place_unscheduled)
    async with app.run_test(size=WIDE) as pilot:
        await pilot.press("o")
        await wait_until(pilot, lambda: isinstance(app.screen, PlayoffsScreen))
        await pilot.pause()
        await pilot.press("x")
        await wait_until(pilot, lambda: isinstance(app.screen, PlayoffGameModal))
        modal = app.screen
        assert "Grn (home) v Red" in modal.matchup
        # The latest game is the Open final, 2009-10-11 08:00 in rooms 1/2: the next 75-minute slot is free.
        assert (modal.slot.day.isoformat(), modal.slot.time, modal.slot.rooms) == ("2009-10-11", "09:15", (1, 2))
        await pilot.press("enter")
        await wait_until(pilot, lambda: any(g.series == "OPEN-3RD" for g in app.season.games))
        game = next(g for g in app.season.games if g.series == "OPEN-3RD")
        assert (game.stage, game.no, game.home, game.away, game.time) == ("playoff", 1, "GRN", "RED", "09:15")
        assert game.id == "G020"
        await pilot.pause()
        assert "OPEN-3RD" not in [str(c) for c in app.screen.query_one("#next-games").get_column_at(0)]


def senior_third_place_unscheduled(data: dict) -> None:
    """3-on-3's Senior third-place game (G025, ORG v SLV) taken off the schedule: it needs a game."""
    data["games"] = [g for g in data["games"] if g["id"] != "G025"]


async def test_three_on_three_half_ice_games_hold_a_30_minute_slot(tmp_path: Path) -> None:
    """The half-ice format (three 6-minute running periods) is booked 30 minutes, not 75: the slot offered
    follows the latest game (13:00) by 30 minutes, the clash checks take it, and the calendar's event lasts it."""
    from datetime import UTC, datetime

    from tui.text.calendar_export import season_calendar

    app = event_app(tmp_path, "three-on-three", senior_third_place_unscheduled)
    async with app.run_test(size=WIDE) as pilot:
        await pilot.press("o")
        await wait_until(pilot, lambda: isinstance(app.screen, PlayoffsScreen))
        await pilot.pause()
        await pilot.press("x")
        await wait_until(pilot, lambda: isinstance(app.screen, PlayoffGameModal))
        assert (app.screen.slot.day.isoformat(), app.screen.slot.time) == ("2009-10-11", "13:30")
        await pilot.press("enter")  # 30 minutes after the Senior final, in its rooms: no clash
        await wait_until(pilot, lambda: any(g.series == "SENIOR-3RD" for g in app.season.games))
        assert app.rulebook.schedule.slot_minutes == 30
        ics = season_calendar(app.season, app.rulebook, datetime(2009, 10, 1, tzinfo=UTC)).decode()
        assert "DTSTART:20091011T133000" in ics and "DTEND:20091011T140000" in ics
