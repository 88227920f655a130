"""G1: who may play in the league this season."""

from __future__ import annotations

from datetime import date

from league.rulebook import Rulebook
from league.values import Player


def age_on(born: date, day: date) -> int:
    """Completed years of age on `day` (someone born on 29 February turns a year older on 1 March)."""
    return day.year - born.year - ((day.month, day.day) < (born.month, born.day))


def eligibility_problem(player: Player, cutoff: date, rulebook: Rulebook) -> str | None:
    """Why G1 refuses `player` on the season's age cutoff, or None when he may play.

    The committee's override is not consulted here: callers decide whether one is on record.
    """
    rules = rulebook.roster
    age = age_on(player.born, cutoff)
    if age < rules.min_age:
        return (
            f"{player.name} is {age} on {cutoff.isoformat()}; "
            f"players must be at least {rules.min_age} on the age cutoff"
        )
    if player.klass in rules.excluded_classes:
        return f"{player.name} is a class {player.klass} player; class {player.klass} players may not play"
    return None


def is_eligible(player: Player, cutoff: date, rulebook: Rulebook) -> bool:
    """True when the player may play: G1 admits him or the committee recorded an override."""
    return player.eligibility_override is not None or eligibility_problem(player, cutoff, rulebook) is None
