"""What every command shares: the league file opened as the command line asks, and lines said safely."""

from __future__ import annotations

import argparse

from league.season.texts import printable
from store.file.db import Store, open_league
from tui.cli.arguments import league_path


def say(text: object) -> None:
    """Print a line (or lines) for a person to read: a control character in a name stored before names
    refused them is written as its escape ("\\x1b"), so the terminal shows it instead of acting on it."""
    print(printable(str(text), keep="\n"))


def open_store(args: argparse.Namespace, create: bool = False, reads_only: bool = False) -> Store:
    """The league file `--db` names, read-only under `--read-only`, waiting for another rinkbook's write. A command
    that `reads_only` has the file checked at a bounded cost (what it reads is checked as it is read)."""
    opened = open_league(league_path(args), read_only=args.read_only, create=create, reads_only=reads_only)
    return patient(opened, args)


def patient(store: Store, args: argparse.Namespace) -> Store:
    """`store`, whose writes wait for another rinkbook's write to finish, saying so once on stderr
    (`tui.cli.BusyWait`), instead of failing as "database is locked" after SQLite's timeout."""
    wait = getattr(args, "when_busy", None)
    if wait is not None:
        store.busy_timeout = wait.STEP_SECONDS
        store.when_busy = wait
    return store
