"""A scoresheet entry saved as its change onto the file's game: another window's shift stays, the same event
changed since is a StaleWrite naming it, and a merged sheet that breaks a rule is that rule's refusal."""

from __future__ import annotations

from dataclasses import replace

import pytest

from league.season.errors import RuleViolation
from league.season.values import Goal, Shift
from store.file.failures import StaleWrite
from store.views.season_load import load_season
from store.writes.games import save_game
from store.writes.scoresheet_entries import save_entry
from tests.tui.game_night_windows import SEASON, dressed_r31, stored
from tests.tui.sheet_fixtures import GAME

GOAL = Goal("WHT", "P042", (), 1, 60)  # #11 Rick Marsh


@pytest.fixture
def night(filled_league):
    return filled_league("dressed_r31", dressed_r31)


def test_an_entry_keeps_the_shift_saved_meanwhile_and_a_signature_meanwhile_refuses_it(night):
    season = load_season(night, SEASON)
    shown = season.game(GAME)
    shift = (("WHT", (Shift("F", ("P039", "P040", "P041")),)),)
    save_game(night, SEASON, replace(shown, shifts=shift))  # the bench tracker, in another window
    save_entry(night, season, shown, replace(shown, goals=(GOAL,)))
    assert stored(night).goals == (GOAL,) and stored(night).shifts == shift
    typed_on = stored(night)
    save_game(night, SEASON, replace(typed_on, status="final", signed=True, signed_by="Ref"))
    with pytest.raises(RuleViolation) as refused:  # the rule the merged sheet breaks, not a stale write
        save_entry(night, season, typed_on, replace(typed_on, goals=()))
    assert not isinstance(refused.value, StaleWrite) and "signed" in refused.value.first.message


def test_an_event_changed_since_is_a_stale_write_naming_it(night):
    season = load_season(night, SEASON)
    shown = replace(season.game(GAME), goals=(GOAL,))
    save_game(night, SEASON, replace(shown, goals=(replace(GOAL, scorer="P043"),)))
    with pytest.raises(StaleWrite) as refused:
        save_entry(night, season, shown, replace(shown, goals=()), labels={("goals", 0): "G1"})
    assert refused.value.first.message == (
        "game R31's goal G1 White #11 Rick Marsh, period 1 01:00 was changed or deleted in another window: "
        "look at it again and redo the entry"
    )
    assert stored(night).goals[0].scorer == "P043"
