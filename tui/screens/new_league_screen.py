"""New league and season: the screen later work fills; it lists the file's seasons now."""

from __future__ import annotations

from typing import Iterable

from store.seasons import season_names
from tui.screens.league_screen import PlannedScreen


class NewLeagueScreen(PlannedScreen):
    """Starting a league file, or rolling this season over to the next one."""

    HEADING = "New league and season"
    PURPOSE = ("start a new league file (asking first), or roll the season over: players keep their teams "
               "unless dropped or leaving, dropped players and new registrants form the draft pool, and ages "
               "are checked on the new cutoff. The file is backed up first.")

    def facts(self) -> Iterable[str]:
        yield f"League file: {self.league.store.path}"
        yield f"Seasons in it: {', '.join(season_names(self.league.store))}"
        if self.league.read_only:
            yield "Read-only: no league or season can be created in the captains' mode."
