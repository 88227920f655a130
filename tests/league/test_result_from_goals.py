"""docs/season-file.md: a final game's result is its `score`, or, where it has none, its goal events counted.

A sheet of timed goals needs no bare score; when both are there they must agree
(docs/readings/shared.md#results-and-sheets).
"""

from __future__ import annotations

from datetime import date

from league.checks.season import check_season
from league.results.outcome import final_result, game_outcome, scored_in_overtime
from league.rulebooks import GRAY
from league.season.values import Forfeit, Game, Goal, Score, Season, SeasonDates, Team
from league.standings.records import regular_outcomes, team_records
from league.stats.totals import season_stats
from tests.league.two_teams import BENCH_TEAMS, roster

DAY = date(2002, 10, 6)


PLAYERS = tuple(roster("RED") + roster("BLU"))
DRESSED = tuple((t, tuple(p.id for p in PLAYERS if p.team == t)) for t in ("RED", "BLU"))
# Red 2, Blue 1, in timed goal events.
GOALS = (Goal("RED", "RED1", ("RED2",), 1, 300), Goal("BLU", "BLU1", (), 2, 120), Goal("RED", "RED3", (), 3, 600))


def game(stage: str = "regular", **fields) -> Game:
    base = dict(
        id="G1",
        stage=stage,
        date=DAY,
        time="19:00",
        home="RED",
        away="BLU",
        rooms=(1, 2),
        status="final",
        dressed=DRESSED,
        goals=GOALS,
    )
    if stage == "playoff":
        base.update(series="SF1", no=1)
    return Game(**{**base, **fields})


def season(*games: Game) -> Season:
    return Season(
        "L",
        "S",
        "gray",
        SeasonDates(date(2002, 12, 31), date(2002, 12, 31)),
        (Team("RED", "Red", "RED0"), Team("BLU", "Blue", "BLU0"), *BENCH_TEAMS),
        PLAYERS,
        games=games,
    )


def problems(*games: Game) -> list[str]:
    return [str(p) for p in check_season(season(*games), GRAY)]


def test_a_final_sheet_of_timed_goals_needs_no_bare_score():
    assert problems(game()) == []
    # With a bare score too, the two must agree: a score that disagrees is still refused.
    assert problems(game(score=Score(2, 1))) == []
    assert problems(game(score=Score(1, 1))) == ["games[0].goals: the goals give 2-1 but the score is 1-1 (rule 16)"]


def test_the_goal_events_counted_are_the_result_without_a_score():
    outcome = game_outcome(game(), GRAY)
    assert (outcome.home_goals, outcome.away_goals, outcome.winner, outcome.forfeited_by) == (2, 1, "RED", None)
    assert game().played_score == Score(2, 1)
    assert game_outcome(game(score=Score(4, 0), goals=()), GRAY)[4:6] == (4, 0)  # a bare score alone
    stats = season_stats(season(game()), GRAY)
    assert {g.player: g.ga for g in stats.goalies} == {"REDG": 1, "BLUG": 2}


def test_the_standings_count_a_game_whose_result_is_its_goal_events():
    red = team_records(("RED", "BLU"), regular_outcomes(season(game()), GRAY), GRAY)["RED"]
    assert (red.gp, red.w, red.pts, red.gf, red.ga) == (1, 1, 2, 2, 1)


def test_a_forfeit_with_goal_events_counts_at_the_forfeit_score():
    ruled = game(forfeit=Forfeit("RED", "ineligible player"))
    assert problems(ruled) == []
    outcome = game_outcome(ruled, GRAY)
    assert (outcome.home_goals, outcome.away_goals, outcome.forfeited_by) == (0, 1, "RED")
    assert ruled.played_score == Score(2, 1)  # the goals stay on the sheet (stats), the forfeit decides


def test_a_final_game_with_neither_score_nor_goals_nor_forfeit_is_refused():
    assert problems(game(goals=())) == [
        "games[0].score: a final game needs a score, its goal events or a forfeit (rule 16)"
    ]
    assert game_outcome(game(goals=()), GRAY) is None


def test_a_playoff_game_tied_on_its_goal_events_is_refused():
    tied = game("playoff", goals=GOALS[:2])  # (this tiny season has no seeds: only rule 23 matters here)
    assert "games[0].score: a playoff game cannot end tied: record the overtime winner (rule 23)" in problems(tied)


def test_a_goal_in_an_overtime_period_makes_the_final_an_overtime_result_by_itself():
    # Tied 1-1 after regulation, Red scores at OT1 (period 4 in Gray's three-period games); the scorer types
    # plain `final`, without `ot`: the sheet's own clock says overtime.
    sudden_death = (*GOALS[:2], Goal("RED", "RED3", (), 4, 90))
    played = final_result(game("playoff", status="scheduled", goals=sudden_death), GRAY, None)
    assert (played.status, played.overtime, played.played_score) == ("final", True, Score(2, 1))
    assert game_outcome(played, GRAY).winner == "RED"
    assert not [p for p in problems(played) if "overtime" in p or "rule 23" in p]
    # A bare score typed for the same sheet is an overtime result too; a sheet won in regulation is not.
    assert final_result(game("playoff", goals=sudden_death), GRAY, Score(2, 1)).overtime
    assert not final_result(game("playoff"), GRAY, None).overtime
    assert not scored_in_overtime(game(), GRAY)
