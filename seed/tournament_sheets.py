"""Sheets of a demo tournament's played games, within each rulebook's format (docs/readings/shared.md#game-formats,
docs/readings/shared.md#shootouts).

Goals and penalties fall inside the periods of the game's kind (`rulebook.format_for`); a knockout tie
goes to its overtime or its shootout as the format says; a pool tie stands or goes to a shootout. A
shootout is shot attempt by attempt through `league.sheet.shootout`, which names who may shoot next, so
every attempt is one the rules accept and the last one decides it. One game of the event carries
its ejection (`Script.ejection`) and, at 3-on-3, one a fight that disqualifies a team (3-on-3 PEN 5).
"""

from __future__ import annotations

import math
import random
from dataclasses import dataclass, replace
from statistics import mean

from league.rules.formats import GameFormat, game_kind
from league.rules.rulebook import Rulebook
from league.season.values import Game, Goal, Penalty, Player, Score, Shootout, ShootoutAttempt
from league.sheet.replay import replay_sheet
from league.sheet.shootout import replay_shootout
from seed import tournament_discipline as scripted
from seed.penalties import MINORS

# Goals a team scores in a regulation minute, on average: adult rec hockey, and 3-on-3's open ice.
GOALS_PER_MINUTE = {"three-on-three": 0.2}
# Shots on goal beyond the goals a team takes in a game: a few a minute at 3-on-3, a period's worth otherwise.
EXTRA_SHOTS = {"three-on-three": (4, 12)}
MORE_SHOTS = (12, 30)
DEFAULT_GOALS_PER_MINUTE = 0.068
MAX_GOALS = 9
# Each rulebook's ejection (docs/readings/shared.md#ejections-and-suspensions): Coors a third penalty, Cole a major
# (with its added game misconduct), Prime and 3-on-3 a game misconduct (not for an infraction 3-on-3 PEN 5 disqualifies
# for).
EJECTIONS: dict[str, tuple[tuple[str, str], ...]] = {
    "coors-cup": (("minor", "hooking"), ("minor", "slashing"), ("minor", "roughing")),
    "prime-expo-boulder": (("game-misconduct", "checking from behind"),),
    "three-on-three": (("game-misconduct", "checking from behind"),),
    "cole-harbour-classic": (("major", "boarding"),),
}
SHOOTOUT_SCORING = 0.35
WAIVER = "short bench: the official allowed the game"


@dataclass(frozen=True, slots=True)
class Script:
    """What a game must show: an ejection (of a home player), a fight ending it (the fighter's team),
    a tie after regulation, a knockout decided in overtime, a rout by the home team (past Prime's posted
    cap), a team short of players that the official let play (Cole PR 1's waiver) or, not `waived`, that
    forfeits before the start; and `seed.tournament_discipline`'s calls: the team whose third different
    player takes a misconduct (Coors 4.7's forfeit), a home player's late misconduct (Coors 4.4-4.5), fight and
    gross misconduct (Cole VA 1), the neutral goalie's minors (3-on-3 PEN 4) and a penalty shot scored."""

    ejection: bool = False
    fight: str | None = None
    tie: bool = False
    overtime: bool = False
    rout: bool = False
    short_bench: str | None = None
    waived: bool = True
    misconducts: str | None = None
    late_misconduct: bool = False
    fighting: bool = False
    gross_misconduct: bool = False
    goalie_penalties: int = 0
    penalty_shot: bool = False


@dataclass(frozen=True, slots=True)
class Bench:
    """The players a team may dress for a game (a knockout: only those with a pool game,
    docs/readings/shared.md#knockout-eligibility)."""

    team: str
    players: tuple[str, ...]


def _poisson(rng: random.Random, lam: float) -> int:
    limit, k, product = math.exp(-lam), 0, rng.random()
    while product > limit:
        k += 1
        product *= rng.random()
    return k


def _dress(rng: random.Random, bench: Bench, players: dict[str, Player], fewest: int) -> tuple[str, ...]:
    """The bench less the odd absent skater, never fewer than `fewest` skaters; every goalie dresses."""
    skaters = [pid for pid in bench.players if players[pid].position != "G"]
    absent = {pid for pid in skaters if rng.random() < 0.08}
    while len(skaters) - len(absent) < fewest and absent:
        absent.discard(min(absent))
    return tuple(pid for pid in bench.players if pid not in absent)


def _moment(rng: random.Random, fmt: GameFormat, periods: tuple[int, ...] | None = None) -> tuple[int, int]:
    period = rng.choice(periods or tuple(range(1, len(fmt.periods) + 1)))
    length = fmt.period_seconds(period) or 60
    return period, rng.randrange(10, length - 10)


class _Sheet:
    """One game's sheet while it is drawn."""

    def __init__(self, rng: random.Random, game: Game, rulebook: Rulebook, players: dict[str, Player]):
        self.rng, self.game, self.rulebook, self.players = rng, game, rulebook, players
        self.fmt = rulebook.format_for(game_kind(game))
        self.dressed: dict[str, tuple[str, ...]] = {}
        self.goals: list[Goal] = []
        self.penalties: list[Penalty] = []
        self.load: dict[str, int] = {}
        self.gone: dict[str, tuple[int, int]] = {}  # ejected players and the moment they left

    def skaters(self, team: str, at: tuple[int, int] | None = None) -> list[str]:
        """The team's dressed skaters still in the game at `at`."""
        return [
            pid
            for pid in self.dressed[team]
            if self.players[pid].position != "G" and (at is None or pid not in self.gone or self.gone[pid] > at)
        ]

    def score(self, team: str, other: str) -> int:
        strength = {t: mean(self.players[p].rating for p in self.skaters(t)) for t in (team, other)}
        minutes = sum(m for m, _ in self.fmt.periods)
        lam = GOALS_PER_MINUTE.get(self.rulebook.name, DEFAULT_GOALS_PER_MINUTE) * minutes
        return min(MAX_GOALS, _poisson(self.rng, max(0.6, lam * (1 + (strength[team] - strength[other]) / 40))))

    def add_goal(self, team: str, at: tuple[int, int]) -> None:
        pool = self.skaters(team, at)
        weights = [self.players[p].rating * (1.6 if self.players[p].position == "F" else 0.6) for p in pool]
        scorer = self.rng.choices(pool, weights=weights)[0]
        helpers = [p for p in pool if p != scorer]
        assists = self.rng.sample(helpers, min(len(helpers), self.rng.choices((0, 1, 2), weights=(1, 3, 6))[0]))
        self.goals.append(Goal(team, scorer, tuple(assists), *at))

    def add_penalty(self, team: str, player: str, kind: str, infraction: str, at: tuple[int, int]) -> None:
        self.penalties.append(Penalty(team, player, kind, infraction, *at))
        self.load[player] = self.load.get(player, 0) + (2 if kind == "double-minor" else 1)

    def everyday_penalties(self, team: str) -> None:
        """A few minors and the odd double minor, no player near a third (Coors and Cole eject on it)."""
        for _ in range(self.rng.choices(range(5), weights=(2, 4, 4, 3, 1))[0]):
            at = _moment(self.rng, self.fmt)
            double = self.rng.random() < 0.1
            weight = 2 if double else 1
            able = [p for p in self.skaters(team) if p not in self.gone and self.load.get(p, 0) + weight <= 2]
            if able:
                kind = "double-minor" if double else "minor"
                self.add_penalty(team, self.rng.choice(able), kind, self.rng.choice(MINORS), at)

    def short_bench(self, team: str, skaters: int) -> None:
        """Only `skaters` of the team's skaters came (its goalies did)."""
        came = self.rng.sample(self.skaters(team), skaters)
        self.dressed[team] = tuple(p for p in self.dressed[team] if self.players[p].position == "G" or p in came)

    def eject(self, team: str) -> None:
        """The rulebook's ejection of one of `team`'s skaters in the first period (no suspension follows)."""
        calls = EJECTIONS[self.rulebook.name]
        player = self.rng.choice([p for p in self.skaters(team) if self.load.get(p, 0) == 0])
        moments = sorted(_moment(self.rng, self.fmt, (1,)) for _ in calls)  # early: no late-game suspension
        for (kind, infraction), at in zip(calls, moments, strict=True):
            self.add_penalty(team, player, kind, infraction, at)
        self.gone[player] = moments[-1]


def play_tournament_game(
    rng: random.Random,
    game: Game,
    rulebook: Rulebook,
    players: dict[str, Player],
    benches: tuple[Bench, Bench],
    fewest: int,
    script: Script = Script(),
) -> Game:
    """`game` as a final, signed sheet under `rulebook`, each team dressing at least `fewest` skaters
    (3-on-3: `game.goalie` set by the caller)."""
    sheet = _Sheet(rng, game, rulebook, players)
    for bench in benches:
        sheet.dressed[bench.team] = _dress(rng, bench, players, fewest)
    if script.short_bench is not None:
        sheet.short_bench(script.short_bench, fewest - 1)
    if script.short_bench is not None and not script.waived:
        return _short_forfeit(game, sheet, script.short_bench)
    if script.ejection:
        sheet.eject(game.home)
    forfeit_at, award = _scripted_calls(rng, sheet, script)
    home, away = _goals(rng, sheet, script, award)
    for team in game.teams:
        sheet.everyday_penalties(team)
    overtime = False
    extra = home == away and not sheet.fmt.ties_stand and sheet.fmt.overtime is not None
    if extra and (script.overtime or not sheet.fmt.shootout):
        overtime = True  # a sudden-death goal (where the format has overtime and the script or the format asks)
        sheet.add_goal(rng.choice(game.teams), (len(sheet.fmt.periods) + 1, rng.randrange(20, 290)))
    goals = sorted(sheet.goals, key=lambda g: (g.period, g.second))
    penalties = sorted(sheet.penalties, key=lambda p: (p.period, p.second))
    played = replace(
        game,
        status="final",
        dressed=tuple(sheet.dressed.items()),
        goals=tuple(goals),
        penalties=tuple(penalties),
        overtime=overtime,
        signed=True,
        signed_by="referee",
        lineup_waiver=WAIVER if script.short_bench is not None else None,
    )
    if forfeit_at is not None:
        return scripted.ended_at(played, forfeit_at)
    played = scripted.penalty_shots(rng, played, rulebook)
    if script.fight is not None:
        return _fight(rng, played, script.fight)
    played = replace(played, score=played.goals_score, shots=_shots(rng, played, rulebook))
    if played.goals_score.home == played.goals_score.away and sheet.fmt.shootout and not sheet.fmt.ties_stand:
        played = shoot_out(rng, played, rulebook, players, frozenset(sheet.gone))
    return played


def _goals(rng: random.Random, sheet: _Sheet, script: Script, award: tuple[int, int] | None) -> tuple[int, int]:
    """Draw the game's goals as the script wants them; (home, away) in regulation, before any penalty shot
    scored on the home team's `award`."""
    game = sheet.game
    home, away = sheet.score(game.home, game.away), sheet.score(game.away, game.home)
    if script.tie:
        away = home
    if script.rout:
        home, away = rng.randint(10, 12), rng.randint(0, 2)
    if script.fight is not None:
        home, away = max(home, 1), max(away, 1)
    for team, count in ((game.home, home), (game.away, away)):
        for _ in range(count):
            sheet.add_goal(team, _moment(rng, sheet.fmt))
    if award is not None:
        scorer = rng.choice(sheet.skaters(game.home, award))
        sheet.goals.append(scripted.penalty_shot_goal(scorer, game.home, award, rng.randrange(5, 60)))
    return home, away


def _short_forfeit(game: Game, sheet: _Sheet, short: str) -> Game:
    """Cole PR 1 without the official's waiver: the short team forfeits before the start, and the sheet
    holds its lineups and nothing played. It dresses one goalie, so it is short by its players in all too
    (what a replay counts where it does not know the positions)."""
    dressed = dict(sheet.dressed)
    goalies = [p for p in dressed[short] if sheet.players[p].position == "G"]
    dressed[short] = tuple(p for p in dressed[short] if p not in goalies[1:])
    return replace(game, status="final", dressed=tuple(dressed.items()), signed=True, signed_by="referee")


def _scripted_calls(
    rng: random.Random, sheet: _Sheet, script: Script
) -> tuple[tuple[int, int] | None, tuple[int, int] | None]:
    """Put the script's discipline on the sheet before its goals: (the moment a team's misconducts end the
    game, or None; the moment the home team is awarded its penalty shot, or None)."""
    forfeit_at = award = None
    if script.misconducts is not None:
        forfeit_at = scripted.team_misconducts(sheet, rng.choice, rng.sample(range(30, 800), 3), script.misconducts)
    if script.late_misconduct:
        scripted.late_misconduct(sheet, rng.choice, rng.randrange(15, 100))
    if script.fighting:
        scripted.first_period_call(sheet, rng.choice, scripted.FIGHT, rng.randrange(60, 600))
    if script.gross_misconduct:
        scripted.first_period_call(sheet, rng.choice, scripted.GROSS, rng.randrange(60, 600))
    if script.goalie_penalties:
        scripted.goalie_penalties(sheet, rng.sample(range(10, 300), script.goalie_penalties))
    if script.penalty_shot:
        award = scripted.awarding_minors(sheet, rng.choice, rng.sample(range(10, 240), 2))
    return forfeit_at, award


def _shots(rng: random.Random, game: Game, rulebook: Rulebook) -> Score:
    """Shots on goal, never fewer than the goals: a few a minute at 3-on-3, a period's worth otherwise."""
    low, high = EXTRA_SHOTS.get(rulebook.name, MORE_SHOTS)
    score = game.goals_score
    return Score(score.home + rng.randint(low, high), score.away + rng.randint(low, high))


def _fight(rng: random.Random, game: Game, fighter_team: str) -> Game:
    """3-on-3 PEN 5: a fighting major after the first goal ends the game there as the fighter's team's forfeit;
    the sheet holds the events before it and no score (docs/readings/shared.md#results-and-sheets)."""
    first = min((g.period, g.second) for g in game.goals)
    at = (first[0], first[1] + 1) if first[0] == 3 else (first[0] + 1, rng.randrange(30, 300))
    fighter = rng.choice(game.dressed_for(fighter_team))
    goals = tuple(g for g in game.goals if (g.period, g.second) < at)
    penalties = tuple(p for p in game.penalties if (p.period, p.second) < at)
    fight = Penalty(fighter_team, fighter, "major", "fighting", *at)
    return replace(game, goals=goals, penalties=(*penalties, fight), score=None, shots=None)


def shoot_out(
    rng: random.Random, game: Game, rulebook: Rulebook, players: dict[str, Player], ejected: frozenset[str]
) -> Game:
    """A shootout shot attempt by attempt: each shooter one `league.sheet.shootout` offers next, until it decides."""
    fmt = rulebook.format_for(game_kind(game))
    goalies = frozenset(p for team in game.teams for p in game.dressed_for(team) if players[p].position == "G")
    ejected = ejected | frozenset(m.player for m in replay_sheet(game, rulebook).game_misconducts)
    attempts: list[ShootoutAttempt] = []
    first = rng.choice(game.teams)
    while True:
        shot = replace(game, shootout=Shootout(first, tuple(attempts)))
        state = replay_shootout(shot, rulebook, fmt, ejected, goalies)
        if state.winner is not None or state.next_team is None:
            return shot
        shooter = rng.choices(state.next_shooters, weights=[players[p].rating for p in state.next_shooters])[0]
        attempts.append(ShootoutAttempt(state.next_team, shooter, rng.random() < SHOOTOUT_SCORING))
