"""Discipline (G4, G5): the screen later work fills; it counts the penalties recorded now."""

from __future__ import annotations

from collections import Counter
from typing import Iterable

from tui.screens.league_screen import PlannedScreen


class DisciplineScreen(PlannedScreen):
    """Penalties by player and team, game misconducts, and suspensions with the games they are served in."""

    HEADING = "Discipline"
    PURPOSE = ("every penalty with the misconducts the rules add, each player's game misconducts, and each "
               "suspension with the game it came from and the games it is served in (rules 4 and 5).")

    def facts(self) -> Iterable[str]:
        season = self.league.season
        assert season is not None
        kinds = Counter(p.kind for g in season.games for p in g.penalties)
        total = sum(kinds.values())
        yield f"{total} penalties on the sheets (before the ones the rules add)"
        if kinds:
            yield ", ".join(f"{kind} {n}" for kind, n in kinds.most_common())
