"""The standings read from the file: the counted results, the teams and the recorded coin tosses."""

from __future__ import annotations

from datetime import date

from league.standings.table import Standings
from store.file.db import Store
from store.file.raw_sql import reader
from store.views.season_names import resolve_season
from store.views.standings_read import read_standings


def load_standings(store: Store, season: str | None = None, as_of: date | None = None) -> Standings:
    """Season `season`'s standings (the latest when None), games on `as_of` counting, from one snapshot
    (`store.views.standings_read`: the same statements the app's first frame runs on `sqlite3`)."""
    with store.reading() as db:  # one read transaction: results, teams and tosses agree
        table = read_standings(reader(db), season, as_of)
    if table is None:  # refused, naming the seasons held (or made by another connection since: read again)
        return load_standings(store, resolve_season(store, season), as_of)
    return table
