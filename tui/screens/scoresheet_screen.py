"""The scoresheet (section 4): the screen later work fills; it counts the sheets entered now."""

from __future__ import annotations

from typing import Iterable

from tui.screens.league_screen import PlannedScreen


class ScoresheetScreen(PlannedScreen):
    """Game night: dressed players, goals, penalties with the G4 automation, clock rules, signing."""

    HEADING = "Scoresheet"
    PURPOSE = ("enter a game's sheet on game night: dressed players, goals and assists, penalties with the "
               "automatic misconducts and warnings, late starts and forfeits, the clock rules, overtime in "
               "the playoffs, fees and the referee's signature.")

    def facts(self) -> Iterable[str]:
        season = self.league.season
        assert season is not None
        final = [g for g in season.games if g.status == "final"]
        yield f"{len(final)} final sheets, {sum(g.signed for g in final)} signed"
        yield f"{sum(len(g.goals) for g in final)} goals and {sum(len(g.penalties) for g in final)} penalties recorded"
