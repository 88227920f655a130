"""Rule 4 of the one cache (`store.cache.season_cache`): an attendance tally counted for one season value, moved to a
later one by the games changed since (`league.turnout.attendance_tally`), when the rosters, the deadline, the
suspensions and the games' order are the same, or when only the rosters moved."""

from __future__ import annotations

from dataclasses import dataclass

from league.discipline.suspension_values import Suspension
from league.rosters.membership import Moves, registered_moves
from league.season.values import Game, Season
from league.turnout.attendance_tally import AttendanceTally, marks_attendance


@dataclass(frozen=True, slots=True)
class TallyBase:
    """An attendance tally counted for `season` (with its `suspensions`), and the ids of the games changed since."""

    season: Season
    tally: AttendanceTally
    suspensions: tuple[Suspension, ...]
    changed: frozenset[str]

    def moved_to(self, season: Season, suspensions: tuple[Suspension, ...]) -> AttendanceTally | None:
        """The tally of `season` (with its `suspensions`), moved from this one by the games changed since, where it
        may be; None where it must be counted afresh."""
        changed = tuple((self.season.game(gid), season.game(gid)) for gid in self.changed)
        if self.suspensions != suspensions:
            return None
        if _same_places(self.season, season, changed, suspensions):
            return self.tally.with_changes(changed, season, suspensions)
        if changed or self.season.dates != season.dates:
            return None
        # The games as they were, the rosters moved (a transfer, a drop, a substitute): only their games counted again.
        return self.tally.with_rosters_of(season, self.season, suspensions)


def _same_places(
    before: Season,
    after: Season,
    changed: tuple[tuple[Game | None, Game | None], ...],
    suspensions: tuple[Suspension, ...],
) -> bool:
    """True when `after` has `before`'s rosters and deadline, and each changed game is the same game at the same
    date and time (so every other game's cells, which read the rosters and the games' order, are unchanged), or one
    that marks no one either way (not a final regular-season game before or after: a game added to the schedule or
    moved) and that no suspension names (so the other games' order, as the suspensions read it, is the same)."""
    # A player's contact details are no cell's: a phone changed moves no tally (`game_check_inputs` leaves them out).
    if _roster_key(before) != _roster_key(after) or before.dates != after.dates:
        return False
    named: set[str] | None = None
    for old, new in changed:
        if old is not None and new is not None and old.sort_key == new.sort_key:
            continue
        if any(g is not None and marks_attendance(g) for g in (old, new)):
            return False
        if named is None:
            named = {gid for s in suspensions for gid in (s.source, s.lapsed_at, *s.served_in) if gid is not None}
        if any(g is not None and g.id in named for g in (old, new)):
            return False
    return True


def _roster_key(season: Season) -> tuple[tuple[str, Moves], ...]:
    """What the cells read of the rosters (`league.rosters.membership.Rosters`, of registered players only): each
    registered player's moves in order, the players in the order their first moves come (starting teams in
    registration order). A phone changed, a drop requested, a player registered on no team: the same. How two
    players' moves of one day interleave is no cell's: `Rosters` reads each player's moves apart, as the tally's own
    `with_rosters_of` does."""
    return tuple(registered_moves(season).items())
