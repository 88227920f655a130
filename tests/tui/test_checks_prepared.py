"""The session's first registration edit costs what a later one does: the season's check a write reads is worked out
while the app is idle after the season's read (`tui.screen_preparing.check_steps`), a part a step, and kept in the
season's cache as a write's own check keeps it; the first edit then checks only what it changes. What is prepared is
what a fresh `check_season` finds."""

from __future__ import annotations

import pytest

from league.checks.season import check_season
from store.cache.season_cache import SeasonCache
from store.views.season_load import load_season
from tests.tui.conftest import SIZE, wait_until
from tests.tui.first_frame_starts import _opened_by_the_command_line
from tests.tui.prepared_night import game_night
from tests.tui.tonight import TONIGHT
from tui.modals.player_modal import PlayerModal
from tui.screens.players_screen import PlayersScreen


async def test_the_first_edit_after_the_apps_idle_time_checks_no_game_again(tmp_path, monkeypatch):
    app = _opened_by_the_command_line(game_night(tmp_path / "night.db"), monkeypatch, TONIGHT)
    try:
        async with app.run_test(size=SIZE) as pilot:
            await wait_until(pilot, lambda: app.loaded and not app.season_being_read)
            await wait_until(pilot, lambda: bool(app.preparing) and not app.preparing.running, 60)
            cache: SeasonCache = app.season_cache
            prepared = cache.derived("problems", lambda: pytest.fail("the season's check was not prepared"))
            assert prepared == tuple(check_season(app.season, app.rulebook))

            def not_again(*args: object) -> object:
                raise AssertionError("a game checked again")

            monkeypatch.setattr("store.cache.season_checks.game_problems", not_again)
            await pilot.press("p")
            await wait_until(pilot, lambda: isinstance(app.screen, PlayersScreen))
            player = app.season.players[0].id
            await pilot.press("E")
            await wait_until(pilot, lambda: isinstance(app.screen, PlayerModal))
            app.screen.query_one("#player-phone").value = "555-0199"
            await pilot.pause()
            await pilot.press("enter")
            await wait_until(pilot, lambda: not isinstance(app.screen, PlayerModal))
        assert load_season(app.store).player(player).phone == "555-0199"
    finally:
        app.close_store()


def test_the_checks_prepared_a_part_at_a_time_are_the_checks_worked_out_at_once(tmp_path):
    from store.file.db import open_league

    with open_league(game_night(tmp_path / "night.db")) as store:
        season = load_season(store)
        whole = SeasonCache(season, store.season_cache(season).rulebook)
        parts = SeasonCache(season, whole.rulebook)
        steps = sum(1 for _ in parts.problem_steps(3))
        assert steps > len(season.games) // 3  # a part every three games
        assert parts.derived("problems", tuple) == whole.problems == tuple(check_season(season, whole.rulebook))
        assert parts.derived("game problems", tuple) == whole.derived("game problems", tuple)
        assert parts.derived("season checks", tuple) == whole.derived("season checks", tuple)
        assert parts.derived("drop rows", dict) == whole.derived("drop rows", dict)
