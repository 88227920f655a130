"""Digits other than 0-9 typed into a form or the scoresheet's entry line are refused naming the field, as any
other mistyping: `\\d` and `int()` read a time in Arabic-Indic digits as three o'clock, and the form kept the
game at "03:" and two Arabic-Indic zeros."""

from __future__ import annotations

from dataclasses import replace
from datetime import date

import pytest

from league.rulebooks import COORS
from league.rulebooks.gray import GRAY
from league.season.values import Game, Season, SeasonDates, Team
from store.views.season_load import load_season
from tests.league.two_teams import roster
from tests.tui.scoresheet_keys import app_over, message, open_sheet, stored_game, type_line
from tests.tui.sheet_fixtures import GAME, sheet_season
from tui.modals.game_modal import GameModal
from tui.text.schedule_form import read_slots, read_time
from tui.text.scoresheet_entry import EntryContext, EntryError, parse_entry
from tui.text.tournament_entry import parse_line


@pytest.mark.parametrize("typed", ["٣:٠٠", "１９:００", "19:0٠", "۳:00"])
def test_the_schedule_form_reads_no_time_in_other_digits(typed):
    assert read_time(typed) == ""
    assert read_slots(f"Sun {typed} 1/2").startswith("Slots: ")


async def test_a_game_added_at_a_time_typed_in_arabic_indic_digits_is_refused_naming_the_time(
    make_app, league_file, read_screen, digest
):
    before = digest(league_file.path)
    app = make_app()
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.press("s", "A")
        await pilot.pause()
        assert isinstance(app.screen, GameModal)
        await pilot.press(*"2002-12-15", "tab", *"٣:٠٠", "tab", *"BLK", "tab", *"RED", "tab", *"4/3", "tab")
        await pilot.press("tab", *"make-up", "enter")
        await pilot.pause()
        assert isinstance(app.screen, GameModal)
        assert "Time: type the time of day, HH:MM." in read_screen(app)
        assert app.focused is app.screen.query_one("#game-time")
    assert digest(league_file.path) == before
    assert all(g.time.isascii() for g in load_season(league_file).games)


async def test_a_goal_typed_on_the_sheet_with_an_arabic_indic_minute_is_refused_and_nothing_saved(r31_dressed, digest):
    before = digest(r31_dressed.path)
    goals = stored_game(r31_dressed).goals
    app = app_over(r31_dressed)
    async with app.run_test(size=(80, 24)) as pilot:
        await open_sheet(pilot)
        await type_line(pilot, "goal h 11 36 2 ٠٥:31")
        assert message(app).startswith("Refused (time): '٠٥:31' is not a time: MM:SS"), message(app)
    assert stored_game(r31_dressed).goals == goals
    assert digest(r31_dressed.path) == before


@pytest.fixture
def ctx(example_season) -> EntryContext:
    season = sheet_season(example_season)
    game = replace(season.game(GAME), dressed=(("WHT", ("P042", "P043")), ("BLU", ("P055",))))
    return EntryContext(game, season, GRAY)


@pytest.mark.parametrize("time", ["٠٥:31", "0５:31", "05:3١"])
def test_a_goal_timed_in_other_digits_is_refused_naming_the_time(time, ctx):
    with pytest.raises(EntryError) as refused:
        parse_entry(f"goal h 11 36 2 {time}", ctx)
    assert refused.value.field == "time"
    assert parse_entry("goal h 11 36 2 05:31", ctx).game.goals[-1].second == 331


PLAYERS = tuple(roster("RED") + roster("BLU"))
CUP = Season(
    "L", "Cup", "coors-cup", SeasonDates(date(2026, 3, 1), date(2026, 3, 1)), (Team("RED", "Red"), Team("BLU", "Blue")),
    PLAYERS,
)  # fmt: skip
CUP_GAME = Game(
    "G1", "regular", date(2026, 3, 7), "19:00", "RED", "BLU",
    dressed=tuple((t, tuple(p.id for p in PLAYERS if p.team == t)) for t in ("RED", "BLU")),
)  # fmt: skip


@pytest.mark.parametrize("scores", ["١-٠ 0-1 2-0", "1-0 ０-1 2-0", "1-0 0-1 2:٠"])
def test_period_scores_in_other_digits_are_refused_naming_the_periods(scores):
    ctx = EntryContext(CUP_GAME, CUP, COORS)
    with pytest.raises(EntryError) as refused:
        parse_line(f"periods {scores}", ctx)
    assert refused.value.field == "periods"
    assert parse_line("periods 1-0 0-1 2-0", ctx).game.period_scores == ((1, 0), (0, 1), (2, 0))
