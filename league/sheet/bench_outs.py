"""Who is out of a game on the bench (Gray rule 9 with the sheet): ejected, serving a major or a misconduct, injured.

A player out of the game cannot take a shift: he is owed none, and a teammate's double shift is no
fault while he sits out. Who is out comes from the sheet's replay (`league.sheet.replay.replay_sheet`: its game
misconducts and ejections, and the misconduct it adds at a player's 4th penalty), from the sheet's
majors and misconducts, and from the bench's own marks (`Game.bench_outs`).

How a sheet penalty is placed among a team's shifts. Shifts carry no clock time: a shift is placed in
the game only by its number in the team's sequence, and `stop_time` only says that it came in the
captain's stop-time period of the last minutes (no check counts it). The penalties carry the clock but
no shift number. The one thing both share is the player: a penalty is called on a player on the ice,
so it falls in one of his shifts, and he sits from the next one. Hence:

- an ejection (a game misconduct, a match penalty, a rulebook's ejection) falls in the last shift he
  played (nobody plays after his ejection), or before the first shift when he has played none: he is
  out from the next shift to the end of the game;
- a major or a misconduct keeps him out from the shift after the one it fell in until he plays again:
  with no clock on a shift its minutes cannot be counted in shifts, and the scorer sends him out when
  they are up. While nobody has recorded a change since the penalty came onto the sheet, it falls in
  the last shift he played. The next change the bench records marks the shift he went to serve it
  from (`mark_served`), so once he is back the shifts he sat in the box stay his time served. A
  penalty that no change was recorded after (a sheet typed after the game) falls in his last shift;
- a player the scorer marked injured is out from the shift the mark names to the end of the game.
"""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass, replace

from league.rules.rulebook import Rulebook
from league.season.values import BenchOut, Game
from league.sheet.replay import SheetReplay, replay_sheet

INJURED = "injured"
# The penalty kinds a player serves while the game goes on, out of his team's shifts until he is back.
SERVED_KINDS = ("major", "misconduct")
BENCH_OUT_REASONS = (INJURED, *SERVED_KINDS)  # what a bench mark may say


@dataclass(frozen=True, slots=True)
class Absence:
    """`player` out of his team's shifts numbered `start` up to (not including) `end` (None: to the end of
    the game), and why in words: "ejected (fighting)", "major", "misconduct", "injured"."""

    player: str
    start: int
    end: int | None
    reason: str

    def covers(self, number: int) -> bool:
        """Whether he is out for shift number `number`."""
        return self.start <= number and (self.end is None or number < self.end)


def absences(game: Game, team: str, rulebook: Rulebook, replay: SheetReplay | None = None) -> tuple[Absence, ...]:
    """Every stretch of `team`'s shifts a player of it is out for, placed as the module says; `replay`: the
    sheet's, when the caller holds it (a season's report asks for thousands of games: not replayed again). Else
    the sheet is replayed once here for both the ejections and the penalties served (each had replayed it)."""
    if replay is None and game.penalties:  # no penalty: neither reads a replay
        replay = replay_sheet(game, rulebook)
    played, ejected = _played(game, team), _ejected(game, team, rulebook, replay)
    found = [Absence(p, _after(played, p), None, why) for p, why in ejected.items()]
    marks = [m for m in game.bench_outs if m.team == team]
    found += [Absence(m.player, m.shift, None, INJURED) for m in marks if m.reason == INJURED]
    for player, kinds in _served(game, team, rulebook, replay).items():
        box = sorted((m for m in marks if m.player == player and m.reason in SERVED_KINDS), key=lambda m: m.shift)
        for kind, mark in zip(kinds, box, strict=False):
            back = next((n for n in played.get(player, ()) if n >= mark.shift), None)
            found.append(Absence(player, mark.shift, back, kind))
        unplaced = () if player in ejected else kinds[len(box) :]  # his ejection covers the rest of the game
        found += [Absence(player, _after(played, player), None, kind) for kind in unplaced]
    return tuple(found)


def out_at(found: Iterable[Absence], number: int) -> dict[str, str]:
    """The players out for shift number `number`, each with why (the first reason found)."""
    out: dict[str, str] = {}
    for absence in found:
        if absence.covers(number):
            out.setdefault(absence.player, absence.reason)
    return out


def mark_served(game: Game, team: str, rulebook: Rulebook) -> Game:
    """`game` with a mark for each of `team`'s majors and misconducts the bench has not placed yet, at the
    shift after the last its player played: recorded with the team's next change, so that the shifts he
    sits in the box stay his time served once he is back (a sheet penalty names no shift)."""
    played, marks = _played(game, team), list(game.bench_outs)
    for player, kinds in _served(game, team, rulebook).items():
        placed = sum(1 for m in marks if m.team == team and m.player == player and m.reason in SERVED_KINDS)
        start = _after(played, player)
        marks += [BenchOut(team, player, start, kind) for kind in kinds[placed:]]
    return game if len(marks) == len(game.bench_outs) else replace(game, bench_outs=tuple(marks))


def injured_mark(game: Game, team: str, player: str) -> BenchOut | None:
    """The scorer's injured mark of `player` in `game`, or None."""
    return next((m for m in game.bench_outs if (m.team, m.player, m.reason) == (team, player, INJURED)), None)


def toggle_injured(game: Game, team: str, player: str) -> Game:
    """`game` with `player` marked injured from `team`'s next shift, or with his mark taken back."""
    mark = injured_mark(game, team, player)
    if mark is not None:
        return replace(game, bench_outs=tuple(m for m in game.bench_outs if m != mark))
    shift = len(game.shifts_for(team)) + 1
    return replace(game, bench_outs=(*game.bench_outs, BenchOut(team, player, shift, INJURED)))


def _played(game: Game, team: str) -> dict[str, tuple[int, ...]]:
    """Each player's shift numbers (stop time included: it places him in the game all the same)."""
    numbers: dict[str, list[int]] = {}
    for number, shift in enumerate(game.shifts_for(team), 1):
        for player in shift.players:
            numbers.setdefault(player, []).append(number)
    return {p: tuple(ns) for p, ns in numbers.items()}


def _after(played: dict[str, tuple[int, ...]], player: str) -> int:
    """The shift after the last one `player` played (the first when he played none)."""
    return max(played.get(player, (0,))) + 1


def _ejected(game: Game, team: str, rulebook: Rulebook, replay: SheetReplay | None) -> dict[str, str]:
    """`team`'s players the replay puts out of the game (game misconducts, ejections), with why."""
    if not game.penalties:  # nobody is ejected without a penalty: no replay needed
        return {}
    replay = replay_sheet(game, rulebook) if replay is None else replay
    out = {m.player: f"ejected ({m.cause})" for m in replay.game_misconducts if m.team == team}
    for ejection in replay.ejections:
        if ejection.team == team:
            out.setdefault(ejection.player, f"ejected ({ejection.cause})")
    return out


def _served(game: Game, team: str, rulebook: Rulebook, replay: SheetReplay | None = None) -> dict[str, tuple[str, ...]]:
    """`team`'s players with majors or misconducts to serve (typed, or added by the replay), one kind per
    moment of the clock in its order: a major and a misconduct called together are served as one."""
    if not game.penalties:
        return {}
    events = [(p.player, p.period, p.second, p.kind) for p in game.penalties if p.team == team and not p.bench]
    derived = (replay_sheet(game, rulebook) if replay is None else replay).derived
    events += [(d.player, d.at.period, d.at.second, d.kind) for d in derived if d.team == team]
    moments: dict[str, dict[tuple[int, int], str]] = {}
    for player, period, second, kind in sorted(events, key=lambda e: (e[1], e[2])):
        if player is not None and kind in SERVED_KINDS:
            moments.setdefault(player, {}).setdefault((period, second), kind)
    return {p: tuple(kinds.values()) for p, kinds in moments.items()}
