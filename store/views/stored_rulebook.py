"""The name of the rulebook a season plays under, read from the league file with `sqlite3` alone.

While the season is read off the event loop after the first frame (`tui.season_loader`), a key that only needs
the rules (which screens the season's rules offer, the help's list of commands) reads the rulebook's name
here, in a millisecond, instead of waiting seconds for the whole season."""

from __future__ import annotations

import sqlite3
from pathlib import Path

from store.file.file_format import first_read


def stored_rulebook_name(path: Path, season: str) -> str | None:
    """The rulebook season `season` of the league file at `path` names; None when the file holds no such season
    or cannot be read now (the season's read says why)."""
    try:
        with first_read(path) as db:
            row = db.execute("SELECT rulebook FROM season WHERE name = ?", (season,)).fetchone()
    except sqlite3.Error:
        return None
    return str(row[0]) if row is not None and row[0] is not None else None
