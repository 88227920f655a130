"""No clash (docs/readings/shared.md#the-schedule): a team never plays two games at once, a room or the ice is never
booked twice at one time; a game holds its slot for the rulebook's 75 minutes; cancelled and postponed games
hold none; the round-robin planner run twice fills only free slots; the season checks report a clash."""

from __future__ import annotations

from dataclasses import replace
from datetime import date

from league.checks.season import check_season
from league.rulebooks import GRAY
from league.schedule.clashes import clash_between, clash_with, season_clashes
from league.schedule.round_robin import Booked, IceSlot, round_robin
from league.season.values import Game, Season, SeasonDates, Team

DAY = date(2002, 10, 6)
RULES = GRAY.schedule
NAMES = {"RED": "Red", "BLU": "Blue", "BLK": "Black", "WHT": "White", "GLD": "Gold", "GRN": "Green"}


def game(gid: str, time: str, home: str, away: str, rooms: tuple[int, int] = (1, 2), **fields) -> Game:
    return Game(gid, "regular", fields.pop("day", DAY), time, home, away, rooms=rooms, **fields)


def test_the_gray_slot_is_75_minutes_of_rulebook_data():
    assert RULES.slot_minutes == 75


def test_back_to_back_games_75_minutes_apart_do_not_clash():
    assert clash_between(game("R2", "20:15", "RED", "BLU", (3, 4)), game("R1", "19:00", "RED", "BLK"), RULES) is None


def test_games_74_minutes_apart_clash_and_the_sentence_names_both_games_and_the_team():
    clash = clash_between(game("R07", "20:14", "BLK", "RED", (3, 4)), game("R05", "19:00", "RED", "BLU"), RULES)
    assert clash is not None and clash.kind == "team"
    assert clash.sentence(NAMES) == (
        "R07 Black v Red at 20:14 on 2002-10-06 overlaps R05 Red v Blue at 19:00: Red would play two games at once"
    )
    assert str(clash.problem("games[6]", NAMES)).endswith("(schedule)")


def test_the_same_room_at_the_same_time_clashes_for_other_teams():
    clash = clash_between(game("R2", "19:30", "GLD", "GRN", (2, 5)), game("R1", "19:00", "RED", "BLU"), RULES)
    assert clash is not None and (clash.kind, clash.what) == ("room", "2")
    assert clash.sentence(NAMES).endswith("room 2 would be booked twice")


def test_two_games_on_the_one_sheet_of_ice_at_once_clash_even_in_other_rooms():
    clash = clash_between(game("R2", "19:00", "GLD", "GRN", (5, 6)), game("R1", "19:00", "RED", "BLU"), RULES)
    assert clash is not None and clash.kind == "ice"


def test_a_cancelled_or_postponed_game_frees_its_slot():
    new = game("R2", "19:00", "RED", "BLK")
    for status in ("cancelled", "postponed"):
        assert clash_with(new, (game("R1", "19:00", "RED", "BLU", status=status),), RULES) is None
    assert clash_with(new, (game("R1", "19:00", "RED", "BLU", status="final"),), RULES) is not None


def test_a_game_late_at_night_overlaps_one_just_after_midnight():
    late = game("R1", "23:30", "RED", "BLU")
    early = game("R2", "00:15", "RED", "BLK", (3, 4), day=date(2002, 10, 7))
    assert clash_with(early, (late,), RULES) is not None


def test_the_planner_run_twice_fills_only_free_slots():
    teams = tuple(NAMES)
    slots = (IceSlot(6, "19:00", (1, 2)), IceSlot(6, "20:15", (3, 4)), IceSlot(6, "21:30", (5, 6)))
    first = round_robin(teams, 1, slots, DAY)
    second = round_robin(teams, 1, slots, DAY, first_number=len(first) + 1, booked=Booked(first, RULES))
    assert list(season_clashes(first + second, RULES)) == []
    assert min(g.date for g in second) > max(g.date for g in first)  # every slot of the first plan is taken


def test_the_planner_fills_a_slot_a_cancelled_game_left():
    teams = tuple(NAMES)
    slots = (IceSlot(6, "19:00", (1, 2)), IceSlot(6, "20:15", (3, 4)), IceSlot(6, "21:30", (5, 6)))
    first = round_robin(teams, 1, slots, DAY)
    kept = tuple(g if g.date != DAY else replace(g, status="cancelled") for g in first)
    again = round_robin(teams, 1, slots, DAY, first_number=99, booked=Booked(kept, RULES))
    assert again[0].date == DAY


def test_the_season_checks_report_a_clash_already_in_a_file():
    teams = tuple(Team(code, name) for code, name in NAMES.items())
    games = (game("R05", "20:15", "RED", "BLU", (3, 4)), game("R07", "20:15", "BLK", "RED", (4, 3)))
    season = Season("L", "S", "gray", SeasonDates(date(2002, 12, 31), date(2002, 12, 31)), teams, games=games)
    assert [str(p) for p in check_season(season, GRAY)] == [
        "games[1]: R07 Black v Red at 20:15 on 2002-10-06 overlaps R05 Red v Blue at 20:15: "
        "Red would play two games at once (schedule)"
    ]


def test_a_gray_season_of_four_teams_is_refused_naming_rule_2_and_the_count():
    teams = tuple(Team(code, name) for code, name in list(NAMES.items())[:4])
    season = Season("L", "S", "gray", SeasonDates(date(2002, 12, 31), date(2002, 12, 31)), teams)
    assert [str(p) for p in check_season(season, GRAY)] == ["teams: the league has 6 teams, not 4 (rule 2)"]
