"""`rinkbook calendar` (issue 24, point 2): one event per game, read back with the icalendar library; a move
keeps the event's UID and grows its SEQUENCE, a cancelled game stays in as CANCELLED, in the league's time
zone at its rink, for the ice slot's length; the season file keeps the time zone, the rink and the revisions."""

from __future__ import annotations

from dataclasses import replace
from datetime import UTC, date, datetime, timedelta
from zoneinfo import ZoneInfo

import pytest
from icalendar import Calendar

from league.errors import RuleViolation
from store.calendar_export import season_calendar
from store.season_export import season_to_text
from store.season_file import parse_season_text
from store.season_load import load_season
from store.seasons import import_season
from store.sheets import change_game
from tests.store.results_writer import unplayed_season

STAMP = datetime(2002, 10, 1, 12, 0, tzinfo=UTC)
TORONTO = ZoneInfo("America/Toronto")


@pytest.fixture
def league(empty_league):
    """The example's regular schedule before the first game, in Toronto at the Gray Arena."""
    season = replace(unplayed_season(), time_zone="America/Toronto", rink="Gray Arena")
    import_season(empty_league, season, backup=False)
    return empty_league


def events(data: bytes) -> dict[str, object]:
    """The calendar's events by the game id their description names."""
    found = {}
    for event in Calendar.from_ical(data).walk("VEVENT"):
        found[str(event["description"]).split()[1]] = event
    return found


def test_a_moved_game_keeps_its_event_with_a_higher_sequence_and_a_cancelled_one_stays_cancelled(league):
    before = events(season_calendar(load_season(league), STAMP))
    change_game(league, None, "R04", lambda g: replace(g, date=date(2002, 12, 29), time="19:00"), "move game", "ice")
    change_game(league, None, "R05", lambda g: replace(g, status="cancelled"), "cancel game", "no ice")
    after = events(season_calendar(load_season(league), STAMP))

    assert set(after) == set(before) and len(after) == len(unplayed_season().games)  # one event per game, kept
    moved, cancelled, untouched = after["R04"], after["R05"], after["R06"]
    assert moved["uid"] == before["R04"]["uid"] and moved["sequence"] == before["R04"]["sequence"] + 1
    assert moved.decoded("dtstart") == datetime(2002, 12, 29, 19, 0, tzinfo=TORONTO)
    assert moved.decoded("dtstart").utcoffset() == timedelta(hours=-5)  # EST in December, from the VTIMEZONE
    assert moved.decoded("dtend") - moved.decoded("dtstart") == timedelta(minutes=75)  # Gray's ice slot
    assert cancelled["status"] == "CANCELLED" and cancelled["sequence"] == 1
    assert untouched["status"] == "CONFIRMED" and untouched["sequence"] == 0
    assert str(moved["location"]).startswith("Gray Arena")
    home, away = load_season(league).game("R06").home_and_away_rooms
    assert home > away and f"rooms {home} (home)/{away} (away)" in str(untouched["location"])  # G24: home higher
    assert len({str(e["uid"]) for e in after.values()}) == len(after)


def test_one_teams_calendar_holds_only_its_games_and_an_unknown_team_is_refused(league):
    season = load_season(league)
    red = events(season_calendar(season, STAMP, team="RED"))
    assert set(red) == {g.id for g in season.games if "RED" in g.teams}
    with pytest.raises(RuleViolation, match="'XYZ' is not a team of season 2002-03"):
        season_calendar(season, STAMP, team="XYZ")


def test_the_season_file_keeps_the_time_zone_the_rink_and_each_games_revision(league):
    change_game(league, None, "R04", lambda g: replace(g, date=date(2002, 12, 29), time="19:00"), "move game", "ice")
    text = season_to_text(load_season(league))
    again = parse_season_text(text)
    assert (again.time_zone, again.rink, again.game("R04").revision, again.game("R05").revision) == (
        "America/Toronto",
        "Gray Arena",
        1,
        0,
    )


def test_a_season_file_with_an_unknown_time_zone_is_refused_naming_the_field():
    text = season_to_text(replace(unplayed_season(), time_zone="Mars/Olympus"))
    with pytest.raises(RuleViolation, match="time_zone: 'Mars/Olympus' is not a time zone"):
        parse_season_text(text)
