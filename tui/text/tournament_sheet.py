"""What a tournament's scoresheet takes beyond Gray's (SPEC 10.6 "Screens"): whether a sheet is a
tournament's, and the penalty kinds its rulebook has (a gross misconduct where the rulebook lists it)."""

from __future__ import annotations

from league.rulebook import Rulebook
from league.values import ALL_PENALTY_KINDS, Season


def is_tournament(season: Season, rulebook: Rulebook) -> bool:
    """Whether the season is a tournament's: pools, or a rulebook with a tournament's in-game discipline.
    Gray's sheet takes none of the tournament entries and says so as it does today."""
    return bool(season.pools) or rulebook.discipline is not None or rulebook.shootout is not None


def penalty_kinds(rulebook: Rulebook) -> tuple[str, ...]:
    """The penalty kinds a sheet under `rulebook` takes, in the rules' order (Gray's six, a tournament's
    gross misconduct too): the kinds its penalty minutes name."""
    minutes = dict(rulebook.penalties.minutes)
    return tuple(kind for kind in ALL_PENALTY_KINDS if kind in minutes)
