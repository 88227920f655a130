"""A finished regular season with distinct standings, A above B above ... F, for the playoff tests."""

from __future__ import annotations

from datetime import date, timedelta
from itertools import combinations

from league.rulebooks import GRAY
from league.season.values import CoinToss, Game, Score, Season, SeasonDates, Team
from league.standings.records import regular_outcomes
from league.standings.table import standings

TEAMS = ("A", "B", "C", "D", "E", "F")
START = date(2002, 10, 6)
PLAYOFFS = date(2002, 12, 15)


def regular_games(ties: tuple[tuple[str, str], ...] = ()) -> tuple[Game, ...]:
    """A single round robin where the earlier letter always wins 3-1 (or ties 2-2 for `ties`)."""
    games = []
    for n, (a, b) in enumerate(combinations(TEAMS, 2)):
        score = Score(2, 2) if (a, b) in ties else Score(3, 1)
        games.append(
            Game(f"R{n + 1:02d}", "regular", START + timedelta(days=n), "19:00", a, b, status="final", score=score)
        )
    return tuple(games)


def playoff(
    series: str, no: int, home: str, away: str, home_wins: bool | None = True, day: int = 0, status: str = "final"
) -> Game:
    """A playoff game; `home_wins` None leaves it scheduled."""
    score = None if home_wins is None or status != "final" else (Score(3, 2) if home_wins else Score(2, 3))
    return Game(
        f"{series}-{no}",
        "playoff",
        PLAYOFFS + timedelta(days=day),
        "20:00",
        home,
        away,
        status=status if home_wins is not None else "scheduled",
        series=series,
        no=no,
        score=score,
    )


def season(*playoff_games: Game, regular: tuple[Game, ...] | None = None, tosses: tuple[CoinToss, ...] = ()) -> Season:
    return Season(
        "L",
        "S",
        "gray",
        SeasonDates(date(2002, 12, 31), date(2002, 12, 31)),
        teams=tuple(Team(t, f"Team {t}") for t in TEAMS),
        games=(regular if regular is not None else regular_games()) + playoff_games,
        coin_tosses=tosses,
    )


def table(s: Season):
    return standings(TEAMS, regular_outcomes(s, GRAY), GRAY, s.coin_tosses)
