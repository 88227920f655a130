"""The rinkbook app: one factory, `RinkbookApp(store, today, season)`, for the command line and tests."""

from __future__ import annotations

from collections.abc import Callable, Iterable, Mapping
from datetime import date
from pathlib import Path
from typing import TYPE_CHECKING, Any, ClassVar

from textual.app import SystemCommand
from textual.dom import DOMNode
from textual.screen import Screen

from league.rulebook import Rulebook
from league.texts import printable
from league.values import Season
from store.db import Store
from store.season_load import load_season, season_rulebook
from tui.collector import start_collecting
from tui.commands import WRITE_ACTIONS, bindings, system_commands
from tui.live_view import LiveView
from tui.plain_notifications import PlainNotifications
from tui.screens import SCREENS
from tui.screens.dashboard_screen import DashboardScreen
from tui.screens.rinkbook_screen import RinkbookScreen, header_marks
from tui.write_path import APP_BUSY_TIMEOUT_SECONDS, report_unexpected, run_write

if TYPE_CHECKING:
    from league.rollover import Rollover

# The other screens and the help are imported where first used: the app opens on the
# dashboard, and a start within 1.3x of a bare Textual app (SPEC section 9) has no room for the rest.


class RinkbookApp(PlainNotifications[None]):
    """A league's season in a terminal, over one open league file."""

    CSS_PATH = "app.tcss"
    BINDINGS = bindings()
    # One mode per screen: each keeps its place while the user looks elsewhere. The dashboard's mode is
    # the one the app starts in, its screen Textual's default screen: switching to a mode at start
    # parses every style sheet twice more (30 ms of a start within 1.3x of a bare Textual app, SPEC 9).
    MODES: ClassVar[dict[str, str | Callable[[], Screen[Any]]]] = {
        name: screen for name, screen in SCREENS.items() if name != "dashboard"}
    DEFAULT_MODE = "dashboard"

    def __init__(self, store: Store, today: date, season: str):
        """The app over `store`, showing season `season`: read here, before the first frame as the start
        needs anyway, so that no screen ever sees the app without its season and rulebook."""
        super().__init__()
        self.store = store
        self.today = today
        self.season_name = season
        self.generation = 0  # counts loads, so a screen shown again knows whether to re-render
        # A write behind another connection's waits in short steps the screen shows (tui.write_path).
        store.busy_timeout = APP_BUSY_TIMEOUT_SECONDS
        self.error_log: Path | None = None  # where unexpected errors' tracebacks go (set by the command line)
        self.live = LiveView(self)  # before the first load: a commit from elsewhere meanwhile is seen at once
        self.season: Season
        self.rulebook: Rulebook
        self.load()  # before the dashboard is composed: it renders the season at once

    @property
    def read_only(self) -> bool:
        """True when the file is open read-only: every write action is refused."""
        return self.store.read_only

    def get_default_screen(self) -> Screen[None]:
        return DashboardScreen()

    def on_mount(self) -> None:
        # The dashboard's stack exists now: declared as a mode, the `d` key switches back to it.
        self.add_mode("dashboard", SCREENS["dashboard"])
        self.call_after_refresh(start_collecting)  # paused by the command line for the start
        self.live.start()  # other windows' commits show within a second

    def load(self, season: Season | None = None) -> None:
        """Read the season from the store (once at start, and again after a write), or take `season`,
        the season exactly as a write just stored it, which saves reading it back (SPEC 9: under 50 ms)."""
        self.season = season if season is not None else load_season(self.store, self.season_name)
        self.rulebook = season_rulebook(self.season)
        self.generation += 1
        # The header is no table: a control character stored before names refused them is escaped here
        # ("\x1b"), or the terminal would act on it on every screen.
        self.title = printable(self.season.league)
        self.sub_title = f"{printable(self.season.name)} · today {self.today.isoformat()}{header_marks(self.store)}"

    def reload(self, season: Season | None = None) -> None:
        """Reload the season (or take `season`, as a write returned it) and re-render the screen in view
        (call after every write).

        Screens of other modes re-render when they are shown again (`RinkbookScreen.on_screen_resume`).
        """
        self.load(season)
        if isinstance(self.screen, RinkbookScreen):
            self.screen.show_current()

    def rinkbook_screen_in_view(self) -> RinkbookScreen | None:
        """The rinkbook screen in view, or the one under an open dialog (which a refresh leaves open)."""
        return next((s for s in reversed(self.screen_stack) if isinstance(s, RinkbookScreen)), None)

    def check_action(self, action: str, parameters: tuple[object, ...]) -> bool | None:
        # Write commands stay in the help panel but disabled in read-only mode, so a captain sees why.
        if self.read_only and action in WRITE_ACTIONS:
            return None
        return True

    def refuse_write(self, what: str) -> bool:
        """For screens before a write: True (and a notice) when the file is read-only."""
        if self.read_only:
            self.notify(f"Read-only: {what} is not possible in the captains' mode.", severity="warning")
        return self.read_only

    def action_show(self, screen: str) -> None:
        """Show one of the app's screens (each is a mode with its own stack)."""
        from tui.modals.help_modal import HelpModal  # noqa: PLC0415 - on first use (start-up, SPEC 9)

        if isinstance(self.screen, HelpModal):
            self.screen.dismiss()  # a screen's key pressed in the help goes there
        self.switch_mode(screen)

    async def open_scoresheet(self, game_id: str) -> None:
        """Show the scoresheet on game `game_id` (the schedule's selected game opens here)."""
        if self.current_mode != "scoresheet":
            await self.switch_mode("scoresheet")
        from tui.screens.scoresheet_screen import ScoresheetScreen  # noqa: PLC0415 - on first use (start-up, SPEC 9)

        if isinstance(self.screen, ScoresheetScreen):
            self.screen.open_game(game_id)

    def action_switch_season(self) -> None:
        """Ask which season of the file to show (an older season stays readable)."""
        from store.season_load import season_names  # noqa: PLC0415 - only the switcher lists seasons
        from tui.modals.season_modal import SeasonModal  # noqa: PLC0415 - on first use (start-up, SPEC 9)

        self.push_screen(SeasonModal(season_names(self.store), self.season_name), self.open_season)

    def open_season(self, name: str | None) -> None:
        """Show season `name`: every screen re-renders from it."""
        if name is None or name == self.season_name:
            return
        self.season_name = name
        self.reload()
        self.notify(f"Season {name}", title="Season switched")

    def action_roll_over(self) -> None:
        """Ask, then start the next season with the same teams (backed up first) and switch to it."""
        if self.refuse_write("a season rollover"):
            return
        from tui.modals.confirm_modal import ConfirmModal  # noqa: PLC0415 - on first use (start-up, SPEC 9)

        question = (f"Start the season after {self.season_name}? Same teams; players keep their teams unless "
                    "dropped (rule 10) or marked leaving; the file is backed up first.")
        self.push_screen(ConfirmModal(question), lambda yes: self._roll_over() if yes else None)

    def _roll_over(self) -> None:
        from store.rollover import roll_over_season  # noqa: PLC0415

        def done(rolled: tuple[Rollover, Path]) -> None:
            result, _ = rolled
            pool = sum(1 for p in result.season.players if p.team is None)
            self.open_season(result.season.name)
            self.notify(f"{result.season.name}: {len(result.season.players)} players, draft pool {pool}",
                        title="New season")

        run_write(self, "a season rollover", lambda: roll_over_season(self.store, self.season_name), done,
                  reload=False)

    async def run_action(self, action: str | Any, default_namespace: DOMNode | None = None,
                         namespaces: Mapping[str, DOMNode] | None = None) -> bool:
        """Run a key's (or the palette's) action; an error no one foresaw is said as a refusal and the
        app goes on (Textual would end it: the action runs in the app's own message loop)."""
        try:
            return await super().run_action(action, default_namespace, namespaces)
        except Exception as error:  # noqa: BLE001 - shown, logged, and the app goes on
            report_unexpected(self, f"the action {action}" if isinstance(action, str) else "an action", error)
            return True

    def action_toggle_help(self) -> None:
        """Show or hide the help screen listing every command and its key."""
        from tui.modals.help_modal import HelpModal  # noqa: PLC0415 - on first use (start-up, SPEC 9)

        if isinstance(self.screen, HelpModal):
            self.screen.dismiss()
        else:
            self.push_screen(HelpModal())

    def get_system_commands(self, screen: Screen[Any]) -> Iterable[SystemCommand]:
        yield from system_commands(self, self.read_only)
        for command in super().get_system_commands(screen):
            if command.title != "Quit":  # ours carries the key; Textual's "Keys" panel stays for widget keys
                yield command
