"""A game's absentees, the drop day and semi-final 1 game 2, for writes based on an old season."""

from __future__ import annotations

from datetime import date

from store.file.db import Store
from store.season_files.import_export import import_season
from tests.league.attendance_nights import game as attendance_game
from tests.league.attendance_nights import season as attendance_season

DROP_DAY = date(2002, 11, 25)


def absentees(store: Store) -> None:
    """Red's RED1 and RED2 have missed seven games: a drop of either can be requested."""
    games = (attendance_game(n, absent=("RED1", "RED2")) for n in range(1, 8))
    import_season(store, attendance_season(*games), backup=False)
