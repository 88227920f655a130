"""Commands answered with `sqlite3` alone when they can be: `standings --json` on an ordinary league file reads the
standings without importing peewee or the models (docs/performance.md#commands: a read-only command costs what it
reads). Anything the quick read is not sure of goes the whole way, through `tui.cli.commands`."""

from __future__ import annotations

import argparse
import json
from collections.abc import Callable
from pathlib import Path

from tui.cli.arguments import league_path

Handler = Callable[[argparse.Namespace], int | None]


def command_runner(command: str) -> Handler:
    """The function that runs `command`: its quick reader when it has one, else `tui.cli.commands`' runner."""
    if command == "standings":
        return run_standings
    from tui.cli import commands  # keeps `--help` free of the store's imports (start-up speed)

    handler: Handler = getattr(commands, f"run_{command.replace('-', '_')}")
    return handler


def run_standings(args: argparse.Namespace) -> int | None:
    """`standings --json` of a league file's season read with `sqlite3` alone; any other asking (a table, a CSV, a
    pool, what if, a server, `--read-only`, `--sign-in`) and whatever the quick read is not sure of: the whole way."""
    path = league_path(args)
    asked_json = args.json and not args.csv and args.pool is None and args.rulebook is None
    if asked_json and not (args.read_only or args.sign_in) and isinstance(path, Path):
        printed = _quick_standings_json(path, args)
        if printed is not None:
            print(printed)
            return 0
    from tui.cli.season_views import run_standings as whole_way

    return whole_way(args)


def _quick_standings_json(path: Path, args: argparse.Namespace) -> str | None:
    """The standings' JSON as `tui.cli.season_views.run_standings` prints it, or None when the quick read is not
    sure."""
    from store.file.quick_read import NotSure
    from store.views.standings_quick import quick_standings
    from tui.text.standings_text import standings_json

    try:
        table = quick_standings(path, args.season, args.as_of)
    except NotSure:
        return None
    return json.dumps(standings_json(table, explain=args.explain), indent=2)
