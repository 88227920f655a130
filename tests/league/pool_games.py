"""Pool games given directly, for the tournament rulebooks' standings.

The season file's tournament fields come in a later issue: these build `Game` values with goal
events (each goal a time, a period) or a bare score, and turn them into outcomes under a rulebook.
"""

from __future__ import annotations

from datetime import date, timedelta

from league.results.outcome import Outcome, game_outcome
from league.rules.rulebook import Rulebook
from league.season.values import CoinToss, Game, Goal, Penalty, Score
from league.standings.table import Standings, standings

START = date(2026, 5, 1)


def pool_game(n: int, home: str, away: str, **fields: object) -> Game:
    """The n-th pool game, final: a day after the one before, so game order is date order."""
    base = dict(id=f"P{n:02d}", stage="regular", date=START + timedelta(days=n), time="19:00", status="final")
    return Game(home=home, away=away, **{**base, **fields})


def scored(n: int, text: str, **fields: object) -> Game:
    """ "A B 3-1": a bare score."""
    home, away, score = text.split()
    h, a = (int(x) for x in score.split("-"))
    return pool_game(n, home, away, score=Score(h, a), **fields)


def by_periods(n: int, home: str, away: str, *periods: tuple[int, int]) -> Game:
    """Goal events period by period ((home, away) per period), each goal a minute after the last."""
    goals = []
    for period, (h, a) in enumerate(periods, 1):
        second = 60
        for team, count in ((home, h), (away, a)):
            for _ in range(count):
                goals.append(Goal(team, f"{team}9", period=period, second=second))
                second += 60
    return pool_game(n, home, away, goals=tuple(goals))


def goals_at(n: int, home: str, away: str, *goals: tuple[str, int, str], **fields: object) -> Game:
    """Goal events ("A", period, "mm:ss")."""
    made = tuple(
        Goal(team, f"{team}9", period=period, second=int(t[:2]) * 60 + int(t[3:])) for team, period, t in goals
    )
    return pool_game(n, home, away, goals=made, **fields)


def minors(team: str, count: int, kind: str = "minor") -> tuple[Penalty, ...]:
    return tuple(Penalty(team, f"{team}9", kind, "tripping", period=1, second=10 * (i + 1)) for i in range(count))


def outcomes(rulebook: Rulebook, *games: Game, shootouts: dict[str, str] | None = None) -> tuple[Outcome, ...]:
    """The outcomes of `games` under `rulebook`; `shootouts` names the shootout winner by game id."""
    made = []
    for g in games:
        outcome = game_outcome(g, rulebook, shootout_winner=(shootouts or {}).get(g.id))
        assert outcome is not None
        made.append(outcome)
    return tuple(made)


def table(
    rulebook: Rulebook,
    teams: str,
    *games: Game,
    shootouts: dict[str, str] | None = None,
    tosses: tuple[CoinToss, ...] = (),
) -> Standings:
    return standings(tuple(teams.split()), outcomes(rulebook, *games, shootouts=shootouts), rulebook, tosses)


def points(result: Standings) -> dict[str, int]:
    return {row.team: row.record.pts for row in result.rows}
