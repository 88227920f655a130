"""The team filter every table screen shares: `T` shows one team after another, then all teams again."""

from __future__ import annotations


class TeamFilter:
    """Mixin for a `LeagueScreen` whose `refresh_data` honours `team_filter` (None: every team)."""

    team_filter: str | None = None

    def action_next_team(self) -> None:
        """Show the next team (after the last one, every team again)."""
        season = self.league.season  # type: ignore[attr-defined]
        codes = [None, *(t.code for t in season.teams)] if season else [None]
        self.team_filter = codes[(codes.index(self.team_filter) + 1) % len(codes)] if self.team_filter in codes else None
        self.refresh_data()  # type: ignore[attr-defined]
