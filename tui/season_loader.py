"""The season read off the event loop after the first frame: the app answers keys while it loads.

After a first frame kept or drawn from the file's stored values, the whole season (every sheet and shift,
replayed) is still to read: seconds at 30,000 games. Read on the event loop, every key typed meanwhile
waited for it. Here a thread reads it through its own SQLite connection (the store's database keeps one
connection a thread), checks the whole file first, and works out what the dashboard draws from it (the
standings, the panels) and the whole schedule (`prepare_schedule`) in a season cache of its own; the app takes
the result on its event loop (`SeasonApp.take_loaded`). A screen asked for before then says the season is being
read and fills in once it is (`tui.screens.season_reading`); what needs the season itself waits for the thread
(`BackgroundLoad.wait`).
"""

from __future__ import annotations

import threading
from collections.abc import Callable
from dataclasses import dataclass
from datetime import date
from importlib import import_module
from pathlib import Path
from typing import TYPE_CHECKING

# The longest a read waits for a key's answer at each of its steps: a key whose frame never comes (one that
# changes nothing on screen) holds the read back no longer than this.
KEY_WAIT_LIMIT = 0.25
# The read's modules, imported one at a time in this order (each after the ones it needs), a key's frame waited
# for between them: together they are 60-150 ms of the reading thread, as the first frame's key is answered.
READ_MODULES = (
    "peewee",
    "store.file.db",
    "league.rules.rulebook",
    "league.season.values",
    "league.sheet.replay",
    "league.results.outcome",
    "league.standings.season_table",
    "league.checks.alerts",
    "store.cache.season_cache",
    "store.views.season_load",
    "tui.text.season_view",
    "tui.text.dashboard_frame",
)

# The schedule's screen, imported by the read once the schedule is prepared, not at `s`.
SCHEDULE_SCREEN = "tui.screens.schedule_screen"

if TYPE_CHECKING:
    from league.rules.rulebook import Rulebook
    from league.season.values import Season
    from store.cache.season_cache import SeasonCache
    from store.file.db import Store


def stored_rulebook(league: Store | Path | str, season: str) -> Rulebook | None:
    """The built-in rulebook season `season` of the league file names, or None when it cannot be told without the
    season's read (which then says what is wrong), as for a league on a server: it has no file to read, and the
    path its name makes (`server_look.league_name`) may be another league's file in the working folder."""
    from league.rulebooks import built_in_rulebook
    from league.season.errors import RuleViolation
    from store.views.stored_rulebook import stored_rulebook_name

    if isinstance(league, str) or (not isinstance(league, Path) and league.engine.server):
        return None
    name = stored_rulebook_name(league if isinstance(league, Path) else league.path, season)
    try:
        return built_in_rulebook(name) if name is not None else None
    except RuleViolation:
        return None


def latest_season(store: Store, shown: str) -> str:
    """The file's latest season (the last one stored), or `shown` when the file names none."""
    from store.views.season_names import season_names  # read at each load, after the first frame

    names = season_names(store)
    return names[-1] if names else shown


@dataclass(frozen=True)
class Loaded:
    """What the thread read: the season, the file's revision token it was read at, and its season cache with
    the dashboard's parts worked out."""

    season: Season
    token: str
    cache: SeasonCache
    store: Store  # the store read (opened by the thread when the app had not opened it yet)
    # The dashboard's alerts to keep in the file (`store.writes.dashboard_alerts.keep_read_alerts`): None when
    # those kept still hold for the token and today, or the season has no such dashboard (a tournament's).
    alerts: tuple[tuple[str, str], ...] | None = None


class BackgroundLoad:
    """One read of season `name` of `store` in a thread of its own, started at once. Given the league file's path
    or a server's address (the first frame was drawn before the league was opened), the thread opens it first:
    peewee, the store, the driver and the file's checks cost the event loop nothing either.

    `keys_answered`, when given, is clear while the app answers a key: the thread waits for it before each step
    of the read (the open, the file's check, the season's rows, its replays, the dashboard's parts). The two share
    Python's lock: a key typed at the first frame, its screen built while the read ran, took two to three times
    its own time, each of the event loop's turns waiting for the reading thread to let go of the interpreter."""

    def __init__(
        self,
        store: Store | Path | str,
        name: str,
        today: date,
        when_done: Callable[[], object],
        keys_answered: threading.Event | None = None,
    ) -> None:
        self._path = store if isinstance(store, (Path, str)) else None
        self._store = None if isinstance(store, (Path, str)) else store
        self._name, self._today = name, today
        self._done = when_done  # called in the thread once it ends (the app posts itself a message)
        self.result: Loaded | None = None
        self.error: BaseException | None = None
        self.said = "refused"  # how the command line words an error that ends the app ("failed": the disk's)
        self.taken = False  # the app took the result (at its message, or by waiting)
        self._keys_answered = keys_answered
        if self._store is not None:
            _bind(self._store)
        self._thread = threading.Thread(target=self._run, name="rinkbook season load", daemon=True)
        self._thread.start()

    def wait(self) -> None:
        """Block until the thread has ended (a screen asked for the season before it was read)."""
        self._thread.join()

    def _after_keys(self) -> None:
        """Wait while the app answers a key (at most `KEY_WAIT_LIMIT`): the key's frame first, then the read."""
        if self._keys_answered is not None and not self._keys_answered.wait(KEY_WAIT_LIMIT):
            self._keys_answered.set()  # no frame came: the read goes on, not held back at each step

    def _run(self) -> None:
        try:
            for module in READ_MODULES:
                self._after_keys()
                import_module(module)
            self._after_keys()
            if self._store is None:
                self._store = self._open()
            self.result = self._read()
        except BaseException as error:  # noqa: BLE001 - handed to the event loop, which raises or says it
            self.error = error
        finally:
            if self._store is not None:
                self._store.db.close()  # this thread's own connection; the app's opens at its first read
            self._done()

    def _open(self) -> Store:
        """The league opened (a file checked whole in `_read`), as the app would open it on its event loop."""
        from store.file.db import open_league
        from store.file.errors import StoreError
        from store.file.failures import DISK_AND_FILE_FAILURES, describe_failure

        assert self._path is not None
        try:
            store = open_league(self._path, check_later=True)
        except DISK_AND_FILE_FAILURES as error:
            self.said = "failed"
            raise StoreError(describe_failure(error)) from error
        _bind(store)
        return store

    def _read(self) -> Loaded:
        from store.cache.season_cache import SeasonCache
        from store.file.raw_sql import reader
        from store.views.season_load import load_season, season_rulebook
        from store.views.stored_alerts import season_id, stored_alerts
        from store.writes.alert_dismissals import dismissed_alerts  # off the event loop
        from tui.text.dashboard_frame import panels_frame, standings_frame
        from tui.text.season_view import season_standings

        store = self._store
        assert store is not None
        self._after_keys()
        store.check_whole()  # a damaged file is refused before anything of it is read
        self._after_keys()
        with store.reading() as db:
            token = store.revision()
            season = load_season(store, self._name)
            # Each game's place, built once a season value: the night's first save asks for it (`tui.save_warmup`).
            if season.games:
                season.place(season.games[0].id)
            sid = season_id(reader(db), self._name)
            kept = stored_alerts(reader(db), sid, self._today) if sid is not None else None
        dismissed = dismissed_alerts(store, self._name)
        rulebook = season_rulebook(season)
        self._after_keys()
        cache = SeasonCache(season, rulebook)
        alerts = None
        if not rulebook.has_pools:  # the dashboard's parts as `DashboardScreen` asks its cache for them
            self._after_keys()
            table = cache.derived(("standings", None), lambda: season_standings(season, rulebook, None, cache))
            cache.derived(("standings frame", None), lambda: standings_frame(season, rulebook, table, None, cache))
            self._after_keys()
            cache.derived(
                ("panels frame", dismissed), lambda: panels_frame(season, rulebook, self._today, cache, dismissed)
            )
            found = tuple((a.kind, a.text) for a in cache.alerts(self._today))
            alerts = None if kept == found else found
        self._after_keys()
        prepare_schedule(season, rulebook, cache, self._today)
        self._after_keys()
        import_module(SCHEDULE_SCREEN)  # its screen's module too: 4-8 ms of `s` at the dashboard
        return Loaded(season, token, cache, store, alerts)


def prepare_schedule(season: Season, rulebook: Rulebook, cache: SeasonCache, today: date) -> None:
    """The whole schedule worked out in `cache` (`tui.text.schedule_view.prepared_schedule`): `s` then only builds
    the rows its table holds, where its first build over every game took half of the key at 30,000 games."""
    from tui.text.schedule_view import prepared_schedule

    prepared_schedule(season, rulebook, cache, today, cache.derived)


def _bind(store: Store) -> None:
    """Every read binds the models to the store's database for its length and then puts back the binding it
    found: bound for good first, a read ending in one thread never unbinds them under the other's."""
    from store.tables.models import MODELS  # with the store

    store.db.bind(MODELS, bind_refs=False, bind_backrefs=False)
