"""A tournament read from the file: the season, its counted outcomes, its pools and its bracket.

Whether a season has pools is its rulebook's to say (`Rulebook.has_pools`): the commands ask `stored_rulebook`
(`store.views.season_names`) first, one small query, so a season without pools keeps its own fast paths.
"""

from __future__ import annotations

from dataclasses import dataclass
from datetime import date

from league.bracket.engine import Bracket, tournament_bracket
from league.results.disqualification import season_outcomes
from league.results.outcome import Outcome
from league.rules.rulebook import Rulebook
from league.season.values import Season
from store.file.db import Store
from store.views.season_load import load_season, season_rulebook


@dataclass(frozen=True, slots=True)
class TournamentView:
    season: Season
    rulebook: Rulebook
    outcomes: dict[str, Outcome]  # every game's counted outcome by id, disqualification forfeits included
    bracket: Bracket  # the pools' tables and every slot's state


def load_tournament(store: Store, season: str | None = None, as_of: date | None = None) -> TournamentView:
    """Season `season` (the latest when None) with its outcomes, pools and bracket, from one snapshot;
    `as_of` counts only the games up to that date (games on it count)."""
    with store.reading():
        loaded = load_season(store, season)
    return tournament_of(loaded, as_of)


def tournament_of(season: Season, as_of: date | None = None) -> TournamentView:
    """The tournament view of a season already loaded (the app's, after another window's save): its
    rulebook, counted outcomes (up to `as_of`, games on it counting), pools and bracket."""
    rulebook = season_rulebook(season)
    outcomes = season_outcomes(season, rulebook)
    if as_of is not None:
        outcomes = {gid: o for gid, o in outcomes.items() if season.known_game(gid).date <= as_of}
    return TournamentView(season, rulebook, outcomes, tournament_bracket(season, rulebook, outcomes))
