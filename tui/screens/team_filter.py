"""The team filter every table screen shares: `T` shows one team after another, then all teams again."""

from __future__ import annotations

from tui.screens.rinkbook_screen import RinkbookScreen


class TeamFilter(RinkbookScreen):
    """Base for a screen (before `ScreenCommands`) whose `refresh_data` honours `team_filter` (None: every team)."""

    chosen_team: str | None = None  # the code `T` last chose, in whichever season was in view then

    @property
    def team_filter(self) -> str | None:
        """The team shown, or None for every team: a code the season in view lacks (chosen before a
        switch to another season) counts as none, instead of crashing or emptying the screen."""
        code = self.chosen_team
        return code if code is not None and self.rinkbook.season.team(code) is not None else None

    @team_filter.setter
    def team_filter(self, code: str | None) -> None:
        self.chosen_team = code

    def action_next_team(self) -> None:
        """Show the next team (after the last one, every team again)."""
        codes: list[str | None] = [None, *(t.code for t in self.rinkbook.season.teams)]
        shown = self.team_filter
        self.team_filter = codes[(codes.index(shown) + 1) % len(codes)] if shown in codes else None
        self.refresh_data()
