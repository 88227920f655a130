"""A game sheet as the scorer reads it: events in the order the rules take them, each with what it caused.

The replay (`league.sheet.replay`) derives penalties, warnings and the clock; this module lays them next
to the sheet entry that caused them, with each penalty's minutes as the replay gave them by the game's
clock when it was called (Gray rules 4 and 14; a tournament's format), so the scoresheet screen and the printed
sheet show rules without computing any.
"""

from __future__ import annotations

from dataclasses import dataclass

from league.rules.formats import game_kind
from league.rules.rulebook import Rulebook
from league.season.values import Game, Goal, LateStart, Penalty
from league.sheet.event_order import events_in_order
from league.sheet.replay import DerivedPenalty, Moment, SheetReplay, Warning, late_start_forfeit


@dataclass(frozen=True, slots=True)
class SheetLine:
    """One goal or penalty of the sheet (`kind` "goals" or "penalties", `index` in its list), in rule order."""

    at: Moment
    kind: str
    index: int
    event: Goal | Penalty
    minutes: int  # a penalty's minutes by the clock mode when it was called; 0 for a goal
    running_time: bool  # the clock was running time at this moment
    score: tuple[int, int]  # home, away after this line
    derived: tuple[DerivedPenalty, ...]
    warnings: tuple[Warning, ...]


def is_running(at: Moment, replay: SheetReplay) -> bool:
    """True when running time (Gray rule 14) applies at `at`: from the goal that made the 10-goal lead on."""
    start = replay.running_from
    return start is not None and (at.period, at.second) >= (start.period, start.second)


def sheet_lines(game: Game, replay: SheetReplay, rulebook: Rulebook) -> tuple[SheetLine, ...]:
    """Every goal and penalty in rule order, with the minutes, derived penalties and warnings it brought."""
    lines: list[SheetLine] = []
    home = away = 0
    regulation = len(rulebook.format_for(game_kind(game)).periods)  # overtime named OT1 ... on every line
    for at, kind, index, event in events_in_order(game, regulation):
        running = is_running(at, replay)
        minutes = 0
        derived: tuple[DerivedPenalty, ...] = ()
        warnings: tuple[Warning, ...] = ()
        if isinstance(event, Goal):  # kind "goals"
            home += event.team == game.home
            away += event.team == game.away
        else:
            minutes = replay.minutes_called(index)  # the game's clock (Cole's by the lead too), as PIM counts
            derived = tuple(d for d in replay.derived if d.source == index)
            warnings = tuple(w for w in replay.warnings if w.source == index)
        lines.append(SheetLine(at, kind, index, event, minutes, running, (home, away), derived, warnings))
    return tuple(lines)


def late_start_penalties(replay: SheetReplay) -> tuple[DerivedPenalty, ...]:
    """The bench minors the rules add for late starts (Gray rule 6): derived penalties with no sheet source."""
    return tuple(d for d in replay.derived if d.source is None)


@dataclass(frozen=True, slots=True)
class LateLine:
    """One late start of the sheet (`index` in `game.late_starts`) with what the rules made of it (Gray rule 6)."""

    index: int
    late: LateStart
    penalty: DerivedPenalty | None  # the bench minor it added
    forfeits: bool  # past the grace period: the team forfeits before the start
    timeout_lost: bool  # a late goalie: the team lost its timeout


def late_lines(game: Game, replay: SheetReplay, rulebook: Rulebook) -> tuple[LateLine, ...]:
    """Every late start in stored order, each with the bench minor, forfeit or lost timeout it brought."""
    penalties = iter(late_start_penalties(replay))
    forfeiting = late_start_forfeit(game, rulebook)
    lines = []
    for index, late in enumerate(game.late_starts):
        forfeits = late.team == forfeiting and not late.goalie_only and late.minutes > rulebook.game.grace_minutes
        penalty = None
        if not late.goalie_only and late.minutes > 0 and not replay.pre_game_forfeit:
            penalty = next(penalties, None)  # the replay adds them in the late starts' order
        timeout_lost = late.goalie_only and late.team in replay.timeouts_lost
        lines.append(LateLine(index, late, penalty, forfeits, timeout_lost))
    return tuple(lines)


def sheet_state(game: Game, replay: SheetReplay) -> str:
    """Where the sheet stands: "scheduled" (nothing entered), "live" (entries, no result), "over" (an entry
    ended the game by the rules, no result entered yet), "final", "forfeited", or the game's status ("cancelled" ...).
    Whether it is signed is `game.signed`, beside this."""
    if replay.forfeit is not None and game.status in ("scheduled", "final"):
        return "forfeited"
    if game.status != "scheduled":
        return game.status
    if replay.end_source is not None:  # a lead standing at a period's end ends the game only when it ends
        return "over"
    started = game.dressed or game.goals or game.penalties or game.late_starts or game.shifts
    return "live" if started else "scheduled"
