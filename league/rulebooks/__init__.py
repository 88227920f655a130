"""The built-in rulebooks, by the name a season file gives in `rulebook`."""

from league.rulebooks.cole import COLE
from league.rulebooks.coors import COORS
from league.rulebooks.gray import GRAY
from league.rulebooks.prime import PRIME
from league.rulebooks.three_on_three import THREE_ON_THREE
from league.rules.rulebook import Rulebook
from league.season.errors import FILE_RULE, Problem, RuleViolation

__all__ = [
    "COLE",
    "COORS",
    "GRAY",
    "PRIME",
    "RULEBOOKS",
    "THREE_ON_THREE",
    "TOURNAMENT_RULEBOOKS",
    "built_in_rulebook",
    "rulebook_named",
    "rulebook_names",
    "unknown_rulebook",
]

# The five built-in rulebooks by name, Gray's (a league's season) first: the new-league form offers all five.
RULEBOOKS: dict[str, Rulebook] = {rb.name: rb for rb in (GRAY, COORS, PRIME, THREE_ON_THREE, COLE)}
# The rulebooks whose teams play in pools (`Rulebook.has_pools`): tournaments.
TOURNAMENT_RULEBOOKS: dict[str, Rulebook] = {name: rb for name, rb in RULEBOOKS.items() if rb.has_pools}


def rulebook_named(name: str) -> Rulebook | None:
    """The built-in rulebook called `name` (any of the five), or None when there is none."""
    return RULEBOOKS.get(name)


def rulebook_names() -> tuple[str, ...]:
    """The five built-in rulebooks' names, Gray's first: what a refused `rulebook` lists."""
    return tuple(RULEBOOKS)


def unknown_rulebook(name: str) -> Problem:
    """The refusal of a season's `rulebook` that names none of the built-in ones, listing them."""
    return Problem("rulebook", FILE_RULE, f"unknown rulebook {name!r} (built in: {', '.join(rulebook_names())})")


def built_in_rulebook(name: str) -> Rulebook:
    """The built-in rulebook called `name`; a RuleViolation naming the field when there is none."""
    rulebook = rulebook_named(name)
    if rulebook is None:
        raise RuleViolation(unknown_rulebook(name))
    return rulebook
