"""What the wording reads of a season the rules have already worked out, named by what it reads.

The app keeps one season's work (`store/cache/season_cache.py`: the standings, the suspensions, the game counts,
each game's replay and outcome) and a tournament's read view (`store/views/tournament.py`) holds its bracket; the
text helpers take either by these shapes, so `tui/text/` imports no store and stays usable without a league file.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Protocol

if TYPE_CHECKING:
    from datetime import date

    from league.bracket.engine import Bracket
    from league.discipline.suspension_values import Suspension
    from league.results.outcome import Outcome
    from league.rules.rulebook import Rulebook
    from league.season.game_counts import GameCounts
    from league.season.values import Season
    from league.sheet.replay import SheetReplay
    from league.standings.table import Standings
    from league.turnout.attendance import AttendanceRow


class WorkedSeason(Protocol):
    """A season's work kept once (the app's `SeasonCache`)."""

    @property
    def table(self) -> Standings: ...
    @property
    def suspensions(self) -> tuple[Suspension, ...]: ...
    @property
    def counts(self) -> GameCounts: ...
    @property
    def outcomes(self) -> Mapping[str, Outcome | None]: ...
    @property
    def replays(self) -> Mapping[str, SheetReplay]: ...
    @property
    def goalies(self) -> frozenset[str]: ...
    def attendance(self, as_of: date) -> tuple[AttendanceRow, ...]: ...


class WorkedTournament(Protocol):
    """A tournament as read (`store.views.tournament.TournamentView`): the season, its rulebook, every game's
    counted outcome and the bracket with its pools' tables."""

    @property
    def season(self) -> Season: ...
    @property
    def rulebook(self) -> Rulebook: ...
    @property
    def outcomes(self) -> dict[str, Outcome]: ...
    @property
    def bracket(self) -> Bracket: ...


class StoredGameRow(Protocol):
    """One game of the dashboard's lists as the file keeps it (`store.views.dashboard_rows.StoredGame`)."""

    @property
    def gid(self) -> str: ...
    @property
    def day(self) -> date: ...
    @property
    def time(self) -> str: ...
    @property
    def home(self) -> str: ...
    @property
    def away(self) -> str: ...
    @property
    def rooms(self) -> tuple[int, int] | None: ...
    @property
    def result(self) -> tuple[int, int] | None: ...
    @property
    def forfeit_by(self) -> str | None: ...
    @property
    def overtime(self) -> bool: ...


class StoredDashboard(Protocol):
    """A season's dashboard as the file keeps it, read without loading the season
    (`store.views.dashboard_rows.DashboardRows`)."""

    @property
    def league(self) -> str: ...
    @property
    def season(self) -> str: ...
    @property
    def rulebook(self) -> str: ...
    @property
    def age_cutoff(self) -> date: ...
    @property
    def roster_deadline(self) -> date: ...
    @property
    def standings(self) -> Standings: ...
    @property
    def left(self) -> dict[str, int]: ...
    @property
    def by_status(self) -> dict[tuple[str, str], int]: ...
    @property
    def next_games(self) -> tuple[StoredGameRow, ...]: ...
    @property
    def recent(self) -> tuple[StoredGameRow, ...]: ...
    @property
    def teams(self) -> int: ...
    @property
    def players(self) -> int: ...
