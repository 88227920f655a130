"""A shootout replayed attempt by attempt (docs/readings/shared.md#shootouts): order, eligibility, the decision.

Attempts alternate, starting with the sheet's `first` (the home team when it names none). The first
rounds give each team's shooters all different and stop once one team cannot be caught (unless every
shooter shoots); sudden-death rounds follow, decided when one team scores and the other misses. An
attempt after the decision, out of turn, or by a player the rulebook bars is refused. Shootout goals
count in no score or stat: only the winner leaves here, for `league.results.outcome.game_outcome`.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass

from league.rules.formats import GameFormat, ShootoutRules
from league.rules.rulebook import Rulebook
from league.season.values import Game, ShootoutAttempt
from league.sheet.replay_values import SheetProblem


@dataclass(frozen=True, slots=True)
class ShootoutReplay:
    """Where a shootout stands: goals per team (home, away), the winner once decided, who shoots next."""

    home_goals: int
    away_goals: int
    winner: str | None
    next_team: str | None  # None once decided
    problems: tuple[SheetProblem, ...]
    # The next team's players who may take its next attempt, in dressed order (empty once decided, or
    # when its lineup was not recorded): what the scoresheet offers next.
    next_shooters: tuple[str, ...] = ()


def penalty_time_left(game: Game, rulebook: Rulebook, fmt: GameFormat) -> frozenset[str]:
    """Players whose penalty, its length from its moment, runs past the end of the last period played
    (regulation, and a shootout's overtime played in full before it); an early release is ignored."""
    minutes = dict(rulebook.penalties.minutes)
    end = fmt.elapsed(len(fmt.periods) + 1, 0)
    if fmt.overtime is not None:
        end += fmt.overtime.minutes * 60 * (fmt.overtime.periods or 1)
    return frozenset(
        p.player
        for p in game.penalties
        if p.player is not None and fmt.elapsed(p.period, p.second) + minutes.get(p.kind, 0) * 60 > end
    )


class _Shootout:
    """The running state of one shootout; `replay_shootout` is its only user."""

    def __init__(
        self, game: Game, rules: ShootoutRules, barred: dict[str, str], rule: str, own_rules: Mapping[str, str]
    ):
        self.game, self.rules, self.barred, self.rule = game, rules, barred, rule
        self.own_rules = own_rules  # the rule that bars a player, where it is not the shootout's (an ejection)
        shootout = game.shootout
        first = shootout.first if shootout is not None and shootout.first else game.home
        self.order = (first, game.away if first == game.home else game.home)
        self.shooters: dict[str, list[str]] = {team: [] for team in game.teams}
        self.goals = dict.fromkeys(game.teams, 0)
        self.winner: str | None = None
        self.problems: list[SheetProblem] = []

    def refuse(self, index: int, message: str, rule: str | None = None) -> None:
        self.problems.append(SheetProblem(f"shootout.attempts[{index}]", rule or self.rule, message))

    def eligible(self, team: str) -> list[str]:
        """The players of `team` who may shoot at all, in dressed order (empty when no lineup was recorded)."""
        return [p for p in self.game.dressed_for(team) if p not in self.barred]

    def attempt(self, index: int, attempt: ShootoutAttempt) -> None:
        team = self.order[sum(len(shots) for shots in self.shooters.values()) % 2]
        if self.winner is not None:
            return self.refuse(index, f"the shootout was decided for {self.winner}: no attempt comes after it")
        if attempt.team != team:
            return self.refuse(index, f"attempts alternate: this one is {team}'s")
        why = self.barred_because(team, attempt.shooter)
        if why is not None:
            return self.refuse(index, f"{attempt.shooter} may not shoot: {why}", self.own_rules.get(attempt.shooter))
        self.shooters[team].append(attempt.shooter)
        self.goals[team] += attempt.scored
        self.decide()

    def barred_because(self, team: str, shooter: str) -> str | None:
        """Why `shooter` may not take `team`'s next attempt, or None when he may."""
        if shooter in self.barred:
            return self.barred[shooter]
        if self.game.lineup_recorded(team) and shooter not in self.game.dressed_for(team):
            return f"not dressed for {team}"
        taken, rounds, policy = self.shooters[team], self.rules.rounds, self.rules.sudden_death
        if policy == "same-order" and not (len(taken) < rounds and self._fresh_left(team)):
            order = list(dict.fromkeys(taken))  # the first shooters, repeated in their order
            expected = order[len(taken) % len(order)]
            return None if shooter == expected else f"the order repeats: {expected} shoots now"
        if len(taken) < rounds:
            return "he has shot already: each team's first shooters are all different" if shooter in taken else None
        if policy == "anyone" or (policy == "fresh-until-spent" and not self._fresh_left(self._other(team))):
            return None
        least = min(taken.count(p) for p in self._pool(team, shooter))
        return "nobody shoots again before every eligible teammate has shot" if taken.count(shooter) > least else None

    def _pool(self, team: str, shooter: str) -> list[str]:
        """The players who compete for the next turn: the eligible ones, or (no lineup) the shooters so far."""
        return self.eligible(team) or list(dict.fromkeys([*self.shooters[team], shooter]))

    def _fresh_left(self, team: str) -> bool:
        """Whether `team` has an eligible player who has not shot yet (no lineup recorded: taken as yes)."""
        if not self.game.lineup_recorded(team):
            return True
        return any(p not in self.shooters[team] for p in self.eligible(team))

    def _other(self, team: str) -> str:
        return self.order[1] if team == self.order[0] else self.order[0]

    def decide(self) -> None:
        """Decide the shootout once the trailing team cannot catch up: in the first rounds with the shots
        it has left (all of them taken where every shooter shoots), in sudden death at a round's end."""
        first, second = self.order
        a, b = self.goals[first], self.goals[second]
        ta, tb = len(self.shooters[first]), len(self.shooters[second])
        rounds = self.rules.rounds
        if a == b:
            return
        if ta <= rounds and tb <= rounds:
            if self.rules.all_shoot and not ta == tb == rounds:
                return
            decided = a + rounds - ta < b or b + rounds - tb < a
        else:
            decided = ta == tb
        if decided:
            self.winner = first if a > b else second


def replay_shootout(
    game: Game,
    rulebook: Rulebook,
    fmt: GameFormat,
    ejected: frozenset[str],
    goalies: frozenset[str] = frozenset(),
    ejection_rules: Mapping[str, str] | None = None,
) -> ShootoutReplay:
    """Replay `game`'s shootout under the rulebook; `ejected` from the sheet's replay (an attempt of an
    ejected player is refused citing his ejection's rule in `ejection_rules`), `goalies` where known."""
    rules = rulebook.shootout
    assert rules is not None and game.shootout is not None  # the sheet's replay asks only then
    barred = dict.fromkeys(ejected, "ejected in this game")
    if not rules.goalies_shoot:
        barred.update(dict.fromkeys(goalies, "goalies do not shoot"))
    if rules.penalty_time_blocks:
        barred.update(dict.fromkeys(penalty_time_left(game, rulebook, fmt), "penalty time left"))
    own_rules = {p: rule for p, rule in (ejection_rules or {}).items() if barred.get(p) == "ejected in this game"}
    state = _Shootout(game, rules, barred, rulebook.cite("shootout"), own_rules)
    for index, attempt in enumerate(game.shootout.attempts):
        state.attempt(index, attempt)
    taken = sum(len(shots) for shots in state.shooters.values())
    next_team = None if state.winner is not None else state.order[taken % 2]
    home, away = state.goals[game.home], state.goals[game.away]
    shooters: tuple[str, ...] = ()
    if next_team is not None:
        shooters = tuple(p for p in state.eligible(next_team) if state.barred_because(next_team, p) is None)
    return ShootoutReplay(home, away, state.winner, next_team, tuple(state.problems), shooters)
