"""A game's absentees, the drop day and semi-final 1 game 2, for writes based on an old season; a game added on
a schedule shown before another window added it."""

from __future__ import annotations

import re
from dataclasses import replace
from datetime import date

import pytest

from league.season.values import Game, Season
from store.file.audit import AuditEntry
from store.file.db import Store
from store.file.failures import StaleWrite
from store.season_files.import_export import import_season
from store.writes.games import save_game
from tests.league.attendance_nights import game as attendance_game
from tests.league.attendance_nights import season as attendance_season

DROP_DAY = date(2002, 11, 25)


def absentees(store: Store) -> None:
    """Red's RED1 and RED2 have missed seven games: a drop of either can be requested."""
    games = (attendance_game(n, absent=("RED1", "RED2")) for n in range(1, 8))
    import_season(store, attendance_season(*games), backup=False)


def refused_as_added_at(store: Store, shown: Season, game: Game, row: AuditEntry) -> None:
    """This window's add of `game` at another time, on the schedule `shown` before another window added it by the
    decision of audit `row`, is refused naming that decision's time."""
    with pytest.raises(StaleWrite) as refused:
        save_game(store, None, replace(game, time="23:00"), decision="add game", based_on=shown)
    said = refused.value.first.message
    assert re.search(f"game {game.id} was added in another window at {row.at[11:16]}$", said), said
