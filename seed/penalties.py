"""Penalties for the demo's game sheets: the everyday minors, the odd major, one heavy night.

Gray rule 4 is kept well away from its automatic consequences: no player reaches a 4th counted penalty in
a game and no team a 10th, so the demo needs no derived misconducts or forfeits. The heavy game
takes one team to 9 counted penalties, which shows the sheet's 8th and 9th warnings.
"""

from __future__ import annotations

import random
from dataclasses import dataclass

from league.season.values import Penalty

MINORS = (
    "hooking",
    "tripping",
    "holding",
    "interference",
    "slashing",
    "roughing",
    "high-sticking",
    "cross-checking",
    "elbowing",
)
MAJORS = ("boarding", "checking from behind")
PLAYER_CAP = 3  # a 4th counted penalty would add an automatic misconduct (Gray rule 4)
HEAVY_TEAM_COUNT = 9  # one short of the 10th that forfeits the game (Gray rule 4)
PERIOD_SECONDS = 15 * 60


@dataclass(frozen=True, slots=True)
class _Call:
    """One penalty before it gets a time: what, on whom, and how much it weighs in Gray rule 4's count."""

    kind: str
    infraction: str
    player: str | None
    weight: int
    bench: bool = False
    equipment: bool = False


def _pick_player(rng: random.Random, skaters: list[str], load: dict[str, int], weight: int) -> str:
    """A skater who can take `weight` more counted penalties without reaching a 4th."""
    able = [pid for pid in skaters if load.get(pid, 0) + weight <= PLAYER_CAP]
    pid = rng.choice(able)
    load[pid] = load.get(pid, 0) + weight
    return pid


def _team_calls(rng: random.Random, skaters: list[str], counted: int, load: dict[str, int]) -> list[_Call]:
    """Penalties adding up to `counted` for one team, plus an uncounted one now and then."""
    calls: list[_Call] = []
    left = counted
    while left > 0:
        roll = rng.random()
        if left >= 2 and roll < 0.12:
            kind, infraction, weight = "double-minor", "high-sticking", 2
        elif roll < 0.2:
            kind, infraction, weight = "major", rng.choice(MAJORS), 1
        else:
            kind, infraction, weight = "minor", rng.choice(MINORS), 1
        calls.append(_Call(kind, infraction, _pick_player(rng, skaters, load, weight), weight))
        left -= weight
    # Bench and equipment penalties do not count toward Gray rule 4's totals; misconducts never do.
    if rng.random() < 0.1:
        calls.append(_Call("minor", "too many men", None, 0, bench=True))
    if rng.random() < 0.06:
        calls.append(_Call("minor", "illegal equipment", rng.choice(skaters), 0, equipment=True))
    if rng.random() < 0.04:
        calls.append(_Call("misconduct", "abuse of officials", rng.choice(skaters), 0))
    return calls


def _moment(rng: random.Random) -> tuple[int, int]:
    return rng.randint(1, 3), rng.randrange(10, PERIOD_SECONDS - 10)


def game_penalties(
    rng: random.Random, home: str, away: str, skaters: dict[str, list[str]], heavy: str | None = None
) -> tuple[Penalty, ...]:
    """A game's penalties in sheet order (period, then time); `heavy` is a team taking nine counted.

    `skaters` are the dressed skaters of each team: goalies take no penalties in the demo.
    """
    load: dict[str, int] = {}
    timed: list[tuple[int, int, int, Penalty]] = []  # (period, second, tiebreak, penalty)
    for team in (home, away):
        counted = HEAVY_TEAM_COUNT if team == heavy else rng.choices(range(6), weights=(2, 4, 5, 5, 3, 1))[0]
        for call in _team_calls(rng, skaters[team], counted, load):
            period, second = _moment(rng)
            penalty = Penalty(team, call.player, call.kind, call.infraction, period, second, call.bench, call.equipment)
            timed.append((period, second, len(timed), penalty))
    if heavy is None and rng.random() < 0.2:
        # Coincidental minors: one of each side at the same moment, listed together on the sheet.
        period, second = _moment(rng)
        for team in (home, away):
            pid = _pick_player(rng, skaters[team], load, 1)
            timed.append(
                (period, second, len(timed), Penalty(team, pid, "minor", "roughing", period, second, coincidental=True))
            )
    timed.sort(key=lambda item: item[:3])
    return tuple(item[3] for item in timed)
