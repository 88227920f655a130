"""What a final game counts as: the score, or a 1-0 forfeit from a ruling, a late start or penalties."""

from __future__ import annotations

from datetime import date

import pytest

from league.results.outcome import derived_forfeit, game_outcome
from league.rulebooks import GRAY
from league.season.values import Forfeit, Game, LateStart, Penalty, Score
from league.standings.records import regular_outcomes, table_by_points, team_records


def game(**fields) -> Game:
    base = dict(id="R1", stage="regular", date=date(2002, 10, 6), time="19:00", home="RED", away="BLU", status="final")
    return Game(**{**base, **fields})


def test_played_score_counts():
    outcome = game_outcome(game(score=Score(3, 2)), GRAY)
    assert (outcome.home_goals, outcome.away_goals, outcome.winner, outcome.forfeited_by) == (3, 2, "RED", None)


def test_ruling_forfeit_replaces_the_played_score_with_1_0():
    outcome = game_outcome(game(score=Score(3, 1), forfeit=Forfeit("BLU", "ineligible player")), GRAY)
    assert (outcome.home_goals, outcome.away_goals, outcome.forfeit_cause) == (1, 0, "ruling")
    outcome = game_outcome(game(score=Score(3, 1), forfeit=Forfeit("RED", "ineligible player")), GRAY)
    assert (outcome.home_goals, outcome.away_goals, outcome.winner) == (0, 1, "BLU")


@pytest.mark.parametrize(
    ("minutes", "goalie_only", "forfeits"), [(15, False, False), (16, False, True), (40, True, False)]
)
def test_late_start_forfeits_only_past_the_grace_period(minutes, goalie_only, forfeits):
    g = game(score=Score(2, 2), late_starts=(LateStart("BLU", minutes, goalie_only),))
    assert (derived_forfeit(g, GRAY) == ("BLU", "late start")) is forfeits


def test_tenth_penalty_forfeit_counts_1_0_whatever_the_score():
    sheet = tuple(Penalty("RED", f"P{i}", "minor", "hooking", 1, 60 * i) for i in range(10))
    outcome = game_outcome(game(score=Score(5, 2), penalties=sheet), GRAY)
    assert (outcome.home_goals, outcome.away_goals, outcome.forfeited_by, outcome.forfeit_cause) == (
        0,
        1,
        "RED",
        "penalties",
    )


def test_example_forfeits(example_season):
    by_id = {g.id: derived_forfeit(g, GRAY) for g in example_season.games}
    assert by_id["R10"] == ("GRN", "late start")
    assert by_id["R11"] == ("WHT", "late start")
    assert by_id["R01"] == ("GLD", "penalties")
    assert by_id["R26"] == ("RED", "penalties")
    assert by_id["R22"] is None and by_id["R05"] is None


def test_example_table_by_points_keeps_level_teams_level(example_season):
    records = team_records(tuple(t.code for t in example_season.teams), regular_outcomes(example_season, GRAY), GRAY)
    rows = [(place, r.team, r.pts, level) for place, r, level in table_by_points(records)]
    assert rows == [
        (1, "BLU", 14, True),
        (1, "RED", 14, True),
        (3, "BLK", 11, False),
        (4, "GLD", 8, True),
        (4, "WHT", 8, True),
        (6, "GRN", 5, False),
    ]
    blu = records["BLU"]
    assert (blu.gp, blu.w, blu.l, blu.t, blu.gf, blu.ga) == (10, 6, 2, 2, 26, 19)


def test_as_of_counts_games_on_that_date(example_season):
    through = regular_outcomes(example_season, GRAY, as_of=date(2002, 10, 6))
    assert {o.game for o in through} == {"R01", "R02", "R03"}
