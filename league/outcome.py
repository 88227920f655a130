"""What a final game counts as in the standings: the played score, or a forfeit at the rulebook's score.

The played score is the sheet's bare score or, where it has none, its goal events counted.

A forfeit comes from the sheet's replay (a late start past the grace period, a team's 10th
counted penalty) or, failing that, from a committee ruling written on the sheet.
"""

from __future__ import annotations

from dataclasses import replace
from typing import NamedTuple

from league.rulebook import Rulebook
from league.sheet import SheetReplay, replay_sheet
from league.values import Game, Score


class Outcome(NamedTuple):
    """A final game's result as the standings use it (goals after any forfeit score).

    A named tuple rather than a frozen dataclass: the standings build ten thousand of these from
    the file, and a tuple is made several times faster (benchmarks/standings.py).
    """

    game: str
    stage: str
    home: str
    away: str
    home_goals: int
    away_goals: int
    forfeited_by: str | None = None
    forfeit_cause: str | None = None  # "ruling", "late start", "penalties"

    @property
    def winner(self) -> str | None:
        if self.home_goals == self.away_goals:
            return None
        return self.home if self.home_goals > self.away_goals else self.away

    def goals(self, team: str) -> tuple[int, int]:
        """(for, against) of `team` in this game."""
        if team == self.home:
            return self.home_goals, self.away_goals
        return self.away_goals, self.home_goals


def derived_forfeit(game: Game, rulebook: Rulebook) -> tuple[str, str] | None:
    """(team, cause) of a forfeit the rules themselves cause (not a ruling), or None."""
    forfeit = replay_sheet(game, rulebook).forfeit
    return forfeit if forfeit is not None and forfeit[1] != "ruling" else None


def game_outcome(game: Game, rulebook: Rulebook, replay: SheetReplay | None = None) -> Outcome | None:
    """The result a final game counts as, or None when it is not final or has no result yet.

    Pass the sheet's `replay` when it is already at hand, to replay a sheet only once.
    """
    if game.status != "final":
        return None
    forfeit = (replay or replay_sheet(game, rulebook)).forfeit
    if forfeit is not None:
        loser, cause = forfeit
        win, lose = rulebook.points.forfeit_winner_goals, rulebook.points.forfeit_loser_goals
        home_goals, away_goals = (lose, win) if loser == game.home else (win, lose)
        return Outcome(game.id, game.stage, game.home, game.away, home_goals, away_goals, loser, cause)
    score = game.played_score  # the bare score, or else the goal events counted (SPEC section 8)
    if score is None:
        return None
    return Outcome(game.id, game.stage, game.home, game.away, score.home, score.away)


def scored_in_overtime(game: Game, rulebook: Rulebook) -> bool:
    """True when a goal on the sheet came in a period after the rulebook's regulation periods (G23)."""
    return any(goal.period > rulebook.game.periods for goal in game.goals)


def final_result(game: Game, rulebook: Rulebook, score: Score | None, overtime: bool = False) -> Game:
    """`game` made final with `score` (None: its goal events are the result). It is an overtime result when
    the scorer says so (`overtime`) or, by itself, when a goal came in an overtime period: the sheet's own
    clock decides, so a `final` typed without `ot` after an OT1 goal is no regulation win."""
    return replace(game, status="final", score=score, overtime=overtime or scored_in_overtime(game, rulebook))
