"""The seasons a league file holds, by name: what the app's start and every command resolve `--season` with.

Kept apart from `store.views.season_load` (the season as `league` values) so that the start reads the name of
the season to show without importing the rules: the first frame is painted before they are (docs/performance.md).
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING

from league.season.errors import Problem, RuleViolation
from store.file.raw_sql import execute
from store.tables import models as m

if TYPE_CHECKING:
    from league.rules.rulebook import Rulebook
    from store.file.connection import Store  # types only: the store's write path reads seasons


def season_names(store: Store) -> list[str]:
    """The seasons held in the file, oldest first."""
    # Plain SQL, each name as peewee's field gives it: asked at every load and command, where writing peewee's query
    # took twice what running it does.
    name: Callable[[object], str] = m.Season.name.python_value
    with store.reading() as db:
        return [name(value) for (value,) in execute(db, 'SELECT "name" FROM "season" ORDER BY "id"')]


def resolve_season(store: Store, name: str | None) -> str:
    """The season called `name`, or the latest when None; StoreError-free: RuleViolation when absent."""
    names = season_names(store)
    if not names:
        raise RuleViolation(Problem("--season", "", f"{store.name} holds no season yet (import a season file)"))
    if name is None:
        return names[-1]
    if name not in names:
        raise RuleViolation(
            Problem("--season", "", f"no season {name!r} in {store.name} (it holds {', '.join(names)})")
        )
    return name


def stored_rulebook(store: Store, season: str | None = None) -> Rulebook:
    """The built-in rulebook season `season` (the latest when None) is played under, read without the season: a
    command asks it first (a tournament's pools, or one table), without importing what a tournament's view needs."""
    from league.rulebooks import built_in_rulebook  # the rules: not before the app's first frame

    name = resolve_season(store, season)
    with store.reading() as db:
        (rulebook,) = execute(db, "SELECT rulebook FROM season WHERE name = ?", (name,)).fetchone()
    return built_in_rulebook(str(rulebook))
