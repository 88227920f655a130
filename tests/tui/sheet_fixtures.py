"""A league file for the scoresheet tests: the example's regular season with one game still to play."""

from __future__ import annotations

from dataclasses import replace
from datetime import date

from league.season.values import Game, Player, Season

GAME = "R31"  # WHT (home) v BLU, 2002-12-10: P049 of White is suspended for it (fighting in R30)
OUTSIDE_GOALIE = "P950"  # a registered goalie on no roster and not an official substitute


def sheet_season(season: Season) -> Season:
    """The example season before its playoffs, with game R31 scheduled and an outside goalie registered."""
    games = tuple(g for g in season.games if g.stage == "regular")
    extra = Game(GAME, "regular", date(2002, 12, 10), "19:00", "WHT", "BLU", rooms=(1, 2))
    outsider = Player(OUTSIDE_GOALIE, "Otto Side", date(1970, 1, 1), "G", "B", 50, number=1)
    return replace(season, games=(*games, extra), players=(*season.players, outsider), coin_tosses=())
