"""The attendance grid's correction (`C`) goes through the scoresheet's own dressing code: a player who played a
shift of the game is not taken off its list, said in words naming the correction and why, and nothing changes."""

from __future__ import annotations

from datetime import date

import pytest

from league.season.values import Shift
from store.file.audit import audit_log
from store.season_files.import_export import import_season
from store.views.season_load import load_season
from tests.league.attendance_nights import game, season
from tests.tui.conftest import wait_until
from tests.tui.notices import notices
from tui.app import RinkbookApp
from tui.modals.reason_modal import ReasonModal

TODAY = date(2002, 11, 25)
RED1_PLAYED = (("RED", (Shift("F", ("RED0", "RED1", "RED3")),)),)  # Red's first shift of the game
RED1 = ("down",)  # Red's second player
G01, G02 = (("right",) * n for n in (5, 6))  # past the player, his number, attended, misses and drop


@pytest.fixture
def played_league(filled_league):
    """Red's RED1 played the first shift of G01 (signed) and of G02 (not signed)."""

    def fill(store):
        games = (
            game(1, signed=True, shifts=RED1_PLAYED),
            game(2, shifts=RED1_PLAYED),
            *(game(n) for n in range(3, 8)),
        )
        import_season(store, season(*games), backup=False)

    return filled_league("test_attendance_corrections.played_league", fill)


async def corrected(app: RinkbookApp, pilot, *keys: str) -> None:
    await pilot.press("a")
    await wait_until(pilot, lambda: app.current_mode == "attendance")
    await pilot.press(*keys, "C")
    await pilot.pause()


@pytest.mark.parametrize("cell", [G01, G02], ids=["signed", "not signed"])
async def test_taking_off_a_player_who_played_a_shift_is_refused_saying_so(played_league, cell):
    before = load_season(played_league, "S")
    app = RinkbookApp(played_league, today=TODAY, season="S")
    async with app.run_test(size=(130, 40)) as pilot:
        await corrected(app, pilot, *RED1, *cell)
        assert not isinstance(app.screen, ReasonModal)  # refused at once: no reason asked for nothing
        said = notices(app)[-1]
        assert said.startswith("Taking RED1 off Red's list of G0"), said
        assert "RED skater 1 played Red's shift 1 on the bench tracker" in said, said
        assert "take his shifts back on the bench tracker first" in said, said
        assert "is not dressed" not in said, said
        assert "Nothing was saved" in said
    assert load_season(played_league, "S") == before
    assert not [e for e in audit_log(played_league, "S") if e.action == "correct attendance"]
