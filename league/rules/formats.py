"""Game formats as rulebook data, chosen by the game's kind (docs/readings/shared.md#game-formats and
docs/readings/shared.md#shootouts).

A format holds each period's length and clock, the clock segments that switch it by the lead, the
overtime (none, one sudden-death period, or sudden-death periods until a goal), whether a tie goes
to a shootout and whether a tie may stand. A rulebook's shootout rules say how its shootouts run.
Gray's regular games are `pool` games and its playoff games knockouts (`league.rulebooks.gray`).
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from league.season.values import Game

POOL = "pool"
KNOCKOUT_KINDS = ("play-in", "quarter-final", "semi-final", "final", "third-place", "consolation", "placement")
KINDS = (POOL, *KNOCKOUT_KINDS)
# A playoff game whose kind nobody gave (Gray's series, a tournament file before its bracket) is
# taken as a semi-final: every rulebook formats its knockouts other than the final alike.
DEFAULT_KNOCKOUT = "semi-final"
RUNNING, STOP = "running", "stop"


def game_kind(game: Game) -> str:
    """The game's kind: its own `kind`, else `pool` for a regular game and a semi-final for a playoff one."""
    if game.kind is not None:
        return game.kind
    return POOL if game.stage == "regular" else DEFAULT_KNOCKOUT


@dataclass(frozen=True, slots=True)
class ClockSegment:
    """Where the clock switches to `mode` by the lead (the goal difference), from a moment on.

    It applies from `from_second` of `period` (None: every period, from the start) while the lead is
    at least `lead_at_least` and at most `lead_at_most` (None: no bound). `ends_at_lead`: once on it
    stays on until the lead is this or less (Prime: from a 5-goal lead until it is 2 or less);
    `sticky`: once on it stays for the rest of the game (Gray: from a 10-goal lead).
    """

    mode: str
    period: int | None = None
    from_second: int = 0
    lead_at_least: int | None = None
    lead_at_most: int | None = None
    ends_at_lead: int | None = None
    sticky: bool = False

    def lead_fits(self, lead: int) -> bool:
        low = self.lead_at_least is None or lead >= self.lead_at_least
        return low and (self.lead_at_most is None or lead <= self.lead_at_most)


@dataclass(frozen=True, slots=True)
class Overtime:
    """Sudden-death overtime: `periods` periods of `minutes` (None: periods until a goal)."""

    minutes: int
    periods: int | None = 1
    running: bool = False


@dataclass(frozen=True, slots=True)
class GameFormat:
    """One kind of game: its periods (minutes, running or not), clock segments, overtime, shootout, ties."""

    periods: tuple[tuple[int, bool], ...]  # (minutes, running) of each regulation period
    clock: tuple[ClockSegment, ...] = ()
    overtime: Overtime | None = None
    shootout: bool = False
    ties_stand: bool = True

    def period_seconds(self, period: int) -> int | None:
        """The length of period `period` in seconds (overtime included); None: the format has no such period."""
        if 1 <= period <= len(self.periods):
            return self.periods[period - 1][0] * 60
        extra = period - len(self.periods)
        overtime = self.overtime
        if overtime is None or extra < 1 or (overtime.periods is not None and extra > overtime.periods):
            return None
        return overtime.minutes * 60

    def elapsed(self, period: int, second: int) -> int:
        """Game time in seconds at `second` of `period`, every earlier period played in full."""
        return sum(self.period_seconds(p) or 0 for p in range(1, period)) + second

    def own_mode(self, period: int) -> bool:
        """Whether period `period` runs by itself (an overtime period as the format's overtime says)."""
        if period > len(self.periods):
            return self.overtime is not None and self.overtime.running
        return self.periods[period - 1][1]

    def lead_may_switch(self, greatest_lead: int) -> bool:
        """Whether a segment could be in force once the lead has been at most `greatest_lead` all game
        (a segment from a lead of N stays off until some lead reaches N): a cheap test before `running_at`."""
        return any(s.lead_at_least is None or s.lead_at_least <= greatest_lead for s in self.clock)

    def running_at(self, period: int, second: int, leads: tuple[tuple[int, int, int], ...]) -> bool:
        """Whether the clock runs at a moment, given the lead after each goal before it ((period, second, lead)).

        A period's own mode holds unless a segment applies: segments are taken in order, the last that
        applies wins. Overtime runs as the format's overtime says.
        """
        running = self.own_mode(period)
        if period > len(self.periods):
            return running
        for segment in self.clock:
            if _segment_on(segment, period, second, leads):
                running = segment.mode == RUNNING
        return running


def _segment_on(segment: ClockSegment, period: int, second: int, leads: tuple[tuple[int, int, int], ...]) -> bool:
    """Whether `segment` is in force at a moment: from its start it follows the lead it found there and
    each goal since, staying on where it is sticky or until its ending lead. `leads` are in time order;
    moments compare as (period, second), each within its period."""
    if segment.period is not None and (period != segment.period or second < segment.from_second):
        return False
    start = (0, 0) if segment.period is None else (segment.period, segment.from_second)
    now = (period, second)
    on = segment.lead_fits(0)
    for goal_period, goal_second, lead in leads:
        at = (goal_period, goal_second)
        if at < start:
            on = segment.lead_fits(lead)  # the lead the segment finds at its start
        elif at <= now:
            on = _switch(segment, on, lead)
        else:
            break
    return on


def _switch(segment: ClockSegment, on: bool, lead: int) -> bool:
    """The segment's state after a goal leaves `lead`."""
    if on and segment.sticky:
        return True
    if on and segment.ends_at_lead is not None:
        return lead > segment.ends_at_lead
    return segment.lead_fits(lead)


@dataclass(frozen=True, slots=True)
class ShootoutRules:
    """How a rulebook's shootouts run (docs/readings/shared.md#shootouts).

    `rounds` first rounds, each team's shooters all different, stopping once one team cannot be
    caught unless `all_shoot`; then sudden-death rounds where `sudden_death` says who shoots:
    "fresh" nobody twice before every eligible teammate has shot once; "fresh-until-spent" the same,
    or freely once the opponent has no eligible shooter left unused; "same-order" the first rounds'
    order again; "anyone" any eligible player. Ejected players never shoot.
    """

    rounds: int
    all_shoot: bool
    sudden_death: str
    goalies_shoot: bool
    penalty_time_blocks: bool


def formats_by_kind(pool: GameFormat, knockout: GameFormat, **own: GameFormat) -> tuple[tuple[str, GameFormat], ...]:
    """Every kind's format: `pool`, `knockout` for each knockout kind, except the kinds given in `own`
    (keyword names with `_` for `-`: `third_place=...`)."""
    named = {kind.replace("_", "-"): fmt for kind, fmt in own.items()}
    return ((POOL, pool), *((kind, named.get(kind, knockout)) for kind in KNOCKOUT_KINDS))
