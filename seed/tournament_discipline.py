"""The discipline a demo tournament's scripted games show (each tournament rulebook's ejections, forfeits and
suspensions).

Each call puts one rulebook rule on the sheet while it is drawn, before its goals, so nobody ejected
scores afterwards: Coors' third different player with a misconduct (the team forfeits there) and a
misconduct in the late window (he sits out his team's next game); Cole's fight (the rest of the
tournament) and gross misconduct (pending the committee's review); 3-on-3's neutral goalie's
penalties (his third bars him) and a penalty shot awarded and scored (3-on-3 PEN 4).
"""

from __future__ import annotations

import random
from collections.abc import Callable
from dataclasses import replace
from typing import Protocol

from league.rules.formats import GameFormat
from league.rules.rulebook import Rulebook
from league.season.values import Game, Goal

# (kind, infraction) of each scripted call.
TEAM_MISCONDUCT = ("misconduct", "unsportsmanlike conduct")
LATE_MISCONDUCT = ("misconduct", "abuse of officials")
FIGHT = ("major", "fighting")
GROSS = ("gross-misconduct", "abuse of officials")
GOALIE_MINOR = ("minor", "delay of game")
AWARDING_MINORS = (("minor", "tripping"), ("minor", "hooking"))
Moment = tuple[int, int]


class DrawnSheet(Protocol):
    """What these rules need of `seed.tournament_sheets._Sheet`."""

    game: Game
    fmt: GameFormat
    load: dict[str, int]
    gone: dict[str, Moment]

    def skaters(self, team: str, at: Moment | None = None) -> list[str]: ...

    def add_penalty(self, team: str, player: str, kind: str, infraction: str, at: Moment) -> None: ...


def _fresh(sheet: DrawnSheet, rng_choice: Callable[[list[str]], str], team: str, count: int) -> list[str]:
    """`count` different skaters of `team` with no penalty yet in the game, in the order drawn."""
    picked: list[str] = []
    for _ in range(count):
        picked.append(rng_choice([p for p in sheet.skaters(team) if not sheet.load.get(p) and p not in picked]))
    return picked


def team_misconducts(sheet: DrawnSheet, choice: Callable[[list[str]], str], seconds: list[int], team: str) -> Moment:
    """Three different players of `team` take a misconduct in the second period (Coors 4.4 and 4.7: each ejects,
    the third forfeits the game); the moment of the third, where the sheet ends."""
    moments = [(2, s) for s in sorted(seconds)]
    for player, at in zip(_fresh(sheet, choice, team, len(moments)), moments, strict=True):
        sheet.add_penalty(team, player, *TEAM_MISCONDUCT, at)
        sheet.gone[player] = at
    return moments[-1]


def late_misconduct(sheet: DrawnSheet, choice: Callable[[list[str]], str], second_from_end: int) -> None:
    """A home skater's misconduct in the last `second_from_end` seconds of regulation's last period (Coors
    Coors 4.4-4.5's late window: ejected, and he sits out his team's next game)."""
    last = len(sheet.fmt.periods)
    length = sheet.fmt.period_seconds(last) or 60
    at = (last, length - second_from_end)
    (player,) = _fresh(sheet, choice, sheet.game.home, 1)
    sheet.add_penalty(sheet.game.home, player, *LATE_MISCONDUCT, at)
    sheet.gone[player] = at


def first_period_call(
    sheet: DrawnSheet, choice: Callable[[list[str]], str], call: tuple[str, str], second: int
) -> None:
    """A home skater's ejecting call in the first period: Cole's fight or gross misconduct (Cole PT 4, Cole VA 1)."""
    at = (1, second)
    (player,) = _fresh(sheet, choice, sheet.game.home, 1)
    sheet.add_penalty(sheet.game.home, player, *call, at)
    sheet.gone[player] = at


def goalie_penalties(sheet: DrawnSheet, seconds: list[int]) -> None:
    """The game's neutral goalie takes a minor in the first period for each of `seconds`, recorded for the
    home team he was defending (3-on-3 PEN 4: it counts for the team; his third of the tournament bars him)."""
    goalie = sheet.game.goalie
    assert goalie is not None  # 3-on-3: the caller named the game's goalie
    for second in sorted(seconds):
        sheet.add_penalty(sheet.game.home, goalie, *GOALIE_MINOR, (1, second))


def awarding_minors(sheet: DrawnSheet, choice: Callable[[list[str]], str], seconds: list[int]) -> Moment:
    """Two minors of the away team in the second period (3-on-3 PEN 4: the second awards the home team a penalty
    shot); the moment of the award."""
    away = sheet.game.away
    moments = [(2, s) for s in sorted(seconds)]
    for player, call, at in zip(_fresh(sheet, choice, away, 2), AWARDING_MINORS, moments, strict=True):
        sheet.add_penalty(away, player, *call, at)
    return moments[-1]


def penalty_shot_goal(scorer: str, team: str, award: Moment, later: int) -> Goal:
    """The home team's penalty-shot goal `later` seconds after its award, in the award's period (no assists)."""
    return Goal(team, scorer, (), award[0], award[1] + later, penalty_shot=True)


def ended_at(game: Game, at: Moment) -> Game:
    """The sheet of a game the rules ended at `at` as a forfeit: the events before it (the penalties at it
    too) and no score or shots (docs/readings/shared.md#results-and-sheets)."""
    goals = tuple(g for g in game.goals if (g.period, g.second) < at)
    penalties = tuple(p for p in game.penalties if (p.period, p.second) <= at)
    return replace(game, goals=goals, penalties=penalties, score=None, shots=None, overtime=False)


def penalty_shots(rng: random.Random, game: Game, rulebook: Rulebook) -> Game:
    """3-on-3 PEN 4: a team's second and later penalties of a period award the other a penalty shot; now
    and then a later goal of the other team in that period is that shot (no assists on a penalty shot).
    A goal the script already made a penalty shot uses the earliest award open to it, as the replay does."""
    rules = rulebook.discipline
    if rules is None or rules.penalty_shot_from is None:
        return game
    awards: list[tuple[str, int, int]] = []  # (the team awarded, period, second), in sheet order
    counts: dict[tuple[str, int], int] = {}
    for pen in game.penalties:
        n = counts[(pen.team, pen.period)] = counts.get((pen.team, pen.period), 0) + 1
        if n >= rules.penalty_shot_from:
            awards.append((game.away if pen.team == game.home else game.home, pen.period, pen.second))
    goals = list(game.goals)
    for i, goal in enumerate(goals):
        open_to = [a for a in awards if a[:2] == (goal.team, goal.period) and a[2] < goal.second]
        if open_to and (goal.penalty_shot or rng.random() < 0.6):
            awards.remove(open_to[0])
            goals[i] = replace(goal, assists=(), penalty_shot=True)
    return replace(game, goals=tuple(goals))
