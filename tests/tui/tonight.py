"""Tonight's date and a league with games tonight."""

from __future__ import annotations

from dataclasses import replace
from datetime import date

from league.season.values import Game, Player, Season
from tests.tui.sheet_fixtures import sheet_season

TONIGHT = date(2002, 12, 10)  # R31 (WHT v BLU) at 19:00, then LATE (RED v GRN) at 20:15


LATE = "R32"


def tonight(season: Season) -> Season:
    """The scoresheet tests' season with a second game tonight, and White's #47 and #99 renumbered 39 and 9
    (the bench must tell 39 from 3 then 9)."""
    season = sheet_season(season)
    late = Game(LATE, "regular", TONIGHT, "20:15", "RED", "GRN", rooms=(1, 2))
    numbers = {"P044": 39, "P045": 9}
    players: tuple[Player, ...] = tuple(replace(p, number=numbers.get(p.id, p.number)) for p in season.players)
    return replace(season, games=(*season.games, late), players=players)
