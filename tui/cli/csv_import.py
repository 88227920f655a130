"""`rinkbook import SHEET.csv [--dry-run]`: a player sheet or a schedule into the season, or a preview of it."""

from __future__ import annotations

import argparse

from store.file.db import Store
from store.writes.csv_import import import_csv_file
from tui.cli.arguments import Refused


def refuse_read_only(args: argparse.Namespace) -> None:
    """A CSV is imported only into a writable file; --dry-run previews it in any."""
    if args.read_only and not args.dry_run:
        raise Refused("--read-only: nothing can be imported (--dry-run previews a CSV sheet)")


def import_sheet(args: argparse.Namespace, store: Store) -> str:
    """Import the CSV (or with --dry-run only say what importing it would do) into the open `store`: what was
    added, updated and held for the committee's decision, and how to decide."""
    said = import_csv_file(store, args.file, args.season, dry_run=args.dry_run).lines()
    return f"{'Previewed' if args.dry_run else 'Imported'} {args.file.name}: " + "\n".join(said)
