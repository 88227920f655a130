"""The scoresheet's event list as a story: each entry under its label ("G1", "P1", "L1"), and in place, in words,
what the rules made of it: automatic penalties, warnings, running time, overtime, the game's end, a forfeit.

Pure functions of league values (the game, its replay, the season and rulebook); what happened is the
replay's (`league.sheet.replay`, `league.sheet.lines`), only the words are here.
"""

from __future__ import annotations

from league.discipline.suspensions import Suspension, suspension_from
from league.results.counted_result import CountedResult, counted_result
from league.results.disqualification import DISQUALIFIED, disqualified_from, ruling_forfeits
from league.results.outcome import SHOOTOUT
from league.rules.rulebook import Rulebook
from league.scoring.corrections import Labels
from league.season.score_words import score_words, teams_numbers
from league.season.values import Game, Goal, Penalty, Score, Season
from league.sheet.ejections import DISQUALIFICATION, FORFEIT_ROLES, MISCONDUCTS
from league.sheet.event_order import event_labels
from league.sheet.lines import LateLine, SheetLine, late_lines, sheet_lines, sheet_state
from league.sheet.replay import DerivedPenalty, Moment, SheetReplay, ordinal
from league.turnout.jersey import who
from tui.text.bracket_text import shootout_tally
from tui.text.scoresheet_text import KIND_TEXT, moment_text, warning_text
from tui.text.season_view import rooms_text

INDENT = "    "
# The rule behind an automatic penalty, by its cause, as a role the rulebook cites; others: the penalty count.
CAUSE_ROLES = {
    "late start": "game_start",
    "fighting": "suspension",
    "game misconduct": "suspension",
    "match penalty": "suspension",
    "major": "added_game_misconduct",  # Cole PT 1: a major's game misconduct
}


def forfeit_words(team: str, cause: str, game: Game, season: Season, rulebook: Rulebook) -> str:
    """Why a team forfeits, in words: "Blue forfeits (its 10th counted penalty, rule 4)"."""
    return f"{season.team_name(team)} forfeits ({forfeit_reason(team, cause, game, season, rulebook)})"


def forfeit_reason(team: str, cause: str, game: Game, season: Season, rulebook: Rulebook) -> str:
    """Why a team forfeits, with its rule: "its 10th counted penalty, rule 4", "disqualified in game G009, ..."."""
    if cause == "penalties":
        why = f"its {ordinal(rulebook.penalties.team_forfeit_at)} counted penalty, {rulebook.cite('penalty_count')}"
    elif cause == "late start":
        why = f"more than {rulebook.game.grace_minutes} minutes late: before the start, {rulebook.cite('game_start')}"
    elif cause in FORFEIT_ROLES:
        why = f"{on_ice_forfeit_words(cause, rulebook)}, {rulebook.cite(FORFEIT_ROLES[cause])}"
    elif cause == DISQUALIFIED:
        first = disqualified_from(season, rulebook).get(team)
        why = f"disqualified in game {first.id}" if first else "disqualified"
        why += f", {rulebook.cite('disqualification')}"
    else:
        why = f"the committee's ruling: {game.forfeit.reason}" if game.forfeit else "the committee's ruling"
    return why


def on_ice_forfeit_words(cause: str, rulebook: Rulebook) -> str:
    """A tournament's forfeit the rules derive, in words (Coors 4.7, 3-on-3 PEN 5, Cole PR 1)."""
    rules = rulebook.discipline
    if cause == MISCONDUCTS and rules is not None and rules.team_forfeit_players is not None:
        return f"its {ordinal(rules.team_forfeit_players)} player with a misconduct, game misconduct or match penalty"
    if cause == DISQUALIFICATION:
        return "a disqualifying ejection: the team is disqualified"
    return "too few players dressed: before the start"


def end_words(replay: SheetReplay, game: Game, season: Season, rulebook: Rulebook) -> str:
    """The game's end in few words (the list is narrow at 80x24), with its rule (rules 4, 17, 23): "FORFEIT by
    Blue: its 10th counted penalty (rule 4). Game over." Its moment is the entry above it on the list; a
    10-goal lead standing when a period ends ends the game then (said ahead while the game is live)."""
    assert replay.ended_at is not None
    if replay.end_cause == "penalties" and replay.forfeit is not None:
        count = ordinal(rulebook.penalties.team_forfeit_at)
        rule = rulebook.cite("penalty_count")
        return f"FORFEIT by {season.team_name(replay.forfeit[0])}: its {count} counted penalty ({rule}). Game over."
    if replay.end_cause in FORFEIT_ROLES and replay.forfeit is not None:
        rule = rulebook.cite(FORFEIT_ROLES[replay.end_cause])
        why = on_ice_forfeit_words(replay.end_cause, rulebook)
        return f"FORFEIT by {season.team_name(replay.forfeit[0])}: {why} ({rule}). Game over."
    if replay.end_cause == "overtime goal":
        return f"GAME OVER: sudden-death overtime goal ({rulebook.cite('overtime')})."
    lead = rulebook.game.mercy_lead
    if replay.end_source is not None:
        return f"GAME OVER: {lead}-goal lead ({rulebook.cite('mercy')})."
    period = ordinal(replay.ended_at.period)
    if game.status == "final":
        return f"GAME OVER at the end of the {period} period: {lead}-goal lead ({rulebook.cite('mercy')})."
    # A lead that stands when the period ends ends the game then; until then, play goes on.
    return f"{lead}-GOAL LEAD: the game ends at the end of the {period} period if it stands ({rulebook.cite('mercy')})."


def derived_words(d: DerivedPenalty, game: Game, season: Season, rulebook: Rulebook) -> str:
    """An automatic penalty: "auto: 10-min misconduct to #41 Al Smith (4th penalty, rule 4)"; a game misconduct
    says the suspension the ledger gives him for this game (`league.discipline.suspensions`), never words of its own."""
    rule = rulebook.cite(CAUSE_ROLES.get(d.cause, "penalty_count"))
    what = KIND_TEXT.get(d.kind, d.kind) + (f" {d.infraction}" if d.infraction and d.infraction != d.cause else "")
    to = f"{season.team_name(d.team)} bench" if d.player is None else who(d.player, season)
    given = suspension_from(game, d.player, season, rulebook) if d.kind == "game-misconduct" and d.player else None
    out = f": {suspension_words(given)}" if given is not None else ""
    return f"auto: {what} to {to} ({d.cause}, {rule}){out}"


def suspension_words(s: Suspension) -> str:
    """What a suspension keeps him out of, as the ledger gives it: "out of his team's next 6 games (his 3rd game
    misconduct of the season)", "out for the rest of the season", "suspended pending the committee's review"."""
    if s.pending_review:
        return "suspended pending the committee's review"
    if s.length is None:
        out = f"out for the {s.length_text}"
    else:
        out = "out of his team's next game" if s.length == 1 else f"out of his team's next {s.length} games"
    return out if s.rule is not None else f"{out} (his {ordinal(s.nth)} game misconduct of the season)"


def late_words(line: LateLine, label: str, game: Game, season: Season, rulebook: Rulebook) -> list[str]:
    """A late start (L1 ...) and what it brought: a bench minor, a lost timeout, or a forfeit (rule 6)."""
    late = line.late
    name = season.team_name(late.team)
    who_late = f"{name}'s goalie" if late.goalie_only else name
    lines = [f"{label}  {who_late} {late.minutes} min late"]
    if line.penalty is not None:
        lines.append(f"{INDENT}{derived_words(line.penalty, game, season, rulebook)}")
    if line.timeout_lost:
        lines.append(f"{INDENT}{name} loses its timeout (late goalie, {rulebook.cite('game_start')})")
    if line.forfeits:
        lines.append(f"{INDENT}FORFEIT: {forfeit_words(late.team, 'late start', game, season, rulebook)}")
    return lines


def event_words(line: SheetLine, label: str, game: Game, season: Season, rulebook: Rulebook) -> str:
    """One goal or penalty: "G3  1st 03:00  GOAL Blue #4 Ty Kowal (#9 Al Roy)  2-1"."""
    event, at = line.event, moment_text(line.at, rulebook)
    if isinstance(event, Goal):
        shot = " on a PENALTY SHOT" if event.penalty_shot else ""
        return f"{label}  {at}  GOAL {goal_words(event, season)}{shot}  {line.score[0]}-{line.score[1]}"
    assert isinstance(event, Penalty)
    flags = [f for f, on in (("equipment", event.equipment), ("coincidental", event.coincidental)) if on]
    extra = f" [{', '.join(flags)}]" if flags else ""
    player = who(event.player, season)  # "bench" for a bench penalty
    words = [f"{label}  {at}  PEN  {season.team_name(event.team)}", player, KIND_TEXT.get(event.kind, event.kind)]
    words += [event.infraction, f"{line.minutes} min{extra}"]
    return " ".join(w for w in words if w)


def event_lines(
    game: Game,
    replay: SheetReplay,
    season: Season,
    rulebook: Rulebook,
    counted: CountedResult | None = None,
    labels: Labels | None = None,
) -> list[str]:
    """The sheet's story, newest last: late starts ("L1" ...), then goals ("G1" ...) and penalties ("P1" ...) in
    rule order, each followed by what the rules made of it, in place: automatic penalties, warnings,
    running time, overtime, the game's end and a forfeit; a committee ruling and the result (`counted`,
    worked out when not given) close it. `labels` as the shown sheet keeps them (else numbered in order)."""
    labels = labels if labels is not None else event_labels(game)
    lines = []
    for late in late_lines(game, replay, rulebook):
        lines += late_words(late, labels["late_starts", late.index], game, season, rulebook)
    periods, shown_period, end_said = rulebook.game.periods, 1, False
    for line in sheet_lines(game, replay, rulebook):
        if replay.ended_at and replay.end_source is None and not end_said and _after(line.at, replay.ended_at):
            lines.append(end_words(replay, game, season, rulebook))  # a lead standing at a period's end
            end_said = True
        if periods < line.at.period != shown_period:
            minutes = rulebook.game.playoff_overtime_minutes
            lines.append(
                f"OVERTIME {line.at.period - periods}: sudden death, {minutes} minutes ({rulebook.cite('overtime')})"
            )
        shown_period = line.at.period
        lines.append(event_words(line, labels[line.kind, line.index], game, season, rulebook))
        lines += _consequences(line, replay, game, season, rulebook)
        end_said = end_said or (line.kind, line.index) == replay.end_source
    if replay.ended_at is not None and not end_said:
        lines.append(end_words(replay, game, season, rulebook))
    return lines + closing_lines(game, replay, season, rulebook, counted) or ["No goals or penalties yet."]


def _consequences(line: SheetLine, replay: SheetReplay, game: Game, season: Season, rulebook: Rulebook) -> list[str]:
    """What one entry brought, indented under it: automatic penalties, warnings, running time, the end."""
    # A tournament penalty's ejection and award first: the rules' additions, and the game's end, close the entry.
    lines = _penalty_brought(line.index, replay, season, rulebook) if line.kind == "penalties" else []
    lines += [derived_words(d, game, season, rulebook) for d in line.derived]
    lines += [f"WARNING {warning_text(w, season)}" for w in line.warnings]
    if (line.kind, line.index) == replay.running_source:
        lead, minor = rulebook.game.running_time_lead, rulebook.penalties.minutes_for("minor", True)
        lines.append(
            f"CLOCK: running time from here ({lead}-goal lead, {rulebook.cite('running_time')}): a minor is {minor} min"
        )
    if (line.kind, line.index) == replay.end_source:
        lines.append(end_words(replay, game, season, rulebook))
    return [f"{INDENT}{text}" for text in lines]


def _penalty_brought(index: int, replay: SheetReplay, season: Season, rulebook: Rulebook) -> list[str]:
    """A tournament penalty's ejection and what it awarded the other team (3-on-3 PEN 4), with their rules."""
    lines = [
        f"EJECTED: {who(e.player, season)}, {e.cause} ({e.rule}): his game is over"
        for e in replay.ejections
        if e.source == index
    ]
    for award in (a for a in replay.penalty_awards if a.source == index):
        given = "a PENALTY SHOT" if award.award == "penalty shot" else "the puck"
        lines.append(f"{season.team_name(award.team)} gets {given} ({rulebook.cite('penalty_shots')})")
    return lines


def goal_words(goal: Goal, season: Season) -> str:
    """A goal's team, scorer and assists: "Blue #4 Ty Kowal (#9 Al Roy, #2 Bo Li)"."""
    helpers = ", ".join(who(a, season) for a in goal.assists) or "unassisted"
    return f"{season.team_name(goal.team)} {who(goal.scorer, season)} ({helpers})"


def _after(at: Moment, end: Moment) -> bool:
    return (at.period, at.second) > (end.period, end.second)


def closing_lines(
    game: Game, replay: SheetReplay, season: Season, rulebook: Rulebook, counted: CountedResult | None = None
) -> list[str]:
    """What closes the story: overtime without timed goals, the committee's forfeit ruling, the result: the
    one the game counts as (`counted`, worked out here when not given), a disqualification's forfeit too."""
    counted = counted or season_counted(game, replay, season, rulebook)
    lines = []
    if game.overtime and not any(g.period > rulebook.game.periods for g in game.goals):
        lines.append(f"OVERTIME: the game was decided in overtime ({rulebook.cite('overtime')})")
    if replay.forfeit is not None and replay.forfeit[1] in FORFEIT_ROLES and replay.ended_at is None:
        lines.append(f"FORFEIT: {forfeit_words(*replay.forfeit, game, season, rulebook)}")  # before the start
    if replay.forfeit is not None and replay.forfeit[1] == "ruling":
        lines.append(f"FORFEIT: {forfeit_words(replay.forfeit[0], 'ruling', game, season, rulebook)}")
    if game.status == "final":
        lines.append(f"FINAL: {sheet_result_words(game, replay, counted, season, rulebook)}")
    elif overruling(counted, replay) is not None:  # decided before it is played: it needs no sheet
        lines.append(f"COUNTS AS: {sheet_result_words(game, replay, counted, season, rulebook)}, whatever is played")
    return lines


def overruling(counted: CountedResult, replay: SheetReplay) -> str | None:
    """The disqualified team whose forfeit the game counts as where its sheet does not say so (a sheet that
    ends as that team's forfeit says it itself, 3-on-3 PEN 5), else None."""
    team = counted.disqualified
    return None if team is None or (replay.forfeit is not None and replay.forfeit[0] == team) else team


def season_counted(game: Game, replay: SheetReplay, season: Season, rulebook: Rulebook) -> CountedResult:
    """The game's counted result with the season's forfeits worked out here: for a caller showing one game
    that was not handed them (a view showing many works them out once and passes each game's)."""
    return counted_result(game, rulebook, ruling_forfeits(season, rulebook), replay)


def result_words(game: Game, counted: CountedResult, season: Season) -> str:
    """The result a game counts as, with the teams' names: "Blue 4, White 2 (overtime)", "Olv 5, Nav 0, by
    forfeit of Nav" (a capped difference says the played score too: docs/readings/shared.md#points-and-tiebreakers)."""
    outcome = counted.outcome
    if outcome is None:
        return "no score yet"
    score = teams_numbers(game, outcome.home_goals, outcome.away_goals, season)
    if outcome.forfeited_by is not None:
        return f"{score}, by forfeit of {season.team_name(outcome.forfeited_by)}"
    played = counted.played
    if played is not None and (played.home, played.away) != (outcome.home_goals, outcome.away_goals):
        # a capped difference (docs/readings/shared.md#points-and-tiebreakers)
        score += f" ({played.home}-{played.away} played)"
    if outcome.decided_by == SHOOTOUT and outcome.winner is not None:
        home_so, away_so = shootout_tally(game)
        return f"{score}, shootout {home_so}-{away_so}: {season.team_name(outcome.winner)} wins"
    return f"{score} (overtime)" if game.overtime else score


def sheet_result_words(
    game: Game, replay: SheetReplay, counted: CountedResult, season: Season, rulebook: Rulebook
) -> str:
    """The result where the sheet's goals are shown beside it: a game a disqualification forfeits says why,
    and, where it was played, both: "played Nav 3, Tea 1; counts as Nav 0, Tea 5, by forfeit of Nav
    (disqualified in game G009, rule ...)"."""
    words = result_words(game, counted, season)
    team = overruling(counted, replay)
    if team is None:
        return words
    words += f" ({forfeit_reason(team, DISQUALIFIED, game, season, rulebook)})"
    played = counted.played
    return words if played is None else played_and_counted(game, played, words, season)


def played_and_counted(game: Game, played: Score, counted_words: str, season: Season) -> str:
    """Both results of a game that counts otherwise than it was played: "played Nav 3, Tea 1; counts as Nav 0, Tea 5,
    by forfeit of Nav (...)"."""
    return f"played {score_words(game, played, season)}; counts as {counted_words}"


def state_words(
    game: Game,
    replay: SheetReplay,
    season: Season,
    rulebook: Rulebook,
    unlocked: bool = False,
    counted: CountedResult | None = None,
) -> str:
    """Where the sheet stands, for its header: "live, 2-1", "FINAL Blue 4, White 2", "FORFEITED by White
    (...)", then "SIGNED by Kim (locked)" or "unlocked by the committee's override". A game a disqualification
    forfeits says what it counts as (`counted`, worked out here when not given), before it is played too."""
    counted = counted or season_counted(game, replay, season, rulebook)
    state = sheet_state(game, replay)
    home = sum(g.team == game.home for g in game.goals)
    away = len(game.goals) - home
    if not game.goals and game.period_scores:  # a tournament's bare sheet: its periods are the score so far
        home, away = sum(h for h, _ in game.period_scores), sum(a for _, a in game.period_scores)
    if state == "live":
        words = f"live, {home}-{away}"
        if replay.ended_at is not None:  # a lead that will end the game when the period ends, if it stands
            period = ordinal(replay.ended_at.period)
            rule = rulebook.cite("mercy")
            words += f", {rulebook.game.mercy_lead}-goal lead: over at the end of the {period} period ({rule})"
    elif state == "over":
        assert replay.ended_at is not None
        words = f"GAME OVER at {moment_text(replay.ended_at, rulebook)} ({replay.end_cause}): type final"
    elif state == "final" or (game.status == "final" and overruling(counted, replay) is not None):
        words = f"FINAL {sheet_result_words(game, replay, counted, season, rulebook)}"
    elif state == "forfeited":
        assert replay.forfeit is not None
        why = forfeit_words(replay.forfeit[0], replay.forfeit[1], game, season, rulebook)
        words = f"FORFEITED: {why}" + ("" if game.status == "final" else ": type final")
    else:
        words = state
    team = overruling(counted, replay)
    if game.status != "final" and team is not None:  # decided before it is played: it needs no sheet
        why = forfeit_reason(team, DISQUALIFIED, game, season, rulebook)
        words += f"; counts as {result_words(game, counted, season)} ({why})"
    if game.signed:
        return f"{words} · SIGNED by {game.signed_by or 'the referee'} (locked)"
    return f"{words} · unlocked by the committee's override" if unlocked else words


def game_line(
    game: Game,
    season: Season,
    rulebook: Rulebook,
    replay: SheetReplay,
    unlocked: bool = False,
    counted: CountedResult | None = None,
) -> str:
    """The game: its id, where its sheet stands, then as the schedule names it (stage, date, teams, rooms)."""
    stage = f"{game.series} game {game.no}" if game.series else game.stage
    home, away = season.team_name(game.home), season.team_name(game.away)
    # The sheet's state first after the id: on a narrow screen the line wraps, and the state is what counts.
    state = state_words(game, replay, season, rulebook, unlocked, counted)
    return (
        f"{game.id} · {state} · {stage} · {game.date:%a %Y-%m-%d} "
        f"{game.time} · {home} ({game.home}, home) v {away} ({game.away}) · rooms {rooms_text(game)}"
    )


def saved_line(
    done: str, old: SheetReplay | None, new: SheetReplay, game: Game, season: Season, rulebook: Rulebook
) -> str:
    """The message after an entry: what was saved, and the running time or the game's end it brought."""
    parts = [f"Saved: {done}."]
    if new.running_from is not None and (old is None or old.running_from is None):
        parts.append(
            f"Running time from now ({rulebook.game.running_time_lead}-goal lead, {rulebook.cite('running_time')})."
        )
    if new.ended_at is not None and (old is None or old.ended_at != new.ended_at):
        parts.append(end_words(new, game, season, rulebook))
        if new.end_source is not None:
            parts.append("Nothing more can be recorded.")
    return " ".join(parts)
