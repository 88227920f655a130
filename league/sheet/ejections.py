"""A tournament's discipline during one game (docs/readings/shared.md#ejections-and-suspensions and each tournament's
page).

The sheet's replay (`league.sheet.replay`) hands each penalty here in order. What comes back: the player's
ejection (one per player and game, at his first ejecting penalty), the penalty a rule adds (Cole's
game misconduct for a major), and the team's forfeit where the rules end the game (Coors' third
different player with a misconduct-type penalty, 3-on-3's disqualifying ejection). Every number and
kind is the rulebook's `DisciplineRules`; every citation its own.
"""

from __future__ import annotations

from typing import NamedTuple

from league.rules.discipline_rules import DisciplineRules
from league.rules.rulebook import Rulebook
from league.season.values import Game, Goal, Penalty
from league.sheet.lineups import counted_lineups, rules_shortfall
from league.sheet.penalty_shots import use_penalty_shot
from league.sheet.replay_values import DerivedPenalty, Ejection, Moment, PenaltyAward, SheetProblem, ordinal

# The causes of the forfeits these rules derive, as the replay's `forfeit` and `end_cause` name them.
MISCONDUCTS, DISQUALIFICATION, SHORT_LINEUP = "misconducts", "disqualification", "short lineup"
# The rule each cause's forfeit ends the game by, as the rulebook cites it.
FORFEIT_ROLES = {MISCONDUCTS: "team_misconducts", DISQUALIFICATION: "team_disqualification", SHORT_LINEUP: "lineup"}
ADDED_GAME_MISCONDUCT = "game-misconduct"


class PenaltyVerdict(NamedTuple):
    """What one penalty did: the penalty a rule added (or None) and the team's forfeit (or None)."""

    added: DerivedPenalty | None
    forfeit: tuple[str, str] | None


def _words(text: str) -> str:
    return text.strip().lower()


class GameDiscipline:
    """The running discipline of one game: each player's count, ejections, each team's misconduct players."""

    def __init__(self, rules: DisciplineRules, rulebook: Rulebook):
        self.rules, self.rulebook = rules, rulebook
        self.counts: dict[str, int] = {}
        self.ejections: dict[str, Ejection] = {}
        self.misconduct_players: dict[str, set[str]] = {}

    def penalty(self, at: Moment, index: int, pen: Penalty) -> PenaltyVerdict:
        """Take one sheet penalty: eject, add, and say whether the team forfeits at this moment.

        A penalty after his ejection still counts for his minutes and for Coors' third player
        (docs/readings/coors.md#discipline)."""
        if pen.player is None:  # a bench penalty: nobody's count, nobody ejected
            return PenaltyVerdict(None, None)
        rules, kind, infraction = self.rules, _words(pen.kind), self.rulebook.infractions.ruled(pen.infraction)
        before = self.counts.get(pen.player, 0)
        after = self.counts[pen.player] = before + rules.count_weight(kind)
        added = self._added(at, index, pen, kind, infraction)
        reason = self._ejecting(kind, infraction, added is not None, before, after)
        if reason is not None:
            self._eject(pen, at, index, *reason)
        return PenaltyVerdict(added, self._forfeit(pen, kind, infraction))

    def _added(self, at: Moment, index: int, pen: Penalty, kind: str, infraction: str) -> DerivedPenalty | None:
        """Cole's game misconduct for a major (goalies too), except for the infractions the rule spares."""
        rules = self.rules
        if kind not in rules.adds_game_misconduct or infraction in rules.adds_game_misconduct_except:
            return None
        return DerivedPenalty(pen.team, pen.player, ADDED_GAME_MISCONDUCT, pen.infraction, at, kind, index)

    def _ejecting(self, kind: str, infraction: str, added: bool, before: int, after: int) -> tuple[str, str] | None:
        """(cause, role) of the rule this penalty ejects by, or None: an infraction's rule first (fighting),
        then the kind's, then a game misconduct the rules added, then the player's count."""
        rules = self.rules
        by_infraction = dict(rules.ejecting_infractions)
        if infraction in by_infraction:
            return infraction, by_infraction[infraction]
        by_kind = dict(rules.ejecting_kinds)
        if kind in by_kind:
            return kind.replace("-", " ").replace("match", "match penalty"), by_kind[kind]
        if added:
            return f"{kind}: game misconduct added", "added_game_misconduct"
        count = rules.ejecting_count
        if count is not None and before < count <= after:
            return f"{ordinal(count)} penalty", "third_penalty"
        return None

    def _eject(self, pen: Penalty, at: Moment, index: int, cause: str, role: str) -> None:
        assert pen.player is not None
        if pen.player not in self.ejections:
            rule = self.rulebook.cite(role)
            self.ejections[pen.player] = Ejection(pen.player, pen.team, at, cause, rule, index)

    def _forfeit(self, pen: Penalty, kind: str, infraction: str) -> tuple[str, str] | None:
        """The team's forfeit this penalty causes (3-on-3 PEN 5's disqualification first), or None."""
        rules = self.rules
        if (
            kind in rules.disqualifying_kinds
            or infraction in rules.disqualifying_any_infractions
            or (infraction in rules.disqualifying_infractions and kind in rules.disqualifying_ejection_kinds)
        ):
            return pen.team, DISQUALIFICATION
        if rules.team_forfeit_players is None or kind not in rules.team_forfeit_kinds:
            return None
        players = self.misconduct_players.setdefault(pen.team, set())
        was = len(players)
        players.add(pen.player or "")  # never a bench penalty: those return early
        if was < rules.team_forfeit_players <= len(players):
            return pen.team, MISCONDUCTS
        return None

    def goal_refusal(self, at: Moment, index: int, goal: Goal, awards: list[PenaltyAward]) -> tuple[str, str] | None:
        """(rule, message) when the goal is refused: its scorer or an assistant was ejected before it
        (docs/readings/shared.md#ejections-and-suspensions), or it is a penalty shot with no unused award to its team in
        its period by its moment (3-on-3 PEN 4, `awards` marked as used here); None when it stands."""
        for player, what in ((goal.scorer, "goal"), *((a, "assist") for a in goal.assists)):
            refusal = self.refusal(player, what)
            if refusal is not None:
                return refusal
        shots = self.rules.penalty_shot_from is not None
        if goal.penalty_shot and shots and not use_penalty_shot(awards, at, index, goal.team):
            message = f"{goal.team} has no unused penalty shot awarded in period {at.period} by {at}"
            return self.rulebook.cite("penalty_shots"), message
        return None

    def refusal(self, player: str, what: str) -> tuple[str, str] | None:
        """(rule, message) when `player` was ejected before this moment: his `what` is refused
        (docs/readings/shared.md#ejections-and-suspensions)."""
        ejection = self.ejections.get(player)
        if ejection is None:
            return None
        message = f"{player} was ejected at {ejection.at} ({ejection.cause}): no {what} of his comes after it"
        return ejection.rule, message


def lineup_verdict(
    game: Game, rulebook: Rulebook, goalies: frozenset[str]
) -> tuple[tuple[str, str] | None, list[SheetProblem]]:
    """A tournament's lineup (Cole PR 1, 3-on-3 GF 1), asked once the lineups must be complete
    (`league.sheet.lineups`: from the first goal or penalty, and when final): (the pre-game forfeit, the sheet's
    problems). A short team forfeits before the start unless the official waived it (Cole) and then the sheet holds
    nothing played; or, where short lineups do not forfeit (3-on-3), the sheet is refused unless a forfeit ruling
    covers it."""
    lineup = rulebook.discipline.lineup if rulebook.discipline is not None else None
    if lineup is None:
        return None, []
    rule, problems = rulebook.cite("lineup"), []
    for team, dressed in counted_lineups(game):
        why = rules_shortfall(dressed, lineup, goalies)
        if why is None:
            continue
        if lineup.forfeits and not (lineup.waivable and game.lineup_waiver):
            if game.goals or game.penalties or game.score:
                message = f"{team} forfeits before the start ({why}): the sheet can hold no score, goals or penalties"
                problems.append(SheetProblem("dressed", rule, message))
            return (team, SHORT_LINEUP), problems
        if not lineup.forfeits and (game.forfeit is None or game.forfeit.team != team):
            problems.append(SheetProblem(f"dressed.{team}", rule, f"{team}: {why}; record its forfeit"))
    return None, problems
