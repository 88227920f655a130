"""What a final game counts as in the standings: the played score, or a forfeit at the rulebook's score.

A forfeit comes from one of three places: a committee ruling written on the sheet, a late start
past the grace period (G6), or a team's 10th counted penalty (G4). The full replay of a sheet
(misconducts, suspensions, the clock) builds on `counted_penalty_order` here.
"""

from __future__ import annotations

from dataclasses import dataclass

from league.rulebook import Rulebook
from league.values import Game, Penalty


@dataclass(frozen=True, slots=True)
class Outcome:
    """A final game's result as the standings use it (goals after any forfeit score)."""

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


def penalty_order(game: Game) -> list[tuple[int, Penalty]]:
    """The sheet's penalties with their sheet index, by period and elapsed time, then sheet order (G4)."""
    indexed = list(enumerate(game.penalties))
    indexed.sort(key=lambda item: (item[1].period, item[1].second, item[0]))
    return indexed


def counts_for_team(penalty: Penalty, rulebook: Rulebook) -> int:
    """How many penalties of a team's count this penalty is, before the coincidental exception."""
    rules = rulebook.penalties
    if penalty.bench and not rules.bench_penalties_count:
        return 0
    if penalty.equipment and not rules.equipment_penalties_count:
        return 0
    return rules.weight(penalty.kind)


def penalty_forfeit(game: Game, rulebook: Rulebook) -> tuple[str, int] | None:
    """(team, sheet index) of the penalty that was a team's forfeiting count, or None (G4)."""
    rules = rulebook.penalties
    totals = {team: 0 for team in game.teams}
    for index, penalty in penalty_order(game):
        weight = counts_for_team(penalty, rulebook)
        if not weight or penalty.team not in totals:
            continue
        total = totals[penalty.team]
        if penalty.kind == "minor" and penalty.coincidental and total + 1 >= rules.coincidental_minor_exempt_from:
            continue
        totals[penalty.team] = total + weight
        if totals[penalty.team] >= rules.team_forfeit_at:
            return penalty.team, index
    return None


def late_start_forfeit(game: Game, rulebook: Rulebook) -> str | None:
    """The team whose late start passed the grace period (a late goalie never forfeits), or None."""
    for late in game.late_starts:
        if not late.goalie_only and late.minutes > rulebook.game.grace_minutes:
            return late.team
    return None


def derived_forfeit(game: Game, rulebook: Rulebook) -> tuple[str, str] | None:
    """(team, cause) of a forfeit the rules themselves cause, or None."""
    late = late_start_forfeit(game, rulebook)
    if late is not None:
        return late, "late start"
    by_penalties = penalty_forfeit(game, rulebook)
    if by_penalties is not None:
        return by_penalties[0], "penalties"
    return None


def game_outcome(game: Game, rulebook: Rulebook) -> Outcome | None:
    """The result a final game counts as, or None when it is not final or has no result yet."""
    if game.status != "final":
        return None
    forfeit = derived_forfeit(game, rulebook)
    if forfeit is None and game.forfeit is not None:
        forfeit = (game.forfeit.team, "ruling")
    if forfeit is not None:
        loser, cause = forfeit
        win, lose = rulebook.points.forfeit_winner_goals, rulebook.points.forfeit_loser_goals
        home_goals, away_goals = (lose, win) if loser == game.home else (win, lose)
        return Outcome(game.id, game.stage, game.home, game.away, home_goals, away_goals, loser, cause)
    if game.score is None:
        return None
    return Outcome(game.id, game.stage, game.home, game.away, game.score.home, game.score.away)
