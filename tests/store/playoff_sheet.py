"""The Gray season's semi-final 1 game 2 as a sheet to save."""

from __future__ import annotations

from datetime import date

from league.season.values import Game


def sf1_game_2(**fields) -> Game:
    """The next game the example needs: SF1 game 2, White at home to Red."""
    base = dict(
        id="SF1-2",
        stage="playoff",
        series="SF1",
        no=2,
        date=date(2002, 12, 22),
        time="20:15",
        home="WHT",
        away="RED",
        rooms=(3, 4),
    )
    return Game(**{**base, **fields})
