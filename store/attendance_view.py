"""Attendance read from the file: every player's games attended and missed (G10)."""

from __future__ import annotations

from league.attendance import AttendanceRow, attendance
from league.values import Season
from store.db import Store
from store.season_load import load_season, season_rulebook


def load_attendance(store: Store, season: str | None = None) -> tuple[Season, tuple[AttendanceRow, ...]]:
    """The season and each player's attendance over its whole records."""
    loaded = load_season(store, season)
    return loaded, attendance(loaded, season_rulebook(loaded))
