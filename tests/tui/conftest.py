"""Fixtures for the app's Pilot tests: the app built by its one factory over a fresh example league, a line
entered at once, and waits for what comes later (a poll, a worker)."""

from __future__ import annotations

import functools
import time
from collections.abc import AsyncIterator, Callable
from datetime import date

import pytest
import textual.constants
from textual.css.stylesheet import Stylesheet
from textual.pilot import Pilot
from textual.screen import Screen
from textual.widgets import Input
from textual.worker import WorkerState

from benchmarks.season_import import big_season_text
from store.file.db import Store, open_league
from store.season_files.import_export import import_season_file
from tests.league_templates import source_beside
from tests.tui.game_night_windows import dressed_r31
from tui.app import RinkbookApp
from tui.screens import SCREENS
from tui.textual_patches.app_internals import AfterPaint
from tui.textual_patches.pilot_waits import settle_pilot_waits

# No animation in the Pilot tests: each key waits for running animations (a scroll, a notice sliding in), and
# what a test reads is where they end. About a tenth less work per test.
textual.constants.TEXTUAL_ANIMATIONS = "none"

# Each key and pause waits until the app has answered and drawn it (`tui.textual_patches.pilot_waits`), not
# for a quiet 20 ms twice a key: most of a Pilot test's time was those sleeps.
settle_pilot_waits()


def _parse_rules_once_per_process(parse_rules):
    """Textual parses every style sheet anew for each app (its parse cache belongs to one stylesheet); the
    tests start hundreds of apps in one process, each parsing the same sheets with the same variables.
    Keep the parsed rules for the process, keyed as Textual keys them plus the variables they were parsed
    with: about a tenth of a typical Pilot test. The stylesheet's own cache gets them too, as Textual's parse
    would fill it (`tui.textual_patches.style_cache` keeps what it holds)."""
    parsed: dict[tuple, list] = {}
    # The variables as a number, one for each set of them, found by the dict holding them: sorting and hashing
    # its 170 items for each of a start's hundred sheets was most of this cache's cost. A dict seen again is
    # compared whole (a few microseconds), so one changed in place, or a new one at a freed one's address, is
    # numbered anew.
    numbers: dict[tuple, int] = {}
    by_dict: dict[int, tuple[dict, int]] = {}

    def variables_number(variables: dict) -> int:
        known = by_dict.get(id(variables))
        if known is None or known[0] != variables:
            if len(by_dict) > 64:  # an app's variables die with it
                by_dict.clear()
            number = numbers.setdefault(tuple(sorted(variables.items())), len(numbers))
            known = by_dict[id(variables)] = (dict(variables), number)
        return known[1]

    @functools.wraps(parse_rules)
    def cached(self, css, read_from, is_default_rules=False, tie_breaker=0, scope=""):
        textual_key = (css, read_from, is_default_rules, tie_breaker, scope)
        key = (*textual_key, variables_number(self._variables))
        if key not in parsed:
            parsed[key] = parse_rules(self, css, read_from, is_default_rules, tie_breaker, scope)
        self._parse_cache.set(textual_key, parsed[key])
        return parsed[key]

    return cached


# Once: this module runs twice, as pytest's conftest and as `tests.tui.conftest` imported by the tests.
if not hasattr(Stylesheet._parse_rules, "__wrapped__"):
    Stylesheet._parse_rules = _parse_rules_once_per_process(Stylesheet._parse_rules)
TEXTUAL_PARSE_RULES = Stylesheet._parse_rules.__wrapped__  # for the tests of what Textual itself parses


def _drawn_only_when_read(compositor_refresh):
    """A headless app draws each frame for no terminal (Textual renders every update, then drops it): a
    test reads the screen only through `export_screenshot`, which draws the whole screen as it is then,
    from the same widgets. Skip the dropped frames: two fifths of a screen switch's work."""

    def refresh(self: Screen) -> None:
        app = self.app
        if app.is_headless and not app.is_inline and self is app.screen:
            self._compositor._dirty_regions.clear()  # what the next frame would have drawn
            self._dirty_widgets.clear()
            app._update_mouse_over(self)
            if isinstance(app, AfterPaint):
                app.frame_painted()  # what waits for the frame (`after_next_paint`) runs as it would after it
        else:
            compositor_refresh(self)

    refresh.__wrapped__ = compositor_refresh  # type: ignore[attr-defined]
    return refresh


if not hasattr(Screen._compositor_refresh, "__wrapped__"):  # once, as the style sheet's parse above
    Screen._compositor_refresh = _drawn_only_when_read(Screen._compositor_refresh)
TEXTUAL_COMPOSITOR_REFRESH = Screen._compositor_refresh.__wrapped__  # Textual's own frames, for the tests of a patch

TODAY = date(2002, 12, 1)  # a Sunday of the example season, 30 days before its roster deadline
SIZE = (120, 40)


@pytest.fixture
def make_app(league_file: Store) -> Callable[..., RinkbookApp]:
    """Build `RinkbookApp` over the example league, writable or (the captains' mode) read-only."""
    opened: list[Store] = []

    def build(read_only: bool = False, today: date = TODAY) -> RinkbookApp:
        store = league_file
        if read_only:
            store = open_league(league_file.path, read_only=True)
            opened.append(store)
        return RinkbookApp(store, today=today, season="2002-03")

    yield build
    for store in opened:
        store.close()


@pytest.fixture
def r31_dressed(filled_league) -> Store:
    """The example league with both of R31's teams dressed (`dressed_r31`): a game-night sheet ready to enter."""
    return filled_league("dressed_r31", dressed_r31)


LONG_GAMES = 400  # more of a team's games than a windowed table or the attendance grid holds at once


@pytest.fixture
def long_app(filled_league) -> RinkbookApp:
    """The app on a season of `LONG_GAMES` games (the benchmarks' generator), on 2003-03-01: the tables of a long
    season hold a window of it. The season is made and imported once per test process (half a second), each
    test's league file a copy of that one."""
    return RinkbookApp(filled_league("long_season", _import_long_season), today=date(2003, 3, 1), season="2002-03")


def _import_long_season(store: Store) -> None:
    source = source_beside(store.path, "long.json")
    source.write_text(big_season_text(games=LONG_GAMES), encoding="utf-8")
    import_season_file(store, source)


async def submit_line(pilot: Pilot, text: str) -> None:
    """Put `text` on the focused entry line at once and press Enter: what the line then does is the test.

    Each key typed is a message, a frame and a wait for both, so a scoresheet typed key by key spends most of its
    time typing; tests about typing itself (the entry line's keys, its completion, hostile text) still press
    each key."""
    await wait_until(pilot, lambda: isinstance(pilot.app.focused, Input))  # a dialog opening on a busy machine
    entry = pilot.app.focused
    assert isinstance(entry, Input), f"no entry line has the focus: {entry!r}"
    entry.value = text
    entry.cursor_position = len(text)
    await pilot.press("enter")
    await pilot.pause()


async def wait_until(pilot: Pilot, shown: Callable[[], bool], seconds: float = 20.0) -> None:
    """Let the app run until `shown()` holds (at most `seconds`, far more than a busy machine needs), then
    until its screen is redrawn: what a timer, a poll or a worker brings is waited for, not guessed at. The
    test's asserts that follow say what was wrong if it never came."""
    deadline = time.monotonic() + seconds
    while not shown() and time.monotonic() < deadline:
        await pilot.pause(0.05)
    await pilot.pause()


async def past_timers(pilot: Pilot, seconds: float) -> None:
    """Let the app run until a timer of `seconds` it starts now has fired: each timer it started before for no
    longer (a retry's step, a key's wait) has fired and run by then, as timers fire in the order they are due.
    For a test that holds that something does not happen: it waits on the app's own clock, not on a guess
    of how fast a busy machine runs."""
    fired: list[bool] = []
    pilot.app.set_timer(seconds, lambda: fired.append(True))
    await wait_until(pilot, lambda: bool(fired))
    assert fired, f"a timer of {seconds} s never fired"


async def each_screen_shown(app: RinkbookApp, pilot: Pilot) -> AsyncIterator[str]:
    """Show each screen of a Gray season by its mode (the goalies' is 3-on-3's), settled; yields its name."""
    for name in [n for n in SCREENS if n != "goalies"]:
        await app.switch_mode(name)
        await pilot.pause()
        yield name


async def palette_searched(pilot: Pilot) -> None:
    """Wait until the command palette has listed what matches its text (it searches in a worker)."""
    await wait_until(
        pilot, lambda: not any(w.state in (WorkerState.PENDING, WorkerState.RUNNING) for w in pilot.app.workers)
    )
