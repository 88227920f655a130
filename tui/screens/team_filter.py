"""The team filter every table screen shares: `T` shows one team after another, then all teams again."""

from __future__ import annotations


class TeamFilter:
    """Mixin for a `RinkbookScreen` whose `refresh_data` honours `team_filter` (None: every team)."""

    chosen_team: str | None = None  # the code `T` last chose, in whichever season was in view then

    @property
    def team_filter(self) -> str | None:
        """The team shown, or None for every team: a code the season in view lacks (chosen before a
        switch to another season) counts as none, instead of crashing or emptying the screen."""
        season = self.rinkbook.season  # type: ignore[attr-defined]
        code = self.chosen_team
        return code if code is not None and season is not None and season.team(code) is not None else None

    @team_filter.setter
    def team_filter(self, code: str | None) -> None:
        self.chosen_team = code

    def action_next_team(self) -> None:
        """Show the next team (after the last one, every team again)."""
        season = self.rinkbook.season  # type: ignore[attr-defined]
        codes = [None, *(t.code for t in season.teams)] if season else [None]
        self.team_filter = codes[(codes.index(self.team_filter) + 1) % len(codes)] if self.team_filter in codes else None
        self.refresh_data()  # type: ignore[attr-defined]
