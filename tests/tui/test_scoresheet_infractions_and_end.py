"""The scorer types penalties as the referee's paper gives them, fast and with mistakes: an infraction is read
by the rulebook's list (a typo refused with the nearest names, an unlisted word kept only with the committee's
reason, the list offered as you type), and a penalty at the game's end is recorded with its rules."""

from __future__ import annotations

import pytest

from store.file.audit import audit_log
from store.file.db import Store
from store.season_files.import_export import import_season
from store.season_files.reader import parse_season_text
from tests.conftest import EXAMPLE
from tests.tui.conftest import submit_line
from tests.tui.scoresheet_keys import SIZE, app_over, dress_all, events, message, open_sheet, stored_game, type_line
from tests.tui.sheet_fixtures import sheet_season
from tui.widgets.entry_line import EntryLine


@pytest.fixture
def sheet_league(filled_league) -> Store:
    """The example's regular season with game R31 (White v Blue) still to play, as the scoresheet tests have it."""
    return filled_league(
        "test_scoresheet_infractions_and_end.sheet_league",
        lambda store: import_season(store, sheet_season(parse_season_text(EXAMPLE.read_bytes())), backup=False),
    )


async def test_a_typo_is_refused_with_the_closest_infraction_and_the_line_comes_back_to_mend(sheet_league):
    app = app_over(sheet_league)
    async with app.run_test(size=SIZE) as pilot:
        await open_sheet(pilot)
        await dress_all(pilot)
        await type_line(pilot, "pen a 13 major figthing 1 05:00")
        said = message(app)
        assert "Refused (infraction): 'figthing' is not an infraction of the Gray League's list (rule 3)" in said
        assert "did you mean fighting?" in said and "Nothing was saved" in said
        assert stored_game(sheet_league).penalties == ()
        assert app.screen.query_one("#sheet-entry", EntryLine).value == "pen a 13 major figthing 1 05:00"
        await type_line(pilot, "pen a 13 major Fight 1 05:00")
        (penalty,) = stored_game(sheet_league).penalties
        assert penalty.infraction == "fighting"
        assert "game misconduct to #13 Ty Kowal (fighting, rule 5): out of his team's next game" in events(app)


async def test_unsportsmanlike_is_saved_as_unsportsmanlike_conduct(sheet_league):
    app = app_over(sheet_league)
    async with app.run_test(size=SIZE) as pilot:
        await open_sheet(pilot)
        await dress_all(pilot)
        await submit_line(pilot, "p h 11 minor unsportsmanlike 2 03:00")
        assert [p.infraction for p in stored_game(sheet_league).penalties] == ["unsportsmanlike conduct"]


async def test_an_unlisted_infraction_is_kept_only_with_the_committees_reason_in_the_audit_log(sheet_league):
    app = app_over(sheet_league)
    async with app.run_test(size=SIZE) as pilot:
        await open_sheet(pilot)
        await dress_all(pilot)
        await submit_line(pilot, "pen h 11 minor spitting 2 03:00")
        assert "Refused (infraction)" in message(app) and stored_game(sheet_league).penalties == ()
        await submit_line(pilot, "pen h 11 minor spitting 2 03:00 because the referee's report says so")
        assert [p.infraction for p in stored_game(sheet_league).penalties] == ["spitting"]
    rows = [e for e in audit_log(sheet_league) if e.action == "unlisted infraction"]
    assert rows and rows[0].detail["reason"] == "spitting: the referee's report says so"


async def test_completion_offers_the_rulebooks_infractions_and_the_help_names_end_and_because(sheet_league):
    app = app_over(sheet_league)
    async with app.run_test(size=SIZE) as pilot:
        await open_sheet(pilot)
        assert "PERIOD MM:SS|end" in str(app.screen.query_one("#sheet-syntax").render())
        assert "because REASON" in str(app.screen.query_one("#sheet-syntax").render())
        await pilot.press(*["space" if c == " " else c for c in "pen a 13 major slew"])
        await pilot.pause()
        entry = app.screen.query_one("#sheet-entry", EntryLine)
        await pilot.press("right")
        assert entry.value == "pen a 13 major slew-footing"


async def test_a_fight_at_the_deciding_goal_and_a_misconduct_after_the_whistle_are_recorded(sheet_league):
    app = app_over(sheet_league)
    async with app.run_test(size=SIZE) as pilot:
        await open_sheet(pilot)
        await dress_all(pilot)
        for minute in range(1, 11):  # White's 10th goal of the third period ends the game at 3 10:00 (rule 17)
            await submit_line(pilot, f"goal h 11 3 {minute:02d}:00")
        await type_line(pilot, "pen a 13 major fighting 3 10:00")
        assert message(app).startswith("Saved"), message(app)
        assert "game misconduct to #13 Ty Kowal (fighting, rule 5): out of his team's next game" in events(app)
        await type_line(pilot, "pen h 36 misconduct abuse of officials end")
        assert message(app).startswith("Saved"), message(app)
        assert [(p.player, p.period, p.second) for p in stored_game(sheet_league).penalties][-1] == ("P043", 3, 600)
        await type_line(pilot, "goal h 11 3 10:00")
        assert "Refused (rule 17" in message(app) and "nothing can be recorded after it" in message(app)
        await type_line(pilot, "pen h 36 minor hooking 3 11:00")
        assert "recorded at its moment, period 3 10:00" in message(app)
        assert len(stored_game(sheet_league).goals) == 10 and len(stored_game(sheet_league).penalties) == 2
