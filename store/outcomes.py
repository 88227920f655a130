"""The results the standings count, read from the file for one season."""

from __future__ import annotations

from datetime import date

from league.outcome import Outcome
from league.records import regular_outcomes
from store.db import Store
from store.seasons import load_season, season_rulebook


def load_regular_outcomes(store: Store, season: str | None = None, as_of: date | None = None) -> tuple[Outcome, ...]:
    """The outcomes (after forfeits) of the season's final regular-season games, in date order.

    Games on `as_of` count. This is the one door the standings use into the file, so a faster
    path (outcomes kept beside their sheets) can replace the full load without touching callers.
    """
    loaded = load_season(store, season)
    return regular_outcomes(loaded, season_rulebook(loaded), as_of)
