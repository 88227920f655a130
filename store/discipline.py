"""Discipline read from the file: the season's suspensions, as `league` derives them from the sheets."""

from __future__ import annotations

from league.suspensions import Suspension, season_suspensions
from league.values import Season
from store.db import Store
from store.season_load import load_season, season_rulebook
from store.tournament_view import load_tournament


def load_suspensions(store: Store, season: str | None = None) -> tuple[Season, tuple[Suspension, ...]]:
    """The season and every suspension its game misconducts gave, in the order they were given."""
    loaded = load_season(store, season)
    return loaded, season_suspensions(loaded, season_rulebook(loaded))


def load_tournament_suspensions(store: Store, season: str | None = None) -> tuple[Season, tuple[Suspension, ...]]:
    """A tournament and every suspension its rules and its committee gave (SPEC 10.1 T6), in the order given:
    served in the counted games and lapsing by the bracket the tournament's view already worked out."""
    view = load_tournament(store, season)
    found = season_suspensions(view.season, view.rulebook, outcomes=view.outcomes, bracket=view.bracket)
    return view.season, found
