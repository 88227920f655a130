"""The attendance grid's correction (`C`) goes through the scoresheet's own dressing code: a player who played a
shift of the game is not taken off its list, said in words naming the correction and why, and nothing changes;
a signed sheet's reason form says whom the correction dresses or takes off."""

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
RED1, RED2 = ("down",), ("down", "down")  # Red's second and third players
G01, G02, G03 = (("right",) * n for n in (5, 6, 7))  # past the player, his number, attended, misses and drop


@pytest.fixture
def played_league(filled_league):
    """Red's RED1 played the first shift of G01 (signed) and of G02 (not signed); RED2 missed G03 (signed)."""

    def fill(store):
        games = (
            game(1, signed=True, shifts=RED1_PLAYED),
            game(2, shifts=RED1_PLAYED),
            game(3, absent=("RED2",), signed=True),
            *(game(n) for n in range(4, 8)),
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


@pytest.mark.parametrize(
    ("cell", "game_id", "title", "question"),
    [
        (
            G01,
            "G01",
            "Correct signed sheet G01: take off RED2",
            "Why is RED2 RED skater 2 taken off Red's list in G01?",
        ),
        (G03, "G03", "Correct signed sheet G03: dress RED2", "Why is RED2 RED skater 2 dressed for Red in G03?"),
    ],
    ids=["taken off", "dressed"],
)
async def test_a_signed_sheets_reason_form_says_whom_the_correction_dresses_or_takes_off(
    played_league, cell, game_id, title, question, read_screen
):
    dressed_before = "RED2" in load_season(played_league, "S").known_game(game_id).dressed_for("RED")
    app = RinkbookApp(played_league, today=TODAY, season="S")
    async with app.run_test(size=(80, 24)) as pilot:
        await corrected(app, pilot, *RED2, *cell)
        assert isinstance(app.screen, ReasonModal)
        shown = read_screen(app)
        assert title in shown, shown  # the whole title on the dialog's border at 80x24
        assert question in " ".join(shown.split()), shown  # the question, wrapped as the dialog wraps it
        await pilot.press(*"seen on the bench", "enter")
        await pilot.pause()
    assert ("RED2" in load_season(played_league, "S").known_game(game_id).dressed_for("RED")) != dressed_before
    corrections = [e.detail for e in audit_log(played_league, "S") if e.action == "correct attendance"]
    assert corrections == [{"game": game_id, "reason": "seen on the bench"}]


async def test_a_reason_form_refuses_when_another_window_records_a_shift_of_his_meanwhile(played_league):
    """The form for taking RED2 off signed G01 is open when another window records his shift (with the
    committee's override): Enter says why the correction is refused now, keeps the form and saves nothing."""
    from dataclasses import replace

    from store.file.db import open_league
    from store.writes.games import change_game

    def his_shift(game):
        shifts = dict(game.shifts)
        shifts["RED"] = (*shifts["RED"], Shift("F", ("RED2",)))
        return replace(game, shifts=tuple(shifts.items()))

    app = RinkbookApp(played_league, today=TODAY, season="S")
    async with app.run_test(size=(80, 24)) as pilot:
        await corrected(app, pilot, *RED2, *G01)
        assert isinstance(app.screen, ReasonModal)
        with open_league(played_league.path) as other:
            change_game(other, "S", "G01", his_shift, "override signed sheet", "the bench tracker's record")
        await wait_until(pilot, lambda: len(app.season.known_game("G01").shifts_for("RED")) == 2)
        await pilot.press(*"not there", "enter")
        await pilot.pause()
        assert isinstance(app.screen, ReasonModal)
        said = str(app.screen.query_one("#reason-error").render())
        assert said.startswith("Taking RED2 off Red's list of G01 is refused: "), said
        assert "#3 RED skater 2 played Red's shift 2 on the bench tracker" in said, said
        assert said.endswith("; Esc cancels."), said
    assert "RED2" in load_season(played_league, "S").known_game("G01").dressed_for("RED")
    assert not [e for e in audit_log(played_league, "S") if e.action == "correct attendance"]
