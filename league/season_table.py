"""A season's G19 standings of every regular-season result entered, the teams' names in the explanations.

The dashboard's table, its alerts, its race and the playoffs all show it. It is one pass over the counted
outcomes: a caller that holds each game's outcome already (a season cache, `store.season_cache`) passes
them, and no sheet is replayed.
"""

from __future__ import annotations

from collections.abc import Mapping

from league.outcome import Outcome
from league.records import regular_outcomes
from league.rulebook import Rulebook
from league.standings import Standings, standings
from league.values import Season


def season_table(season: Season, rulebook: Rulebook, outcomes: Mapping[str, Outcome | None] | None = None) -> Standings:
    """The G19 standings of every regular-season result entered; `outcomes` (game id -> `game_outcome`)
    where they are at hand."""
    names = {t.code: t.name for t in season.teams}
    counted = regular_outcomes(season, rulebook, outcomes=outcomes)
    return standings(tuple(names), counted, rulebook, season.coin_tosses, names)
