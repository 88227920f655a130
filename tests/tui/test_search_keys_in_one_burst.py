"""`/` then a name typed faster than a frame (one read of the terminal, as a fast typist or a pasted line over
ssh sends them): every letter goes to the search box, none to the table, where a letter is a command (P marks a
spare, r opens the rosters)."""

from __future__ import annotations

import pytest
from textual.widgets import Input

from store.views.season_load import load_season
from tests.tui.test_dialog_keys_in_one_burst import burst
from tui.screens.audit_screen import AuditScreen
from tui.screens.players_screen import PlayersScreen

SIZE = (120, 40)


@pytest.mark.parametrize(
    ("screen_key", "screen", "search"), [("p", PlayersScreen, "#players-search"), ("u", AuditScreen, "#audit-filter")]
)
async def test_slash_and_a_name_in_one_burst_all_go_to_the_search_box(make_app, screen_key, screen, search):
    app = make_app()
    spares_before = load_season(app.store).spares
    async with app.run_test(size=SIZE) as pilot:
        await pilot.press(screen_key)
        assert isinstance(app.screen, screen)
        await burst(pilot, "/Peter")
        assert isinstance(app.screen, screen), f"a letter ran a command: now on {type(app.screen).__name__}"
        assert app.screen.query_one(search, Input).value == "Peter"
    assert load_season(app.store).spares == spares_before


async def test_a_slash_typed_in_the_search_box_is_a_letter_of_the_search(make_app):
    app = make_app()
    async with app.run_test(size=SIZE) as pilot:
        await pilot.press("p")
        await burst(pilot, "/P0")
        await burst(pilot, "/8")
        assert app.screen.query_one("#players-search", Input).value == "P0/8"
        await pilot.press("escape", "slash")  # back to the table, then "/" moves to the search again
        assert app.focused is app.screen.query_one("#players-search", Input)
