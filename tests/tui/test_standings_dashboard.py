"""The dashboard's standings: the selected team's explanation, the as-of date, the race, the coin toss."""

from __future__ import annotations

import re
from dataclasses import replace
from datetime import date

from league.season.values import Score
from store.file.audit import audit_log
from store.file.db import open_league
from store.season_files.import_export import import_season
from store.views.season_load import load_season
from tests.conftest import pending_toss_season
from tests.tui.conftest import wait_until
from tests.tui.notices import notices
from tui.app import RinkbookApp
from tui.modals.coin_toss_modal import CoinTossModal

SIZE = (120, 40)


def rank_of(text: str, code: str) -> str:
    """The rank cell of `code`'s standings row as the user reads it ("2", or "2*" when a toss is pending)."""
    return re.search(rf"│\s+(\d+\*?)\s+{code}\s", text).group(1)


async def test_selected_team_shows_why_it_stands_there(make_app, read_screen):
    """Moving the cursor to White shows the head-to-head numbers that put Gold above it."""
    app = make_app()
    async with app.run_test(size=SIZE) as pilot:
        await wait_until(pilot, lambda: app.screen.panels_mounted)  # every panel filled (at mount)
        assert "Why Red is 1:" in read_screen(app)
        await pilot.press("down", "down", "down", "down")
        await pilot.pause()
        text = read_screen(app)
        assert "Why White is 5:" in text
        assert "Gold and White 8 pts; head-to-head points Gold 3, White 1" in text
        await pilot.press("down")
        await pilot.pause()
        assert "Green: no team level on points, ranked by points alone." in read_screen(app)


async def test_as_of_date_input_recomputes_the_table(make_app, read_screen):
    app = make_app()
    async with app.run_test(size=SIZE) as pilot:
        await wait_until(pilot, lambda: app.screen.panels_mounted)  # every panel filled (at mount)
        await pilot.click("#as-of")
        await pilot.press(*"2002-10-27", "enter")
        await pilot.pause()
        text = read_screen(app)
        assert "Standings as of 2002-10-27" in text
        assert [rank_of(text, c) for c in ("RED", "BLK", "GLD", "BLU")] == ["1", "2", "3", "4"]
        assert "needs 10 more pts to be sure (6 games left)" in text


async def test_a_bad_as_of_date_is_refused_and_the_table_stays(make_app, read_screen):
    app = make_app()
    async with app.run_test(size=SIZE) as pilot:
        await wait_until(pilot, lambda: app.screen.panels_mounted)  # every panel filled (at mount)
        await pilot.click("#as-of")
        await pilot.press(*"2002-13-01", "enter")
        await pilot.pause()
        assert any("not a date" in note for note in notices(app))
        assert rank_of(read_screen(app), "BLU") == "2"


async def test_race_to_the_top_three_is_on_points_and_says_everyone_plays_on(make_app, read_screen):
    app = make_app()
    async with app.run_test(size=SIZE) as pilot:
        await wait_until(pilot, lambda: app.screen.panels_mounted)  # every panel filled (at mount)
        text = read_screen(app)
        assert "Race to the top three (points only" in text
        assert re.search(r"BLK\s+clinched a top-3 place", text)
        assert re.search(r"GLD\s+out of the top 3", text)
        assert "All 6 teams reach at least the play-ins (rule 20)." in text


def toss_app(store, read_only: bool = False) -> RinkbookApp:
    if read_only:
        store = open_league(store.path, read_only=True)
    return RinkbookApp(store, today=date(2002, 12, 1), season="2002-03")


async def test_pending_toss_is_marked_and_alerted_and_the_dialog_records_it(toss_league, read_screen):
    app = toss_app(toss_league)
    async with app.run_test(size=SIZE) as pilot:
        await wait_until(pilot, lambda: app.screen.panels_mounted)  # every panel filled (at mount)
        text = read_screen(app)
        assert [rank_of(text, c) for c in ("RED", "BLU", "WHT", "GLD", "GRN", "BLK")] == [
            "1",
            "2*",
            "3*",
            "4*",
            "5*",
            "6",
        ]
        assert "Coin toss pending for Blue and White (rule 19)" in text
        await pilot.press("k")
        await pilot.pause()
        assert isinstance(app.screen, CoinTossModal)
        await pilot.press(*"wht red", "enter")  # not a pending set: refused in the dialog
        await pilot.pause()
        assert isinstance(app.screen, CoinTossModal)
        assert "Name each team of one pending set once" in read_screen(app)
        await pilot.press(*["backspace"] * 7, *"WHT BLU", "enter")
        await pilot.pause()
        text = read_screen(app)
        assert [rank_of(text, c) for c in ("WHT", "BLU", "GLD", "GRN")] == ["2", "3", "4*", "5*"]
        assert "Coin toss pending for Blue and White" not in text
        assert "Coin toss pending for Gold and Green" in text
    assert load_season(toss_league).coin_tosses[-1].order == ("WHT", "BLU")
    assert audit_log(toss_league)[0].action == "coin toss"


async def test_read_only_refuses_the_toss(toss_league, read_screen):
    app = toss_app(toss_league, read_only=True)
    async with app.run_test(size=SIZE) as pilot:
        await wait_until(pilot, lambda: app.screen.panels_mounted)  # every panel filled (at mount)
        await pilot.press("k")
        await pilot.pause()
        assert not isinstance(app.screen, CoinTossModal)
        app.screen.action_record_coin_toss()  # the key is disabled; the action itself refuses too
        await pilot.pause()
        assert not isinstance(app.screen, CoinTossModal)
        assert any("Read-only" in note for note in notices(app))
    app.store.close()
    assert load_season(toss_league).coin_tosses == ()


async def test_dashboard_refreshes_when_a_result_changes(toss_league, read_screen):
    """A changed result (here through a replaced season) shows as soon as the app reloads."""
    app = toss_app(toss_league)
    async with app.run_test(size=SIZE) as pilot:
        await wait_until(pilot, lambda: app.screen.panels_mounted)  # every panel filled (at mount)
        season = pending_toss_season()
        changed = replace(season, games=(*season.games[:2], replace(season.games[2], score=Score(3, 2))))
        import_season(toss_league, changed, replace=True, backup=False)
        app.reload()
        await pilot.pause()
        text = read_screen(app)
        # White 2 pts with Red, ahead on goals for (3 v 2); Blue 0 with Black, ahead on goals for (2 v 1).
        assert [rank_of(text, c) for c in ("WHT", "RED", "GLD", "GRN", "BLU", "BLK")] == [
            "1",
            "2",
            "3*",
            "4*",
            "5",
            "6",
        ]
