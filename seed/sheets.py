"""Game sheets for the demo's played games: who dressed, the score, goals, penalties and shifts.

Attendance follows the plan of `seed.moves` (the dropped, the injured, the absent goalie) plus
the odd missed night; a team always dresses a legal lineup with lines to rotate (Gray rules 6 and 9). Shifts
rotate lines so every sheet is fair, with the captain's stop-time shifts in some last minutes.
"""

from __future__ import annotations

import math
import random
from dataclasses import replace
from statistics import mean

from league.rosters.membership import Rosters
from league.season.values import Game, Goal, Player, Score, Shift
from seed.moves import Plan
from seed.penalties import PERIOD_SECONDS, game_penalties

MISS_CHANCE = 0.1  # an ordinary player misses about one night in ten
MIN_DRESSED = {"F": 5, "D": 3}  # enough for rotating lines of three forwards and pairs of defence
DETAILED_SHARE = 0.75  # sheets with goal details; the rest carry a bare final score
MAX_GOALS = 8  # well below the 10-goal lead that switches to running time or ends the game (Gray rules 13 and 17)


def _dressed(
    rng: random.Random, roster: tuple[str, ...], night: int, plan: Plan, players: dict[str, Player]
) -> list[str]:
    """The players a team dresses on `night`: its roster less the planned and the chance absences."""
    present = []
    missing_by_chance = []
    for pid in roster:
        if night in plan.absent.get(pid, ()):
            continue
        if players[pid].position != "G" and rng.random() < MISS_CHANCE:
            missing_by_chance.append(pid)
            continue
        present.append(pid)
    # Someone who meant to skip a night comes after all when the bench would be short.
    for group, least in MIN_DRESSED.items():
        while sum(1 for pid in present if players[pid].position == group) < least:
            back = next((pid for pid in missing_by_chance if players[pid].position == group), None)
            if back is None:
                break
            missing_by_chance.remove(back)
            present.append(back)
    return sorted(present, key=roster.index)


def _poisson(rng: random.Random, lam: float) -> int:
    """A Poisson draw (Knuth's method): hockey scores are close to Poisson."""
    limit, k, product = math.exp(-lam), 0, rng.random()
    while product > limit:
        k += 1
        product *= rng.random()
    return k


def _goals(
    rng: random.Random, game: Game, score: Score, skaters: dict[str, list[str]], players: dict[str, Player]
) -> tuple[Goal, ...]:
    """Goal events agreeing with the score: scorers weighted by rating, forwards more than defence."""
    teams = [game.home] * score.home + [game.away] * score.away
    rng.shuffle(teams)
    moments = sorted((rng.randint(1, 3), rng.randrange(5, PERIOD_SECONDS - 5)) for _ in teams)
    goals = []
    for team, (period, second) in zip(teams, moments, strict=False):
        pool = skaters[team]
        weights = [players[pid].rating * (1.6 if players[pid].position == "F" else 0.6) for pid in pool]
        scorer = rng.choices(pool, weights=weights)[0]
        helpers = [pid for pid in pool if pid != scorer]
        n_assists = rng.choices((0, 1, 2), weights=(1, 3, 6))[0]
        goals.append(Goal(team, scorer, tuple(rng.sample(helpers, n_assists)), period, second))
    return tuple(goals)


def _shifts(rng: random.Random, dressed: list[str], players: dict[str, Player]) -> tuple[Shift, ...]:
    """One team's changes: lines rotate in sheet order, so shift counts differ by at most one (Gray rule 9).

    In some games the captain sends his best out in the last minutes; those shifts are marked
    stop-time and left out of the fairness checks, as rule 9's note allows.
    """
    groups = {g: [pid for pid in dressed if players[pid].position == g] for g in ("F", "D")}
    size = {"F": 3, "D": 2}
    order = ["F"] * rng.randint(14, 17) + ["D"] * rng.randint(10, 13)
    rng.shuffle(order)
    stop_from = len(order) - rng.choice((0, 0, 1, 2))
    used = {"F": 0, "D": 0}
    shifts = []
    for number, group in enumerate(order):
        members = groups[group]
        n = min(size[group], len(members))  # never the same player twice in one shift
        if n == 0:
            continue
        if number >= stop_from:
            best = sorted(members, key=lambda pid: (-players[pid].rating, pid))[:n]
            shifts.append(Shift(group, tuple(best), stop_time=True))
            continue
        start = used[group] * n
        shifts.append(Shift(group, tuple(members[(start + j) % len(members)] for j in range(n))))
        used[group] += 1
    return tuple(shifts)


def play_game(
    rng: random.Random,
    game: Game,
    night: int,
    rosters: Rosters,
    plan: Plan,
    players: dict[str, Player],
    heavy: str | None,
) -> Game:
    """`game` as a final, signed sheet; `heavy` names the team taking nine counted penalties, if any."""
    dressed = {}
    for team in game.teams:
        lineup = _dressed(rng, rosters.roster(team, game.date), night, plan, players)
        if plan.stand_in and plan.stand_in[:2] == (team, night):
            lineup.append(plan.stand_in[3])  # the official substitute goalie, listed last
        dressed[team] = lineup
    skaters = {team: [pid for pid in pids if players[pid].position != "G"] for team, pids in dressed.items()}
    strength = {team: mean(players[pid].rating for pid in pids) for team, pids in skaters.items()}

    def scored(team: str, other: str) -> int:
        # A stronger bench scores more, within a believable range.
        return min(MAX_GOALS, _poisson(rng, max(1.0, min(4.5, 2.8 + (strength[team] - strength[other]) / 10))))

    score = Score(scored(game.home, game.away), scored(game.away, game.home))
    goals = _goals(rng, game, score, skaters, players) if rng.random() < DETAILED_SHARE else ()
    return replace(
        game,
        status="final",
        score=score,
        dressed=tuple((team, tuple(pids)) for team, pids in dressed.items()),
        goals=goals,
        penalties=game_penalties(rng, game.home, game.away, skaters, heavy),
        shifts=tuple((team, _shifts(rng, pids, players)) for team, pids in dressed.items()),
        signed=True,
        signed_by="referee",
    )
