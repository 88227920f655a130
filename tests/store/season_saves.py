"""A regular season's games saved final, forfeited or moved, for tests of what the file keeps."""

from __future__ import annotations

from dataclasses import replace
from datetime import timedelta

from league.season.values import Forfeit, Score, Season
from store.season_files.reader import parse_season_text
from tests.conftest import EXAMPLE
from tests.tui.sheet_fixtures import sheet_season

START = sheet_season(parse_season_text(EXAMPLE.read_bytes()))


REGULAR = tuple(g.id for g in START.games if g.stage == "regular")


def _final(season: Season, gid: str, home: int, away: int) -> Season:
    game = season.known_game(gid)
    return season.with_game(replace(game, status="final", score=Score(home, away), goals=(), shootout=None))


def _forfeit(season: Season, gid: str, home_side: bool) -> Season:
    game = season.known_game(gid)
    team = game.home if home_side else game.away
    return season.with_game(replace(game, status="final", forfeit=Forfeit(team, "ineligible player")))


def _moved(season: Season, gid: str, days: int) -> Season:
    game = season.known_game(gid)
    return season.with_game(replace(game, date=game.date + timedelta(days=days)))
