"""The built-in rulebooks, by the name a season file gives in `rulebook`."""

from league.rulebook import Rulebook
from league.rulebooks.cole import COLE
from league.rulebooks.coors import COORS
from league.rulebooks.gray import GRAY
from league.rulebooks.prime import PRIME
from league.rulebooks.three_on_three import THREE_ON_THREE

__all__ = ["COLE", "COORS", "GRAY", "PRIME", "RULEBOOKS", "THREE_ON_THREE", "TOURNAMENT_RULEBOOKS", "rulebook_named"]

RULEBOOKS: dict[str, Rulebook] = {GRAY.name: GRAY}
# SPEC section 10's rulebooks: their points and criteria are data now; a season may name them once
# the tournament issues give them pools, brackets, formats and discipline (not yet offered to users).
TOURNAMENT_RULEBOOKS: dict[str, Rulebook] = {rb.name: rb for rb in (COORS, PRIME, THREE_ON_THREE, COLE)}


def rulebook_named(name: str) -> Rulebook | None:
    """The built-in rulebook called `name`, or None when there is none."""
    return RULEBOOKS.get(name)
