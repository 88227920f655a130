"""The session's first registration edit costs what a later one does: the season's check a write reads is worked out
while the app is idle after the season's read (`tui.screen_preparing.check_steps`), a part a step, and kept in the
season's cache as a write's own check keeps it; the first edit then checks only what it changes. What is prepared is
what a fresh `check_season` finds."""

from __future__ import annotations

import dataclasses

import pytest

from league.checks.season import check_season, first_problem_parts, first_problems
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
        steps = sum(1 for _ in parts.problem_steps(3, 2))
        # A part every three games' checks, every two games' texts and every two games' references.
        assert steps > len(season.games) // 3 + 2 * (len(season.games) // 2)
        assert parts.derived("problems", tuple) == whole.problems == tuple(check_season(season, whole.rulebook))
        assert parts.derived("game problems", tuple) == whole.derived("game problems", tuple)
        assert parts.derived("season checks", tuple) == whole.derived("season checks", tuple)
        assert parts.derived("drop rows", dict) == whole.derived("drop rows", dict)


@pytest.mark.parametrize("broken", ["none", "a text", "a reference", "both"])
def test_the_files_texts_and_references_read_a_part_at_a_time_are_those_read_at_once(tmp_path, broken):
    from store.file.db import open_league

    with open_league(game_night(tmp_path / "night.db")) as store:
        season = load_season(store)
        rulebook = store.season_cache(season).rulebook
    games = list(season.games)
    if broken in ("a text", "both"):  # a control character in a game's text, a game past the first part
        games[5] = dataclasses.replace(games[5], signed_by="Ref\x1b")
    if broken in ("a reference", "both"):  # a dressed player no one registered
        (team, pids), *rest = games[7].dressed or ((games[7].home, ()),)
        games[7] = dataclasses.replace(games[7], dressed=((team, (*pids, "NOBODY")), *rest))
    season = dataclasses.replace(season, games=tuple(games))
    at_once = first_problems(season, rulebook)
    assert bool(at_once) == (broken != "none")
    for games_a_part in (1, 2, 3, 7, len(games) + 1):
        parts = list(first_problem_parts(season, rulebook, games_a_part))
        assert [p for part in parts for p in part] == at_once
        assert len(parts) > len(games) // games_a_part  # the games' texts read a part at a time
        cache = SeasonCache(season, rulebook)
        for _ in cache.problem_steps(3, games_a_part):
            pass
        assert cache.derived("first problems", tuple) == tuple(at_once)
        assert cache.derived("problems", tuple) == tuple(check_season(season, rulebook))


async def test_the_idle_preparation_runs_every_part_of_the_seasons_check_however_many(tmp_path, monkeypatch):
    """A part added to the check's generator is run while the app is idle, not left to the first write: the
    preparation takes a part a turn until the generator ends, counting nothing beforehand."""
    worked_out = SeasonCache.problem_steps
    added = 200  # far more parts than the season's games and checks make
    ran: list[int] = []

    def more_parts(cache: SeasonCache, games_a_step: int, games_read_a_step: int):
        yield from worked_out(cache, games_a_step, games_read_a_step)
        for part in range(added):
            yield
            ran.append(part)

    monkeypatch.setattr(SeasonCache, "problem_steps", more_parts)
    app = _opened_by_the_command_line(game_night(tmp_path / "night.db"), monkeypatch, TONIGHT)
    try:
        async with app.run_test(size=SIZE) as pilot:
            await wait_until(pilot, lambda: app.loaded and not app.season_being_read)
            await wait_until(pilot, lambda: bool(app.preparing) and not app.preparing.running, 60)
            assert ran == list(range(added))
            prepared = app.season_cache.derived("problems", lambda: pytest.fail("the season's check was not prepared"))
            assert prepared == tuple(check_season(app.season, app.rulebook))
    finally:
        app.close_store()
