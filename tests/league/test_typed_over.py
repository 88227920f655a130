"""A form's edit saved over what another window saved since: the fields typed win, the others stay."""

from __future__ import annotations

from dataclasses import replace
from datetime import date

from league.season.changes import dressed_now, stored_now, typed_over
from league.season.values import Game, Player, Season, SeasonDates

OPENED = Player("P001", "Dan Healy", date(1960, 1, 1), "F", "A", 84, phone="555-0100")


def test_the_fields_typed_go_over_the_version_saved_since_and_the_others_stay():
    typed = replace(OPENED, phone="555-0199")  # this window changed the phone
    now = replace(OPENED, rating=77)  # another window the rating
    assert typed_over(OPENED, typed, now) == replace(OPENED, phone="555-0199", rating=77)


def test_a_field_both_changed_is_the_typed_one_and_nothing_to_go_over_keeps_the_typed():
    typed = replace(OPENED, rating=90)
    assert typed_over(OPENED, typed, replace(OPENED, rating=77)).rating == 90
    assert typed_over(OPENED, typed, None) == typed  # gone: its save is refused again
    assert typed_over(None, typed, OPENED) == typed


def test_what_is_stored_now_is_said_by_field():
    now = replace(OPENED, rating=77, phone=None)
    assert stored_now(now, ("rating", "phone")) == "rating 77 and phone empty now"
    assert stored_now(now, ("born",)) == "birth date 1960-01-01 now"


def test_whom_another_window_dressed_or_took_off_is_said_by_player():
    game = Game("R1", "regular", date(2002, 10, 6), "19:00", "RED", "BLU", dressed=(("RED", ("RED1", "RED2")),))
    dressed = replace(game, dressed=(("RED", ("RED2", "RED3", "RED4")), ("BLU", ("BLU1",))))
    assert dressed_now(game, dressed) == "RED3, RED4 and BLU1 dressed and RED1 not dressed now"
    whole = replace(game, dressed=(("RED", ("RED1", "RED2")), ("BLU", ("BLU1", "BLU2", "BLU3", "BLU4"))))
    assert dressed_now(game, whole) == "4 players dressed now"
    assert dressed_now(game, game) == ""


def test_a_field_no_one_types_is_left_to_the_value_itself():
    # A season's index is made with the value (not an argument): typed over, it is neither copied nor refused.
    season = Season("Gray League", "Gray 2026", "gray", SeasonDates(date(1990, 1, 1), date(2026, 12, 1)))
    assert typed_over(season, season, season) == season
