"""Gray rule 1: at least 22 on the season's age cutoff, and not a class D player."""

from __future__ import annotations

from datetime import date

import pytest

from league.rosters.eligibility import age_on, eligibility_problem, is_eligible
from league.rulebooks import GRAY
from league.season.values import EligibilityOverride, Player

CUTOFF = date(2002, 12, 31)


def player(born: date, klass: str = "B", override: EligibilityOverride | None = None) -> Player:
    return Player("P1", "Ken Wood", born, "F", klass, 50, eligibility_override=override)


@pytest.mark.parametrize(
    ("born", "eligible"),
    [
        (date(1980, 12, 31), True),  # 22nd birthday on the cutoff date is enough
        (date(1981, 1, 1), False),  # 22 the day after the cutoff
        (date(1950, 6, 1), True),
    ],
)
def test_age_on_the_cutoff(born, eligible):
    assert (eligibility_problem(player(born), CUTOFF, GRAY) is None) is eligible


def test_underage_reason_names_age_and_limit():
    why = eligibility_problem(player(date(1981, 1, 1)), CUTOFF, GRAY)
    assert why == "Ken Wood is 21 on 2002-12-31; players must be at least 22 on the age cutoff"


def test_leap_day_birthday_turns_a_year_older_on_the_first_of_march():
    assert age_on(date(1980, 2, 29), date(2002, 2, 28)) == 21
    assert age_on(date(1980, 2, 29), date(2002, 3, 1)) == 22


@pytest.mark.parametrize(("klass", "eligible"), [("A", True), ("B", True), ("C", True), ("D", False)])
def test_class_d_may_not_play(klass, eligible):
    assert is_eligible(player(date(1960, 1, 1), klass), CUTOFF, GRAY) is eligible


def test_committee_override_admits_a_refused_player():
    override = EligibilityOverride("returning founder member", date(2002, 9, 20))
    assert is_eligible(player(date(1960, 1, 1), "D", override), CUTOFF, GRAY)
    assert is_eligible(player(date(1990, 1, 1), "B", override), CUTOFF, GRAY)
