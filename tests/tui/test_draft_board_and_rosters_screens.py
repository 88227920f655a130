"""The draft board and the rosters screen from the keys: a round of picks with undo, a transfer with its preview."""

from __future__ import annotations

from datetime import date

import pytest

from league.rosters.membership import Rosters
from store.file.audit import audit_log
from store.season_files.import_export import import_season
from store.views.season_load import load_season
from tests.store.draft_day import in_file_order
from tests.tui.conftest import submit_line
from tui.app import RinkbookApp
from tui.modals.transfer_modal import TransferModal
from tui.screens.draft_screen import DraftScreen

SIZE = (120, 40)
AFTER_GAMES = date(2002, 12, 22)


@pytest.fixture
def draft_app(empty_league, example_season):
    """The app on the example's players before the draft: nobody on a team, a snake order set."""
    season = in_file_order(example_season)
    import_season(empty_league, season, backup=False)
    return RinkbookApp(empty_league, today=date(2002, 9, 25), season="2002-03")


async def pick(pilot, text: str) -> None:
    """Search the pool for `text` (/ first: after a pick the board has the keys again) and pick with Enter."""
    await pilot.press("slash")
    assert pilot.app.focused.value == "", "the search box is empty before a search (after a pick too)"
    await submit_line(pilot, text)


async def test_a_snake_round_is_picked_by_search_and_the_last_pick_undone(draft_app, read_screen):
    app = draft_app
    async with app.run_test(size=SIZE) as pilot:
        await pilot.press("b")
        await pilot.pause()
        assert isinstance(app.screen, DraftScreen)
        assert "On the clock: Black (BLK) · round 1, pick 1" in read_screen(app)
        for pid in ("P001", "P002", "P003", "P004", "P005", "P006", "P007"):
            await pick(pilot, pid)
        text = read_screen(app)
        assert "On the clock: Blue (BLU) · round 2, pick 2" in text  # snake: Gold picked last and first
        assert "2.1 GLD P007" in text
        picks = load_season(app.store).draft.picks
        assert [(k.team, k.player) for k in picks][-2:] == [("GLD", "P006"), ("GLD", "P007")]
        await pilot.press("U")  # the board has the keys after a pick
        await pilot.pause()
        assert "On the clock: Gold (GLD) · round 2, pick 1" in read_screen(app)
        assert load_season(app.store).player("P007").team is None
        assert audit_log(app.store)[0].action == "undo draft pick"


async def test_a_pick_is_found_by_part_of_a_name(draft_app, read_screen):
    app = draft_app
    name = load_season(app.store).player("P083").name
    async with app.run_test(size=SIZE) as pilot:
        await pilot.press("b")
        await pick(pilot, name.split()[-1].lower())
        assert load_season(app.store).player("P083").team == "BLK"


async def test_a_transfer_shows_its_preview_and_is_recorded(make_app, read_screen):
    app = make_app(today=AFTER_GAMES)
    async with app.run_test(size=SIZE) as pilot:
        await pilot.press("r")
        await pilot.pause()
        app.screen.query_one("#roster-tabs").active = "team-1"  # RED, the second team of the file
        await pilot.pause()
        table = app.screen.query_one("#roster-1")
        table.focus()
        table.move_cursor(row=0)  # goalies first: P025 or P026
        player = str(table.coordinate_to_cell_key(table.cursor_coordinate).row_key.value)
        await pilot.press("M")
        await pilot.pause()
        assert isinstance(app.screen, TransferModal)
        await pilot.press(*"WHT")
        await pilot.pause()
        assert "White would have 3 goalies" in read_screen(app)  # refused before anything is written
        await pilot.press(*["backspace"] * 3, *"BLK", "tab", "tab", *"Black has one goalie")
        await pilot.pause()
        text = read_screen(app)
        assert "goalies: spread" in text and "BLK" in text
        await pilot.press("enter")
        await pilot.pause()
        assert not isinstance(app.screen, TransferModal)
    season = load_season(app.store)
    assert Rosters(season).team_of(player, AFTER_GAMES) == "BLK"
    assert season.transfers[-1].reason == "Black has one goalie"
    assert audit_log(app.store)[0].action == "transfer"


async def test_make_captain_from_the_rosters_screen(make_app, league_file):
    from store.views.season_load import load_season

    app = make_app()
    async with app.run_test(size=(120, 40)) as pilot:
        await pilot.press("r")
        await pilot.pause()
        await pilot.press("right", "down")  # Red's tab: no drop was requested by its captain
        chosen = app.screen.selected_player()
        await pilot.press("K")
        await pilot.pause()
    team = load_season(league_file).player(chosen).team
    assert load_season(league_file).team(team).captain == chosen
