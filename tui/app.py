"""The rinkbook app: one factory, `RinkbookApp(store, today, season)`, for the command line and tests."""

from __future__ import annotations

from collections.abc import Callable, Hashable, Iterable, Mapping
from datetime import date
from functools import cached_property
from pathlib import Path
from typing import TYPE_CHECKING, Any, ClassVar, NoReturn, TypeVar

from textual import events
from textual.app import SystemCommand
from textual.dom import DOMNode
from textual.screen import Screen

from league.texts import printable
from store.errors import StoreError
from store.frame_cache import frame_key, keep_frame
from store.members import default_member
from tui.cli.arguments import command_line_words
from tui.collector import start_collecting
from tui.commands import COMMANDS, WRITE_ACTIONS, action_name, bindings, offered, system_commands
from tui.committee_member import ask_member, member_title
from tui.plain_notifications import PlainNotifications
from tui.screens import SCREENS
from tui.screens.dashboard_screen import DashboardScreen
from tui.screens.rinkbook_screen import RinkbookScreen, header_marks
from tui.style_cache import fill_parse_cache, keep_parse_cache

if TYPE_CHECKING:
    from textual.widget import AwaitMount

    from league.rollover import Rollover
    from league.rulebook import Rulebook
    from league.values import Season
    from store.db import Store
    from store.season_cache import SeasonCache
    from tui.form_keeper import FormKeeper
    from tui.live_view import LiveView
    from tui.text.dashboard_frame import PanelsFrame, StandingsFrame

Derived = TypeVar("Derived")


def latest_season(store: Store, shown: str) -> str:
    """The file's latest season (the last one stored), or `shown` when the file names none."""
    from store.season_names import season_names  # noqa: PLC0415 - read at each load, after the first frame

    names = season_names(store)
    return names[-1] if names else shown


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
        name: screen for name, screen in SCREENS.items() if name != "dashboard"
    }
    DEFAULT_MODE = "dashboard"

    def __init__(
        self,
        store: Store | Path,
        today: date,
        season: str,
        first_frame: Mapping[str, Any] | None = None,
        member: str | None = None,
        ask_member: bool = False,
    ) -> None:
        """The app over `store`, showing season `season`: read here, before the first frame, so that no screen
        ever sees the app without its season and rulebook. With `first_frame`, the dashboard's frame kept
        for exactly what the file holds now (`store.frame_cache`), the first frame is that one, and the season
        is read just after it (or as soon as anything asks for it before). `store` may then be the league
        file's path, found by a first look to be an ordinary league file opened to write
        (`store.file_format.first_look`): the file is opened at the same moment, after the frame. `member` is who
        uses this window (default: the name given or remembered, else the login, `store.members`); with
        `ask_member` (nobody said yet: the first start) the app asks once its first frame is up."""
        if isinstance(store, Path) and first_frame is None:
            raise TypeError("RinkbookApp is given a league file's path only with the first frame kept for it")
        super().__init__()
        self.kept_styles = fill_parse_cache(self.stylesheet)  # the style sheets as the last start parsed them
        self._store: Store | None = None
        self._live: LiveView | None = None
        self.watching = False  # True once mounted: the live view polls from then on (or from the file's open)
        self.file_refused: StoreError | None = None  # why the league file could not be used (the app ends)
        self.league_path = store if isinstance(store, Path) else store.path
        self.today = today
        self.season_name = season
        self.latest_season = season  # the file's latest season, read again at every load
        self.unlocked: set[str] = set()  # past seasons the committee unlocked for corrections, this session
        self.generation = 0  # counts loads, so a screen shown again knows whether to re-render
        self.error_log: Path | None = None  # where unexpected errors' tracebacks go (set by the command line)
        self._season: Season | None = None
        self._rulebook: Rulebook | None = None
        self.dashboard_is_board = False  # the `d` key's screen is the tournament board (set when it is made)
        self.first_frame = first_frame
        self._kept: tuple[str, Mapping[str, Any]] | None = None  # the revision and frame kept last
        self.member = member or default_member()  # whom this window's writes name (`Store.actor`)
        self.ask_member = ask_member
        if not isinstance(store, Path):
            self._take_store(store)
        if first_frame is None:
            self.load()  # before the dashboard is composed: it renders the season at once
        else:
            self._show_header(first_frame["app"])

    @cached_property
    def forms(self) -> FormKeeper:
        """A refused dialog opens again as it was (`tui.form_keeper`); made at the first dialog, not for the
        first frame (issue 25)."""
        from tui.form_keeper import FormKeeper  # noqa: PLC0415

        return FormKeeper(self)

    @property
    def store(self) -> Store:
        """The open league file: opened at the first ask when the app was given its path."""
        if self._store is None:
            self._open_late()
        assert self._store is not None
        return self._store

    @store.setter
    def store(self, store: Store) -> None:
        store.actor = self.member
        self._store = store  # the file put in place of the league's, opened (`LiveView.reopen`)

    @property
    def store_if_open(self) -> Store | None:
        """The league file if it is open yet: None only before a kept first frame's file is opened."""
        return self._store

    @property
    def live(self) -> LiveView:
        """The app's watch on its league file (`tui.live_view`), from the moment the file is open."""
        if self._live is None:
            self._open_late()
        assert self._live is not None
        return self._live

    def _take_store(self, store: Store) -> None:
        """Use `store` from now on, following its commits from elsewhere (a commit before the first load is seen
        at once)."""
        from tui.live_view import LiveView  # noqa: PLC0415 - with the store (after a kept first frame)
        from tui.write_path import APP_BUSY_TIMEOUT_SECONDS  # noqa: PLC0415

        # A write behind another connection's waits in short steps the screen shows (tui.write_path).
        store.busy_timeout = APP_BUSY_TIMEOUT_SECONDS
        store.actor = self.member
        self._store = store
        self._live = LiveView(self)
        if self.watching:
            self._live.start()  # opened after the app mounted (after a kept first frame): follow from now

    def _open_late(self) -> None:
        """Open the league file the app was given by path: checked whole, as any open is. A file that cannot be
        opened ends the app, saying why (`refuse_file`), and is not tried again: each later ask raises the same
        StoreError."""
        if self.file_refused is not None:
            raise self.file_refused
        from store.db import open_league  # noqa: PLC0415 - after a kept first frame
        from store.failures import DISK_AND_FILE_FAILURES, describe_failure  # noqa: PLC0415

        try:
            store = open_league(self.league_path)
        except StoreError as error:
            self.refuse_file(error)
        except DISK_AND_FILE_FAILURES as error:
            self.refuse_file(StoreError(describe_failure(error)), "failed")
        self._take_store(store)

    def refuse_file(self, error: StoreError, said: str = "refused") -> NoReturn:
        """End the app because its league file cannot be used (damaged, gone, another program's): said once on
        the terminal as the command line says it, and raised again at every later ask for the file."""
        if self.file_refused is None:
            self.file_refused = error
            self.exit(return_code=1, message=command_line_words(f"{said}: {error}"))
        raise error

    def close_store(self) -> None:
        """Close the league file, if it was opened (the app has ended)."""
        if self._store is not None:
            self._store.close()

    @property
    def loaded(self) -> bool:
        """True once the season is read (at once, or just after a kept first frame)."""
        return self._season is not None

    @property
    def season(self) -> Season:
        """The season shown, read from the file at the first ask after a kept first frame."""
        if self._season is None:
            self._first_load()
        assert self._season is not None
        return self._season

    @property
    def rulebook(self) -> Rulebook:
        """The season's rulebook."""
        if self._rulebook is None:
            self._first_load()
        assert self._rulebook is not None
        return self._rulebook

    def _first_load(self) -> None:
        """After a kept first frame: open the file, checked whole, when the app was given its path (else run the
        whole-file check the command line left for now, `Store.check_whole`), and read the season. A damaged
        file ends the app, saying so, as its open before the frame would have."""
        store = self.store  # a file opened only now that cannot be opened has ended the app already
        try:
            store.check_whole()
        except StoreError as error:
            self.refuse_file(error)
        self.load()

    @property
    def read_only(self) -> bool:
        """True when the file is open read-only, or the season shown is a past one the committee has not
        unlocked: every write action is refused."""
        # Before a kept first frame's file is opened it is known to be one to open to write (`first_look`).
        return (self._store is not None and self._store.read_only) or self.past_season_locked

    @property
    def past_season_locked(self) -> bool:
        """True when the season shown is not the file's latest and no unlock (with a reason) opened it."""
        return self.season_name != self.latest_season and self.season_name not in self.unlocked

    def get_default_screen(self) -> Screen[None]:
        return self._dashboard()

    def _dashboard(self) -> Screen[None]:
        """The season's dashboard: the tournament board for a season with pools (SPEC 10.6), else Gray's."""
        if not self.loaded:  # a kept first frame: only Gray's dashboard keeps one
            return DashboardScreen()
        self.dashboard_is_board = self.rulebook.has_pools
        if self.dashboard_is_board:
            from tui.screens.tournament_board_screen import TournamentBoardScreen  # noqa: PLC0415 - tournaments only

            return TournamentBoardScreen()
        return DashboardScreen()

    async def _renew_dashboard(self) -> None:
        """Make the `d` key's screen again for the season shown now: the tournament board for a tournament,
        Gray's dashboard for a league (switching seasons can go from one to the other)."""
        if self.rulebook.has_pools == self.dashboard_is_board:
            return
        shown = self.current_mode == "dashboard"
        if shown:
            await self.switch_mode("schedule")  # the mode in view cannot be removed
        await self.remove_mode("dashboard")
        self.add_mode("dashboard", self._dashboard)
        if shown:
            await self.switch_mode("dashboard")

    def on_mount(self) -> None:
        # The dashboard's stack exists now: declared as a mode, the `d` key switches back to it.
        self.add_mode("dashboard", self._dashboard)
        self.call_after_refresh(self._after_first_frame)
        if self.ask_member:
            self.call_after_refresh(ask_member, self, True)
        self.watching = True
        if self._live is not None:
            self._live.start()  # other windows' commits show within a second (else from the file's open on)

    def _after_first_frame(self) -> None:
        """Once the first frame is painted: read the season if that frame was the kept one (and draw the
        screen from it: nothing changes when the kept frame was the file's, kept under its revision), then
        resume the collector paused by the command line for the start, the season read counted in what the
        start made (`start_collecting`)."""
        try:
            if not self.loaded:
                self._first_load()
                # The kept frame's dashboard drawn again from the season; a screen a key opened meanwhile draws
                # from the season as it mounts (a key that read the season before left nothing to do here).
                screen = self.screen
                if isinstance(screen, RinkbookScreen) and screen.is_mounted:
                    screen.show_current()
        except StoreError:
            return  # a damaged file: said, and the app ends
        finally:
            keep_parse_cache(self.stylesheet, self.kept_styles)  # what this frame needed, for the next start
            start_collecting()

    def load(self, season: Season | None = None) -> None:
        """Read the season from the store (once at start, and again after a write), or take `season`,
        the season exactly as a write just stored it, which saves reading it back (SPEC 9: under 50 ms)."""
        from store.season_load import load_season, season_rulebook  # noqa: PLC0415 - after a kept first frame

        loaded = self._season = season if season is not None else load_season(self.store, self.season_name)
        self._rulebook = season_rulebook(loaded)
        if self._rulebook.has_pools != self.dashboard_is_board and self.is_running:
            self.call_later(self._renew_dashboard)  # a tournament's season after a league's, or the other way
        # Read at every load (one small query): a rollover, or a season switched to by any path, is seen.
        self.latest_season = latest_season(self.store, self.season_name)
        self.generation += 1
        self._show_header(self._header(loaded))

    def _header(self, season: Season) -> dict[str, str]:
        """The header's title and sub-title for `season`, and the file's latest season: what a kept first frame
        shows of the app."""
        # The header is no table: a control character stored before names refused them is escaped here
        # ("\x1b"), or the terminal would act on it on every screen.
        past = " · PAST SEASON, READ-ONLY" if self.past_season_locked and not self.store.read_only else ""
        return {
            "title": printable(season.league),
            "sub_title": f"{printable(season.name)} · today {self.today.isoformat()}{header_marks(self.store)}{past}",
            "latest_season": self.latest_season,
        }

    def _show_header(self, header: Mapping[str, str]) -> None:
        self.title, self.latest_season = header["title"], header["latest_season"]
        self.season_sub_title = header["sub_title"]
        self.sub_title = member_title(self)

    def action_change_member(self) -> None:
        """Say who is using this window: the name on its decisions and signatures (remembered on this computer)."""
        ask_member(self)

    def keep_first_frame(self, standings: StandingsFrame, panels: PanelsFrame) -> None:
        """Keep the dashboard as drawn now, from the season loaded, as the next start's first frame
        (`store.frame_cache`): under the file's revision, and only while the file still holds that season."""
        revision = self.store.revision_of(self.season)
        if revision is None:
            return
        frame = {"app": self._header(self.season), "standings": standings, "panels": panels}
        if self._kept != (revision, frame):
            self._kept = (revision, frame)
            keep_frame(self.store.path, self.frame_key(revision), frame)

    def frame_key(self, revision: str) -> dict[str, Any]:
        """The key a first frame of this app's season, today and mode is kept under, at `revision`."""
        return frame_key(revision, self.season_name, self.today.isoformat(), self.store.read_only, self.store.snapshot)

    @property
    def season_cache(self) -> SeasonCache:
        """What the rules work out from the season loaded now (replays, outcomes, suspensions, the table), kept
        by the store's one season cache (`store.season_cache`): after a save only what it changed is new."""
        return self.store.season_cache(self.season)

    def derived(self, what: Hashable, make: Callable[[], Derived]) -> Derived:
        """`make()` for the season loaded now, made once for that season value in its cache: a season-wide
        derivation that several screens show costs one pass, not one per screen opened (at 10,000 games each
        is a few hundred milliseconds). `what` names it, arguments included."""
        return self.season_cache.derived(what, make)

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

    def push_screen(self, screen: Any, callback: Any = None, wait_for_dismiss: bool = False) -> Any:  # type: ignore[override]
        """Push `screen`; a dialog's callback is wrapped so that a refused write re-opens it (`tui.form_keeper`)."""
        return super().push_screen(screen, self.forms.pushed(screen, callback), wait_for_dismiss)  # type: ignore[call-overload]

    def check_action(self, action: str, parameters: tuple[object, ...]) -> bool | None:
        # Write commands are hidden from the footer in read-only mode (the palette leaves them out too);
        # pressing one's key still says why nothing happens (`run_action`).
        return not (self.read_only and action in WRITE_ACTIONS)

    def _gray_only_refusal(self, screen: str) -> str | None:
        """What screen `screen`'s key says when the season's rulebook lacks its Gray-only block, else None."""
        from tui.text.gray_only_text import screen_refusal  # noqa: PLC0415 - a small module, read at a screen key

        return screen_refusal(self.rulebook, screen)

    def refuse_write(self, what: str) -> bool:
        """For screens before a write: True (and a notice) when the file is read-only."""
        if self.past_season_locked and not self.store.read_only:
            self.notify(
                f"Read-only: season {self.season_name} is a past season; {what} needs the committee's "
                "unlock (Z, with a reason).",
                severity="warning",
            )
            return True
        if self.read_only:
            self.notify(f"Read-only: {what} is not possible in the captains' mode.", severity="warning")
        return self.read_only

    def switch_mode(self, mode: str) -> AwaitMount:
        # Textual draws a screen shown again before its resume handlers run: a hidden screen's footer keys,
        # let go of while it was hidden (`RinkbookScreen.on_screen_suspend`), are mounted first.
        for screen in self._screen_stacks.get(mode, ()):
            if isinstance(screen, RinkbookScreen) and screen.released:
                screen.show_footer_keys()
        return super().switch_mode(mode)

    async def action_show(self, screen: str) -> None:
        """Show one of the app's screens (each is a mode with its own stack); the scoresheet opens on
        tonight's next game, not on the sheet shown last."""
        from tui.modals.help_modal import HelpModal  # noqa: PLC0415 - on first use (start-up, SPEC 9)

        refusal = self._gray_only_refusal(screen)
        if refusal is not None:
            self.notify(refusal, title="Not in these rules", severity="warning")
            return
        if isinstance(self.screen, HelpModal):
            self.screen.dismiss()  # a screen's key pressed in the help goes there
        await self.switch_mode(screen)
        if screen == "scoresheet":
            from tui.screens.scoresheet_screen import ScoresheetScreen  # noqa: PLC0415 - on first use (SPEC 9)

            if isinstance(self.screen, ScoresheetScreen):
                self.screen.open_next_game()

    async def open_scoresheet(self, game_id: str) -> None:
        """Show the scoresheet on game `game_id` (the schedule's selected game opens here)."""
        if self.current_mode != "scoresheet":
            await self.switch_mode("scoresheet")
        from tui.screens.scoresheet_screen import ScoresheetScreen  # noqa: PLC0415 - on first use (start-up, SPEC 9)

        if isinstance(self.screen, ScoresheetScreen):
            self.screen.open_game(game_id)

    def action_switch_season(self) -> None:
        """Ask which season of the file to show (an older season stays readable)."""
        from store.season_names import season_names  # noqa: PLC0415 - only the switcher lists seasons
        from tui.modals.season_modal import SeasonModal  # noqa: PLC0415 - on first use (start-up, SPEC 9)

        self.push_screen(SeasonModal(season_names(self.store), self.season_name), self.open_season)

    def open_season(self, name: str | None) -> None:
        """Show season `name`: every screen re-renders from it."""
        if name is None or name == self.season_name:
            return
        self.season_name = name
        self.reload()
        locked = " · a past season: read-only (Z unlocks it for corrections, with a reason)" * self.past_season_locked
        self.notify(f"Season {name}{locked}", title="Season switched")

    def action_unlock_season(self) -> None:
        """Unlock the past season shown for the committee's corrections, asking the reason (audit-logged)."""
        if self.store.read_only:
            self.refuse_write("unlocking a past season")
            return
        if not self.past_season_locked:
            self.notify(f"Season {self.season_name} is open for changes already.", severity="warning")
            return
        from tui.modals.reason_modal import ReasonModal  # noqa: PLC0415

        question = (
            f"Season {self.season_name} is a past season, shown read-only. Why does the committee correct "
            "it? The unlock lasts until rinkbook closes."
        )
        self.push_screen(
            ReasonModal(f"Unlock season {self.season_name}", question),
            lambda reason: self._unlock(self.season_name, reason) if reason else None,
        )

    def _unlock(self, name: str, reason: str) -> None:
        from store.rollover import unlock_past_season  # noqa: PLC0415
        from tui.write_path import run_write  # noqa: PLC0415 - the write path imports the store's failures

        def done(_: None) -> None:
            self.reload()
            self.notify(f"Season {name} unlocked for corrections (audit-logged): {reason}", title="Unlocked")

        # Unlocked before the write, or the write path would refuse it as read-only; locked again if it fails.
        self.unlocked.add(name)
        run_write(
            self,
            "unlocking a past season",
            lambda: unlock_past_season(self.store, name, reason),
            done,
            reload=False,
            failed=lambda: self.unlocked.discard(name),
        )

    def action_roll_over(self) -> None:
        """Ask, then start the next season with the same teams (backed up first) and switch to it."""
        if self.refuse_write("a season rollover"):
            return
        from league.rollover import next_season_name  # noqa: PLC0415 - only the rollover names the next season
        from store.rollover import next_draft_order, season_unfinished  # noqa: PLC0415
        from tui.modals.rollover_modal import rollover_confirmation  # noqa: PLC0415

        left = tuple(u.text for u in season_unfinished(self.store, self.season_name))
        teams = tuple(t.code for t in self.season.teams) if self.season else ()
        order = next_draft_order(self.store, self.season_name)
        dialog = rollover_confirmation(self.season_name, next_season_name(self.season_name), left, teams, order)
        self.push_screen(dialog, lambda typed: self._roll_over(dialog.first_round) if typed is not None else None)

    def _roll_over(self, first_round: tuple[str, ...] | None = None) -> None:
        """Roll over, next season's draft in `first_round` (None: the standings reversed)."""
        from store.rollover import roll_over_season  # noqa: PLC0415
        from tui.write_path import run_write  # noqa: PLC0415

        def done(rolled: tuple[Rollover, Path]) -> None:
            result, _ = rolled
            from league.draft import draft_pool  # noqa: PLC0415 - only the rollover counts the pool
            from store.season_load import season_rulebook  # noqa: PLC0415

            pool = len(draft_pool(result.season, season_rulebook(result.season)))  # as the draft board counts it
            self.open_season(result.season.name)
            self.notify(
                f"{result.season.name}: {len(result.season.players)} players, draft pool {pool}", title="New season"
            )

        run_write(
            self,
            "a season rollover",
            lambda: roll_over_season(self.store, self.season_name, first_round=first_round),
            done,
            reload=False,
        )

    async def on_event(self, event: events.Event) -> None:
        # A key that sends the keys elsewhere (a screen's key, Tab, Esc closing a dialog) is run before the next
        # key is read. Textual first hands a key to the widget in focus and runs a binding only once the key has
        # come back from it, while the keys typed after it are already being handed out: `g` then `goal h 4 ...`
        # typed at once went to the screen being left, and a date, Tab and a time typed fast in a dialog all
        # landed in the date field ("2026-12-2719:00").
        if isinstance(event, events.Key) and not event.is_forwarded and await self._move_keys_at_once(event.key):
            self.app_focus = True
            return
        await super().on_event(event)

    async def _move_keys_at_once(self, key: str) -> bool:
        """Run `key`'s binding now when it moves where the keys go: a screen's key (from the app, or repeated by
        the help), a focus move (Tab, Shift+Tab), or Esc closing a dialog; False, changing nothing, for any
        other key (and for one a widget nearer the focus binds itself)."""
        for namespace, keys in self.screen._modal_binding_chain:
            found = keys.key_to_bindings.get(key)
            if found:
                action = found[0].action
                moves = action.startswith("app.show(") or action in ("app.focus_next", "app.focus_previous")
                if not moves and not (key == "escape" and namespace.is_modal):
                    return False
                await self.run_action(action, namespace)
                return True
        return False

    async def run_action(
        self,
        action: str | Any,
        default_namespace: DOMNode | None = None,
        namespaces: Mapping[str, DOMNode] | None = None,
    ) -> bool:
        """Run a key's (or the palette's) action; an error no one foresaw is said as a refusal and the
        app goes on (Textual would end it: the action runs in the app's own message loop)."""
        try:
            refused = self._read_only_refusal(action, default_namespace, namespaces)
            if refused is not None:
                self.notify(
                    f"Read-only: ask the committee ({refused} changes the league file).",
                    title="Read-only",
                    severity="warning",
                )
                return True
            return await super().run_action(action, default_namespace, namespaces)
        except Exception as error:  # noqa: BLE001 - shown, logged, and the app goes on
            if error is self.file_refused:
                return True  # said as the app ends
            from tui.write_path import report_unexpected  # noqa: PLC0415

            report_unexpected(self, f"the action {action}" if isinstance(action, str) else "an action", error)
            return True

    def _read_only_refusal(
        self, action: str | Any, default_namespace: DOMNode | None, namespaces: Mapping[str, DOMNode] | None
    ) -> str | None:
        """The title of the write command `action` runs when the file is read-only, else None."""
        if not self.read_only or not isinstance(action, str):
            return None
        target, name, _ = self._parse_action(
            action, self if default_namespace is None else default_namespace, namespaces
        )
        commands = COMMANDS if target is self else getattr(target, "SCREEN_COMMANDS", ())
        return next((c.title for c in commands if c.writes and action_name(c) == name), None)

    def action_toggle_help(self) -> None:
        """Show or hide the help screen listing every command and its key."""
        from tui.modals.help_modal import HelpModal  # noqa: PLC0415 - on first use (start-up, SPEC 9)

        if isinstance(self.screen, HelpModal):
            self.screen.dismiss()
        else:
            self.push_screen(HelpModal())

    def get_system_commands(self, screen: Screen[Any]) -> Iterable[SystemCommand]:
        yield from system_commands(self, self.read_only, offered(self.rulebook))
        # Textual's screenshot is saved in the Downloads folder in a terminal: a read-only window writes no file
        # (in a browser it is a download).
        left_out = {"Quit"} | ({"Screenshot"} if self.read_only and not self.is_web else set())
        for command in super().get_system_commands(screen):
            if command.title not in left_out:  # our Quit carries the key; Textual's "Keys" panel stays
                yield command
