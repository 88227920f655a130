"""The built-in rulebooks, by the name a season file gives in `rulebook`."""

from league.rulebook import Rulebook
from league.rulebooks.gray import GRAY

__all__ = ["GRAY", "RULEBOOKS", "rulebook_named"]

RULEBOOKS: dict[str, Rulebook] = {GRAY.name: GRAY}


def rulebook_named(name: str) -> Rulebook | None:
    """The built-in rulebook called `name`, or None when there is none."""
    return RULEBOOKS.get(name)
