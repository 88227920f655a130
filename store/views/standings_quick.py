"""A league season's standings read with `sqlite3` alone (`store.file.quick_read`), for a command that only prints
them: the same statements as `store.views.standings.load_standings` (`store.views.standings_read`), without peewee."""

from __future__ import annotations

from datetime import date
from pathlib import Path

from league.rulebooks import rulebook_named
from league.standings.table import Standings
from store.file.quick_read import NotSure, quick_read
from store.views.standings_read import read_standings


def quick_standings(path: Path, season: str | None, as_of: date | None = None) -> Standings:
    """Season `season`'s standings (the latest when None) in the league file at `path`, games on `as_of` counting.
    `NotSure` when the quick read cannot answer, or the season plays in pools (a tournament's standings are its
    pools'): the whole open answers those."""
    with quick_read(path, season) as (db, name):
        row = db.execute("SELECT rulebook FROM season WHERE name = ?", (name,)).fetchone()
        rulebook = rulebook_named(row[0]) if row is not None else None
        if rulebook is None or rulebook.has_pools:
            raise NotSure
        table = read_standings(db, name, as_of)
    if table is None:  # removed since the first look
        raise NotSure
    return table
