"""3-on-3's possession and penalty shots (3-on-3 PEN 4): what each penalty gives the other team.

A team's first penalty in a period gives the puck to the other team; each later one in that period
awards it a penalty shot. A goal marked `penalty_shot` uses the earliest unused shot awarded to its
team in its period at or before its moment; with none left it is refused. A goalie's penalty is on
the sheet for the team he was defending (its `team`) and counts for it.
"""

from __future__ import annotations

from dataclasses import replace

from league.season.values import Game, Penalty
from league.sheet.replay_values import Moment, PenaltyAward

PUCK, PENALTY_SHOT = "puck", "penalty shot"


def penalty_awards(game: Game, penalties: list[tuple[Moment, int, Penalty]], shot_from: int) -> list[PenaltyAward]:
    """What each penalty (in the replay's order) gives the other team: the puck, or from the team's
    `shot_from`-th penalty of a period on, a penalty shot."""
    awards = []
    counts: dict[tuple[str, int], int] = {}
    for at, index, pen in penalties:
        other = game.away if pen.team == game.home else game.home
        n = counts[(pen.team, at.period)] = counts.get((pen.team, at.period), 0) + 1
        awards.append(PenaltyAward(index, other, at, PENALTY_SHOT if n >= shot_from else PUCK))
    return awards


def use_penalty_shot(awards: list[PenaltyAward], at: Moment, index: int, team: str) -> bool:
    """Mark the earliest unused shot awarded to `team` in the goal's period at or before its moment as
    used by goal `index`; False when none is left."""
    for i, award in enumerate(awards):
        fits = award.team == team and award.at.period == at.period and award.at.second <= at.second
        if fits and award.award == PENALTY_SHOT and award.used_by is None:
            awards[i] = replace(award, used_by=index)
            return True
    return False
