"""The app's league file and season: opened, read and derived (`SeasonApp`), under what it keeps for the next
start's first frame (`tui.kept_frame_app`) and the app's screens and keys (`tui.app.RinkbookApp`)."""

from __future__ import annotations

import threading
from collections.abc import Callable, Hashable, Mapping
from datetime import date
from functools import partial
from pathlib import Path
from typing import TYPE_CHECKING, Any, NoReturn, TypeVar

from textual.screen import Screen

from league.season.texts import printable
from store.file.errors import StoreError
from store.file.members import default_member
from store.file.server_look import league_name
from tui.cli.arguments import command_line_words
from tui.committee_member import member_title
from tui.plain_notifications import PlainNotifications
from tui.screens.dashboard_screen import DashboardScreen
from tui.screens.rinkbook_screen import RinkbookScreen, header_marks
from tui.season_loader import latest_season, stored_rulebook
from tui.textual_patches.app_internals import AfterPaint, KeptModeSwitch, mode_screens
from tui.textual_patches.style_cache import fill_parse_cache

if TYPE_CHECKING:
    from league.rules.rulebook import Rulebook
    from league.season.values import Season
    from store.cache.season_cache import SeasonCache
    from store.file.db import Store
    from tui.live_view import LiveView
    from tui.season_loader import BackgroundLoad

Derived = TypeVar("Derived")
# Seconds from a save's frame to the hidden dashboard drawn from the saved season: the frame's bytes are in the
# terminal by then (under a load of 10 on 2 cores they took up to 200 ms), and a scorer reads "Saved" for longer.
CATCH_UP_AFTER = 0.25


class SeasonApp(KeptModeSwitch, AfterPaint, PlainNotifications[None]):
    """The app over one open league file and the season it shows: what every screen reads of it."""

    def __init__(
        self,
        store: Store | Path | str,
        today: date,
        season: str,
        first_frame: Mapping[str, Any] | None = None,
        member: str | None = None,
        ask_member: bool = False,
    ) -> None:
        """The app over `store`, showing season `season`: read here, before the first frame, so that no screen
        ever sees the app without its season and rulebook. With `first_frame`, the dashboard's frame kept
        for exactly what the file holds now (`store.cache.frame_cache`), the first frame is that one, and the season
        is read just after it (or as soon as anything asks for it before). `store` may then be the league
        file's path, found by a first look to be an ordinary league file opened to write
        (`store.file.file_format.first_look`): the file is opened at the same moment, after the frame. `member` is who
        uses this window (default: the name given or remembered, else the login, `store.file.members`); with
        `ask_member` (nobody said yet: the first start) the app asks once its first frame is up. A server's address
        in place of the path: a league found ordinary by `store.file.server_look`, opened after the frame too."""
        if isinstance(store, (Path, str)) and first_frame is None:
            raise TypeError("RinkbookApp is given a league's path or address only with the first frame drawn for it")
        super().__init__()
        self.kept_styles = fill_parse_cache(self.stylesheet)  # the style sheets as the last start parsed them
        self._store: Store | None = None
        self._live: LiveView | None = None
        self.watching = False  # True once mounted: the live view polls from then on (or from the file's open)
        self.file_refused: StoreError | None = None  # why the league file could not be used (the app ends)
        # Where the league is opened from after the first frame: a file's path, or a server's address.
        self._opening: Path | str = store if isinstance(store, (Path, str)) else store.path
        self.league_path = league_name(store) if isinstance(store, str) else Path(self._opening)
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
        self._background: BackgroundLoad | None = None  # the season's read after the first frame, if any
        # Clear while a key is answered during that read, which waits for the key's frame (`RinkbookApp.on_event`).
        self.keys_answered = threading.Event()
        self.keys_answered.set()
        self.member = member or default_member()  # whom this window's writes name (`Store.actor`)
        self.ask_member = ask_member
        if not isinstance(store, (Path, str)):
            self._take_store(store)
        if first_frame is None:
            self.load()  # before the dashboard is composed: it renders the season at once
        else:
            self._show_header(first_frame["app"])

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
        from tui.live_view import LiveView  # with the store (after a kept first frame)
        from tui.write_path import APP_BUSY_TIMEOUT_SECONDS

        # A write behind another connection's waits in short steps the screen shows (tui.write_path).
        store.busy_timeout = APP_BUSY_TIMEOUT_SECONDS
        store.actor = self.member
        store.alerts_day = self.today  # each save keeps the dashboard's alerts at today for the next start
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
        if self._background is not None and not self._background.taken:  # the season's read opens it: its store
            self._background.wait()
            self.take_loaded()
            if self._store is not None:
                return
        from store.file.db import open_league  # after a kept first frame
        from store.file.failures import DISK_AND_FILE_FAILURES, describe_failure

        try:
            store = open_league(self._opening, check_later=True)  # checked whole off the event loop
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
    def season_being_read(self) -> bool:
        """True while the season is read off the event loop after the first frame (`tui.season_loader`): a screen
        asked for meanwhile says so and fills in once it is read (`tui.screens.season_reading`)."""
        if self._season is not None or self.first_frame is None or self.file_refused is not None:
            return False
        return self._background is None or not self._background.taken  # or about to be: a key before it started

    @property
    def season_read_started(self) -> bool:
        """True once the season's read off the event loop was started (`load_in_background`)."""
        return self._background is not None

    @property
    def rulebook(self) -> Rulebook:
        """The season's rulebook: while the season is being read, the one its stored row names (read at once
        with `sqlite3`; a key that only needs the rules never waits for the whole season)."""
        self.name_stored_rulebook()
        if self._rulebook is None:
            self._first_load()
        assert self._rulebook is not None
        return self._rulebook

    def name_stored_rulebook(self) -> None:
        """While the season is being read (or about to be), take the rulebook its stored row names, if the file says
        (`stored_rulebook`). Done before the read begins: beside the reading thread, each of the connection's
        waits on the file gave the interpreter away for up to its switch interval, 14 ms for a 1 ms read."""
        if self._rulebook is None and self.season_being_read:
            self._rulebook = stored_rulebook(self._store or self._opening, self.season_name)

    def _first_load(self) -> None:
        """After a first frame kept or drawn from stored values: take the season the background read got
        (waiting for it), or else open the file, checked whole, when the app was given its path (else run the
        whole-file check the command line left for now, `Store.check_whole`), and read the season. A damaged
        file ends the app, saying so, as its open before the frame would have."""
        if self._background is not None:
            self._background.wait()
            self.take_loaded()
            return
        store = self.store  # a file opened only now that cannot be opened has ended the app already
        try:
            store.check_whole()
        except StoreError as error:
            self.refuse_file(error)
        self.load()

    def load_in_background(self, when_done: Callable[[], object]) -> None:
        """Read the season in a thread of its own (`tui.season_loader`): `when_done` is called in that thread
        when it ends, and the event loop then calls `take_loaded`."""
        from tui.season_loader import BackgroundLoad  # after the first frame

        if self.file_refused is not None:
            raise self.file_refused
        # Not open yet (a first frame drawn before it was): the thread opens it, off the event loop.
        opening = self._store or self._opening
        self._background = BackgroundLoad(opening, self.season_name, self.today, when_done, self.keys_answered)

    def take_loaded(self) -> bool:
        """Take the season the background read got, once (later calls do nothing): its cache kept by the store,
        the season known to the app's own connection while the file holds it. False when there was nothing to
        take; a damaged file ends the app (StoreError, said); any other failure is raised here."""
        load = self._background
        if load is None or load.taken:
            return False
        load.taken = True
        if isinstance(load.error, StoreError):
            self.refuse_file(load.error, load.said)
        if load.error is not None:
            raise load.error
        assert load.result is not None
        if self._store is None:
            self._take_store(load.result.store)
        season, store = load.result.season, self.store
        if load.result.alerts is not None:  # before the season is noted as read: the write moves this connection's mark
            from store.writes.dashboard_alerts import keep_read_alerts

            keep_read_alerts(store, season.name, load.result.token, self.today, load.result.alerts)
        with store.reading():  # read at the token the thread read at: the file still holds exactly that season
            if store.revision() == load.result.token:
                store.read_whole(season)
            else:  # committed elsewhere since the read (a watch made only now would not see it): read again
                self.call_later(self.live.follow)
        store.keep_season_cache(load.result.cache)
        self.load(season)
        return True

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

    def _dashboard(self) -> Screen[None]:
        """The season's dashboard: the tournament board for a season with pools, else Gray's."""
        if not self.loaded:  # a kept first frame: only Gray's dashboard keeps one
            return DashboardScreen()
        self.dashboard_is_board = self.rulebook.has_pools
        if self.dashboard_is_board:
            from tui.screens.tournament_board_screen import TournamentBoardScreen  # tournaments only

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

    def load(self, season: Season | None = None) -> None:
        """Read the season from the store (once at start, and again after a write), or take `season`,
        the season exactly as a write just stored it, which saves reading it back."""
        from store.views.season_load import load_season, season_rulebook  # after a kept first frame

        loaded = self._season = season if season is not None else load_season(self.store, self.season_name)
        self._rulebook = season_rulebook(loaded)
        if self._rulebook.has_pools != self.dashboard_is_board and self.is_running:
            self.call_later(self._renew_dashboard)  # a tournament's season after a league's, or the other way
        # Read at every load (one small query): a rollover, or a season switched to by any path, is seen.
        self.latest_season = latest_season(self.store, self.season_name)
        self.generation += 1
        self._show_header(self.header(loaded))
        if self.is_running:
            self._draw_hidden_dashboard_later()

    def _draw_hidden_dashboard_later(self) -> None:
        """The dashboard hidden with its frame kept is drawn from the season just loaded a moment after the screen in
        view has painted (a result's "Saved"), not when `d` shows it: the key then only paints it
        (docs/performance.md: a result to the standings). Not at once: the frame's bytes go to the terminal from
        Textual's writer thread, which a redraw started at once kept waiting for Python's lock."""
        for screen in mode_screens(self, "dashboard"):
            if isinstance(screen, RinkbookScreen) and screen.KEEPS_FRAME_HIDDEN and screen is not self.screen:
                later = partial(screen.call_later, screen.catch_up_hidden)  # the screen's message: its errors said
                self.after_next_paint(partial(self.set_timer, CATCH_UP_AFTER, later))

    def header(self, season: Season) -> dict[str, str]:
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

    @property
    def season_cache(self) -> SeasonCache:
        """What the rules work out from the season loaded now (replays, outcomes, suspensions, the table), kept
        by the store's one season cache (`store.cache.season_cache`): after a save only what it changed is new."""
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
