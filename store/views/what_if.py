"""A season read from the file under another built-in rulebook (`league.standings.what_if`): read, never written."""

from __future__ import annotations

from datetime import date

from league.rulebooks import built_in_rulebook
from league.standings.what_if import WhatIf, season_under
from store.file.db import Store
from store.views.season_load import load_season


def load_what_if(store: Store, season: str | None, rulebook: str, as_of: date | None = None) -> WhatIf:
    """Season `season` (the latest when None) as the built-in rulebook `rulebook` would count it, games up to
    `as_of` (games on it count; None: every result). An unknown rulebook is refused, listing the built-in
    ones, before the file is read; nothing is written (no audit row: nothing was decided)."""
    other = built_in_rulebook(rulebook)
    with store.reading():
        loaded = load_season(store, season)
    return season_under(loaded, other).up_to(as_of)
