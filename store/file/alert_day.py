"""The day a command's writes work the dashboard's stored alerts out for (`store.file.alert_stamps`), set once by the
command line for the command it runs, as `--user` is (`store.file.members.given_member`); and the step that works
them out after a command's write commits, registered from above the store's file layer (it reads the season and
keeps them through `store.writes.dashboard_alerts`, which the file layer never imports).

Kept apart from the store's write path, with nothing but the standard library, so that the command line sets it
before it knows which command runs (a read with `sqlite3` alone imports no more than it needs).
"""

from __future__ import annotations

from collections.abc import Callable, Iterator
from contextlib import contextmanager
from contextvars import ContextVar
from datetime import date
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from store.file.connection import Store

_day: ContextVar[date | None] = ContextVar("alerts day", default=None)
_left_stale: ContextVar[bool] = ContextVar("alerts left stale", default=False)
# (store, the revision token its write began from): run once a command's write committed. None: the alerts it left
# stale stay so, as an older program's write leaves them (a program using the store without the command line).
_after_commit: list[Callable[[Store, str], None]] = []


@contextmanager
def alerts_worked_out_for(day: date) -> Iterator[None]:
    """Inside: every write by a store that is not the app's works the latest season's alerts out for `day` (a
    command's `--today`: what the app started after it shows)."""
    token = _day.set(day)
    try:
        yield
    finally:
        _day.reset(token)


@contextmanager
def alerts_left_stale() -> Iterator[None]:
    """Inside: writes leave the stored alerts stale instead of reading the season whole at their commit (a season
    file's import, whose memory and time are bounded by the file it streams: the app's first read keeps them)."""
    token = _left_stale.set(True)
    try:
        yield
    finally:
        _left_stale.reset(token)


def command_day() -> date | None:
    """The day set by `alerts_worked_out_for`, None outside it."""
    return _day.get()


def leaving_stale() -> bool:
    """True inside `alerts_left_stale`."""
    return _left_stale.get()


def keep_alerts_after_commits(step: Callable[[Store, str], None]) -> None:
    """Run `step(store, began)` after every write that left a command's alerts to work out (`Store.writing`), in
    place of any registered before."""
    _after_commit[:] = [step]


def after_a_commands_commit(store: Store, began: str) -> None:
    """The step `keep_alerts_after_commits` registered, for `store`'s write just committed; nothing when none is."""
    for step in _after_commit:
        step(store, began)
