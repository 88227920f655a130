"""Stats: the screen later work fills; it counts what the sheets hold now."""

from __future__ import annotations

from typing import Iterable

from tui.screens.league_screen import PlannedScreen


class StatsScreen(PlannedScreen):
    """Per player games, goals, assists, points and penalty minutes; goalies; teams."""

    HEADING = "Stats"
    PURPOSE = ("per player games, goals, assists, points and penalty minutes; per goalie games, goals against "
               "and average; per team goals for and against and penalty minutes.")

    def facts(self) -> Iterable[str]:
        season = self.league.season
        assert season is not None
        with_goals = sum(1 for g in season.games if g.goals)
        yield f"Goal details (scorer, assists, time) on {with_goals} of {len(season.games)} sheets"
