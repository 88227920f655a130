"""The key that opens a dialog or a screen, then Tab and text, typed faster than a frame (one read of the terminal):
the opened form has its field in focus before any key typed after the key that opened it is read, so Tab moves on
from that field and the text lands where the Tab took it, and the focus never jumps back after the burst."""

from __future__ import annotations

from textual import events
from textual.widgets import Input

from tests.tui.conftest import wait_until
from tui.modals.game_modal import GameModal
from tui.modals.player_modal import PlayerModal
from tui.screens.draft_screen import DraftScreen
from tui.screens.schedule_screen import ScheduleScreen

SIZE = (160, 50)


def typed_at_once(app, *keys: str) -> None:
    """Hand every key to the app before the first is handled, as one read of a terminal gives a fast typist's keys
    (Pilot's press waits for each key to be answered)."""
    for key in keys:
        app.post_message(events.Key(key, "\t" if key == "tab" else key))


async def settled(pilot) -> None:
    """Let the burst and whatever it set going (a focus asked for later) run out."""
    for _ in range(4):
        await pilot.pause()


def field(app, name: str) -> Input:
    return app.screen.query_one(f"#{name}", Input)


async def test_the_add_game_key_tab_and_a_time_in_one_burst_type_the_time(make_app):
    app = make_app()
    async with app.run_test(size=SIZE) as pilot:
        await pilot.press("s")
        await wait_until(pilot, lambda: isinstance(app.screen, ScheduleScreen))
        typed_at_once(app, "A", "tab", "2", "1")
        await settled(pilot)
        assert isinstance(app.screen, GameModal), f"now on {type(app.screen).__name__}"
        date_offered = field(app, "game-date").value
        assert field(app, "game-time").value == "21"
        assert app.focused is field(app, "game-time"), f"the focus went to {app.focused!r}"
        typed_at_once(app, ":", "3", "0")
        await settled(pilot)
        assert field(app, "game-time").value == "21:30"
        assert field(app, "game-date").value == date_offered


async def test_the_new_player_key_tab_and_a_birth_date_in_one_burst_type_the_date(make_app):
    app = make_app()
    async with app.run_test(size=SIZE) as pilot:
        await pilot.press("p")
        await wait_until(pilot, lambda: app.current_mode == "players")
        typed_at_once(app, "N", "tab", *"1999")
        await settled(pilot)
        assert isinstance(app.screen, PlayerModal), f"now on {type(app.screen).__name__}"
        assert field(app, "player-born").value == "1999"
        assert app.focused is field(app, "player-born"), f"the focus went to {app.focused!r}"
        assert field(app, "player-name").value == ""


async def test_the_draft_screens_key_and_a_sort_in_one_burst_sort_its_pool(make_app):
    """The draft board opens on its pool, not on its search field: `S` typed with `b` sorts the pool (the next
    column), and the search stays empty."""
    app = make_app()
    async with app.run_test(size=SIZE) as pilot:
        typed_at_once(app, "b", "S")
        await settled(pilot)
        assert isinstance(app.screen, DraftScreen), f"now on {type(app.screen).__name__}"
        assert field(app, "draft-search").value == ""
        assert app.focused is app.screen.query_one("#draft-pool"), f"the focus went to {app.focused!r}"
