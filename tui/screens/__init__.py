"""The app's screens, one per SPEC section 6 screen, by the name the commands use to show them."""

from textual.screen import Screen

from tui.screens.attendance_screen import AttendanceScreen
from tui.screens.audit_screen import AuditScreen
from tui.screens.bench_screen import BenchScreen
from tui.screens.dashboard_screen import DashboardScreen
from tui.screens.discipline_screen import DisciplineScreen
from tui.screens.draft_screen import DraftScreen
from tui.screens.fees_screen import FeesScreen
from tui.screens.new_league_screen import NewLeagueScreen
from tui.screens.players_screen import PlayersScreen
from tui.screens.playoffs_screen import PlayoffsScreen
from tui.screens.rosters_screen import RostersScreen
from tui.screens.rulebook_screen import RulebookScreen
from tui.screens.schedule_screen import ScheduleScreen
from tui.screens.scoresheet_screen import ScoresheetScreen
from tui.screens.shift_report_screen import ShiftReportScreen
from tui.screens.stats_screen import StatsScreen

SCREENS: dict[str, type[Screen]] = {
    "dashboard": DashboardScreen,
    "players": PlayersScreen,
    "draft": DraftScreen,
    "rosters": RostersScreen,
    "schedule": ScheduleScreen,
    "scoresheet": ScoresheetScreen,
    "bench": BenchScreen,
    "shifts": ShiftReportScreen,
    "attendance": AttendanceScreen,
    "discipline": DisciplineScreen,
    "stats": StatsScreen,
    "playoffs": PlayoffsScreen,
    "fees": FeesScreen,
    "audit": AuditScreen,
    "rulebook": RulebookScreen,
    "new_league": NewLeagueScreen,
}
