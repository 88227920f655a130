"""The season-wide figures of the screens whose first build walks every final sheet (the stats, the fee ledger, the
penalty records) or tries every move (the rosters' suggestions), worked out once the app is idle after the season's
read, and kept in the season's cache; then the screens' modules, imported.

At 30,000 games `t` summed every sheet at the key (some 140 ms of the event loop's 250) and `f` walked every game
for the ledger (some 50 ms), and each screen's first key imported its module (10-70 ms, the dataclasses' methods
compiled included). Here each is one step on the app's event loop, run once no key has been typed and no screen shown
for `KEYS_STILL` since its frame (`RinkbookApp.hold_preparation`), starting `PREPARE_AFTER` after the season's frame:
the key then finds its figures in the cache (`SeasonCache.derived`) and its module imported, and only draws. The work
is the rules' own (`league`), under the names the screens ask for it by (`stats_of`, `fee_ledger_of`,
`penalty_records_of`, `roster_moves_of`), so a screen shows the same rows whether it was prepared or not; once the app
holds another season value (a save, a reload) the screens work theirs out at their keys, as before.

Before the shift report, a window that may write prepares the season's check as a write reads it
(`check_steps`: `SeasonCache.problem_steps`, `GAMES_CHECKED` games a step, the file's texts and references
`GAMES_READ` games a step): the session's first write then checks only what it changes, as a later one does (every
game's checks took 0.5 s of the first edit at 10,000 games, 1.6 s at 30,000; the texts and references, read whole in
one step each, held a key typed meanwhile some 100 and 250 ms at 30,000 games).

The shift report's season (Gray rule 9's tally of every shift of a team's final games: about a second of `c` at 30,000
games) is prepared for the team it opens on, `SHIFT_GAMES` games a step, each game's figures kept in the season's
cache with the game (`store.cache.game_figures`), so a save leaves all but its own game's to the next season value;
then every other team's games, in the order `T` shows them, so that `T` only sums (the figures kept packed: all six
teams' in less memory than one team's objects took).

Not in a thread: beside a step, a key's answer shared Python's lock with it (a scorer's Enter to "Saved" took 204 ms
instead of 40 at 30,000 games), and with it in a thread the app's peak memory after every screen was 1-3 MiB higher
at 30,000 games. On the event loop a key typed during a step waits for its end: at most the stats' sum (each step's next
on a timer, `BETWEEN_STEPS`, so that the keys typed meanwhile are read between, and put off while one waits to be
answered: `keys_first`).
"""

from __future__ import annotations

import sys
from collections.abc import Callable
from functools import partial
from importlib import import_module
from time import monotonic
from typing import TYPE_CHECKING, Any

from league.ledger.fees import FeeLedger, fee_ledger
from league.rosters.balance import Move, suggestions
from league.rosters.transfers import attendance_weights, rosters_on
from league.stats.fairness import final_games, positions
from league.stats.penalty_records import PenaltyRecords, penalty_records
from league.stats.totals import SeasonStats, season_stats
from store.cache.game_figures import packed_fairness_kept, season_fairness_kept
from tui.screens import screen_modules, screen_name

if TYPE_CHECKING:
    from datetime import date

    from league.rules.rulebook import Rulebook
    from league.season.values import Game, Season
    from store.cache.season_cache import SeasonCache

# How long after the last key, or the last screen shown, a step starts (from that key's frame).
KEYS_STILL = 1.0
# The games checked a step (`check_steps`): some 20 ms.
GAMES_CHECKED = 500
# The games whose texts, or whose references, are read a step (`check_steps`): some 20 ms.
GAMES_READ = 2000
# The shift report's games a step: a key typed during one waits for its end.
SHIFT_GAMES = 250
# Seconds between two steps, on a timer: a step queued straight after the last (`call_later`) finds the app's queue
# never empty, so the event loop never turns and a key typed meanwhile is read only after every step (in a probe of
# 50 steps of 20 ms, a key typed at the 9th was read after the 50th, 0.9 s later; between timed steps, 2 ms later).
BETWEEN_STEPS = 0.001
# Ticks a step is put off at most while a key waits (`keys_first`), each at least `BETWEEN_STEPS`: a second or more,
# far past any key's way to its answer (a few turns of the event loop), so it runs anyway only if a key's
# bookkeeping never ended.
KEY_TICKS_AT_MOST = 1000
# The longest wait between two asks while a key waits (`keys_first`): each ask waits twice the last, from
# `BETWEEN_STEPS` up to this, well under what a user notices once the key is answered.
KEY_WAIT_AT_MOST = 0.05
# What a step returns to be run again at the next idle turn (a step that works its figure out a part a turn).
AGAIN = object()


def keys_first(app: Any, step: Callable[[], object], timers: Any = None, delay: float = BETWEEN_STEPS) -> None:
    """Run `step` on a timer (`timers`', the app's by default) `delay` from now; while a key typed waits to be answered
    then (`KeysInTypedOrder.keys_waiting`), a tick later, asked again.

    Why: a timer runs its callback from its own task as soon as it is due, while a key takes a turn of the event loop
    for each hop to its binding (the app's queue, the app, the widget in focus, its screen, the app again). On a busy
    machine every step of 1 ms was due at each turn, so all ran before the key: `T` typed while a team was counted
    waited for the whole count, the slow machine worst. Only a key holds a step: the app's other messages never do.

    The ask waits twice as long each time (`KEY_WAIT_AT_MOST`): a key held until the app has settled is let go only
    once the event loop has nothing ready to run (`KeysInTypedOrder`), and an ask every 1 ms was due at each turn of
    a busy machine's loop, so the key and the step waited on each other for up to a thousand turns (20 s at 20 ms a
    turn, past the user's patience).
    """

    timers = timers or app

    def run(ticks: int = 0, wait: float = BETWEEN_STEPS) -> None:
        if ticks < KEY_TICKS_AT_MOST and app.keys_waiting():
            timers.set_timer(wait, partial(run, ticks + 1, min(2 * wait, KEY_WAIT_AT_MOST)))
        else:
            step()

    timers.set_timer(delay, run)


def stats_of(season: Season, rulebook: Rulebook, cache: SeasonCache, stage: str | None) -> SeasonStats:
    """The stats of `stage` (None: every final game) for the season value, once (the stats screen's)."""
    return cache.derived(("stats", stage), lambda: season_stats(season, rulebook, stage, cache.replays))


def fee_ledger_of(season: Season, rulebook: Rulebook, cache: SeasonCache) -> FeeLedger:
    """The season's fee ledger, once a season value (the fee ledger screen's)."""
    return cache.derived("fee ledger", lambda: fee_ledger(season, rulebook, cache.replays))


def penalty_records_of(season: Season, rulebook: Rulebook, cache: SeasonCache) -> PenaltyRecords:
    """Every final sheet's penalties summed per player and team, once a season value (the discipline screen's)."""
    return cache.derived("penalty records", lambda: penalty_records(season, rulebook, cache.replays))


def roster_moves_of(
    season: Season, rulebook: Rulebook, cache: SeasonCache, today: date, weighted: bool
) -> tuple[Move, ...]:
    """The rosters screen's suggested transfers and swaps on `today` (by attendance-weighted strengths when
    `weighted`), once a season value: every player tried on every other team, some 20 ms at any season's size."""

    def make() -> tuple[Move, ...]:
        weights = attendance_weights(season, today) if weighted else None
        return suggestions(rosters_on(season, today), rulebook.roster, weights)

    return cache.derived(("roster moves", today, weighted), make)


def shift_report_steps(app: Any, cache: SeasonCache) -> list[Callable[[], object]]:
    """The fairness of the team the shift report opens on (`tui.role_keys.team_shown`), `SHIFT_GAMES` of its
    final games a step (each kept in the cache with its game, `store.cache.game_figures`), then its season summed:
    at 30,000 games its 10,000 games took about a second of `c`; a step takes some 20 ms. Then each other team's
    games, in `T`'s order, for `T` to sum (a captain signed in sees his own team alone: none). None when the rulebook
    has no shift rules."""
    from league.rules.roles import READ_SHIFTS
    from tui.role_keys import own_team, team_shown
    from tui.text.gray_only_text import screen_refusal

    season = cache.season
    team = team_shown(app, season, READ_SHIFTS, shift_team_shown(app))
    if team is None or screen_refusal(cache.rulebook, "shifts") is not None:
        return []
    position = positions(season)

    def steps_of(code: str) -> Callable[[], object]:
        # One step a team, run again (`AGAIN`) until its games are counted, its games listed at its first turn: made
        # beforehand, every team's steps and lists of games were held through the tour of a user who never idled
        # (some 240 steps and 0.5 MiB at 30,000 games).
        games: list[Game] | None = None
        done = 0

        def step() -> object:
            nonlocal games, done
            if games is None:
                games = final_games(season, code)
            for game in games[done : done + SHIFT_GAMES]:
                packed_fairness_kept(cache, code, game, position)
            done += SHIFT_GAMES
            return AGAIN if done < len(games) else None

        return step

    codes = [t.code for t in season.teams]
    at = codes.index(team)
    others = [] if own_team(app, READ_SHIFTS) else codes[at + 1 :] + codes[:at]
    return [steps_of(team), partial(season_fairness_kept, cache, team), *map(steps_of, others)]


def check_steps(app: Any, cache: SeasonCache) -> list[Callable[[], object]]:
    """The season's check, as a write finds it (`SeasonCache.problem_steps`), `GAMES_CHECKED` games a step: the
    session's first write then checks only what it changes, as every later one does (at 30,000 games every game's
    checks took some 1.6 s of that write). None for a window that cannot write."""
    if app.read_only:
        return []
    parts = cache.problem_steps(GAMES_CHECKED, GAMES_READ)

    def next_part() -> object:
        # One part a turn, the step queued again until the parts end: counting them beforehand would copy the
        # generator's layout, and a part it gained would be left to the first write.
        try:
            next(parts)
        except StopIteration:
            return None
        return AGAIN

    return [next_part]


def shift_team_shown(app: Any) -> str | None:
    """The team the app's shift report showed last, None before it was shown: `c` opens on it again. Read from the
    screen itself, its module imported already then (this module imports no screen's early)."""
    from tui.textual_patches.app_internals import mode_screens

    return next((getattr(s, "team", None) for s in mode_screens(app, "shifts") if screen_name(s) == "shifts"), None)


class ScreenPreparing:
    """Work out `stats_of` (every final game), `fee_ledger_of`, `penalty_records_of` and `roster_moves_of` (plain
    strengths, on `app.today`) for the season value `app` holds now, then import the screens' modules not imported
    yet: one step a turn of its event loop, each once the app is idle (`KEYS_STILL`)."""

    def __init__(self, app: Any) -> None:
        season, rulebook, cache, today, generation = (
            app.season,
            app.rulebook,
            app.season_cache,
            app.today,
            app.generation,
        )
        figures: list[Callable[[], object]] = [
            lambda: stats_of(season, rulebook, cache, None),
            lambda: fee_ledger_of(season, rulebook, cache),
            lambda: penalty_records_of(season, rulebook, cache),
        ]
        if not rulebook.has_pools:  # a tournament's rosters suggest no moves
            figures.append(lambda: roster_moves_of(season, rulebook, cache, today, False))
        figures += check_steps(app, cache)
        figures += shift_report_steps(app, cache)
        self._figures = figures
        self._imports: list[Callable[[], object]] = [
            partial(import_module, name) for name in screen_modules() if name not in sys.modules
        ]
        self._app, self._generation = app, generation
        self.running = True
        self._next()

    def stop(self) -> None:
        """The app ends (`on_unmount`): nothing more prepared, and nothing of the app kept, which holds this."""
        self.running, self._figures, self._imports, self._app = False, [], [], None

    def _next(self) -> None:
        if not self.running:
            return  # stopped by the app's end
        app = self._app
        if app.generation != self._generation:
            self._figures = []  # another season value (the figures were its own): the screens work theirs out
        if not app.is_running or not (self._figures or self._imports):
            self.running, self._figures = False, []
            return
        wait = KEYS_STILL - (monotonic() - app.key_typed_at)
        if wait > 0:
            keys_first(app, self._next, delay=wait)
            return
        steps = self._figures or self._imports
        try:
            if steps[0]() is not AGAIN:
                del steps[0]
        except Exception:  # noqa: BLE001 - the screen works it out at its key and says what is wrong there
            self._figures, self._imports = [], []
        keys_first(app, self._next)  # the keys typed meanwhile first


def prepare(app: Any) -> None:
    """Prepare the screens for the season value `app` holds now (`app.preparing`)."""
    if app.loaded and app.is_running:
        app.preparing = ScreenPreparing(app)
