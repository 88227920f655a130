"""Players and registration (G1): the screen later work fills; it counts the registered players now."""

from __future__ import annotations

from collections import Counter
from typing import Iterable

from tui.screens.league_screen import PlannedScreen


class PlayersScreen(PlannedScreen):
    """Registering players, checking eligibility (age on the cutoff date, class) and overrides."""

    HEADING = "Players and registration"
    PURPOSE = ("register players with position, class and rating, check eligibility (at least the minimum age "
               "on the age-cutoff date, no excluded class) and record the committee's overrides with a reason.")

    def facts(self) -> Iterable[str]:
        season = self.league.season
        assert season is not None
        positions = Counter(p.position for p in season.players)
        yield (f"{len(season.players)} players registered: {positions['F']} forwards, {positions['D']} defence, "
               f"{positions['G']} goalies")
        yield f"Age cutoff: {season.dates.age_cutoff.isoformat()}"
        overrides = [p for p in season.players if p.eligibility_override is not None]
        for p in overrides:
            yield f"Eligibility override: {p.id} {p.name} — {p.eligibility_override.reason}"  # type: ignore[union-attr]
        yield f"Official substitute goalies: {', '.join(season.substitute_goalies) or 'none'}"
