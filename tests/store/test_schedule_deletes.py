"""A game added by mistake is deleted (while it has no sheet), audit-logged with the reason, and leaves no
event in the captains' calendars; the round robin remembers the weekly slots typed last, with the season;
`rinkbook check` lists a team twice on one night as a warning, never as damage."""

from __future__ import annotations

from dataclasses import replace
from datetime import UTC, date, datetime

import pytest
from icalendar import Calendar

from league.season.errors import RuleViolation
from league.season.values import Game
from store.file.audit import audit_log
from store.file.failures import StaleWrite
from store.file.maintenance import check_league, schedule_warnings
from store.season_files.import_export import import_season
from store.views.season_load import load_season, season_rulebook
from store.writes.games import save_game
from store.writes.schedule import add_games, delete_game, remembered_slots
from tests.store.results_writer import unplayed_season
from tui.text.calendar_export import season_calendar


@pytest.fixture
def league(filled_league):
    """The example's regular schedule before the first game: a game may still be added to it. Filled once per test
    process and copied."""
    return filled_league(
        "test_schedule_deletes.league", lambda store: import_season(store, unplayed_season(), backup=False)
    )


MISTAKE = Game("R31", "regular", date(2002, 12, 15), "19:00", "BLK", "GLD", rooms=(1, 2))


def test_a_game_added_by_mistake_is_deleted_with_its_reason_and_leaves_no_calendar_event(league):
    league_file = league
    save_game(league_file, None, MISTAKE, decision="add game", based_on=load_season(league_file))
    season = delete_game(league_file, None, "R31", "added twice by mistake", based_on=MISTAKE)
    assert season.game("R31") is None and load_season(league_file).game("R31") is None
    entry = audit_log(league_file)[0]
    assert entry.action == "delete game"
    assert entry.detail["game"] == "R31" and entry.detail["reason"] == "added twice by mistake"
    assert "BLK v GLD" in entry.detail["was"]
    calendar = Calendar.from_ical(season_calendar(season, season_rulebook(season), datetime(2002, 12, 1, tzinfo=UTC)))
    assert not [e for e in calendar.walk("VEVENT") if "R31" in str(e.get("UID", ""))]


def test_a_game_with_a_result_is_never_deleted(league_file):
    with pytest.raises(RuleViolation, match="R01 is final"):
        delete_game(league_file, None, "R01", "oops")
    assert load_season(league_file).game("R01") is not None


def test_a_cancelled_game_is_never_deleted(league):
    league_file = league
    save_game(league_file, None, replace(MISTAKE, status="cancelled"), decision="add game")
    with pytest.raises(RuleViolation, match="R31 is cancelled"):
        delete_game(league_file, None, "R31", "oops")
    assert load_season(league_file).game("R31") is not None


def test_a_delete_needs_a_reason_and_refuses_a_game_changed_in_another_window(league):
    league_file = league
    save_game(league_file, None, MISTAKE, decision="add game")
    with pytest.raises(RuleViolation, match="reason"):
        delete_game(league_file, None, "R31", "  ")
    save_game(league_file, None, replace(MISTAKE, time="21:30", rooms=(5, 6)), decision="move game", reason="ice")
    with pytest.raises(StaleWrite, match="R31"):
        delete_game(league_file, None, "R31", "oops", based_on=MISTAKE)
    assert load_season(league_file).game("R31") is not None


def test_the_round_robin_remembers_the_slots_typed_last_with_the_season(league):
    league_file = league
    assert remembered_slots(league_file, None) is None
    add_games(league_file, None, (MISTAKE,), "generate schedule", {"slots": "Sun 19:00 1/2, Sun 22:45 7/8"})
    assert remembered_slots(league_file, None) == "Sun 19:00 1/2, Sun 22:45 7/8"


def test_check_lists_a_team_twice_on_one_night_as_a_warning_not_damage(league):
    league_file = league
    twice = replace(MISTAKE, id="R31", date=date(2002, 12, 8), time="22:45", rooms=(7, 8), home="GLD", away="BLK")
    save_game(league_file, None, twice, decision="add game")
    warnings = schedule_warnings(league_file)
    assert any("Gold would play twice on Sun 2002-12-08: R31 Gold v Black at 22:45" in w for w in warnings)
    assert not any("twice" in p for p in check_league(league_file))
