"""What a final game counts as in the standings: the posted score, how it was decided, the winner, the points.

The played score is the sheet's bare score or, where it has none, its goal events counted; the
posted score is that score with the rulebook's cap on the difference, or its forfeit score
(docs/readings/shared.md#points-and-tiebreakers). Sheets and player stats keep the played goals; standings and every
goal criterion use the posted.

A forfeit comes from the sheet's replay (a late start past the grace period, a team's 10th
counted penalty) or, failing that, from a committee ruling written on the sheet.
"""

from __future__ import annotations

from dataclasses import replace
from typing import TYPE_CHECKING

from league.results.outcome_values import (
    FORFEIT,
    NEEDS_FACTS,
    OVERTIME,
    REGULATION,
    SHOOTOUT,
    Outcome,
    TiebreakFacts,
    uses_facts,
)
from league.rules.formats import game_kind
from league.rules.rulebook import Rulebook
from league.sheet.period_scores import period_score
from league.sheet.replay import goalies_count, replay_sheet

if TYPE_CHECKING:
    from league.season.values import Game, Score
    from league.sheet.replay import SheetReplay

# The values of an outcome live in `league.results.outcome_values` (the standings read them without the sheet's
# replay); named here too, where most of the rules import them from with the functions that make them.
__all__ = [
    "FORFEIT",
    "NEEDS_FACTS",
    "OVERTIME",
    "REGULATION",
    "SHOOTOUT",
    "Outcome",
    "TiebreakFacts",
    "derived_forfeit",
    "final_result",
    "forfeit_outcome",
    "game_facts",
    "game_outcome",
    "posted_score",
    "scored_in_overtime",
    "uses_facts",
]


def derived_forfeit(game: Game, rulebook: Rulebook) -> tuple[str, str] | None:
    """(team, cause) of a forfeit the rules themselves cause (not a ruling), or None."""
    forfeit = replay_sheet(game, rulebook).forfeit
    return forfeit if forfeit is not None and forfeit[1] != "ruling" else None


def game_outcome(
    game: Game, rulebook: Rulebook, replay: SheetReplay | None = None, shootout_winner: str | None = None
) -> Outcome | None:
    """The result a final game counts as, or None when it is not final or has no result yet.

    Pass the sheet's `replay` when it is already at hand, to replay a sheet only once, and the team
    that won its shootout where one decided it (docs/readings/shared.md#shootouts: the posted score stays level).
    """
    if game.status != "final":
        return None
    return _outcome(game, rulebook, replay, shootout_winner)


def _outcome(game: Game, rulebook: Rulebook, replay: SheetReplay | None, shootout_winner: str | None) -> Outcome | None:
    # The penalty minutes are counted from a whole replay without goalies: the one made here, or one given where the
    # goalies change nothing; else (a check's replay, without each penalty's minutes) from one made afresh.
    plain: SheetReplay | None
    if replay is None:
        replay = plain = replay_sheet(game, rulebook)
    else:
        plain = replay if replay.whole and not goalies_count(game, rulebook) else None
    forfeit = replay.forfeit
    if forfeit is not None:
        return forfeit_outcome(game, rulebook, *forfeit, replay=plain)
    score = game.played_score  # the bare score, or else the goal events counted (docs/season-file.md)
    if score is None:
        return None
    home_goals, away_goals = posted_score(score.home, score.away, rulebook)
    if home_goals != away_goals:
        winner: str | None = game.home if home_goals > away_goals else game.away
        decided_by = OVERTIME if game.overtime else REGULATION
    else:
        shootout_winner = shootout_winner or replay.shootout_winner
        winner, decided_by = shootout_winner, SHOOTOUT if shootout_winner else REGULATION
    points = rulebook.points
    home_won, away_won = winner == game.home, winner == game.away
    home_points = points.result_points(decided_by, home_won, away_won)
    away_points = points.result_points(decided_by, away_won, home_won)
    facts = game_facts(game, rulebook, plain) if uses_facts(rulebook) else None
    if facts is not None:
        home_points += facts.home_period_points
        away_points += facts.away_period_points
    return Outcome(
        game.id, game.stage, game.home, game.away, home_goals, away_goals, home_points, away_points, winner, decided_by,
        facts=facts,
    )  # fmt: skip


def posted_score(home: int, away: int, rulebook: Rulebook) -> tuple[int, int]:
    """The played score with the winner's goals lowered to the loser's plus the rulebook's cap
    (docs/readings/shared.md#points-and-tiebreakers)."""
    cap = rulebook.points.posted_difference_cap
    if cap is None or abs(home - away) <= cap:
        return home, away
    return (away + cap, away) if home > away else (home, home + cap)


def forfeit_outcome(
    game: Game, rulebook: Rulebook, loser: str, cause: str, replay: SheetReplay | None = None
) -> Outcome:
    """A forfeit: a regulation win for the opponent at the forfeit score (each period too where per period);
    `replay`, the sheet's whole replay without goalies where it is at hand, spares replaying it again."""
    points = rulebook.points
    win, lose = points.forfeit_winner_goals, points.forfeit_loser_goals
    home_goals, away_goals = (lose, win) if loser == game.home else (win, lose)
    winner = game.away if loser == game.home else game.home
    period_won = period_lost = 0
    if points.period_points is not None and points.forfeit_period_goals is not None:
        period_won, period_lost = points.period_points[0] * rulebook.game.periods, 0
    won, lost = points.win + period_won, points.loss + period_lost
    home_pim, away_pim = _pim(game, rulebook, replay)
    home_period, away_period = (period_lost, period_won) if loser == game.home else (period_won, period_lost)
    facts = TiebreakFacts(home_period, away_period, home_pim, away_pim) if uses_facts(rulebook) else None
    home_points, away_points = (lost, won) if loser == game.home else (won, lost)
    return Outcome(
        game.id, game.stage, game.home, game.away, home_goals, away_goals, home_points, away_points, winner, FORFEIT,
        loser, cause, facts,
    )  # fmt: skip


def game_facts(game: Game, rulebook: Rulebook, replay: SheetReplay | None = None) -> TiebreakFacts:
    """Period points (from each regulation period's score: its `period_scores` or goal events), penalty
    minutes and first goals; `replay`, the sheet's whole replay without goalies where it is at hand."""
    home_pim, away_pim = _pim(game, rulebook, replay)
    home_period = away_period = 0
    period_points = rulebook.points.period_points
    if period_points is not None:
        won, level, lost = period_points
        for period in range(1, rulebook.game.periods + 1):
            home, away = period_score(game, period)
            home_period += won if home > away else lost if home < away else level
            away_period += won if away > home else lost if away < home else level
    fmt = rulebook.format_for(game_kind(game))
    first: dict[str, int] = {}
    for goal in game.goals:
        elapsed = fmt.elapsed(goal.period, goal.second)
        if goal.team not in first or elapsed < first[goal.team]:
            first[goal.team] = elapsed
    return TiebreakFacts(
        home_period, away_period, home_pim, away_pim, first.get(game.home), first.get(game.away)
    )  # fmt: skip


def _pim(game: Game, rulebook: Rulebook, replay: SheetReplay | None = None) -> tuple[int, int]:
    """Each team's penalty minutes on the sheet (docs/readings/shared.md#ejections-and-suspensions): bench penalties,
    penalties after an ejection and the ones the rules add (Cole's game misconduct for a major) included, each by the
    clock when it was called where the rulebook's minutes depend on it (Cole: from the goals before its moment). The
    replay has them all (`SheetReplay.minutes`)."""
    replay = replay or replay_sheet(game, rulebook)
    return replay.penalty_minutes(game.home, whole_team=True), replay.penalty_minutes(game.away, whole_team=True)


def scored_in_overtime(game: Game, rulebook: Rulebook) -> bool:
    """True when a goal on the sheet came in a period after the regulation periods of a game whose format
    has overtime (Gray rule 23, docs/readings/shared.md#game-formats). Where it has none, such a goal is no overtime:
    the sheet refuses the goal."""
    fmt = rulebook.format_for(game_kind(game))
    return fmt.overtime is not None and any(goal.period > len(fmt.periods) for goal in game.goals)


def final_result(game: Game, rulebook: Rulebook, score: Score | None, overtime: bool = False) -> Game:
    """`game` made final with `score` (None: its goal events are the result). It is an overtime result when
    the scorer says so (`overtime`) or, by itself, when a goal came in an overtime period: the sheet's own
    clock decides, so a `final` typed without `ot` after an OT1 goal is no regulation win."""
    return replace(game, status="final", score=score, overtime=overtime or scored_in_overtime(game, rulebook))
