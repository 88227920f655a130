"""Discipline read from the file: the season's suspensions, as `league` derives them from the sheets."""

from __future__ import annotations

from league.discipline.suspensions import Suspension, season_suspensions
from league.season.values import Season
from store.file.db import Store
from store.views.season_load import load_season, season_rulebook


def load_suspensions(store: Store, season: str | None = None) -> tuple[Season, tuple[Suspension, ...]]:
    """The season and every suspension its rules and its committee gave, in the order they were given: served
    in the counted games and lapsing where its rulebook says (a knockout's by the bracket)."""
    loaded = load_season(store, season)
    return loaded, season_suspensions(loaded, season_rulebook(loaded))
