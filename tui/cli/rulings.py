"""The committee's rulings from the command line: a team disqualified from a game on, a player suspended
beyond what the rules derive. Each is audit-logged in the write that records it."""

from __future__ import annotations

import argparse

from store.file.db import open_league
from tui.cli.arguments import league_path
from tui.cli.opened import say


def run_disqualify(args: argparse.Namespace) -> int:
    """The committee disqualifies a team from a game on: audit-logged, its games from there forfeits."""
    from store.writes.rulings import record_disqualification

    with open_league(league_path(args), read_only=args.read_only) as store:
        record_disqualification(store, args.season, args.team, args.game, args.reason)
    say(f"Disqualified {args.team} from {args.game} on: {args.reason.strip()} (recorded in the audit log)")
    return 0


def run_suspend(args: argparse.Namespace) -> int:
    """The committee's suspension ruling: audit-logged, on top of what the rules derive."""
    from store.writes.rulings import record_suspension_ruling

    games = None if args.rest else args.games
    with open_league(league_path(args), read_only=args.read_only) as store:
        record_suspension_ruling(store, args.season, args.player, args.game, games, args.reason)
    length = "the rest of the tournament" if games is None else f"{games} game{'s' if games != 1 else ''}"
    say(f"Suspended {args.player} for {length} from {args.game}: {args.reason.strip()} (recorded in the audit log)")
    return 0
