"""The race to the top three on points only: clinched, eliminated, or the points still needed."""

from __future__ import annotations

from datetime import date

import pytest

from league.rulebooks import GRAY
from league.season.values import Game
from league.standings.race import games_left, playoff_teams, race, regular_season_complete
from league.standings.records import TeamRecord


def records(**points: int) -> list[TeamRecord]:
    return [TeamRecord(team, pts=pts) for team, pts in points.items()]


def test_gray_seeds_all_six_teams_so_everyone_reaches_the_play_ins():
    assert playoff_teams(GRAY) == 6
    assert race(records(A=1, B=2, C=3, D=4, E=5, F=6), {}, GRAY).everyone_in_playoffs


@pytest.mark.parametrize(
    ("team", "status", "needed"),
    [
        ("A", "clinched", None),  # 21 pts: only B (18 + 4) can still reach 21
        ("B", "open", 3),  # 18 pts: 21 clears C and D at their best (20), not A and B
        ("C", "open", 5),
        ("E", "eliminated", None),  # best 4 + 4 = 8, three teams already above
    ],
)
def test_race_verdicts_on_points_only(team, status, needed):
    left = {"A": 0, "B": 2, "C": 2, "D": 2, "E": 2, "F": 0}
    result = race(records(A=21, B=18, C=16, D=16, E=4, F=2), left, GRAY)
    row = result.row(team)
    assert (row.status, row.needed) == (status, needed)
    assert row.max_points == row.points + 2 * left[team]


def test_a_tie_on_points_is_not_clinched():
    """Three rivals who can still draw level keep the team open: tiebreakers are not counted."""
    result = race(records(A=10, B=6, C=6, D=6), {"A": 0, "B": 2, "C": 2, "D": 2}, GRAY)
    assert result.row("A").status == "open"
    result = race(records(A=10, B=6, C=6, D=5), {"A": 0, "B": 2, "C": 2, "D": 2}, GRAY)
    assert result.row("A").status == "clinched"


def test_games_left_counts_scheduled_postponed_and_games_after_as_of():
    day = date(2002, 11, 1)
    played = (
        Game("R1", "regular", day, "19:00", "A", "B", status="final"),
        Game("R2", "regular", day.replace(day=2), "19:00", "A", "C", status="final"),
        Game("R3", "regular", day.replace(day=3), "19:00", "B", "C", status="postponed"),
        Game("R4", "regular", day.replace(day=4), "19:00", "A", "B", status="cancelled"),
        Game("P1", "playoff", day.replace(day=5), "19:00", "A", "B", status="scheduled"),
    )
    assert games_left(played, "ABC") == {"A": 0, "B": 1, "C": 1}
    assert games_left(played, "ABC", as_of=day) == {"A": 1, "B": 1, "C": 2}
    assert not regular_season_complete(played)
    assert regular_season_complete(played[:2] + played[3:])
