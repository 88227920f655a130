"""The `rinkbook` command: parse (`tui.cli.arguments`), run one command (`tui.cli.commands`), exit.

Headless commands never import Textual, so `rinkbook export` starts fast; the app is imported
only when it is opened. Exit codes: 0 done, 1 refused (one line on stderr naming the field or
rule; nothing changed), 2 wrong usage.
"""

from __future__ import annotations

import argparse
import os
import sys
import warnings
from collections.abc import Callable, Iterator
from contextlib import contextmanager, nullcontext
from datetime import date
from typing import TYPE_CHECKING, Any

from league.season.errors import RuleViolation
from store.file.alert_day import alerts_worked_out_for, keep_alerts_after_commits
from store.file.errors import NoLeagueFile, StoreError, StoreFailure
from store.file.members import given_member
from tui.cli.arguments import Refused, command_line_words, data_folder, league_path, parse_arguments
from tui.cli.sign_in import command_line_member
from tui.collector import collector_paused_for_start, start_collecting

if TYPE_CHECKING:
    from store.file.connection import Store

DONE, REFUSED, USAGE = 0, 1, 2


def _keep_a_commands_alerts(store: Store, began: str) -> None:
    """A command's alerts, just after its write commits (`store.writes.dashboard_alerts.keep_a_commands_alerts`)."""
    from store.writes.dashboard_alerts import keep_a_commands_alerts  # a write's: not before a command writes

    keep_a_commands_alerts(store, began)


# Registered as the command line is imported: the store's file layer never imports a write.
keep_alerts_after_commits(_keep_a_commands_alerts)


class BusyWait:
    """A store's `when_busy` for one command: says once on stderr that it waits for another rinkbook's
    write, and waits on (Ctrl-C ends the wait, nothing saved)."""

    STEP_SECONDS = 1.0  # SQLite's busy timeout per try: the line appears within about a second

    def __init__(self) -> None:
        self.announced = False

    def __call__(self) -> bool:
        if not self.announced:
            # Marked before it is said: a Ctrl-C that comes as soon as the line is read is a cancelled wait.
            self.announced = True
            _tell("waiting for another rinkbook's write to finish… (Ctrl-C cancels: nothing is saved)")
        return True


def main(argv: list[str] | None = None) -> int:
    """Run the command line; returns the exit code."""
    # The collector waits until the command runs, or for the app until its first frame (`RinkbookApp.on_mount`).
    with collector_paused_for_start():
        return _run(argv)


def _run(argv: list[str] | None) -> int:
    args = parse_arguments(argv)
    args.today = args.today or date.today()
    handler: Callable[[argparse.Namespace], int | None]
    if args.command is None:
        # Opening the app imports what its first frame needs, not every command's (start-up speed, docs/performance.md).
        from tui.cli.app_command import run_app

        handler = run_app
    else:
        # Keeps `--help` free of the store's imports; a command read with sqlite3 alone skips peewee (start-up speed).
        from tui.cli.quick_commands import command_runner

        start_collecting()
        handler = command_runner(args.command)
    args.when_busy = BusyWait()
    try:
        # The app says what it has to say on screen (and its first frame imports no more than it needs).
        with (
            _commands_context(args) if args.command is not None else nullcontext(),
            given_member(command_line_member(args)),
        ):
            return _patiently(handler, args) or DONE
    except RuleViolation as error:
        extra = len(error.problems) - 1
        more = f" (and {extra} more problem{'s' if extra > 1 else ''})" if extra > 0 else ""
        _tell(f"refused: {error.first}{more}")
    except StoreFailure as error:  # SQLite failed under a write (a full disk, a busy file), said in words
        _tell(f"failed: {error}")
    except NoLeagueFile as error:
        _tell(f"refused: {error}{_demo_instead(error, args)}")
    except (StoreError, Refused) as error:
        _tell(f"refused: {error}")
    except BrokenPipeError:  # the reader (`| head`) stopped reading: nothing is wrong
        sys.stdout = open(os.devnull, "w")  # noqa: SIM115 - keeps Python's exit flush from failing again
        return DONE
    except Exception as error:
        if not _disk_or_file_failure(error):
            raise
        from store.file.failures import describe_failure  # see _disk_or_file_failure

        _tell(f"failed: {describe_failure(error)}")
    return REFUSED


@contextmanager
def _commands_context(args: argparse.Namespace) -> Iterator[None]:
    """Around a command: its store's notes on stderr, and its writes keeping the dashboard's alerts true at
    `--today` (`store.file.alert_day`: the app started after it shows them at once)."""
    with _notes_on_stderr(), alerts_worked_out_for(args.today):
        yield


@contextmanager
def _notes_on_stderr() -> Iterator[None]:
    """The store's notes while a command runs (files a killed earlier run left, removed) as one line each on
    stderr; any other warning as Python shows it."""
    from store.file.user_files import LeftoversRemoved  # as the command's own store modules

    shown = warnings.showwarning

    def show(message: Warning | str, category: type[Warning], *rest: Any, **named: Any) -> None:
        if issubclass(category, LeftoversRemoved):
            _tell(f"note: {message}")
        else:
            shown(message, category, *rest, **named)

    with warnings.catch_warnings():
        warnings.simplefilter("always", LeftoversRemoved)
        warnings.showwarning = show
        yield


def _disk_or_file_failure(error: Exception) -> bool:
    """True for a full or read-only disk, a busy or damaged file (said in words, exit 1). The database
    drivers' failures are named only once a failure comes: the app's first frame is painted before peewee is
    imported (docs/performance.md)."""
    from store.file.failures import DISK_AND_FILE_FAILURES

    return isinstance(error, DISK_AND_FILE_FAILURES)


def _patiently(handler: Callable[[argparse.Namespace], int | None], args: argparse.Namespace) -> int | None:
    """Run the command; Ctrl-C while it waits for another rinkbook's write cancels it (exit 1): the
    write never began, so nothing was saved."""
    try:
        return handler(args)
    except KeyboardInterrupt:
        if not args.when_busy.announced:
            raise
        _tell("cancelled while waiting for another rinkbook's write: nothing was saved")
        return REFUSED


def _demo_instead(missing: NoLeagueFile, args: argparse.Namespace) -> str:
    """When the missing file is the data folder's league.db (no `--db`, no $RINKBOOK_DB) and `rinkbook demo`
    wrote the folder's demo.db: where the demo is, and how to open it. Else nothing."""
    if args.db is not None or os.environ.get("RINKBOOK_DB") or missing.path != league_path(args):
        return ""
    demo = data_folder() / "demo.db"
    return f"; the demo is at {demo}: pass --db {demo}" if demo.exists() else ""


def _tell(message: str) -> None:
    """The one line on stderr (`command_line_words`)."""
    print(command_line_words(message), file=sys.stderr)
