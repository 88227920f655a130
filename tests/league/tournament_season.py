"""Tournament seasons given directly (pools, a bracket, knockout games, rulings) for the league rules' tests.

Pool games come from `tests.league.pool_games` (ids P01, P02 ..., a day apart); knockout games are
numbered K01, K02 ... and come after every pool game.
"""

from __future__ import annotations

from datetime import date, timedelta

from league.season.values import (
    BracketSlot,
    CoinToss,
    Disqualification,
    Game,
    Player,
    Pool,
    Score,
    Season,
    SeasonDates,
    Shootout,
    ShootoutAttempt,
    Team,
)
from tests.league.pool_games import START, pool_game, scored

KNOCKOUTS = START + timedelta(days=100)


def pools(text: str, division: str = "OPEN") -> tuple[Pool, ...]:
    """ "A: RED BLU GRN; B: WHT BLK GLD" -> the pools, in that order."""
    made = []
    for part in text.split(";"):
        code, teams = part.split(":")
        made.append(Pool(code.strip(), f"Pool {code.strip()}", division, tuple(teams.split())))
    return tuple(made)


def season(
    rulebook: str,
    pool_list: tuple[Pool, ...],
    games: tuple[Game, ...],
    bracket: tuple[BracketSlot, ...] = (),
    disqualifications: tuple[Disqualification, ...] = (),
    coin_tosses: tuple[CoinToss, ...] = (),
    players: tuple[Player, ...] = (),
) -> Season:
    teams = tuple(Team(code, code.title()) for pool in pool_list for code in pool.teams)
    return Season(
        league="Cup",
        name="2026",
        rulebook=rulebook,
        dates=SeasonDates(date(2026, 1, 1), date(2026, 4, 1)),
        teams=teams,
        players=players,
        games=games,
        coin_tosses=coin_tosses,
        pools=pool_list,
        bracket=bracket,
        disqualifications=disqualifications,
    )


def ladder(first: int, teams: str) -> tuple[Game, ...]:
    """A round robin the teams finish in the order given: each beats every team after it 2-0 (ids from `first`)."""
    codes = teams.split()
    pairs = [(a, b) for i, a in enumerate(codes) for b in codes[i + 1 :]]
    return tuple(scored(first + n, f"{a} {b} 2-0") for n, (a, b) in enumerate(pairs))


def knockout(n: int, slot: str, home: str, away: str, score: str | None = None, no: int = 1, **fields: object) -> Game:
    """Knockout game K{n} of `slot`: final at `score` ("3-1") or scheduled without one."""
    base: dict[str, object] = dict(
        id=f"K{n:02d}", stage="playoff", date=KNOCKOUTS + timedelta(days=n), time="19:00", series=slot, no=no
    )
    if score is not None:
        h, a = (int(x) for x in score.split("-"))
        base.update(status="final", score=Score(h, a))
    return Game(home=home, away=away, **{**base, **fields})


def shootout_won_by(team: str, other: str, rounds: int = 2) -> Shootout:
    """A shootout `team` shoots first and wins by scoring every attempt while `other` misses every one:
    decided after `rounds` rounds (2 of a three-round shootout)."""
    attempts = []
    for r in range(1, rounds + 1):
        attempts += [ShootoutAttempt(team, f"{team}{r}", True), ShootoutAttempt(other, f"{other}{r}", False)]
    return Shootout(first=team, attempts=tuple(attempts))


__all__ = ["KNOCKOUTS", "knockout", "ladder", "pool_game", "pools", "season", "shootout_won_by"]
