"""The committee corrects a signed sheet on the scoresheet, typing as a scorer does: override, then goals,
penalties and dressing corrected by the events' labels (G1, P2), the score following the goals, sign again."""

from __future__ import annotations

from datetime import date

import pytest

from store.file.audit import audit_log
from store.file.db import Store
from store.season_files.import_export import import_season
from store.season_files.reader import parse_season_text
from store.views.season_load import load_season
from store.views.standings import load_standings
from tests.conftest import EXAMPLE
from tests.tui.conftest import submit_line
from tests.tui.sheet_fixtures import sheet_season
from tui.app import RinkbookApp

GAME = "R13"  # Black (home) 3, Red 3, signed: G1-G3 Red's, G4 #82 Mike Cole's (Black), P1-P3 Black's
CORRECTION = "correct overridden sheet"


@pytest.fixture
def regular_league(filled_league) -> Store:
    """The example's regular season alone: a corrected result reseeds no playoffs."""
    return filled_league(
        "test_scoresheet_corrections.regular_league",
        lambda store: import_season(store, sheet_season(parse_season_text(EXAMPLE.read_bytes())), backup=False),
    )


def r13(store: Store):
    return load_season(store, "2002-03").game(GAME)


def message(app) -> str:
    return str(app.screen.query_one("#sheet-message").render())


def points(store: Store) -> dict[str, int]:
    return {row.team: row.record.pts for row in load_standings(store).rows}


async def open_r13(pilot) -> None:
    await pilot.press("g")
    await pilot.pause()
    await submit_line(pilot, f"game {GAME}")


async def test_the_committee_corrects_a_signed_sheet_by_entry_and_the_standings_follow(regular_league):
    app = RinkbookApp(regular_league, today=date(2002, 12, 10), season="2002-03")
    tied = points(regular_league)
    async with app.run_test(size=(120, 40)) as pilot:
        await open_r13(pilot)
        await submit_line(pilot, "del G1")
        assert "signed" in message(app) and "override REASON" in message(app)
        await submit_line(pilot, "override the late goal was missed")
        await submit_line(pilot, "goal BLK 82 3 14:00")  # the missing goal: the final score moves with it
        assert "now 4-3 (was 3-3)" in message(app)
        assert r13(regular_league).score.home == 4 and len(r13(regular_league).goals) == 7
        await submit_line(pilot, "del P2")
        assert [p.infraction for p in r13(regular_league).penalties] == ["holding", "hooking"]
        await submit_line(pilot, "edit G1 RED 9 1 12:13")  # the first goal was #9's
        assert r13(regular_league).goals[0].scorer == "P020"
        await submit_line(pilot, "dress BLK 82")  # he scored: his goals go first
        assert "G4, G7" in message(app) and "P005" in r13(regular_league).dressed_for("BLK")
        await submit_line(pilot, "score 3-3")  # the goals are the result
        assert "4-3" in message(app) and r13(regular_league).score.home == 4
        await submit_line(pilot, "sign Ref Jones")
        await submit_line(pilot, "del G7")
        assert "override REASON" in message(app) and len(r13(regular_league).goals) == 7
    won = points(regular_league)
    assert won["BLK"] == tied["BLK"] + 1 and won["RED"] == tied["RED"] - 1
    corrections = [e.detail["changes"] for e in audit_log(regular_league) if e.action == CORRECTION]
    assert len(corrections) == 4  # the goal, the penalty, the edit and the signature, latest first
    assert corrections[-1][0].startswith("added goal G7 Black #82") and corrections[-1][-1] == "score 3-3 → 4-3"
    assert corrections[0] == ["signed by none → Ref Jones"]


async def test_undo_crosses_the_signature_once_the_committee_unlocks_it(regular_league):
    app = RinkbookApp(regular_league, today=date(2002, 12, 10), season="2002-03")
    async with app.run_test(size=(120, 40)) as pilot:
        await open_r13(pilot)
        await submit_line(pilot, "override the late goal was missed")
        await submit_line(pilot, "goal BLK 82 3 14:00")
        await submit_line(pilot, "sign Ref Jones")
        await pilot.press("ctrl+z")
        await pilot.pause()
        assert "override REASON" in message(app) and r13(regular_league).signed
        await submit_line(pilot, "override the goal was the next game's")
        await pilot.press("ctrl+z")
        await pilot.pause()
        assert message(app) == "Undone: goal G7 Black #82 Stu Kowal, period 3 14:00; score 4-3 → 3-3."
        game = r13(regular_league)
        assert len(game.goals) == 6 and game.score.home == 3 and not game.signed
    assert audit_log(regular_league)[0].action == CORRECTION
