"""The playoffs read from the file: the season, its standings and the bracket they make."""

from __future__ import annotations

from dataclasses import dataclass

from league.bracket.engine import Bracket, bracket
from league.season.values import Season
from league.standings.table import Standings
from store.file.db import Store
from store.views.season_load import load_season, season_rulebook
from store.views.standings import load_standings


@dataclass(frozen=True, slots=True)
class PlayoffsView:
    season: Season
    standings: Standings
    bracket: Bracket


def load_playoffs(store: Store, season: str | None = None, project: bool = False) -> PlayoffsView:
    """The bracket of season `season` (the latest when None); `project` seeds it from today's standings."""
    with store.reading():  # one snapshot: the bracket's games and the standings agree while results come in
        loaded = load_season(store, season)
        table = load_standings(store, loaded.name)
    return PlayoffsView(loaded, table, bracket(loaded, season_rulebook(loaded), table, project))
