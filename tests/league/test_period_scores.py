"""A final sheet's period scores (Coors' period points: each period's score from the goal events or the
`period_scores`, agreeing with each other and with the score): a Coors pool game without them, or with
ones that disagree, is refused by the sheet's replay, so by import and by the app's save alike."""

from __future__ import annotations

from datetime import date

from league.results.outcome import game_outcome
from league.rulebooks import COORS, PRIME
from league.season.values import Forfeit, Game, Goal, Score
from league.sheet.replay import replay_sheet

RULE = COORS.cite("points")  # the scoring system: points per period and for the game


def coors(gid: str = "P1", stage: str = "regular", **fields: object) -> Game:
    """A final game RED (home) v BLU."""
    base: dict[str, object] = dict(status="final")
    return Game(gid, stage, date(2026, 5, 1), "19:00", "RED", "BLU", **{**base, **fields})  # type: ignore[arg-type]


def problems(game: Game, rulebook: object = COORS) -> list[tuple[str, str, str]]:
    return [(p.where, p.rule, p.message) for p in replay_sheet(game, rulebook).problems]  # type: ignore[arg-type]


def test_a_coors_pool_game_with_a_bare_score_and_no_period_scores_is_refused():
    assert problems(coors(score=Score(3, 1))) == [
        (
            "period_scores",
            RULE,
            "a final pool game needs each of its 3 periods' scores for its period points: "
            "give its period scores or its goal events",
        )
    ]


def test_period_scores_that_add_up_to_another_score_are_refused():
    wrong = coors(score=Score(3, 1), period_scores=((1, 0), (1, 1), (0, 0)))
    assert problems(wrong) == [("period_scores", RULE, "the period scores add up to 2-1, not the score 3-1")]


def test_period_scores_that_disagree_with_the_goal_events_are_refused_period_by_period():
    goals = (Goal("RED", "R1", period=1, second=60), Goal("BLU", "B1", period=2, second=60))
    wrong = coors(goals=goals, period_scores=((1, 0), (0, 0), (0, 1)))
    assert problems(wrong) == [
        ("period_scores[1]", RULE, "period 2 is 0-0 here, but its goal events make it 0-1"),
        ("period_scores[2]", RULE, "period 3 is 0-1 here, but its goal events make it 0-0"),
    ]


def test_a_final_game_gives_every_periods_score_or_none():
    partial = coors(score=Score(1, 0), period_scores=((1, 0),))
    assert problems(partial) == [
        ("period_scores", RULE, "1 period score given: a pool game has 3 regulation periods, give each one's score")
    ]


def test_what_gives_each_periods_score_is_accepted():
    """Timed goals (their periods), matching period scores, a 0-0 game (every period 0-0), a forfeit ruling
    (1-0 a period), a game still under way with the periods played so far."""
    timed = coors(goals=(Goal("RED", "R1", period=2, second=60),))
    matching = coors(score=Score(3, 1), period_scores=((2, 0), (1, 1), (0, 0)))
    nil = coors(score=Score(0, 0))
    ruled = coors(forfeit=Forfeit("BLU", "ineligible player"))
    under_way = coors(status="scheduled", period_scores=((1, 0),))
    for game in (timed, matching, nil, ruled, under_way):
        assert problems(game) == [], game
    outcome = game_outcome(matching, COORS)
    assert outcome is not None and outcome.facts is not None
    assert (outcome.home_points, outcome.facts.home_period_points, outcome.facts.away_period_points) == (6, 4, 2)


def test_a_knockout_won_in_overtime_has_level_periods_and_the_overtime_goal_on_top():
    won = coors("K1", "playoff", score=Score(3, 2), overtime=True, period_scores=((1, 1), (1, 0), (0, 1)))
    assert problems(won) == []
    wrong = coors("K1", "playoff", score=Score(3, 2), overtime=True, period_scores=((2, 1), (1, 0), (0, 1)))
    assert problems(wrong) == [
        ("period_scores", RULE, "the period scores add up to 3-2 and an overtime goal, not the score 3-2")
    ]
    # A knockout game needs no period scores: only pool games earn period points.
    assert problems(coors("K1", "playoff", score=Score(2, 1))) == []


def test_any_rulebooks_period_scores_agree_with_the_score_where_given():
    wrong = coors(score=Score(2, 1), period_scores=((1, 0), (0, 0), (0, 0)))
    assert problems(wrong, PRIME) == [
        ("period_scores", PRIME.cite("periods"), "the period scores add up to 1-0, not the score 2-1")
    ]
    assert problems(coors(score=Score(2, 1)), PRIME) == []  # Prime's points need no period scores
