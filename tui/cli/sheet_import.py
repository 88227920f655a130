"""`rinkbook import SHEET.csv [--dry-run]`: a player sheet or a schedule into the season, or a preview of it."""

from __future__ import annotations

import argparse

from store.csv_import import import_csv_file
from tui.cli.arguments import Refused
from tui.cli.commands import _open, say


def import_sheet(args: argparse.Namespace) -> int:
    """Import the CSV (or with --dry-run only say what importing it would do), then list what was added,
    updated and held for the committee's decision, and how to decide."""
    if args.read_only and not args.dry_run:
        raise Refused("--read-only: nothing can be imported (--dry-run previews a CSV sheet)")
    with _open(args) as store:  # a CSV adds to a season: the file must already hold one
        said = import_csv_file(store, args.file, args.season, dry_run=args.dry_run).lines()
    say(f"{'Previewed' if args.dry_run else 'Imported'} {args.file.name}: " + "\n".join(said))
    return 0
