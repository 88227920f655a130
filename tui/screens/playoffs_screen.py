"""The playoffs bracket (G20-G23): the screen later work fills; it lists the playoff games now."""

from __future__ import annotations

from typing import Iterable

from league.schedule import games_in_order
from tui.screens.league_screen import PlannedScreen
from tui.season_view import result_text


class PlayoffsScreen(PlannedScreen):
    """Seeds, wild cards, semi-finals and the final: who plays whom next, and where each series stands."""

    HEADING = "Playoffs bracket"
    PURPOSE = ("the seeds once the regular season is over, the wild-card games, best-of-three semi-finals and "
               "the best-of-five final, each series' wins and the game it needs next (rules 20-23).")

    def facts(self) -> Iterable[str]:
        season, rulebook = self.league.season, self.league.rulebook
        assert season is not None and rulebook is not None
        games = [g for g in games_in_order(season) if g.stage == "playoff"]
        if not games:
            yield "No playoff games scheduled yet."
        for g in games:
            yield (f"{g.series} game {g.no}  {g.date.isoformat()} {g.time}  {g.home} v {g.away}  "
                   f"{result_text(g, rulebook)}")
