"""Test leagues' seasons known to a copy's connection as if just read, taken from the first copy this process read."""

from __future__ import annotations

from league.season.values import Season
from store.file.db import Store
from store.views.season_load import load_season
from store.views.season_names import season_names

_as_read: dict[str, Season | None] = {}


def known_as_read(template: str, copy: Store) -> None:
    """The copy's latest season known to its connection as if just read (`Store.read_whole`): the season the
    first copy of `template` in this process read, an equal value from the same bytes. An app's or a test's first
    `load_season` takes it where it read the whole season (20 ms of a Pilot test's start); a commit since, by any
    connection, makes the store read again, as after any read. A template holding no season is left alone."""
    if template in _as_read:
        season = _as_read[template]
        if season is not None:
            copy.read_whole(season)
    else:
        _as_read[template] = load_season(copy) if season_names(copy) else None
