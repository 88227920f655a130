"""A screen hidden by another screen's key keeps its place (search, cursor) but lets go of what it last
drew, and draws it again when shown (docs/performance.md: memory after visiting every screen)."""

from __future__ import annotations

from textual.widgets import Input

from tui.screens.dashboard_screen import DashboardScreen
from tui.screens.players_screen import PlayersScreen
from tui.textual_patches.footer import FooterKey
from tui.widgets.first_keys_footer import FirstKeysFooter
from tui.widgets.sortable_table import SortableTable

SIZE = (120, 40)


async def test_a_hidden_screen_lets_go_of_its_drawing_and_comes_back_with_its_search_and_cursor(make_app, read_screen):
    app = make_app()
    async with app.run_test(size=SIZE) as pilot:
        await pilot.pause()
        dashboard = read_screen(app)
        await pilot.press("p", "slash", *"P08", "escape", "down", "down")
        await pilot.pause()
        players = app.screen
        assert isinstance(players, PlayersScreen)
        table = players.query_one("#players-table", SortableTable)
        shown_rows, cursor = [str(k.value) for k in table.rows], table.cursor_row
        picked = str(table.coordinate_to_cell_key(table.cursor_coordinate).row_key.value)
        await pilot.press("d")
        await pilot.pause()
        assert isinstance(app.screen, DashboardScreen)
        # Hidden: nothing of its last frame is kept (no widget placed, no table line rendered).
        assert players.released and not players._compositor.widgets and not table._line_cache
        await pilot.press("p")
        await pilot.pause()
        assert app.screen is players and not players.released
        assert players.query_one("#players-search", Input).value == "P08"
        assert [str(k.value) for k in table.rows] == shown_rows and table.cursor_row == cursor
        assert picked in read_screen(app)  # drawn again, rows and all
        await pilot.press("d")
        await pilot.pause()
        assert read_screen(app) == dashboard  # every panel's text drawn again, none left blank


async def test_the_footer_keeps_no_keys_of_its_earlier_compositions(make_app):
    app = make_app()
    async with app.run_test(size=SIZE) as pilot:
        for key in ("p", "tab", "tab", "d", "p", "tab"):  # focus moves and screen switches recompose footers
            await pilot.press(key)
            await pilot.pause()
        for footer in app.screen.query(FirstKeysFooter):
            watching = getattr(footer, "__watchers", {}).get("compact", [])
            shown = list(footer.query(FooterKey))
            assert len(watching) <= len(shown), "removed footer keys are still held by the footer"


async def test_a_hidden_screen_lets_go_of_its_footer_keys_and_shows_the_same_keys_again(make_app, read_screen):
    app = make_app()
    async with app.run_test(size=SIZE) as pilot:
        await pilot.press("p")
        await pilot.pause()
        players = app.screen
        footer_line = read_screen(app).splitlines()[-1]
        keys = [key.key for key in players.query(FooterKey)]
        await pilot.press("d")
        await pilot.pause()
        assert not players.query(FooterKey)  # nothing on screen: its keys are no widgets while it is hidden
        await pilot.press("p")
        assert [key.key for key in players.query(FooterKey)] == keys  # mounted as it is shown, not a frame later
        await pilot.pause()
        assert read_screen(app).splitlines()[-1] == footer_line
