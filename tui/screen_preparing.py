"""The season-wide figures of the screens whose first build walks every final sheet (the stats, the fee ledger, the
penalty records) or tries every move (the rosters' suggestions), worked out once the app is idle after the season's
read, in a thread of its own, and kept in the season's cache.

At 30,000 games `t` summed every sheet at the key (some 140 ms of the event loop's 250) and `f` walked every game
for the ledger (some 50 ms). Both are worked out here for the season value the app holds, a moment after the
season's read is taken and its frame painted (`PREPARE_AFTER`), when the first keys have been answered; the key then
finds them in the cache (`SeasonCache.derived`) and only draws. The work is the rules' own (`league`), under the
same names the screens ask for it by (`stats_of`, `fee_ledger_of`, `penalty_records_of`, `roster_moves_of`), so a
screen shows the same rows whether it was prepared or not. Then the screens' modules are imported, one a step (each
screen's first key imported its module: 10-70 ms of it, the dataclasses' methods compiled included). Like the
season's read, the thread waits while the app answers a key (`keys_answered`) before each step, and then until no
key has been typed for a second (`KEYS_STILL`); it stops working figures out once the app holds another season value
(a save, a reload): the screens then work theirs out at their keys, as before.
"""

from __future__ import annotations

import sys
import threading
from collections.abc import Callable
from functools import partial
from importlib import import_module
from time import monotonic, sleep
from typing import TYPE_CHECKING, Any, TypeVar

from league.ledger.fees import FeeLedger, fee_ledger
from league.rosters.balance import Move, suggestions
from league.rosters.transfers import attendance_weights, rosters_on
from league.stats.penalty_records import PenaltyRecords, penalty_records
from league.stats.totals import SeasonStats, season_stats
from tui.screens import screen_modules

if TYPE_CHECKING:
    from collections.abc import Hashable
    from datetime import date

    from league.rules.rulebook import Rulebook
    from league.season.values import Season
    from store.cache.season_cache import SeasonCache

# The longest a step waits for a key's frame (as the season's read: a key that paints nothing holds it no longer).
KEY_WAIT_LIMIT = 0.25
# How long no key has been typed before a step starts: a step under way when a key comes shares Python's lock with
# its answer (a scorer's Enter to "Saved" took some 200 ms instead of 40 beside the stats' sum at 30,000 games).
KEYS_STILL = 1.0

Kept = TypeVar("Kept")


# The name of the preparation's thread, and what it is working out now: (the cache's id, the name) -> set when done.
THREAD_NAME = "rinkbook screens prepared"
_UNDERWAY: dict[tuple[int, Hashable], threading.Event] = {}


def _kept(cache: SeasonCache, what: Hashable, make: Callable[[], Kept]) -> Kept:
    """`cache.derived(what, make)`. While the preparation's thread works it out, a screen's key waits for its answer
    rather than working it out a second time beside it (each at half speed, both held in memory at once); the wait
    lets go of Python's lock, so the thread ends sooner."""
    key = (id(cache), what)
    if threading.current_thread().name != THREAD_NAME:
        underway = _UNDERWAY.get(key)
        if underway is not None:
            underway.wait()
        return cache.derived(what, make)
    done = _UNDERWAY[key] = threading.Event()
    try:
        return cache.derived(what, make)
    finally:
        done.set()
        del _UNDERWAY[key]


def stats_of(season: Season, rulebook: Rulebook, cache: SeasonCache, stage: str | None) -> SeasonStats:
    """The stats of `stage` (None: every final game) for the season value, once (the stats screen's)."""
    return _kept(cache, ("stats", stage), lambda: season_stats(season, rulebook, stage, cache.replays))


def fee_ledger_of(season: Season, rulebook: Rulebook, cache: SeasonCache) -> FeeLedger:
    """The season's fee ledger, once a season value (the fee ledger screen's)."""
    return _kept(cache, "fee ledger", lambda: fee_ledger(season, rulebook, cache.replays))


def penalty_records_of(season: Season, rulebook: Rulebook, cache: SeasonCache) -> PenaltyRecords:
    """Every final sheet's penalties summed per player and team, once a season value (the discipline screen's)."""
    return _kept(cache, "penalty records", lambda: penalty_records(season, rulebook, cache.replays))


def roster_moves_of(
    season: Season, rulebook: Rulebook, cache: SeasonCache, today: date, weighted: bool
) -> tuple[Move, ...]:
    """The rosters screen's suggested transfers and swaps on `today` (by attendance-weighted strengths when
    `weighted`), once a season value: every player tried on every other team, some 20 ms at any season's size."""

    def make() -> tuple[Move, ...]:
        weights = attendance_weights(season, today) if weighted else None
        return suggestions(rosters_on(season, today), rulebook.roster, weights)

    return _kept(cache, ("roster moves", today, weighted), make)


class ScreenPreparing:
    """One thread working out `stats_of` (every final game), `fee_ledger_of`, `penalty_records_of` and
    `roster_moves_of` (plain strengths, on `today`) for `cache`, then importing the screens' modules not imported
    yet, started at once;
    `key_typed_at()`: when the app's last key was typed (`time.monotonic()`).
    `current()` says whether the app still holds that season value (read from the thread: it compares two
    values, it touches neither Textual nor the store)."""

    def __init__(
        self,
        season: Season,
        rulebook: Rulebook,
        cache: SeasonCache,
        today: date,
        keys_answered: threading.Event,
        current: Callable[[], bool],
        key_typed_at: Callable[[], float] = lambda: 0.0,
    ) -> None:
        self._steps: tuple[Callable[[], object], ...] = (
            lambda: stats_of(season, rulebook, cache, None),
            lambda: fee_ledger_of(season, rulebook, cache),
            lambda: penalty_records_of(season, rulebook, cache),
        )
        if not rulebook.has_pools:  # a tournament's rosters suggest no moves
            self._steps += (lambda: roster_moves_of(season, rulebook, cache, today, False),)
        # Then each screen's module, one a step: imported at a screen's first key, one was 10-70 ms of it.
        self._imports = tuple(partial(import_module, name) for name in screen_modules() if name not in sys.modules)
        self._keys_answered, self._current, self._key_typed_at = keys_answered, current, key_typed_at
        self._thread = threading.Thread(target=self._run, name=THREAD_NAME, daemon=True)
        self._thread.start()

    @property
    def running(self) -> bool:
        return self._thread.is_alive()

    def wait(self) -> None:
        """Block until the thread has ended (tests)."""
        self._thread.join()

    def _run(self) -> None:
        for step in self._steps:
            self._after_keys()
            if not self._current():
                break  # another season value: its screens work their figures out at their keys
            try:
                step()
            except Exception:  # noqa: BLE001 - the screen works it out at its key and says what is wrong there
                break
        for module in self._imports:  # whatever season value the app holds
            self._after_keys()
            try:
                module()
            except Exception:  # noqa: BLE001 - the screen's key imports it again and says what is wrong there
                break

    def _after_keys(self) -> None:
        """Wait while the app answers a key (at most `KEY_WAIT_LIMIT`: a key that paints nothing holds no longer),
        then until no key has been typed for `KEYS_STILL`."""
        if not self._keys_answered.wait(KEY_WAIT_LIMIT):
            self._keys_answered.set()
        while (still := monotonic() - self._key_typed_at()) < KEYS_STILL:
            sleep(KEYS_STILL - still)


def prepare(app: Any) -> None:
    """Prepare the screens for the season value `app` holds now (`app.preparing`: the thread, which its keys ask
    about: the thread waits while one is answered)."""
    if app.loaded and app.is_running:
        generation = app.generation
        app.preparing = ScreenPreparing(
            app.season,
            app.rulebook,
            app.season_cache,
            app.today,
            app.keys_answered,
            lambda: app.generation == generation,
            lambda: app.key_typed_at,
        )
