"""The committee's spares by keys: on the players screen a player on no team is made an official substitute
goalie (a goalie) or a spare (a skater) and taken back, audit-logged; the scoresheet offers the registered
substitute goalies and accepts them; a player on a team is refused."""

from __future__ import annotations

import pytest

from store.file.audit import audit_log
from store.file.db import Store
from store.season_files.import_export import import_season
from store.season_files.reader import parse_season_text
from store.views.season_load import load_season
from tests.conftest import EXAMPLE
from tests.tui.conftest import submit_line
from tests.tui.notices import notices
from tests.tui.scoresheet_keys import app_over, open_sheet, stored_game
from tests.tui.sheet_fixtures import OUTSIDE_GOALIE, sheet_season

SIZE = (120, 40)


@pytest.fixture
def sheet_league(filled_league) -> Store:
    """The example's regular season with game R31 to play and P950, a goalie on no team and on no list."""
    return filled_league(
        "test_spares_screen.sheet_league",
        lambda store: import_season(store, sheet_season(parse_season_text(EXAMPLE.read_bytes())), backup=False),
    )


def noticed(app) -> str:
    """Every notification the app showed, one a line."""
    return "\n".join(notices(app))


async def find_player(pilot, pid: str) -> None:
    """The players screen with the search narrowed to `pid`, the cursor on his row."""
    await pilot.press("p", "slash", *pid.lower(), "enter")
    await pilot.pause()


async def test_a_free_goalie_is_made_an_official_substitute_and_the_sheet_takes_him(sheet_league, read_screen):
    app = app_over(sheet_league)
    async with app.run_test(size=SIZE) as pilot:
        await find_player(pilot, OUTSIDE_GOALIE)
        await pilot.press("P")
        await pilot.pause()
        assert OUTSIDE_GOALIE in load_season(sheet_league, "2002-03").substitute_goalies
        assert "sub goalie" in read_screen(app)
        sheet = await open_sheet(pilot)
        stand_ins = str(sheet.query_one("#sheet-stand-ins").render())
        assert f"{OUTSIDE_GOALIE} Otto Side" in stand_ins
        await submit_line(pilot, f"sub WHT {OUTSIDE_GOALIE}")
        assert OUTSIDE_GOALIE in stored_game(sheet_league).dressed_for("WHT")
    assert any(
        e.action == "substitute goalie registered" and e.detail["player"] == OUTSIDE_GOALIE
        for e in audit_log(sheet_league)
    )


async def test_the_key_takes_a_mark_back(sheet_league):
    app = app_over(sheet_league)
    async with app.run_test(size=SIZE) as pilot:
        await find_player(pilot, OUTSIDE_GOALIE)
        await pilot.press("P")
        await pilot.pause()
        await pilot.press("P")
        await pilot.pause()
        assert OUTSIDE_GOALIE not in load_season(sheet_league, "2002-03").substitute_goalies
        assert f"{OUTSIDE_GOALIE} Otto Side is no longer an official substitute goalie (rule 18)." in noticed(app)
    assert audit_log(sheet_league)[0].action == "substitute goalie removed"


async def test_a_goalie_who_stood_in_stays_official(sheet_league):
    """P084 stood in on the example's sheets: taking him off the list would leave those sheets breaking
    rule 18, so it is refused and he stays."""
    app = app_over(sheet_league)
    async with app.run_test(size=SIZE) as pilot:
        await find_player(pilot, "P084")
        await pilot.press("P")
        await pilot.pause()
        assert "may not stand in" in noticed(app)
    assert "P084" in load_season(sheet_league, "2002-03").substitute_goalies


async def test_a_free_skater_is_made_a_spare(sheet_league, read_screen):
    season = load_season(sheet_league, "2002-03")
    taken = {s.player for s in season.substitutes}
    skater = next(p.id for p in season.players if p.team is None and p.position != "G" and p.id not in taken)
    app = app_over(sheet_league)
    async with app.run_test(size=SIZE) as pilot:
        await find_player(pilot, skater)
        await pilot.press("P")
        await pilot.pause()
        assert "spare" in read_screen(app)
    assert load_season(sheet_league, "2002-03").spares == (skater,)
    assert audit_log(sheet_league)[0].action == "spare registered"


async def test_a_player_on_a_team_is_refused(sheet_league):
    rostered = next(p for p in load_season(sheet_league, "2002-03").players if p.team is not None)
    app = app_over(sheet_league)
    async with app.run_test(size=SIZE) as pilot:
        await find_player(pilot, rostered.id)
        await pilot.press("P")
        await pilot.pause()
        assert f"{rostered.id} is on a team's roster" in noticed(app)
    assert load_season(sheet_league, "2002-03").spares == ()
