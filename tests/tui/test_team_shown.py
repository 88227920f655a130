"""The shift report and the attendance grid show one team at a time by one rule (`tui.role_keys.team_shown`): a
signed-in captain's own team, else the team shown last, else the season's first; `T` goes on to the next team,
after the last to the first, on both screens from their first press."""

from __future__ import annotations

from types import SimpleNamespace

import pytest
from textual.widgets import Static

from league.rules.roles import READ_ATTENDANCE, READ_SHIFTS, Person
from tests.store.season_saves import START
from tests.tui.conftest import wait_until
from tui.role_keys import team_after, team_shown

CODES = tuple(t.code for t in START.teams)


@pytest.mark.parametrize("action", [READ_SHIFTS, READ_ATTENDANCE])
def test_a_captain_sees_his_own_team_and_the_committee_the_one_shown_last(action):
    captain = SimpleNamespace(person=Person("Cal", "captain", CODES[2]))
    committee = SimpleNamespace(person=Person("Ann", "committee"))
    nobody = SimpleNamespace(person=None)
    assert team_shown(captain, START, action, CODES[1]) == CODES[2]
    assert team_shown(committee, START, action, CODES[1]) == team_shown(nobody, START, action, CODES[1]) == CODES[1]
    assert team_shown(nobody, START, action, None) == team_shown(nobody, START, action, "XXX") == CODES[0]
    assert team_shown(nobody, START.with_changes(teams=()), action, None) is None


def test_T_goes_to_the_next_team_then_round_to_the_first():
    assert [team_after(START, code) for code in CODES] == [*CODES[1:], CODES[0]]
    assert team_after(START, None) == CODES[0]
    assert team_after(START.with_changes(teams=()), None) is None


async def test_T_on_both_screens_shows_the_next_team_at_its_first_press(make_app):
    app = make_app()
    async with app.run_test(size=(120, 40)) as pilot:
        await wait_until(pilot, lambda: app.loaded and not app.season_being_read)
        season = app.season
        first, second = season.teams[0], season.teams[1]
        shown = {}
        for key, line in (("c", "#shifts-title"), ("a", "#attendance-note")):
            await pilot.press(key)
            await wait_until(pilot, lambda line=line: bool(app.screen.query(line)))
            before = str(app.screen.query_one(line, Static).render())
            await pilot.press("T")
            await wait_until(
                pilot, lambda line=line, before=before: str(app.screen.query_one(line, Static).render()) != before
            )
            shown[key] = (before, str(app.screen.query_one(line, Static).render()))
    assert shown["c"][0].startswith(f"{first.code} {first.name}") and shown["c"][1].startswith(
        f"{second.code} {second.name}"
    )
    assert shown["a"][0].startswith(f"{first.name}:") and shown["a"][1].startswith(f"{second.name}:")
