"""`rinkbook copy SRC DST`: a whole league from one store to another, checked (`store.file.league_copy`)."""

from __future__ import annotations

import argparse

from tui.cli.arguments import Refused
from tui.cli.opened import say


def run_copy(args: argparse.Namespace) -> int:
    from store.file.league_copy import copy_league

    if args.read_only:
        raise Refused("--read-only: nothing can be copied (SRC is always read read-only)")
    report = copy_league(args.source, args.dest)
    count = len(report.seasons)
    say(
        f"Copied {count} season{'s' * (count != 1)} ({', '.join(report.seasons)}) from {args.source} to "
        f"{args.dest}: {report.rows:,} rows in {report.tables} tables; checked: each season exports byte "
        "for byte the same and every table holds the same rows"
    )
    return 0
