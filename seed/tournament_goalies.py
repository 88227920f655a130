"""A demo 3-on-3 tournament's neutral goalies (3-on-3 PEN 4, 3-on-3 GC): the one barred by his third penalty,
and the goalie competition's order that gives the final, third-place and consolation games theirs."""

from __future__ import annotations

import random
from collections.abc import Iterable
from fractions import Fraction

from league.season.values import CoinToss, Game


def plan_barred_goalie(
    rng: random.Random, goalies: tuple[str, ...], pool_games: Iterable[str]
) -> tuple[str, dict[str, int]]:
    """(the goalie, {pool game: his minors in it}): he takes his third penalty of the tournament in his last
    pool game, one a game from his last three (all three in it when he has one), so no game of his comes
    after the bar. Pool games go to the goalies by turns of their number, as `_with_goalie` gives them."""
    barred = rng.choice(goalies)
    his = [gid for gid in pool_games if goalies[int(gid[1:]) % len(goalies)] == barred]
    calls = {1: [3], 2: [1, 2]}.get(len(his), [1, 1, 1])
    return barred, dict(zip(his[-len(calls) :], calls, strict=True))


def goalie_ranking(
    rng: random.Random, goalies: tuple[str, ...], games: Iterable[Game]
) -> tuple[list[str], list[CoinToss]]:
    """The goalies by 3-on-3 GC's rating over pool games with shots: 100 x saves / shots - goals against per game;
    goalies with equal ratings in the order of a coin toss; (the order, the tosses to record)."""
    faced: dict[str, list[tuple[int, int]]] = {g: [] for g in goalies}
    for game in games:
        if game.stage == "regular" and game.goalie is not None and game.shots is not None:
            score = game.goals_score
            faced[game.goalie].append((game.shots.home + game.shots.away, score.home + score.away))

    def rating(goalie: str) -> Fraction:
        games = faced[goalie]
        shots, against = sum(s for s, _ in games), sum(a for _, a in games)
        return Fraction(100 * (shots - against), shots) - Fraction(against, len(games)) if shots else Fraction(-1000)

    level: dict[Fraction, list[str]] = {}
    for goalie in sorted(faced):
        level.setdefault(rating(goalie), []).append(goalie)
    order, tosses = [], []
    for value in sorted(level, reverse=True):
        tied = level[value]
        if len(tied) > 1:
            tossed = rng.sample(tied, len(tied))
            tosses.append(CoinToss(tuple(tied), tuple(tossed)))
            tied = tossed
        order += tied
    return order, tosses
