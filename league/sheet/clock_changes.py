"""Where a game's format switches its clock by the lead (docs/readings/shared.md#game-formats, Coors 5.1.2, Prime TR 5,
Cole RR 1-2).

Coors runs the clock from 7:00 of the third while a team leads by 3 or more; Prime runs its third from
a 5-goal lead until the lead is 2 or less; Cole stops the clock from 18:00 of the second while the
difference is 5 or less. The sheet shows each switch; penalty minutes read the clock at their moment.
"""

from __future__ import annotations

from league.rules.formats import GameFormat
from league.sheet.replay_values import ClockChange, Moment

# (period, second, lead after the goal) of each goal, in time order.
Leads = tuple[tuple[int, int, int], ...]


def clock_changes(fmt: GameFormat, leads: Leads, until: Moment | None = None) -> tuple[ClockChange, ...]:
    """Each moment of the regulation periods (up to `until`, where the game ended) at which the clock
    leaves, or comes back to, its period's own mode: at a segment's start and after each goal.

    Only segments that start in a given period count (Coors, Prime, Cole): a segment in force from the
    start (Gray's 10-goal lead) is the replay's `running_from`, and replaying it here for every sheet
    would cost a big league's load for nothing."""
    if not any(segment.period is not None for segment in fmt.clock):
        return ()
    changes = []
    for period, (_, own_mode) in enumerate(fmt.periods, start=1):
        if until is not None and period > until.period:
            break
        starts = {s.from_second for s in fmt.clock if s.period in (None, period)}
        goals = {second for p, second, _ in leads if p == period}
        running = own_mode
        for second in sorted({0} | starts | goals):
            if until is not None and (period, second) > (until.period, until.second):
                break
            now = fmt.running_at(period, second, leads)
            if now != running:
                changes.append(ClockChange(Moment(period, second), now))
                running = now
    return tuple(changes)
