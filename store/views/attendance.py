"""Attendance read from the file: every player's games attended and missed (Gray rule 10)."""

from __future__ import annotations

from league.rules.roles import READ_ATTENDANCE
from league.season.values import Season
from league.turnout.attendance import AttendanceRow, attendance
from store.file.db import Store
from store.file.permits import readable_team
from store.views.season_load import load_season, season_rulebook


def load_attendance(store: Store, season: str | None = None) -> tuple[Season, tuple[AttendanceRow, ...]]:
    """The season and each player's attendance over its whole records: a captain signed in reads his own
    team's players only (`store.file.permits`)."""
    team = readable_team(store, READ_ATTENDANCE)
    loaded = load_season(store, season)
    rows = attendance(loaded, season_rulebook(loaded))
    return loaded, rows if team is None else tuple(row for row in rows if row.team == team)
