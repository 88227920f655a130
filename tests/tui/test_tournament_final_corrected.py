"""A tournament's `periods` correction that moves a final bare sheet's score asks first, as `score` or `final` over
a different stored final does: the same question naming both results, `y` replaces and says the score replaced,
`n` keeps the stored final and says so."""

from __future__ import annotations

import pytest

from league.season.values import Score
from store.file.db import Store
from store.season_files.import_export import import_season_file
from store.views.tournament import load_tournament
from tests.conftest import screen_text
from tests.tournament_files import game, tournament, write
from tests.tui.conftest import submit_line
from tests.tui.coors_cup_sheet import DAY, SIZE, opened
from tui.app import RinkbookApp
from tui.modals.confirm_modal import ConfirmModal


def message(app: RinkbookApp) -> str:
    return str(app.screen.query_one("#sheet-message").render())


def stored(store: Store):
    return load_tournament(store).season.known_game("G1")


async def final_then_corrected(pilot, app) -> str:
    """G1 final 2-1 by its periods, then its periods corrected to make 4-1: the question asked."""
    await opened(pilot, "G1")
    for line in ("dress RED all", "dress BLU all", "periods 2-0 0-1 0-0", "final", "periods 2-0 1-1 1-0"):
        await submit_line(pilot, line)
    assert isinstance(app.screen, ConfirmModal), screen_text(app)
    return app.screen.question


@pytest.fixture
def pool_game(empty_league: Store, tmp_path) -> Store:
    data = tournament("coors-cup", {"A": "RED BLU"}, [game("G1", "RED", "BLU")])
    import_season_file(empty_league, write(tmp_path, data))
    return empty_league


async def test_a_periods_correction_moving_a_final_score_asks_and_y_replaces_it(pool_game):
    app = RinkbookApp(pool_game, today=DAY, season="2026")
    async with app.run_test(size=SIZE) as pilot:
        asked = await final_then_corrected(pilot, app)
        assert asked.startswith("G1 is already final Team RED 2, Team BLU 1.\nReplace it with Team RED 4, Team BLU 1?")
        assert stored(pool_game).score == Score(2, 1)  # nothing moved while asking
        await pilot.press("y")
        await pilot.pause()
        assert message(app).endswith("final score now 4-1 (was 2-1)."), message(app)
    g1 = stored(pool_game)
    assert (g1.score, g1.period_scores) == (Score(4, 1), ((2, 0), (1, 1), (1, 0)))


async def test_no_to_a_periods_correction_keeps_the_final_and_its_periods(pool_game):
    app = RinkbookApp(pool_game, today=DAY, season="2026")
    async with app.run_test(size=SIZE) as pilot:
        await final_then_corrected(pilot, app)
        await pilot.press("n")
        await pilot.pause()
        said = message(app)
        assert said.startswith("Not saved: G1 stays final Team RED 2, Team BLU 1"), said
        assert app.screen.query_one("#sheet-entry").value == "periods 2-0 1-1 1-0"
    g1 = stored(pool_game)
    assert (g1.score, g1.period_scores) == (Score(2, 1), ((2, 0), (0, 1), (0, 0)))


async def test_periods_split_otherwise_with_the_same_final_score_are_saved_without_a_question(pool_game):
    app = RinkbookApp(pool_game, today=DAY, season="2026")
    async with app.run_test(size=SIZE) as pilot:
        await opened(pilot, "G1")
        for line in ("dress RED all", "dress BLU all", "periods 2-0 0-1 0-0", "final", "periods 1-0 1-1 0-0"):
            await submit_line(pilot, line)
        assert not isinstance(app.screen, ConfirmModal)
        assert message(app).startswith("Saved: period scores 1-0, 1-1, 0-0"), message(app)
    g1 = stored(pool_game)
    assert (g1.score, g1.period_scores) == (Score(2, 1), ((1, 0), (1, 1), (0, 0)))
