"""The game a scorer opens next (`g`): today's first game in time order still waiting for its result, else
the next game night's first; a game already final, cancelled or postponed is never it."""

from __future__ import annotations

from datetime import date

from league.schedule.games import game_to_open, next_game_to_play
from league.season.values import Game, Score, Season, SeasonDates

TUESDAY = date(2002, 12, 10)


def game(gid: str, day: date, time: str, status: str = "scheduled") -> Game:
    score = Score(3, 1) if status == "final" else None
    return Game(gid, "regular", day, time, "RED", "BLU", status=status, score=score)


def season(*games: Game) -> Season:
    return Season("L", "S", "gray", SeasonDates(date(2002, 12, 31), date(2002, 12, 31)), games=games)


def test_tonights_first_game_without_a_result_in_time_order_else_the_next_game_night():
    # Listed out of time order on purpose; an earlier game left without a result is not tonight's.
    games = (
        game("R33", TUESDAY, "21:30"),
        game("R32", TUESDAY, "20:15"),
        game("R31", TUESDAY, "19:00", "final"),
        game("R30", date(2002, 12, 8), "19:00"),
        game("R34", date(2002, 12, 15), "19:00", "cancelled"),
        game("R35", date(2002, 12, 15), "20:15"),
    )
    assert next_game_to_play(season(*games), TUESDAY).id == "R32"
    assert next_game_to_play(season(*games), date(2002, 12, 11)).id == "R35"  # no game that day: the next night's
    assert next_game_to_play(season(*games), date(2002, 12, 16)) is None


def test_a_game_night_screen_opens_on_tonights_game_else_one_left_without_a_result_else_the_last():
    behind = game("R30", date(2002, 12, 8), "19:00")
    done = game("R31", TUESDAY, "19:00", "final")
    assert game_to_open(season(behind, done, game("R32", TUESDAY, "20:15")), TUESDAY).id == "R32"
    assert game_to_open(season(done, behind), TUESDAY).id == "R30"  # none from today on: the one left behind
    assert game_to_open(season(done, game("R29", date(2002, 12, 1), "19:00", "final")), TUESDAY).id == "R31"
    assert game_to_open(season(), TUESDAY) is None
