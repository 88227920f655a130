"""The draft board by keys: Enter on a pool row picks that player; after a pick the board has the keys again
(U undoes, S sorts: nothing is typed into the search); the board says when the draft is over; a rollover
offers next season's order as the standings reversed, shown and editable before it is confirmed."""

from __future__ import annotations

from dataclasses import replace
from datetime import date

import pytest

from league.season.values import Draft
from store.season_files.import_export import import_season
from store.views.season_load import load_season
from store.views.season_names import season_names
from tests.store.draft_day import in_file_order
from tests.tui.conftest import wait_until
from tui.app import RinkbookApp
from tui.screens.draft_screen import DraftScreen
from tui.widgets.sortable_table import SortableTable

SIZE = (120, 40)
POOL = ("P001", "P002", "P003")  # the only players on no team


@pytest.fixture
def small_draft(empty_league, example_season):
    """The example's teams before the draft, with three players left to pick (the rest already placed)."""
    before = in_file_order(example_season)
    season = replace(before, players=tuple(p for p in before.players if p.id in POOL))
    import_season(empty_league, season, backup=False)
    return RinkbookApp(empty_league, today=date(2002, 9, 25), season="2002-03")


def picked(app) -> list[str]:
    return [k.player for k in load_season(app.store).draft.picks]


async def test_enter_on_a_pool_row_picks_that_player(small_draft):
    app = small_draft
    async with app.run_test(size=SIZE) as pilot:
        await pilot.press("b")
        await wait_until(pilot, lambda: isinstance(app.screen, DraftScreen))
        pool = app.screen.query_one("#draft-pool", SortableTable)
        assert app.focused is pool
        await pilot.press("down")
        chosen = pool.selected_key()
        await pilot.press("enter")
        await wait_until(pilot, lambda: picked(app) == [chosen])
        assert load_season(app.store).player(chosen).team == "BLK"


async def test_after_a_pick_by_search_u_undoes_it_instead_of_being_typed(small_draft, read_screen):
    app = small_draft
    async with app.run_test(size=SIZE) as pilot:
        await pilot.press("b", "slash", *"P002", "enter")
        await wait_until(pilot, lambda: picked(app) == ["P002"])
        assert isinstance(app.focused, SortableTable)
        await pilot.press("U")
        await wait_until(pilot, lambda: picked(app) == [])
        assert app.screen.query_one("#draft-search").value == ""
        await pilot.press("S")  # sorts the pool: nothing typed into the search either
        await pilot.pause()
        assert app.screen.query_one("#draft-search").value == ""
        assert "On the clock: Black (BLK) · round 1, pick 1" in read_screen(app)


async def test_the_board_says_the_draft_is_over_once_the_pool_is_empty(small_draft, read_screen):
    app = small_draft
    async with app.run_test(size=SIZE) as pilot:
        await pilot.press("b")
        await wait_until(pilot, lambda: isinstance(app.screen, DraftScreen))
        for count in (1, 2, 3):
            await pilot.press("enter")
            await wait_until(pilot, lambda n=count: len(picked(app)) == n)
        await pilot.pause()
        text = " ".join(read_screen(app).split())
        assert "The draft is over: the pool is empty." in text and "On the clock" not in text


async def test_the_rollover_offers_the_standings_reversed_and_takes_the_order_edited(make_app, read_screen):
    app = make_app()
    async with app.run_test(size=SIZE) as pilot:
        await pilot.press("y")
        await pilot.pause()
        order = app.screen.query_one("#rollover-order")
        assert order.value == "GRN WHT GLD BLK BLU RED"  # the final standings reversed: last place first
        assert "standings reversed" in read_screen(app)
        order.value = "GRN WHT GLD BLK BLU"  # a team left out: refused, nothing rolled over
        await pilot.press(*"ROLLOVER", "enter")
        await pilot.pause()
        assert "Draft order: name every team once" in " ".join(read_screen(app).split())
        assert season_names(app.store) == ["2002-03"]
        order.value = "wht grn gld blk blu red"
        app.screen.query_one("#typed-confirm").focus()
        await pilot.press("enter")
        await wait_until(pilot, lambda: app.season_name == "2003-04")
    assert load_season(app.store, "2003-04").draft == Draft("snake", ("WHT", "GRN", "GLD", "BLK", "BLU", "RED"))
