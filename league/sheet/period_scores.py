"""Each regulation period's score of a sheet, and what a final sheet's period scores must agree with.

A rulebook with period points (the Coors Cup's points for each period) needs the score of every period of a
final pool game: from its goal events, or from the `period_scores` a bare sheet gives (a 0-0 game needs
neither: each of its periods was 0-0). Where a final sheet gives period scores, they cover its regulation
periods and agree with its goal events period by period and with its score: the periods add up to it,
with the overtime goal on top for a game won in overtime. A forfeit needs none: the rulebook scores it.
A sheet still under way gives the periods played so far, checked once it is final.
"""

from __future__ import annotations

from league.rules.formats import POOL, GameFormat, game_kind
from league.rules.rulebook import Rulebook
from league.season.values import Game, Score
from league.sheet.replay_values import SheetProblem

FIELD = "period_scores"


def period_score(game: Game, period: int) -> tuple[int, int]:
    """(home, away) goals of a regulation period: a bare sheet's `period_scores`, else its goal events."""
    if len(game.period_scores) >= period:
        return game.period_scores[period - 1]
    return _goals_in(game, period)


def score_of_periods(game: Game) -> Score:
    """The score a bare sheet's period scores give: their sum, with the goal that decided it on top where
    its score says it was won in overtime (that winner kept)."""
    home = sum(h for h, _ in game.period_scores)
    away = sum(a for _, a in game.period_scores)
    won = game.score if game.overtime and game.score is not None else None
    if won is None or won.home == won.away:
        return Score(home, away)
    return Score(home + (won.home > won.away), away + (won.away > won.home))


def needs_period_scores(game: Game, rulebook: Rulebook) -> bool:
    """Whether the game's result counts each period's score: a pool game under period points."""
    return rulebook.points.period_points is not None and game_kind(game) == POOL


def period_score_problems(game: Game, rulebook: Rulebook, fmt: GameFormat, forfeited: bool) -> list[SheetProblem]:
    """What a final sheet's period scores lack or contradict, as sheet problems at `period_scores`."""
    score = game.played_score
    if game.status != "final" or forfeited or score is None:
        return []  # a final game without a result is refused as such (`league.checks.season`)
    rule = rulebook.cite("points" if rulebook.points.period_points is not None else "periods")
    regulation = len(fmt.periods)
    given = game.period_scores
    if not given:
        if needs_period_scores(game, rulebook) and not game.goals and (score.home or score.away):
            message = (
                f"a final pool game needs each of its {regulation} periods' scores for its period points: "
                "give its period scores or its goal events"
            )
            return [SheetProblem(FIELD, rule, message)]
        return []
    if len(given) != regulation:
        message = (
            f"{len(given)} period score{'s' * (len(given) != 1)} given: a {game_kind(game)} game has "
            f"{regulation} regulation periods, give each one's score"
        )
        return [SheetProblem(FIELD, rule, message)]
    problems = []
    for i, pair in enumerate(given if game.goals else ()):
        counted = _goals_in(game, i + 1)
        if pair != counted:
            said = f"period {i + 1} is {pair[0]}-{pair[1]} here, but its goal events make it {counted[0]}-{counted[1]}"
            problems.append(SheetProblem(f"{FIELD}[{i}]", rule, said))
    return problems + _sum_problems(game, score, rule, regulation)


def _sum_problems(game: Game, score: Score, rule: str, regulation: int) -> list[SheetProblem]:
    """The periods added up, with the overtime goals on top, against the score."""
    home = sum(h for h, _ in game.period_scores)
    away = sum(a for _, a in game.period_scores)
    extra_home, extra_away = _overtime_goals(game, score, regulation)
    if (home + extra_home, away + extra_away) == (score.home, score.away):
        return []
    extra = extra_home + extra_away
    on_top = "" if not extra else " and an overtime goal" if extra == 1 else f" and {extra} overtime goals"
    message = f"the period scores add up to {home}-{away}{on_top}, not the score {score.home}-{score.away}"
    return [SheetProblem(FIELD, rule, message)]


def _overtime_goals(game: Game, score: Score, regulation: int) -> tuple[int, int]:
    """(home, away) goals after regulation: the goal events' in overtime periods, or, on a bare sheet
    decided in overtime, the one goal that decided it."""
    if game.goals:
        late = [g for g in game.goals if g.period > regulation]
        home = sum(1 for g in late if g.team == game.home)
        return home, len(late) - home
    if not game.overtime or score.home == score.away:
        return 0, 0
    return (1, 0) if score.home > score.away else (0, 1)


def _goals_in(game: Game, period: int) -> tuple[int, int]:
    home = sum(1 for g in game.goals if g.period == period and g.team == game.home)
    return home, sum(1 for g in game.goals if g.period == period and g.team == game.away)
