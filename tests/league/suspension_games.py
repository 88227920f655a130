"""A season of games with chosen penalties, for the suspension rules."""

from __future__ import annotations

from datetime import date, timedelta

from league.season.values import Game, Penalty, Score, Season, SeasonDates, Team, Transfer
from tests.league.two_teams import roster

START = date(2002, 10, 6)


TEAMS = ("RED", "BLU", "GRN")


PLAYERS = tuple(p for team in TEAMS for p in roster(team))


def game(n: int, home: str, away: str, fights: tuple[str, ...] = (), **fields) -> Game:
    """Game n, a week after game n-1; each name in `fights` gets a fighting major (a game misconduct)."""
    penalties = tuple(Penalty(pid[:3], pid, "major", "fighting", 1, 60) for pid in fights)
    base = dict(
        id=f"G{n:02d}",
        stage="regular",
        date=START + timedelta(days=7 * n),
        time="19:00",
        home=home,
        away=away,
        status="final",
        score=Score(2, 1),
        penalties=penalties,
        dressed=tuple((t, tuple(p.id for p in PLAYERS if p.team == t)) for t in (home, away)),
    )
    return Game(**{**base, **fields})


def season(*games: Game, transfers: tuple[Transfer, ...] = ()) -> Season:
    dates = SeasonDates(date(2002, 12, 31), date(2002, 12, 31))
    # Rule 2: a Gray league has six teams; the three these tests do not play in stay empty.
    teams = tuple(Team(t, t.title()) for t in (*TEAMS, "BLK", "WHT", "GLD"))
    return Season("L", "S", "gray", dates, teams, PLAYERS, games=games, transfers=transfers)
