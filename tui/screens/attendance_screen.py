"""Attendance and drops (G10, G11): the screen later work fills; it lists the recorded drops now."""

from __future__ import annotations

from typing import Iterable

from tui.screens.league_screen import PlannedScreen


class AttendanceScreen(PlannedScreen):
    """Misses per player, who is droppable, drop requests and decisions, substitutes."""

    HEADING = "Attendance and drops"
    PURPOSE = ("each player's missed games before the roster deadline, who is droppable (more than the "
               "rulebook's misses), captains' drop requests, the committee's decisions with refunds, and "
               "substitutes ranked by closeness of rating.")

    def facts(self) -> Iterable[str]:
        season = self.league.season
        assert season is not None
        yield f"Roster deadline: {season.dates.roster_deadline.isoformat()}"
        for drop in season.drops:
            player = season.player(drop.player)
            decision = ("approved" if drop.approved else "refused") if drop.decided_on else "pending"
            yield (f"Drop of {drop.player} {player.name if player else ''}: requested {drop.requested_on}, "
                   f"{decision}{f' {drop.decided_on}' if drop.decided_on else ''}")
        for sub in season.substitutes:
            player = season.player(sub.player)
            yield f"Substitute {sub.player} {player.name if player else ''} on {sub.team} from {sub.date}, " \
                  f"replacing {sub.replaces}"
