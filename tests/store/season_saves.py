"""A regular season's games saved final, forfeited, moved or fought in, for tests of what the file keeps."""

from __future__ import annotations

from collections import OrderedDict
from dataclasses import replace
from datetime import timedelta

from league.checks.season import check_season
from league.rules.rulebook import Rulebook
from league.season.errors import Problem
from league.season.values import Forfeit, Game, Penalty, Score, Season
from store.season_files.reader import parse_season_text
from tests.conftest import EXAMPLE
from tests.tui.sheet_fixtures import sheet_season

START = sheet_season(parse_season_text(EXAMPLE.read_bytes()))


REGULAR = tuple(g.id for g in START.games if g.stage == "regular")

# The seasons `fresh_check` checked last, by identity, each with its rulebook and problems, the latest asked last:
# more than one example's seasons, so the one every example starts from stays.
_CHECKED: OrderedDict[int, tuple[Season, Rulebook, tuple[Problem, ...]]] = OrderedDict()


def fresh_check(season: Season, rulebook: Rulebook) -> tuple[Problem, ...]:
    """`check_season`'s problems, worked out once for a season value a test checks again: every example of a
    property starts from the same season, and a change may hand back the season it was given. A pure function of
    the values: the same objects give the same problems."""
    known = _CHECKED.get(id(season))
    if known is not None and known[0] is season and known[1] is rulebook:
        _CHECKED.move_to_end(id(season))
        return known[2]
    problems = tuple(check_season(season, rulebook))
    _CHECKED[id(season)] = (season, rulebook, problems)
    if len(_CHECKED) > 20:
        _CHECKED.popitem(last=False)
    return problems


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


def dropped_fighting(season: Season, nth: int, kth: int) -> Season:
    """A fight (a game misconduct, a game out) entered for a dropped player in a game he played on or before his
    drop's decision: the game he sits out next may be one he was counted to have missed."""
    decided = [(d.player, d.decided_on) for d in season.drops if d.approved and d.decided_on is not None]
    if not decided:
        return season
    player, day = decided[nth % len(decided)]
    played = [g for g in season.games if g.date <= day and _dresses(g, player)]
    if not played:
        return season
    game = played[kth % len(played)]
    team = next(code for code, pids in game.dressed if player in pids)
    fight = Penalty(team, player, "major", "fighting", 3, 60)
    return season.with_game(replace(game, penalties=(*game.penalties, fight)))


def _dresses(game: Game, player: str) -> bool:
    return any(player in pids for _, pids in game.dressed)
