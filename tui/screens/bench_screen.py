"""The bench tracker (G9): the screen later work fills; it counts the games with shift records now."""

from __future__ import annotations

from typing import Iterable

from tui.screens.league_screen import PlannedScreen


class BenchScreen(PlannedScreen):
    """On the bench during a game: one keystroke per line change, who is owed a shift, double shifts."""

    HEADING = "Bench tracker"
    PURPOSE = ("record each line change as it happens, a keystroke per change, and always show who is owed "
               "a shift and any double shift (rule 9).")

    def facts(self) -> Iterable[str]:
        season = self.league.season
        assert season is not None
        tracked = [g for g in season.games if g.shifts]
        yield f"{len(tracked)} games have shift records"
