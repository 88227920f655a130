"""What if (W on the dashboard and the tournament board, or the palette): the season under another built-in
rulebook, said as such, chosen from a list; nothing is written and nothing is audited."""

from __future__ import annotations

from datetime import date
from pathlib import Path

from store.file.audit import audit_log
from store.file.db import open_league
from store.season_files.import_export import import_season_file
from store.views.season_names import season_names
from tests.conftest import league_digest
from tests.tui.conftest import palette_searched, wait_until
from tui.app import RinkbookApp
from tui.modals.what_if_modal import WhatIfModal
from tui.screens.dashboard_screen import DashboardScreen
from tui.screens.tournament_board_screen import TournamentBoardScreen

SIZE, SMALL = (120, 40), (80, 24)
FIXTURES = Path(__file__).parent.parent / "fixtures"


async def test_w_shows_the_gray_season_under_prime_and_changes_nothing(make_app, league_file, read_screen):
    """W opens the what-if on the first other rulebook (Coors); down shows Prime's 3-2-1-0: Blue above Red, the
    ties said to stay ties. Esc goes back to the dashboard, the file as it was, no audit row."""
    before, audited = league_digest(league_file.path), len(audit_log(league_file))
    app = make_app()
    async with app.run_test(size=SIZE) as pilot:
        await wait_until(pilot, lambda: app.screen.panels_mounted)
        await pilot.press("W")
        await wait_until(pilot, lambda: isinstance(app.screen, WhatIfModal))
        text = read_screen(app)
        assert "what if: Coors Cup's rules" in text and "nothing is saved" in text
        await pilot.press("down")
        await pilot.pause()
        text = read_screen(app)
        assert "what if: Prime Expo Boulder's rules" in text
        assert "Season 2002-03 follows Gray League's rules" in text
        assert "Ties stay ties, 1 point each" in text
        rows = [line for line in text.splitlines() if " BLU " in line or " RED " in line]
        assert "BLU" in rows[0] and "20" in rows[0].split() and "RED" in rows[1]
        await pilot.press("escape")
        await pilot.pause()
        assert isinstance(app.screen, DashboardScreen)
    assert league_digest(league_file.path) == before and len(audit_log(league_file)) == audited


async def test_the_season_own_rulebook_is_marked_and_shows_it_as_it_stands(make_app, read_screen):
    app = make_app()
    async with app.run_test(size=SIZE) as pilot:
        await wait_until(pilot, lambda: app.screen.panels_mounted)
        await pilot.press("W", "up")
        await pilot.pause()
        text = read_screen(app)
        assert "Gray League (gray)  (the season's own: as it stands)" in text
        assert "2002-03 under its own rules (Gray League): as it stands" in text and "what if:" not in text


async def test_the_palette_offers_the_what_if(make_app):
    app = make_app(read_only=True)  # a what-if writes nothing: offered read-only too
    async with app.run_test(size=SIZE) as pilot:
        await wait_until(pilot, lambda: app.screen.panels_mounted)
        await pilot.press("ctrl+p", *"what if")
        await palette_searched(pilot)
        await pilot.press("enter")
        await wait_until(pilot, lambda: isinstance(app.screen, WhatIfModal))
        assert isinstance(app.screen, WhatIfModal)


async def test_a_tournament_board_shows_its_tournament_under_gray_at_80x24(tmp_path, read_screen):
    store = open_league(tmp_path / "league.db", create=True)
    import_season_file(store, FIXTURES / "tournament-coors-cup.json")
    app = RinkbookApp(store, today=date(2009, 10, 1), season=season_names(store)[-1])
    try:
        async with app.run_test(size=SMALL) as pilot:
            await pilot.pause()
            assert isinstance(app.screen, TournamentBoardScreen)
            await pilot.press("W")
            await wait_until(pilot, lambda: isinstance(app.screen, WhatIfModal))
            text = read_screen(app)
            assert "what if: Gray League's rules" in text
            assert "↑↓ another rulebook · Esc closes" in text  # the dialog whole at 80x24
            assert app.screen.query_one("#what-if-text").render()  # the table is drawn (scrolled below)
            assert "one table of every team" in str(app.screen.query_one("#what-if-text").render())
    finally:
        store.close()
