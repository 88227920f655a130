"""The shift report (G9), the captains' view: the screen later work fills."""

from __future__ import annotations

from typing import Iterable

from tui.screens.league_screen import PlannedScreen


class ShiftReportScreen(PlannedScreen):
    """Per team: each forward's and defenceman's shifts, the spread per game and double shifts."""

    HEADING = "Shift report"
    PURPOSE = ("per team, each forward's and defenceman's shift count for a game or the season, the group's "
               "spread (fair: at most 1) and every double shift, with its shift number (rule 9).")

    def facts(self) -> Iterable[str]:
        season = self.league.season
        assert season is not None
        for team in season.teams:
            games = sum(1 for g in season.games if g.shifts_for(team.code))
            yield f"{team.code} {team.name}: shifts recorded in {games} games"
