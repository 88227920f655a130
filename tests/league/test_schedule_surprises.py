"""A schedule without surprises: a team twice on one night is a warning (not a clash), a mistaken game with
no sheet may be deleted, the league's weekly ice slots are read from its schedule, and a series goes on the
next game nights of those slots, never one a day."""

from __future__ import annotations

from dataclasses import replace
from datetime import date

from league.rulebooks import COORS, GRAY
from league.schedule.clashes import same_night, season_same_nights
from league.schedule.game_nights import series_nights, weekly_slots
from league.schedule.games import delete_problem
from league.schedule.round_robin import IceSlot
from league.season.values import Game, Goal, Score
from tui.text.schedule_form import slots_text

SUNDAY = date(2002, 10, 6)
RULES = GRAY.schedule
NAMES = {"RED": "Red", "BLU": "Blue", "BLK": "Black", "WHT": "White", "GLD": "Gold", "GRN": "Green"}
SLOTS = (IceSlot(6, "19:00", (1, 2)), IceSlot(6, "20:15", (3, 4)), IceSlot(6, "21:30", (5, 6)))


def game(gid: str, time: str, home: str, away: str, rooms: tuple[int, int] = (1, 2), **fields) -> Game:
    return Game(gid, "regular", fields.pop("day", SUNDAY), time, home, away, rooms=rooms, **fields)


def test_a_team_at_1900_and_2015_the_same_night_is_warned_naming_both_games_and_the_team():
    moved = game("R07", "20:15", "GLD", "RED", (3, 4))
    warning = same_night(moved, (game("R05", "19:00", "BLK", "GLD"), moved), RULES)
    assert warning is not None and warning.team == "GLD"
    assert warning.sentence(NAMES) == (
        "Gold would play twice on Sun 2002-10-06: R07 Gold v Red at 20:15 and R05 Black v Gold at 19:00"
    )


def test_two_games_of_other_teams_the_same_night_and_a_cancelled_game_are_no_warning():
    moved = game("R07", "20:15", "GLD", "RED", (3, 4))
    assert same_night(moved, (game("R05", "19:00", "BLK", "WHT"),), RULES) is None
    assert same_night(moved, (game("R05", "19:00", "BLK", "GLD", status="cancelled"),), RULES) is None
    assert same_night(moved, (game("R05", "19:00", "BLK", "GLD", day=date(2002, 10, 13)),), RULES) is None


def test_the_season_lists_each_team_twice_on_one_night_once_by_its_later_game():
    games = (
        game("R01", "19:00", "BLK", "GLD"),
        game("R02", "20:15", "GLD", "RED", (3, 4)),
        game("R03", "21:30", "GRN", "WHT", (5, 6)),
    )
    found = list(season_same_nights(games, RULES))
    assert [(i, w.game.id, w.other.id, w.team) for i, w in found] == [(1, "R02", "R01", "GLD")]


def test_a_tournament_day_of_several_games_a_team_is_no_warning_and_a_third_game_is_said_as_such():
    """A tournament's rulebook expects a team to play several games a day: its schedule asks nothing; a rulebook
    that expected two a day would warn at the third, and say so."""
    pools = COORS.schedule
    moved = game("G07", "20:15", "GLD", "RED", (3, 4))
    earlier = (game("G05", "08:00", "BLK", "GLD"), game("G06", "13:00", "GLD", "WHT"))
    assert same_night(moved, earlier, pools) is None
    assert list(season_same_nights((*earlier, moved), pools)) == []
    two_a_day = replace(RULES, team_games_a_day=2)
    third = same_night(moved, earlier, two_a_day)
    assert third is not None and third.sentence(NAMES).startswith("Gold would play 3 games on Sun 2002-10-06")
    assert [i for i, _ in season_same_nights((*earlier, moved), two_a_day)] == [2]


def test_a_game_with_no_sheet_may_be_deleted_but_not_one_with_a_sheet_or_a_result():
    blank = game("R31", "19:00", "BLK", "GLD")
    assert delete_problem(blank) is None
    assert "has a sheet" in delete_problem(replace(blank, dressed=(("BLK", ("P001",)),)))
    assert "has a sheet" in delete_problem(replace(blank, goals=(Goal("BLK", "P001", (), 1, 60),)))
    assert "is final" in delete_problem(replace(blank, status="final", score=Score(2, 1)))
    assert "is cancelled" in delete_problem(replace(blank, status="cancelled"))


def test_the_weekly_slots_are_the_ones_the_regular_season_keeps_a_moved_game_not_counted():
    weekly = (
        game(f"R{w}{i}", time, "BLK", "GLD", rooms, day=date.fromordinal(SUNDAY.toordinal() + 7 * w))
        for w in range(4)
        for i, (time, rooms) in enumerate((("19:00", (1, 2)), ("20:15", (3, 4)), ("21:30", (5, 6))))
    )
    games = (*weekly, game("X1", "20:15", "RED", "BLU", (3, 4), day=date(2002, 10, 9)))  # a Wednesday make-up
    assert weekly_slots(games) == SLOTS
    assert slots_text(SLOTS) == "Sun 19:00 1/2, Sun 20:15 3/4, Sun 21:30 5/6"
    assert weekly_slots(()) == ()


def test_a_best_of_5_takes_the_next_five_game_nights_not_five_days():
    nights = series_nights(date(2002, 12, 22), "20:15", (3, 4), 5, SLOTS, (), RULES)
    assert [n[0] for n in nights] == [date(2002, 12, d) for d in (22, 29)] + [date(2003, 1, d) for d in (5, 12, 19)]
    assert {(n[1], n[2]) for n in nights} == {("20:15", (3, 4))}


def test_a_night_whose_slot_another_game_holds_gives_the_series_another_slot_of_that_night():
    taken = (game("SF2-2", "20:15", "BLU", "BLK", (3, 4), day=date(2002, 12, 29)),)
    nights = series_nights(date(2002, 12, 22), "20:15", (3, 4), 2, SLOTS, taken, RULES)
    assert nights == ((date(2002, 12, 22), "20:15", (3, 4)), (date(2002, 12, 29), "19:00", (1, 2)))


def test_a_first_date_off_the_game_nights_is_kept_and_the_next_games_go_to_the_game_nights():
    nights = series_nights(date(2002, 12, 18), "20:15", (3, 4), 3, SLOTS, (), RULES)
    assert [n[0] for n in nights] == [date(2002, 12, 18), date(2002, 12, 22), date(2002, 12, 29)]


def test_without_weekly_slots_a_series_goes_weekly_from_its_first_date():
    nights = series_nights(date(2002, 12, 18), "20:15", (3, 4), 3, (), (), RULES)
    assert [n[0] for n in nights] == [date(2002, 12, 18), date(2002, 12, 25), date(2003, 1, 1)]
