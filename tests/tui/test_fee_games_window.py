"""The fee ledger's game list of a long season holds only the games around the cursor (docs/performance.md: memory at
10,000 games), and still sorts, filters and waives over every game, keeping its place across a reload."""

from __future__ import annotations

from league.ledger.fees import fee_ledger
from tests.tui.conftest import LONG_GAMES, wait_until
from tui.modals.waive_fees_modal import WaiveFeesModal
from tui.widgets.sorted_window_table import SortedWindowTable


async def test_a_long_fee_list_sorts_filters_and_waives_over_every_game_holding_a_window(long_app, read_screen):
    app = long_app
    async with app.run_test(size=(100, 30)) as pilot:
        await pilot.press("f")
        await wait_until(pilot, lambda: app.screen.query("#fee-games"))
        table = app.screen.query_one("#fee-games", SortedWindowTable)
        games = [g.game for g in fee_ledger(app.season, app.rulebook).games]
        assert len(games) > LONG_GAMES // 2 and table.row_count < len(games)  # a window of the season, not all of it

        await pilot.press("tab", "tab", "ctrl+end")  # the games table: its last game
        assert table.has_focus and table.selected_key() == games[-1]
        await pilot.press("S", "S")  # by game, then reversed: the whole season's order
        await pilot.pause()
        assert "Game▼" in read_screen(app)
        await pilot.press("ctrl+home")
        assert table.selected_key() == max(games)
        await pilot.press("ctrl+end")
        assert table.selected_key() == min(games)

        await pilot.press("ctrl+home", *["pagedown"] * 6)
        await pilot.pause()
        kept = table.selected_key()
        assert kept is not None and sorted(games, reverse=True).index(kept) > table.row_count // 2
        app.reload()  # as after another window's save: the cursor stays on its game, in its order
        await pilot.pause()
        assert table.selected_key() == kept and "Game▼" in read_screen(app)
        await pilot.press("W")  # the waiver offers the game under the cursor
        await pilot.pause()
        assert isinstance(app.screen, WaiveFeesModal) and kept in read_screen(app)
        await pilot.press("escape")
        await pilot.pause()

        await pilot.press("T", "ctrl+home")  # the first team's home games only, still reversed
        team = app.season.teams[0].code
        home = [g.game for g in fee_ledger(app.season, app.rulebook).games if g.home == team]
        assert table.selected_key() == max(home)
        await pilot.press("ctrl+end")
        assert table.selected_key() == min(home)
