"""What a tournament's scoresheet takes beyond Gray's: the penalty kinds its rulebook
has (a gross misconduct where the rulebook lists it). Whether a sheet is a tournament's is `Rulebook.has_pools`."""

from __future__ import annotations

from league.rules.rulebook import Rulebook
from league.season.values import ALL_PENALTY_KINDS


def penalty_kinds(rulebook: Rulebook) -> tuple[str, ...]:
    """The penalty kinds a sheet under `rulebook` takes, in the rules' order (Gray's six, a tournament's
    gross misconduct too): the kinds its penalty minutes name."""
    minutes = dict(rulebook.penalties.minutes)
    return tuple(kind for kind in ALL_PENALTY_KINDS if kind in minutes)
