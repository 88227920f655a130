"""A round robin made in one window names the games it added, so another window's refused write to one of them
says when they came, as every other stale refusal does."""

from __future__ import annotations

from store.file.audit import audit_log
from store.file.db import open_league
from store.views.season_load import load_season
from tests.store.stale_write_games import refused_as_added_at
from tests.tui.two_window_cases import CASES, fill, form_error, keys, league_for
from tui.app import RinkbookApp
from tui.modals.round_robin_modal import RoundRobinModal

NEW_GAME = next(case for case in CASES if case.name == "new game on the schedule")  # a season before its playoffs


async def test_a_game_of_another_windows_round_robin_is_refused_naming_the_time_it_was_made(
    empty_league, example_season
):
    season = league_for(NEW_GAME, empty_league, example_season)
    here = open_league(empty_league.address)
    try:
        shown = load_season(here)  # this window's schedule, before the other window's round robin
        other = RinkbookApp(empty_league, NEW_GAME.today, season)
        async with other.run_test(size=(120, 40)) as pilot:
            await keys(pilot, "s", "R")
            await fill(pilot, other, **{"rr-rounds": "1", "rr-start": "2002-12-15"})
            await keys(pilot, "enter", "ctrl+s")  # previewed, then saved
            assert not isinstance(other.screen, RoundRobinModal), form_error(other)
        planned = [g for g in load_season(here).games if shown.game(g.id) is None]
        assert len(planned) >= 3, planned
        row = audit_log(here)[0]
        assert row.action == "generate schedule"
        # A game in the middle: neither the round robin's first (its row said "first") nor its last.
        refused_as_added_at(here, shown, planned[len(planned) // 2], row)
    finally:
        here.close()
    assert isinstance(row.detail, dict) and row.detail["ids"] == [g.id for g in planned], row.detail
