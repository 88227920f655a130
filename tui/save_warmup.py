"""The night's first result as quick as a later one: what a scoresheet save uses for the first time, made ready
after the season's read.

A save's first run in an app paid for what every later one finds ready: the modules it imports at its first use
(the keeper of refused dialogs, the dashboard alerts a write keeps) and the season's lookups of its games (each
game's place in the season, the games in order), built at the first ask of a season value and carried over by
every save since. The lookups are built by the thread that reads the season (`tui.season_loader`): pure work on
the value it has just made, no import. The imports run on the event loop once the season is taken, one a turn,
after the frame the read draws: a module imported by the reading thread made the first keys wait on Python's
import lock (docs/performance.md).
"""

from __future__ import annotations

import importlib
from collections.abc import Callable
from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    from league.season.values import Season

# What a save imports at its first use (`tui.app.RinkbookApp.forms`, `store.file.connection.Store._keep_alerts`).
SAVE_MODULES = ("tui.form_keeper", "store.file.alert_stamps")


def build_game_lookups(season: Season) -> None:
    """Build `season`'s lookups of its games that a save asks for (each is built once per season value, then
    carried over by `Season.with_game`): at 30,000 games a few ms of a save's first run otherwise."""
    if season.games:
        season.place(season.games[0].id)
    season.game_order()
    season.games_in_order()


def warm_steps(app: Any) -> tuple[Callable[[], object], ...]:
    """The steps, each small: the app's keeper of dialogs (made at the first write), then each module."""
    return (lambda: app.forms, *(lambda name=name: importlib.import_module(name) for name in SAVE_MODULES))


def warm_save_path(app: Any, done: Callable[[], object]) -> None:
    """Run `warm_steps(app)` one per turn of the event loop (a key typed meanwhile is answered between two
    steps), then `done()`."""
    steps = list(warm_steps(app))

    def step() -> None:
        steps.pop(0)()
        app.call_later(step if steps else done)

    step()
