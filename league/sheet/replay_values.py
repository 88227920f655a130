"""The values a sheet's replay produces: moments of the clock, derived penalties, warnings, game
misconducts, problems, and the replay itself (see `league.sheet.replay`)."""

from __future__ import annotations

from dataclasses import dataclass, field

BENCH = None  # the "player" of a bench penalty


def ordinal(n: int) -> str:
    """1st, 2nd, 3rd, 4th ... 11th, 12th, 13th ... 21st: how the rules count penalties and misconducts."""
    return f"{n}{'th' if 10 <= n % 100 <= 20 else {1: 'st', 2: 'nd', 3: 'rd'}.get(n % 10, 'th')}"


@dataclass(frozen=True, slots=True)
class Moment:
    """A point of the game clock: period (overtime periods follow the regulation ones: 4, 5 ... after three) and
    seconds elapsed in it. `regulation`, the game's regulation periods where the replay knows them, only names
    it: "period 2 05:31", overtime "OT1 05:31" as the sheet writes it (0: every period by its number)."""

    period: int
    second: int
    regulation: int = field(default=0, compare=False)

    @property
    def period_text(self) -> str:
        """The period as the sheet names it: "2", or "OT1" for the first overtime."""
        overtime = self.period - self.regulation
        return f"OT{overtime}" if self.regulation and overtime > 0 else str(self.period)

    def __str__(self) -> str:
        clock = f"{self.second // 60:02d}:{self.second % 60:02d}"
        name = self.period_text
        return f"{name} {clock}" if name.startswith("OT") else f"period {name} {clock}"


@dataclass(frozen=True, slots=True)
class DerivedPenalty:
    """A penalty the rules add; `source` is the sheet index of the penalty that caused it (None: a late start)."""

    team: str
    player: str | None
    kind: str
    infraction: str
    at: Moment
    cause: str
    source: int | None
    minutes: int = 0  # by the game's clock when it was added, as the replay's `minutes` counts them


@dataclass(frozen=True, slots=True)
class Warning:
    """What the scorer tells the referee and both captains, the moment a count is reached (Gray rule 4)."""

    team: str
    player: str | None  # None: the team's count
    count: int
    at: Moment
    source: int

    @property
    def text(self) -> str:
        who = self.player if self.player else f"team {self.team}"
        return f"{who}: {ordinal(self.count)} penalty at {self.at}"


@dataclass(frozen=True, slots=True)
class GameMisconduct:
    """The one game misconduct a player carries out of a game (Gray rule 5): the first he got, and why."""

    player: str
    team: str
    cause: str  # "game misconduct", "match penalty", "fighting", "5th penalty"
    at: Moment


@dataclass(frozen=True, slots=True)
class Ejection:
    """The end of a player's game (docs/readings/shared.md#ejections-and-suspensions): at his first ejecting penalty,
    why, and the rule that ejects him as his rulebook cites it. `source` is that penalty's sheet index (None: one the
    rules added)."""

    player: str
    team: str
    at: Moment
    cause: str  # "3rd penalty", "misconduct", "game misconduct", "match penalty", "fighting", ...
    rule: str
    source: int | None


@dataclass(frozen=True, slots=True)
class PenaltyAward:
    """What a 3-on-3 penalty gives the other team (3-on-3 PEN 4): the puck ("puck") or a penalty shot
    ("penalty shot"); `used_by` is the sheet index of the penalty-shot goal that used the shot."""

    source: int  # the penalty's sheet index
    team: str  # the team that gets the puck or the shot
    at: Moment
    award: str
    used_by: int | None = None


@dataclass(frozen=True, slots=True)
class ClockChange:
    """Where the game's format switches the clock from its period's own mode (docs/readings/shared.md#game-formats):
    from `at` the clock runs (`running`) or stops, until the next change or the period's end."""

    at: Moment
    running: bool


@dataclass(frozen=True, slots=True)
class SheetProblem:
    """A sheet entry the rules do not allow: `where` is relative to the game ("penalties[3]")."""

    where: str
    rule: str
    message: str


@dataclass(frozen=True, slots=True)
class SheetReplay:
    """Everything the rules derive from one sheet."""

    # (team, cause): "late start", "penalties", "ruling", or a tournament's "misconducts" (Coors' third
    # player), "disqualification" (3-on-3 PEN 5) or "short lineup" (Cole PR 1)
    forfeit: tuple[str, str] | None
    pre_game_forfeit: bool
    ended_at: Moment | None
    end_cause: str | None  # "penalties", "10-goal lead", "overtime goal", "misconducts", "disqualification"
    running_from: Moment | None
    derived: tuple[DerivedPenalty, ...]
    warnings: tuple[Warning, ...]
    game_misconducts: tuple[GameMisconduct, ...]
    timeouts_lost: tuple[str, ...]
    minutes: tuple[tuple[str, str | None, str, int], ...]  # (team, player, kind, minutes) per penalty
    problems: tuple[SheetProblem, ...]
    # The sheet entries ("goals"|"penalties", index) that started running time and that ended the game
    # (None: none did; a 10-goal lead standing at the end of a period ends it at that period's end).
    running_source: tuple[str, int] | None = None
    end_source: tuple[str, int] | None = None
    # The team that won the game's shootout (docs/readings/shared.md#shootouts); None: no shootout, or not decided yet.
    shootout_winner: str | None = None
    # A tournament's discipline (docs/readings/shared.md#ejections-and-suspensions): ejections in the order given, what
    # each 3-on-3 penalty awarded, and the clock's switches by the format's segments (the sheet shows them).
    ejections: tuple[Ejection, ...] = ()
    penalty_awards: tuple[PenaltyAward, ...] = ()
    clock_changes: tuple[ClockChange, ...] = ()
    # (sheet index, minutes) of each typed penalty the replay took, by the game's clock when it was called:
    # the figures `minutes` holds for them, for the views that show a penalty's own minutes.
    called_minutes: tuple[tuple[int, int], ...] = ()
    # False once the checks dropped what only a sheet's views read (`league.checks.season.checked_replay`): each
    # penalty's minutes among them, so the penalty minutes are not counted from it.
    whole: bool = True

    def minutes_called(self, index: int) -> int:
        """The minutes of the sheet's penalty `index` (`game.penalties[index]`) as the penalty minutes count
        them; 0 for one the replay did not take (recorded after the game's end: it counts for nothing)."""
        return dict(self.called_minutes).get(index, 0)

    def ejection_of(self, player: str) -> Ejection | None:
        """The player's ejection from this game, or None."""
        return next((e for e in self.ejections if e.player == player), None)

    def penalty_minutes(self, team: str, player: str | None = BENCH, whole_team: bool = False) -> int:
        """Penalty minutes of one player (or the bench), or of the whole team when `whole_team`."""
        return sum(m for t, p, _, m in self.minutes if t == team and (whole_team or p == player))
