"""Digits other than 0-9 typed or imported where the league reads a time or a season's year: Python's `\\d`
and `int()` read an Arabic-Indic or a full-width three as 3, and a time typed in Arabic-Indic digits was kept as
"03:" and two Arabic-Indic zeros, which nothing else reads."""

from __future__ import annotations

import pytest

from league.rosters.rollover import next_season_name
from league.schedule.typed_slots import clock_time

ARABIC_INDIC = str.maketrans("0123456789", "٠١٢٣٤٥٦٧٨٩")
FULL_WIDTH = str.maketrans("0123456789", "０１２３４５６７８９")


@pytest.mark.parametrize(
    "typed", ["٣:٠٠", "19:30".translate(ARABIC_INDIC), "19:30".translate(FULL_WIDTH), "19:3٠", "۳:00"]
)
def test_a_time_of_day_in_other_digits_is_no_time(typed):
    with pytest.raises(ValueError):
        clock_time(typed)


def test_a_time_of_day_in_ascii_digits_is_read_and_padded():
    assert clock_time("3:00") == "03:00"


@pytest.mark.parametrize("name", ["2002-03".translate(ARABIC_INDIC), "2002-03".translate(FULL_WIDTH), "２００２"])
def test_a_season_named_in_other_digits_is_not_counted_on_as_a_year(name):
    assert next_season_name(name) == f"{name} (next)"


def test_a_season_named_by_its_years_is_followed_by_the_next_years():
    assert (next_season_name("2002-03"), next_season_name("2002")) == ("2003-04", "2003")
