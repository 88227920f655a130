"""The schedule without surprises, by keys: a move that puts a team on the ice twice in one night asks first;
a game added by mistake is deleted (its id typed, a reason given) and is gone from the schedule; the round
robin offers the league's weekly slots, the ones typed last first."""

from __future__ import annotations

from datetime import date

import pytest

from store.file.audit import audit_log
from store.season_files.import_export import import_season
from store.views.season_load import load_season
from tests.store.results_writer import unplayed_season
from tests.tui.conftest import wait_until
from tests.tui.notices import notices
from tui.app import RinkbookApp
from tui.modals.confirm_modal import ConfirmModal
from tui.modals.game_modal import GameModal
from tui.modals.round_robin_modal import RoundRobinModal
from tui.modals.typed_confirm_modal import TypedConfirmModal
from tui.screens.schedule_screen import ScheduleScreen

SIZE = (120, 40)


@pytest.fixture
def unplayed(filled_league):
    """The app on the example's regular schedule before its first game (2002-10-01)."""
    return filled_league("unplayed", lambda store: import_season(store, unplayed_season(), backup=False))


def app_on(store) -> RinkbookApp:
    return RinkbookApp(store, today=date(2002, 10, 1), season="2002-03")


async def cursor_on(pilot, app, game_id: str) -> None:
    await pilot.press("s")
    await wait_until(pilot, lambda: isinstance(app.screen, ScheduleScreen))
    table = app.screen.query_one("DataTable")
    table.move_cursor(row=table.get_row_index(game_id))
    await pilot.pause()


async def move_r05_next_to_gold_r01(pilot, app) -> None:
    await cursor_on(pilot, app, "R05")  # Gold v White, 2002-10-13 20:15
    await pilot.press("M")
    await wait_until(pilot, lambda: isinstance(app.screen, GameModal))
    for field, value in {"game-date": "2002-10-06", "game-time": "22:45", "game-rooms": "7/8"}.items():
        app.screen.query_one(f"#{field}").value = value
    app.screen.query_one("#game-reason").value = "White asked"
    app.screen.query_one("#game-reason").focus()
    await pilot.press("enter")
    await pilot.pause()


async def test_a_move_that_puts_gold_on_the_ice_twice_one_night_asks_first(unplayed, read_screen):
    app = app_on(unplayed)
    async with app.run_test(size=SIZE) as pilot:
        await move_r05_next_to_gold_r01(pilot, app)
        await wait_until(pilot, lambda: isinstance(app.screen, ConfirmModal))
        assert isinstance(app.screen, ConfirmModal)
        assert "Gold would play twice on Sun 2002-10-0" in read_screen(app)  # the dialog wraps the rest
        assert (
            "Gold would play twice on Sun 2002-10-06: R05 Gold v White at 22:45 and R01 Black v Gold at 19:00"
            in app.screen.question
        )
        await pilot.press("n")  # not saved: back in the form as typed
        await pilot.pause()
        assert load_season(unplayed).game("R05").date == date(2002, 10, 13)
        assert isinstance(app.screen, GameModal) and app.screen.query_one("#game-time").value == "22:45"
        await pilot.press("enter")  # asked again
        await wait_until(pilot, lambda: isinstance(app.screen, ConfirmModal))
        await pilot.press("y")
        await wait_until(pilot, lambda: load_season(unplayed).game("R05").date == date(2002, 10, 6))
    assert (load_season(unplayed).game("R05").time, audit_log(unplayed)[0].action) == ("22:45", "move game")


async def test_a_game_added_by_mistake_is_deleted_by_typing_its_id_and_a_reason(unplayed, read_screen):
    app = app_on(unplayed)
    async with app.run_test(size=SIZE) as pilot:
        await pilot.press("s", "A")
        await wait_until(pilot, lambda: isinstance(app.screen, GameModal))
        values = {"game-date": "2002-12-15", "game-time": "19:00", "game-home": "BLK", "game-away": "GLD"}
        for field, value in {**values, "game-rooms": "1/2", "game-reason": "extra game"}.items():
            app.screen.query_one(f"#{field}").value = value
        app.screen.query_one("#game-reason").focus()
        await pilot.press("enter")
        await wait_until(pilot, lambda: load_season(unplayed).game("R31") is not None)
        table = app.screen.query_one("DataTable")
        table.move_cursor(row=table.get_row_index("R31"))
        await pilot.press("D")
        await wait_until(pilot, lambda: isinstance(app.screen, TypedConfirmModal))
        assert "Type R31 to confirm" in read_screen(app)
        await pilot.press(*"added twice", "enter", *"r31", "enter")
        await wait_until(pilot, lambda: load_season(unplayed).game("R31") is None)
        assert isinstance(app.screen, ScheduleScreen) and "R31" not in read_screen(app)
    entry = audit_log(unplayed)[0]
    assert entry.action == "delete game" and entry.detail["reason"] == "added twice"


async def test_a_game_with_a_result_is_not_deleted_and_the_screen_says_to_cancel(make_app, league_file):
    app = make_app()
    async with app.run_test(size=SIZE) as pilot:
        await cursor_on(pilot, app, "R01")
        await pilot.press("D")
        await pilot.pause()
        assert not isinstance(app.screen, TypedConfirmModal)
        assert any("R01 is final" in note for note in notices(app))
    assert load_season(league_file).game("R01") is not None


async def test_the_round_robin_offers_the_slots_typed_last(unplayed):
    app = app_on(unplayed)
    async with app.run_test(size=SIZE) as pilot:
        await pilot.press("s", "R")
        await wait_until(pilot, lambda: isinstance(app.screen, RoundRobinModal))
        slots = app.screen.query_one("#rr-slots")
        assert slots.value == "Sun 19:00 1/2, Sun 20:15 3/4, Sun 21:30 5/6"  # the league's, read from its schedule
        for field, value in {
            "rr-rounds": "1",
            "rr-start": "2002-12-15",
            "rr-slots": "Wed 21:45 7/8, Wed 23:00 9/10",
        }.items():
            app.screen.query_one(f"#{field}").value = value
        app.screen.query_one("#rr-rounds").focus()
        await pilot.press("enter")
        await pilot.pause()
        await pilot.press("ctrl+s")
        await wait_until(pilot, lambda: len(load_season(unplayed).games) > 30)
        await pilot.press("R")
        await wait_until(pilot, lambda: isinstance(app.screen, RoundRobinModal))
        assert app.screen.query_one("#rr-slots").value == "Wed 21:45 7/8, Wed 23:00 9/10"
