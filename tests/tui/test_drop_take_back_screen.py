"""The committee takes back an approved drop on the attendance and drops screen (`B`), and the late sheet entry that
was refused for leaving the drop without its grounds is then saved (Gray rule 10)."""

from __future__ import annotations

from dataclasses import replace
from datetime import date

import pytest

from league.season.errors import Problem
from league.season.values import Season
from store.file.audit import audit_log
from store.file.db import Store
from store.season_files.import_export import import_season
from store.season_files.reader import parse_season_text
from store.views.season_load import load_season
from tests.conftest import EXAMPLE, screen_text
from tests.tui.conftest import submit_line, wait_until
from tests.tui.notices import notices
from tests.tui.sheet_fixtures import sheet_season
from tests.tui.test_suspended_after_final import message, opened
from tui.app import RinkbookApp
from tui.modals.reason_modal import ReasonModal
from tui.screens.attendance_screen import AttendanceScreen
from tui.text.scoresheet_words import TAKE_BACK_FIRST, rink_problem

SIZE = (120, 40)
TODAY = date(2002, 12, 10)
FIGHT = "pen a 24 major fighting 3 01:00"  # on R16 (Gold v Black): #24 Walt Tate, P011, dropped on 2002-12-04
WALT = 10  # his row on Black's grid, the first team's


def without_his_substitute(season: Season) -> Season:
    """The example before P079 replaced the dropped P011 (2002-12-07): its games before that day, and R16 unsigned
    (a correction needs no override)."""
    games = tuple(g for g in season.games if g.date < date(2002, 12, 7))
    substitutes = tuple(s for s in season.substitutes if s.replaces != "P011")
    earlier = replace(season, games=games, substitutes=substitutes)
    return earlier.with_game(replace(earlier.known_game("R16"), signed=False, signed_by=None))


@pytest.fixture
def dropped_league(empty_league: Store) -> Store:
    import_season(
        empty_league, without_his_substitute(sheet_season(parse_season_text(EXAMPLE.read_bytes()))), backup=False
    )
    return empty_league


async def taking_back(pilot, reason: str) -> None:
    """From the scoresheet as the refusal says: F1, `a` (the attendance and drops screen), `B` on Walt Tate's row,
    `reason` typed, Enter."""
    app = pilot.app
    await pilot.press("f1", "a")
    await wait_until(pilot, lambda: isinstance(app.screen, AttendanceScreen))
    await pilot.press(*["down"] * WALT, "B")
    await wait_until(pilot, lambda: isinstance(app.screen, ReasonModal))
    await pilot.press(*("space" if c == " " else c for c in reason), "enter")
    await wait_until(pilot, lambda: not isinstance(app.screen, ReasonModal))


async def test_a_drop_taken_back_on_the_drops_screen_lets_the_refused_fight_be_saved(dropped_league: Store):
    app = RinkbookApp(dropped_league, today=TODAY, season="2002-03")
    async with app.run_test(size=SIZE) as pilot:
        await opened(pilot, "R16")
        await submit_line(pilot, FIGHT)
        refused = message(app)
        assert refused.startswith("Refused (rule 10): #24 Walt Tate has missed 5 games by 2002-12-04"), refused
        assert refused.endswith(f"; {TAKE_BACK_FIRST}. Nothing was saved."), refused
        assert "(F1, a, then B on his row)" in TAKE_BACK_FIRST

        await taking_back(pilot, "late fight report")
        await wait_until(pilot, lambda: "taken back" in screen_text(app))
        (row,) = [line for line in screen_text(app).splitlines() if "P011 Walt Tate" in line]
        assert "taken back" in row, row
        drop = next(d for d in load_season(dropped_league).drops if d.player == "P011")
        assert (drop.approved, drop.reason) == (False, "taken back: late fight report")

        await opened(pilot, "R16")
        await submit_line(pilot, FIGHT)
        assert message(app).startswith("Saved"), message(app)
    assert audit_log(dropped_league)[0].action == "drop taken back"


async def test_a_drop_a_substitute_stands_for_is_refused_on_the_screen_naming_him(empty_league: Store):
    """In the example, P079 replaces the dropped P011: `B` asks nothing and names him; nothing changes."""
    season = sheet_season(parse_season_text(EXAMPLE.read_bytes()))
    import_season(empty_league, season, backup=False)
    app = RinkbookApp(empty_league, today=TODAY, season="2002-03")
    async with app.run_test(size=SIZE) as pilot:
        await app.action_show("attendance")
        await pilot.press(*["down"] * WALT, "B")
        await pilot.pause()
        assert not isinstance(app.screen, ReasonModal)
        said = " ".join(notices(app))
        assert (
            "P079 replaces P011 on Black from 2002-12-07: a drop a substitute stands for cannot be taken back" in said
        )
    assert load_season(empty_league).drops == season.drops


@pytest.mark.parametrize(("substitute", "hint"), [(False, True), (True, False)])
def test_a_sheets_refusal_says_to_take_the_drop_back_only_when_it_can_be(substitute: bool, hint: bool):
    """The check's problem about P011's approved drop (drops[1]): with P079 standing for the drop it is not taken
    back, so the refusal does not send the scorer there."""
    example = sheet_season(parse_season_text(EXAMPLE.read_bytes()))
    season = example if substitute else without_his_substitute(example)
    grounds = Problem("drops[1].approved", "rule 10", "P011 has missed 5 games by 2002-12-04")
    said = rink_problem(grounds, season.known_game("R16"), season).message
    assert said.startswith("#24 Walt Tate has missed 5 games by 2002-12-04")
    assert (TAKE_BACK_FIRST in said) is hint, said
