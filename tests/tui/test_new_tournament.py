"""A tournament played by keys from the new-tournament form to its champion: a
two-pool Prime event made on the form, its pools' results on the scoresheet, places fixed on the board,
knockout games added to their bracket slots on the schedule, a tied third-place game decided by a shootout
typed attempt by attempt, the final, and the board naming the champion."""

from __future__ import annotations

from datetime import date

import pytest
from textual.widgets import Input

from store.file.audit import audit_log
from store.file.db import open_league
from store.views.season_load import load_season
from tests.conftest import screen_text
from tests.tui.conftest import submit_line, wait_until
from tests.tui.new_tournament_form import FORM, POOLS, fill_form
from tui.app import RinkbookApp
from tui.first_run_app import FirstRunApp
from tui.modals.game_modal import GameModal
from tui.screens.scoresheet_screen import ScoresheetScreen
from tui.screens.tournament_board_screen import TournamentBoardScreen

SIZE = (120, 40)
TODAY = date(2026, 3, 7)
# Each pool in place order: the better team wins every pool game 3-1.
ORDER = {"A": ["RED", "BLU", "GRE", "WHI"], "B": ["BLA", "GOL", "ORA", "PUR"]}
PLACE = {team: n for teams in ORDER.values() for n, team in enumerate(teams)}
ROSTER = "name,born,position,class,rating,number,team\n" + "".join(
    f"Player {team}{n},1990-01-01,F,B,50,{n},{team}\n" for team in ("GOL", "BLU") for n in (1, 2, 3)
)


async def sheet(pilot, app: RinkbookApp, game_id: str, *lines: str) -> None:
    """Open the game's scoresheet and type `lines`, each saved."""
    await app.open_scoresheet(game_id)
    await wait_until(pilot, lambda: isinstance(app.screen, ScoresheetScreen) and app.screen.game is not None)
    for line in lines:
        await submit_line(pilot, line)
        assert isinstance(app.screen, ScoresheetScreen), (game_id, line, screen_text(app))
        said = str(app.screen.query_one("#sheet-message").render())
        assert said.startswith("Saved"), (game_id, line, said)


async def add_knockout(pilot, app: RinkbookApp, when: str, slot: str) -> None:
    """Add the slot's game on the schedule (A), its teams left to the bracket."""
    await pilot.press("f1", "s")  # the sheet's line takes every letter: the help's keys go elsewhere
    await wait_until(pilot, lambda: type(app.screen).__name__ == "ScheduleScreen")
    await pilot.press("A")
    await wait_until(pilot, lambda: isinstance(app.screen, GameModal))
    day, time = when.split()
    for field, value in {"date": day, "time": time, "rooms": "2/1", "series": f"{slot} 1", "reason": "bracket"}.items():
        app.screen.query_one(f"#game-{field}", Input).value = value
    await pilot.press("enter")
    await wait_until(pilot, lambda: not isinstance(app.screen, GameModal))
    assert not isinstance(app.screen, GameModal), str(app.screen.query_one("#game-error").render())
    await wait_until(pilot, lambda: app.season is not None and app.season.game(f"{slot}-1") is not None)


async def board(pilot, app: RinkbookApp) -> str:
    await pilot.press("f1", "d")  # the help, then the board
    await wait_until(pilot, lambda: isinstance(app.screen, TournamentBoardScreen))
    return screen_text(app)


@pytest.mark.slow
async def test_a_two_pool_tournament_from_the_form_to_its_champion(tmp_path):
    path = tmp_path / "cup.db"
    first = FirstRunApp(path, TODAY)
    async with first.run_test(size=SIZE) as pilot:
        await fill_form(pilot, first, {**FORM, "bracket": "two-pools-and-more"}, POOLS)
        await pilot.press("ctrl+s")
        assert "Bracket: 'two-pools-and-more' is not a template" in screen_text(first)  # the field, the rule
        await fill_form(pilot, first, {**FORM, "bracket": "two-pools"}, POOLS)
        await pilot.press("ctrl+s")
        await pilot.press("y")
        await pilot.pause()
    assert first.return_value == "2026"
    roster = tmp_path / "rosters.csv"
    roster.write_text(ROSTER)
    store = open_league(path)
    try:
        season = load_season(store)
        assert [g.id for g in season.games] == [f"G{n:02d}" for n in range(1, 13)]  # 2 pools of 4, 6 games each
        assert audit_log(store)[0].action == "import season"
        app = RinkbookApp(store, today=date(2026, 3, 8), season="2026")  # the knockout day
        async with app.run_test(size=SIZE) as pilot:
            await pilot.press("n")
            app.screen.query_one("#new-import", Input).value = str(roster)
            await pilot.press("ctrl+o")
            await wait_until(pilot, lambda: "6 players to add" in screen_text(app))  # a preview first
            await pilot.press("y")
            await wait_until(pilot, lambda: app.season is not None and len(app.season.players) == 6)
            for game in season.games:
                home_wins = PLACE[game.home] < PLACE[game.away]
                await sheet(pilot, app, game.id, "score 3-1" if home_wins else "score 1-3", "final")
            text = await board(pilot, app)
            assert text.count("places fixed") == 2, text

            # A1 v B2 and B1 v A2; then the third-place game and the final between their losers and winners.
            await add_knockout(pilot, app, "2026-03-08 08:00", "OPEN-SF1")
            await sheet(pilot, app, "OPEN-SF1-1", "score 4-2", "final")  # RED beats GOL
            await add_knockout(pilot, app, "2026-03-08 09:15", "OPEN-SF2")
            await sheet(pilot, app, "OPEN-SF2-1", "score 3-1", "final")  # BLA beats BLU
            await add_knockout(pilot, app, "2026-03-08 10:30", "OPEN-3RD")
            await add_knockout(pilot, app, "2026-03-08 11:45", "OPEN-F")
            shootout = ("so first BLU", "so BLU 1 goal", "so GOL 1 miss", "so BLU 2 miss", "so GOL 2 goal")
            await sheet(pilot, app, "OPEN-3RD-1", "dress GOL all", "dress BLU all", "periods 1-0 0-1 1-1", *shootout)
            for line in ("so BLU 3 goal", "so GOL 3 miss"):  # BLU 2-1 with nobody left to GOL: decided
                await submit_line(pilot, line)
            assert "Blue wins the shootout" in str(app.screen.query_one("#sheet-message").render())
            assert "DECIDED: Blue wins the shootout" in screen_text(app)
            knockouts = {g.series: (g.home, g.away) for g in app.season.games if g.series}
            # teams from the bracket's sides; the better pool place at home
            # (docs/readings/shared.md#pools-and-the-bracket)
            assert knockouts == {
                "OPEN-SF1": ("RED", "GOL"),
                "OPEN-SF2": ("BLA", "BLU"),
                "OPEN-3RD": ("GOL", "BLU"),
                "OPEN-F": ("RED", "BLA"),
            }
            await sheet(pilot, app, "OPEN-F-1", "score 3-2", "final")
            text = await board(pilot, app)
            assert "Champion: Red" in text, text
            assert "OPEN-3RD third-place: GOL v BLU — 2-2 SO 1-2; BLU wins" in text, text
    finally:
        store.close()


def test_the_form_plans_pools_without_clashes_and_refuses_naming_the_field_and_the_rule():
    from tui.text.new_league_form import read_new_season

    two_sheets = read_new_season({**FORM, "pools": POOLS, "sheets": "2", "last": "12:00"})
    assert not isinstance(two_sheets, str), two_sheets
    at_once: dict[tuple[date, str], list[str]] = {}
    for game in two_sheets.games:
        at_once.setdefault((game.date, game.time), []).extend(game.teams)
    assert len(two_sheets.games) == 12 and all(len(teams) == len(set(teams)) for teams in at_once.values())
    assert two_sheets.dates.age_cutoff == date(2026, 3, 7)  # Prime fixes none: the weekend's first day
    refusals = {
        "Ice days: the 4 slots hold 4 of the 12 pool games": {"days": "2026-03-07", "last": "11:45"},
        "Slot length: minutes from 75": {"slot": "60"},
        "Pools: Red is in two pools (every team is in exactly one pool)": {"pools": "A: Red, Blue\nB: Red, Gold"},
        "Bracket: in division OPEN, the template one-pool is for one pool, not 2.": {"bracket": "one-pool"},
        "Rulebook: 'nhl' is not a built-in rulebook: gray, coors-cup, prime-expo-boulder": {"rulebook": "nhl"},
        "Pools: the gray rulebook has no pools": {
            "rulebook": "gray",
            "cutoff": "2026-01-01",
            "deadline": "2026-03-01",
            "teams": "RED Red; BLU Blue",
        },
    }
    for said, changed in refusals.items():
        refused = read_new_season({**FORM, "pools": POOLS} | changed)
        assert isinstance(refused, str) and refused.startswith(said), (said, refused)


@pytest.mark.parametrize(
    ("field", "said"), [("slot", "Slot length: minutes from 75"), ("sheets", "Ice sheets: a number from 1 to 9")]
)
async def test_the_form_refuses_a_count_typed_as_a_superscript_naming_its_field(tmp_path, field, said):
    """A count typed as "²" (str.isdigit takes it, int() refuses it) ended the app; refused naming the field."""
    path = tmp_path / "cup.db"
    first = FirstRunApp(path, TODAY)
    async with first.run_test(size=(80, 24)) as pilot:
        await fill_form(pilot, first, {**FORM, "bracket": "two-pools", field: ""}, POOLS)
        first.screen.query_one(f"#new-{field}", Input).focus()
        await pilot.press("²", "ctrl+s")
        await wait_until(pilot, lambda: said in screen_text(first).replace("\n", " "))
    assert first.return_value is None and not path.exists()
