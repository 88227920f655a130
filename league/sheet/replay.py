"""One replay of a game sheet: what the rules add to it and where the game ended (Gray rules 4, 5, 6, 13, 14, 17 and
23).

The sheet's goals and penalties are taken in order of period and elapsed time (goals before
penalties at the same moment, then sheet order). The replay derives the automatic penalties, the
warnings the scorer must give, the clock mode, the end of the game and any forfeit the rules
cause. The scoresheet, import, the standings and the discipline screen all read this one replay.
"""

from __future__ import annotations

from dataclasses import replace
from typing import Any

from league.rules.formats import game_kind
from league.rules.rulebook import Rulebook
from league.season.values import Game, Goal, Penalty
from league.sheet.clock_changes import clock_changes
from league.sheet.ejections import FORFEIT_ROLES, GameDiscipline, lineup_verdict
from league.sheet.event_order import events_in_order
from league.sheet.format_checks import clock_problem, kind_words, result_problems
from league.sheet.lineups import lineup_problem
from league.sheet.penalty_shots import penalty_awards
from league.sheet.replay_values import (
    BENCH,
    DerivedPenalty,
    GameMisconduct,
    Moment,
    PenaltyAward,
    SheetProblem,
    SheetReplay,
    Warning,
    ordinal,
)

# The replay's values live in league.sheet.replay_values; its readers import them from here with it.
__all__ = [
    "BENCH",
    "DerivedPenalty",
    "GameMisconduct",
    "Moment",
    "SheetProblem",
    "SheetReplay",
    "Warning",
    "counted",
    "late_start_forfeit",
    "lineup_problem",
    "ordinal",
    "replay_sheet",
]


def counted(penalty: Penalty, rulebook: Rulebook) -> int:
    """How many penalties of a count this one is (Gray rule 4): bench and equipment penalties count for nobody."""
    rules = rulebook.penalties
    if penalty.bench and not rules.bench_penalties_count:
        return 0
    if penalty.equipment and not rules.equipment_penalties_count:
        return 0
    return rules.weight(penalty.kind)


def late_start_forfeit(game: Game, rulebook: Rulebook) -> str | None:
    """The first team whose late start passed the grace period (a late goalie never forfeits), or None."""
    for late in game.late_starts:
        if not late.goalie_only and late.minutes > rulebook.game.grace_minutes:
            return late.team
    return None


class _Replay:
    """The running state of one replay; `replay_sheet` is its only user."""

    def __init__(self, game: Game, rulebook: Rulebook, shared: dict[Any, Any]):
        self.game, self.rulebook = game, rulebook
        self.shared = shared  # one of each equal entry below (`replay_sheet`)
        self.format = rulebook.format_for(game_kind(game))
        self.regulation = len(self.format.periods)
        self.shootout_winner: str | None = None
        self.score = {team: 0 for team in game.teams}
        self.player_count: dict[str, int] = {}
        self.team_count = {team: 0 for team in game.teams}
        self.running_from: Moment | None = None
        self.ending: tuple[Moment, str] | None = None  # where the game ended, and why
        self.source: tuple[str, int] | None = None  # the entry being replayed
        self.running_source: tuple[str, int] | None = None
        self.end_source: tuple[str, int] | None = None
        self.forfeit: tuple[str, str] | None = None
        self.derived: list[DerivedPenalty] = []
        self.warnings: list[Warning] = []
        self.misconducts: dict[str, GameMisconduct] = {}
        self.minutes: list[tuple[str, str | None, str, int]] = []
        self.called: list[tuple[int, int]] = []  # (sheet index, minutes) of each typed penalty taken
        self.problems: list[SheetProblem] = []
        rules = rulebook.discipline
        self.discipline = GameDiscipline(rules, rulebook) if rules is not None else None
        self.leads: list[tuple[int, int, int]] = []  # (period, second, lead) after each goal
        self.greatest_lead = 0
        self.awards: list[PenaltyAward] = []
        if rules is not None and rules.penalty_shot_from is not None:
            penalties = [(at, i, e) for at, _, i, e in events_in_order(game, self.regulation) if isinstance(e, Penalty)]
            self.awards = penalty_awards(game, penalties, rules.penalty_shot_from)

    def problem(self, where: str, rule: str, message: str) -> None:
        self.problems.append(SheetProblem(where, rule, message))

    def add(self, penalty: DerivedPenalty) -> None:
        minutes = self.penalty_minutes(penalty.kind, penalty.at)
        self.derived.append(replace(penalty, minutes=minutes))
        entry = (penalty.team, penalty.player, penalty.kind, minutes)
        self.minutes.append(self.shared.setdefault(entry, entry))

    def penalty_minutes(self, kind: str, at: Moment) -> int:
        """Minutes by the clock when called: Gray's running time (Gray rule 14), or where the rulebook's minutes
        depend on the clock, the format's mode at that moment by the goals before it (Cole RR 1-2)."""
        rules, fmt = self.rulebook.penalties, self.format
        running = self.running_from is not None
        if not running and rules.runs_by_the_clock(kind):  # else the clock changes nothing
            if fmt.lead_may_switch(self.greatest_lead):
                before = tuple(lead for lead in self.leads if (lead[0], lead[1]) < (at.period, at.second))
                running = fmt.running_at(at.period, at.second, before)
            else:  # no segment can be on: the period's own clock
                running = fmt.own_mode(at.period)
        return rules.minutes_for(kind, running)

    def game_misconduct(self, team: str, player: str, cause: str, at: Moment, source: int, add: bool) -> None:
        """Record a player's game misconduct; only the first of a game counts (Gray rule 5)."""
        if player in self.misconducts:
            return
        self.misconducts[player] = GameMisconduct(player, team, cause, at)
        if add:
            self.add(DerivedPenalty(team, player, "game-misconduct", cause, at, cause, source))

    def goal(self, at: Moment, index: int, goal: Goal) -> None:
        game_rules = self.rulebook.game
        self.score[goal.team] = self.score.get(goal.team, 0) + 1
        lead = abs(self.score[self.game.home] - self.score[self.game.away])
        self.leads.append((at.period, at.second, lead))
        self.greatest_lead = max(self.greatest_lead, lead)
        if lead >= game_rules.running_time_lead and self.running_from is None:
            self.running_from, self.running_source = at, self.source
        if lead >= game_rules.mercy_lead and at.period > game_rules.mercy_from_period_end:
            self.end(at, "10-goal lead")
        if at.period > len(self.format.periods) and self.format.overtime is not None:
            # every overtime is sudden death (Gray rule 23, docs/readings/shared.md#game-formats)
            self.end(at, "overtime goal")

    def penalty(self, at: Moment, index: int, pen: Penalty) -> None:
        """A sheet penalty through the rules; one at the end's moment (the game already decided) keeps the
        player's rules (misconducts, suspensions, ejections, minutes) and changes no result."""
        rules, decided = self.rulebook.penalties, self.ending is not None
        minutes = self.penalty_minutes(pen.kind, at)
        entry, called = (pen.team, pen.player, pen.kind, minutes), (index, minutes)
        self.minutes.append(self.shared.setdefault(entry, entry))
        self.called.append(self.shared.setdefault(called, called))
        weight = counted(pen, self.rulebook)
        if pen.player is not None:
            if pen.kind in rules.game_misconduct_kinds:
                cause = "match penalty" if pen.kind == "match" else "game misconduct"
                self.game_misconduct(pen.team, pen.player, cause, at, index, add=False)
            infraction = self.rulebook.infractions.ruled(pen.infraction)
            if infraction in rules.automatic_game_misconduct_infractions:
                self.game_misconduct(pen.team, pen.player, infraction, at, index, add=True)
            if weight:
                self.player_penalty(at, index, pen.team, pen.player, weight)
        if weight:
            self.team_penalty(at, index, pen, weight, decided)
        if self.discipline is not None:
            added, forfeit = self.discipline.penalty(at, index, pen)
            if added is not None:
                self.add(added)
            if forfeit is not None and self.forfeit is None and not decided:
                self.forfeit = forfeit
                self.end(at, forfeit[1])

    def goal_refusal(self, at: Moment, index: int, goal: Goal) -> tuple[str, str] | None:
        """(rule, message) when a tournament's discipline refuses the goal
        (docs/readings/shared.md#ejections-and-suspensions, 3-on-3 PEN 4); None when it stands."""
        return self.discipline.goal_refusal(at, index, goal, self.awards) if self.discipline is not None else None

    def player_penalty(self, at: Moment, index: int, team: str, player: str, weight: int) -> None:
        rules = self.rulebook.penalties
        before = self.player_count.get(player, 0)
        after = self.player_count[player] = before + weight
        for n in range(before + 1, after + 1):
            if n in rules.player_warnings:
                self.warnings.append(Warning(team, player, n, at, index))
        if before < rules.player_misconduct_at <= after:
            label = f"{ordinal(rules.player_misconduct_at)} penalty"
            self.add(DerivedPenalty(team, player, "misconduct", label, at, label, index))
        if before < rules.player_game_misconduct_at <= after:
            label = f"{ordinal(rules.player_game_misconduct_at)} penalty"
            self.game_misconduct(team, player, label, at, index, add=True)

    def team_penalty(self, at: Moment, index: int, pen: Penalty, weight: int, decided: bool) -> None:
        rules = self.rulebook.penalties
        before = self.team_count.get(pen.team, 0)
        if pen.kind == "minor" and pen.coincidental and before + 1 >= rules.coincidental_minor_exempt_from:
            return  # a coincidental minor is not the team's 10th or later; it still counted for the player
        after = self.team_count[pen.team] = before + weight
        for n in range(before + 1, after + 1):
            if n in rules.team_warnings:
                self.warnings.append(Warning(pen.team, None, n, at, index))
        if before < rules.team_forfeit_at <= after and not decided:
            self.forfeit = (pen.team, "penalties")
            self.end(at, "penalties")

    def end(self, at: Moment, cause: str) -> None:
        if self.ending is None:
            self.ending = (at, cause)
            self.end_source = self.source

    def check_clock(self, at: Moment, where: str) -> None:
        problem = clock_problem(at, self.format, self.rulebook, kind_words(self.game))
        if problem is not None:
            self.problem(where, *problem)

    def end_of_regulation_check(self, next_period: int) -> None:
        """A 10-goal lead standing at the end of the second period (or later) ends the game there (Gray rule 17)."""
        rules = self.rulebook.game
        lead = abs(self.score[self.game.home] - self.score[self.game.away])
        if next_period > rules.mercy_from_period_end and lead >= rules.mercy_lead:
            self.end(Moment(rules.mercy_from_period_end, rules.period_minutes * 60), "10-goal lead")


NO_GOALIES: frozenset[str] = frozenset()  # one for every game: each `frozenset()` is a new object of 216 bytes


def replay_sheet(
    game: Game, rulebook: Rulebook, goalies: frozenset[str] = NO_GOALIES, shared: dict[Any, Any] | None = None
) -> SheetReplay:
    """Replay a sheet's events through the rules: derived penalties, warnings, clock, end, forfeit, and the
    shootout's winner; `goalies` (where the caller knows the players' positions) may be barred from it,
    and count apart in a lineup that needs a goalie (Cole PR 1: without them only the players are counted).

    `shared`, given by a caller replaying many sheets, gets one of each distinct penalty-minutes entry and list of
    called minutes, and the replay holds that one: a season's thousands of equal entries are then one object each
    (the memory of a big season's replays). The replay's value is the same either way."""
    goalies = goalies if goalies_count(game, rulebook) else NO_GOALIES
    return _replayed(game, rulebook, goalies, {} if shared is None else shared)


def goalies_count(game: Game, rulebook: Rulebook) -> bool:
    """True when the players' positions can change the sheet's replay: a shootout that bars goalies, or a lineup
    that needs one; else a replay given the goalies is the replay without them."""
    lineup = rulebook.discipline.lineup if rulebook.discipline is not None else None
    return game.shootout is not None or (lineup is not None and lineup.min_goalies > 0 and bool(game.dressed))


def _replayed(game: Game, rulebook: Rulebook, goalies: frozenset[str], shared: dict[Any, Any]) -> SheetReplay:
    r = _Replay(game, rulebook, shared)
    game_rules = rulebook.game
    timeouts = tuple(s.team for s in game.late_starts if s.goalie_only and game_rules.late_goalie_costs_timeout)
    late = late_start_forfeit(game, rulebook)
    if late is not None:
        r.forfeit = (late, "late start")
        if game.goals or game.penalties or game.shifts or game.score:
            r.problem(
                "late_start",
                r.rulebook.cite("game_start"),
                f"{late} started more than {game_rules.grace_minutes} minutes late and forfeits before the "
                "start: the sheet can hold no score, goals, penalties or shifts",
            )
        return _result(r, pre_game=True, timeouts=timeouts)
    short, lineup_problems = lineup_verdict(game, rulebook, goalies)
    r.problems.extend(lineup_problems)
    if short is not None:
        r.forfeit = short
        return _result(r, pre_game=True, timeouts=timeouts)
    for s in game.late_starts:
        if not s.goalie_only and s.minutes > 0:
            r.add(
                DerivedPenalty(
                    s.team,
                    BENCH,
                    game_rules.late_start_penalty_kind,
                    game_rules.late_start_penalty_infraction,
                    Moment(1, 0),
                    "late start",
                    None,
                )
            )
    period_seen = 1
    for at, kind, index, event in events_in_order(game, r.regulation):
        where = f"{kind}[{index}]"
        r.check_clock(at, where)
        if at.period > period_seen:
            r.source = None  # an end at a period's end is no entry's doing
            r.end_of_regulation_check(at.period)
            period_seen = at.period
        r.source = (kind, index)
        if r.ending is not None and not (isinstance(event, Penalty) and at == r.ending[0]):
            r.problem(where, r.rulebook.cite(_END_ROLE[r.ending[1]]), _after_the_end(*r.ending, event))
            continue
        if isinstance(event, Goal):  # kind "goals"
            refusal = r.goal_refusal(at, index, event)
            if refusal is not None:
                r.problem(where, *refusal)
                continue
            r.goal(at, index, event)
        else:
            r.penalty(at, index, event)
    r.source = None
    if period_seen <= game_rules.mercy_from_period_end:
        r.end_of_regulation_check(game_rules.mercy_from_period_end + 1)
    _check_result(r, goalies)
    return _result(r, pre_game=False, timeouts=timeouts)


def _after_the_end(ended_at: Moment, cause: str, event: Goal | Penalty) -> str:
    """Why an event timed after the game's end is refused; a penalty at the final whistle or after it (a fight
    at the deciding goal, a misconduct as the teams leave) is recorded at the end's own moment."""
    refused = f"the game ended at {ended_at} ({cause}): nothing can be recorded after it"
    if isinstance(event, Goal):
        return refused
    return f"{refused}; a penalty at or after the final whistle is recorded at its moment, {ended_at}"


# The rule that ended a game, by its cause, as the rulebook cites it.
_END_ROLE = {"penalties": "penalty_count", "10-goal lead": "mercy", "overtime goal": "overtime", **FORFEIT_ROLES}
# The rule behind each derived forfeit's cause, for a ruling on the sheet that names the other team.
_FORFEIT_ROLE = {"penalties": "penalty_count", "late start": "game_start", **FORFEIT_ROLES}


def _check_result(r: _Replay, goalies: frozenset[str]) -> None:
    """Gray rule 23, docs/readings/shared.md#game-formats, docs/readings/shared.md#shootouts: what the game's format
    forbids at its end, and its shootout's winner."""
    forfeited = r.forfeit is not None or r.game.forfeit is not None
    if r.forfeit is not None and r.forfeit[1] in FORFEIT_ROLES and r.game.score is not None:
        # A sheet ending in a forfeit the rules derive holds the events before it and no score
        # (docs/readings/shared.md#results-and-sheets).
        message = f"{r.forfeit[0]} forfeits at {r.ending[0] if r.ending else 'the start'}: the sheet holds no score"
        r.problem("score", r.rulebook.cite(FORFEIT_ROLES[r.forfeit[1]]), message)
    ejections = r.discipline.ejections if r.discipline is not None else {}
    ejected = frozenset(r.misconducts) | frozenset(ejections)
    rules = {player: e.rule for player, e in ejections.items()}
    problems, r.shootout_winner = result_problems(r.game, r.rulebook, r.format, forfeited, ejected, goalies, rules)
    r.problems.extend(problems)


def _result(r: _Replay, pre_game: bool, timeouts: tuple[str, ...]) -> SheetReplay:
    forfeit = r.forfeit
    if forfeit is None and r.game.forfeit is not None:
        forfeit = (r.game.forfeit.team, "ruling")
    elif forfeit is not None and r.game.forfeit is not None and r.game.forfeit.team != forfeit[0]:
        rule = r.rulebook.cite(_FORFEIT_ROLE[forfeit[1]])
        r.problem(
            "forfeit.team", rule, f"the sheet makes {forfeit[0]} forfeit ({forfeit[1]}), not {r.game.forfeit.team}"
        )
    return SheetReplay(
        forfeit=forfeit,
        pre_game_forfeit=pre_game,
        ended_at=r.ending[0] if r.ending else None,
        end_cause=r.ending[1] if r.ending else None,
        running_from=r.running_from,
        derived=tuple(r.derived),
        warnings=tuple(r.warnings),
        game_misconducts=tuple(r.misconducts.values()),
        timeouts_lost=timeouts,
        minutes=tuple(r.minutes),
        problems=tuple(r.problems),
        running_source=r.running_source,
        end_source=r.end_source,
        shootout_winner=r.shootout_winner,
        ejections=tuple(r.discipline.ejections.values()) if r.discipline is not None else (),
        penalty_awards=tuple(r.awards),
        clock_changes=clock_changes(r.format, tuple(r.leads), r.ending[0] if r.ending else None),
        called_minutes=r.shared.setdefault(called := tuple(r.called), called),  # equal lists: one object
    )
