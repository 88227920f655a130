"""The app's screens, one per screen of docs/guide.md#the-screens, by the name the commands use to show them.

Each screen's module is imported when the screen is first shown, not at start: the app opens on
the dashboard, and importing the other fifteen screens (with the rules behind them) would cost a
third of the start-up (docs/performance.md: within 1.3x of a bare Textual app).
"""

from __future__ import annotations

from collections.abc import Callable
from importlib import import_module
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from tui.screens.rinkbook_screen import RinkbookScreen

_MODULES: dict[str, str] = {
    "dashboard": "dashboard_screen:DashboardScreen",
    "players": "players_screen:PlayersScreen",
    "draft": "draft_screen:DraftScreen",
    "rosters": "rosters_screen:RostersScreen",
    "schedule": "schedule_screen:ScheduleScreen",
    "scoresheet": "scoresheet_screen:ScoresheetScreen",
    "bench": "bench_screen:BenchScreen",
    "shifts": "shift_report_screen:ShiftReportScreen",
    "attendance": "attendance_screen:AttendanceScreen",
    "discipline": "discipline_screen:DisciplineScreen",
    "stats": "stats_screen:StatsScreen",
    "playoffs": "playoffs_screen:PlayoffsScreen",
    "fees": "fees_screen:FeesScreen",
    "audit": "audit_screen:AuditScreen",
    "rulebook": "rulebook_screen:RulebookScreen",
    "new_league": "new_league_screen:NewLeagueScreen",
    "goalies": "goalies_screen:GoaliesScreen",
}


def screen_class(name: str) -> type[RinkbookScreen]:
    """The class of screen `name`, its module imported on first use."""
    module, _, class_name = _MODULES[name].partition(":")
    found: type[RinkbookScreen] = getattr(import_module(f"tui.screens.{module}"), class_name)
    return found


def screen_modules() -> tuple[str, ...]:
    """Every screen's module, in the order of the help's keys (the dashboard's first)."""
    return tuple(f"tui.screens.{where.partition(':')[0]}" for where in _MODULES.values())


def _factory(name: str) -> Callable[[], RinkbookScreen]:
    return lambda: screen_class(name)()  # noqa: PLW0108 - the screen's module is imported when first shown


SCREENS: dict[str, Callable[[], RinkbookScreen]] = {name: _factory(name) for name in _MODULES}


def screen_name(screen: object) -> str | None:
    """The app's name of `screen` ("shifts" for the shift report), None for a dialog or another screen."""
    kind = type(screen).__name__
    return next((name for name, where in _MODULES.items() if where.endswith(f":{kind}")), None)
