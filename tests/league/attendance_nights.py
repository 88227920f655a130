"""A season of game nights with chosen absentees, for the attendance rules."""

from __future__ import annotations

from datetime import date, timedelta

from league.season.values import (
    Game,
    Player,
    Score,
    Season,
    SeasonDates,
    Team,
)
from tests.league.two_teams import BENCH_TEAMS

START = date(2002, 10, 6)


DEADLINE = date(2002, 12, 31)


def roster(team: str) -> list[Player]:
    players = [
        Player(
            f"{team}{i}",
            f"{team} skater {i}",
            date(1970, 1, 1),
            "F" if i < 4 else "D",
            "B",
            50 + i,
            number=i + 1,
            team=team,
        )
        for i in range(7)
    ]
    return [*players, Player(f"{team}G", f"{team} goalie", date(1970, 1, 1), "G", "B", 50, number=30, team=team)]


FREE = (
    Player("FA1", "Free Agent", date(1970, 1, 1), "F", "B", 60),
    Player("FA2", "Other Agent", date(1970, 1, 1), "F", "C", 40),
    Player("FAD", "Free Defence", date(1970, 1, 1), "D", "B", 52),
)


PLAYERS = tuple(roster("RED") + roster("BLU")) + FREE


def game(n: int, absent: tuple[str, ...] = (), day: date | None = None, stage: str = "regular", **fields) -> Game:
    """Game n, a week after game n-1, Red v Blue, everyone dressed but `absent`."""
    dressed = tuple((t, tuple(p.id for p in PLAYERS if p.team == t and p.id not in absent)) for t in ("RED", "BLU"))
    base = dict(
        id=f"G{n:02d}",
        stage=stage,
        date=day or START + timedelta(days=7 * n),
        time="19:00",
        home="RED",
        away="BLU",
        status="final",
        score=Score(2, 1),
        dressed=dressed,
    )
    if stage == "playoff":
        base.update(series="SF1", no=n)
    return Game(**{**base, **fields})


def season(*games: Game, **lists) -> Season:
    return Season(
        "L",
        "S",
        "gray",
        SeasonDates(DEADLINE, DEADLINE),
        (Team("RED", "Red", "RED0"), Team("BLU", "Blue", "BLU0"), *BENCH_TEAMS),
        PLAYERS,
        games=games,
        **lists,
    )
