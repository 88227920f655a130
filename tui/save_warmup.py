"""The night's first result as quick as a later one: what a scoresheet save uses for the first time, made ready
after the season's read.

A save's first run in an app paid for what every later one finds ready: the modules it imports at its first use
(the keeper of refused dialogs, the dashboard alerts a write keeps) and the season's lookup of each game's place
(`Season.place`, 2.7 ms at 30,000 games), built at the first ask of a season value and carried over by every save
since. The lookup is built by the thread that reads the season (`tui.season_loader`), on the value it has just
made, importing nothing. The imports run here, on the event loop once the season is taken, one a turn, after the
frame the read draws: a module imported by the reading thread made the first keys wait on Python's import lock
(docs/performance.md).
"""

from __future__ import annotations

import functools
import importlib
from collections.abc import Callable
from typing import Any

# What a save imports at its first use (`tui.app.RinkbookApp.forms`, `store.file.connection.Store._keep_alerts`).
SAVE_MODULES = ("tui.form_keeper", "store.file.alert_stamps")


def warm_steps(app: Any) -> tuple[Callable[[], object], ...]:
    """The steps, each small: the app's keeper of dialogs (made at the first write), then each module."""
    return (lambda: app.forms, *(lambda name=name: importlib.import_module(name) for name in SAVE_MODULES))


def warm_save_path(app: Any, done: Callable[[], object]) -> None:
    """Run `warm_steps(app)` one per turn of the event loop (a key typed meanwhile is answered between two
    steps), then `done()`."""
    _run_steps(app, list(warm_steps(app)), done)


def _run_steps(app: Any, steps: list[Callable[[], object]], done: Callable[[], object]) -> None:
    # A function of the module, not a closure calling itself: that cycle (the closure's cell holding the closure)
    # kept the app it names for Python's cyclic collector once closed (`tui.textual_patches.cycles`).
    steps.pop(0)()
    app.call_later(functools.partial(_run_steps, app, steps, done) if steps else done)
