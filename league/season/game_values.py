"""The values of a game and its sheet: goals, penalties, shifts, the shootout, bench marks, the score
and the game itself (`league.season.values` re-exports them with `Season`)."""

from __future__ import annotations

import datetime
from collections.abc import Sequence
from dataclasses import dataclass, field
from datetime import date


@dataclass(frozen=True, slots=True)
class Forfeit:
    """A committee ruling that `team` forfeits, for a reason the sheet cannot show."""

    team: str
    reason: str


@dataclass(frozen=True, slots=True)
class LateStart:
    """A team not ready at the scheduled time (Gray rule 6); `goalie_only` when only its goalie was late."""

    team: str
    minutes: int
    goalie_only: bool = False


@dataclass(frozen=True, slots=True)
class Goal:
    """A goal; `second` is elapsed time in the period, in seconds."""

    team: str
    scorer: str
    assists: tuple[str, ...] = ()
    period: int = 1
    second: int = 0
    penalty_shot: bool = False  # scored on a penalty shot (3-on-3 PEN 4): needs an unused award


@dataclass(frozen=True, slots=True)
class Penalty:
    """A penalty as the sheet lists it; `player` is None for a bench penalty."""

    team: str
    player: str | None
    kind: str
    infraction: str = ""
    period: int = 1
    second: int = 0
    bench: bool = False
    equipment: bool = False
    coincidental: bool = False


@dataclass(frozen=True, slots=True)
class ShootoutAttempt:
    """One shootout attempt as the sheet lists it."""

    team: str
    shooter: str
    scored: bool


@dataclass(frozen=True, slots=True)
class Shootout:
    """A game's shootout: the team that shot first (None: the home team) and its attempts in order."""

    first: str | None = None
    attempts: tuple[ShootoutAttempt, ...] = ()


@dataclass(frozen=True, slots=True)
class Shift:
    """One change of one group of a team: the players it sent out (Gray rule 9)."""

    group: str
    players: tuple[str, ...]
    stop_time: bool = False


@dataclass(frozen=True, slots=True)
class BenchOut:
    """A bench mark of one team's player, from its shift number `shift` on (Gray rule 9): the scorer's "injured, out
    for the rest of the game", or where the bench tracker first recorded a change while he went to serve a
    major or a misconduct (`reason` is its kind): the shifts he sat in the box (`league.sheet.bench_outs`)."""

    team: str
    player: str
    shift: int
    reason: str


@dataclass(frozen=True, slots=True)
class Score:
    home: int
    away: int


@dataclass(frozen=True, slots=True)
class Game:
    """A scheduled or played game with its sheet. `dressed` and `shifts` are keyed by team code; a team
    in `dressed` with no players is a recorded empty lineup, not a missing one (Gray rule 10)."""

    id: str
    stage: str
    date: date
    time: str
    home: str
    away: str
    rooms: tuple[int, int] | None = None
    status: str = "scheduled"
    series: str | None = None
    no: int | None = None
    score: Score | None = None
    overtime: bool = False
    forfeit: Forfeit | None = None
    late_starts: tuple[LateStart, ...] = ()
    dressed: tuple[tuple[str, tuple[str, ...]], ...] = ()
    goals: tuple[Goal, ...] = ()
    penalties: tuple[Penalty, ...] = ()
    # A sequence of (team, shifts) pairs: a read season's games hold them compactly (`league.season.shift_runs`).
    shifts: Sequence[tuple[str, tuple[Shift, ...]]] = ()
    signed: bool = False
    signed_by: str | None = None
    fees_waived: str | None = None
    # The game's kind where a tournament's bracket gives it;
    # None: taken from the stage (`league.rules.formats.game_kind`). Not stored yet.
    kind: str | None = None
    shootout: Shootout | None = None
    # Version 2 sheet fields: each regulation period's (home, away) goals on a bare sheet,
    # the neutral goalie of a 3-on-3 game, each team's shots on goal, the official's waiver of a short
    # lineup (its reason; Cole PR 1).
    period_scores: tuple[tuple[int, int], ...] = ()
    goalie: str | None = None
    shots: Score | None = None
    lineup_waiver: str | None = None
    # Who the bench tracker marked out of the game, and from which shift (Gray rule 9; `league.sheet.bench_outs`).
    bench_outs: tuple[BenchOut, ...] = ()
    # How many times the game was moved, postponed or cancelled (or brought back): a calendar's SEQUENCE.
    # Bookkeeping, not the game itself: two versions that differ only here are the same game.
    revision: int = field(default=0, compare=False)
    # `sort_key` made once: the standings' and the attendance's tallies each hold it for every game (memory).
    _sort_key: tuple[datetime.date, str, str] | None = field(default=None, init=False, repr=False, compare=False)

    @property
    def teams(self) -> tuple[str, str]:
        return (self.home, self.away)

    @property
    def home_and_away_rooms(self) -> tuple[int, int] | None:
        """The dressing rooms as (home's, away's): the home team has the higher number (Gray rule 24)."""
        return None if self.rooms is None else home_and_away(self.rooms)

    def dressed_for(self, team: str) -> tuple[str, ...]:
        """The players dressed for `team`, in sheet order (empty when not recorded)."""
        return dict(self.dressed).get(team, ())

    def lineup_recorded(self, team: str) -> bool:
        """Whether the sheet holds `team`'s dressed list (Gray rule 10): an empty list is recorded (a no-show,
        every player of the team missed the game); no list at all is attendance not recorded."""
        return any(code == team for code, _ in self.dressed)

    @property
    def played_score(self) -> Score | None:
        """The score the game was played to: its `score`, or, where it has none, its
        goal events counted (a sheet of timed goals needs no bare score); None with neither. Any forfeit
        comes on top of this (`league.results.outcome`)."""
        if self.score is not None:
            return self.score
        return self.goals_score if self.goals else None

    @property
    def goals_score(self) -> Score:
        """The score the game's goal events give (0-0 with none)."""
        home = sum(1 for goal in self.goals if goal.team == self.home)
        return Score(home, sum(1 for goal in self.goals if goal.team == self.away))

    def shifts_for(self, team: str) -> tuple[Shift, ...]:
        return dict(self.shifts).get(team, ())

    @property
    def sort_key(self) -> tuple[datetime.date, str, str]:  # `date` in here is the field
        """Games are taken in order of date, then time of day, then id."""
        key = self._sort_key
        if key is None:
            key = (self.date, self.time, self.id)
            object.__setattr__(self, "_sort_key", key)  # of the game's own fields, which never change
        return key


def home_and_away(rooms: tuple[int, int]) -> tuple[int, int]:
    """A game's two dressing rooms as (home's, away's): the home team has the higher number (Gray rule 24)."""
    low, high = sorted(rooms)
    return high, low


LEFT_STATUSES = ("scheduled", "postponed")  # a regular-season game's statuses while it is still to play
