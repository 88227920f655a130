"""The parsers of the commands that make, fill, copy and check the league file (demo, import, export, check,
backup, restore, copy, seasons, rollover), apart from the rest of the command line (`tui.cli.arguments`).
"""

from __future__ import annotations

import argparse
from collections.abc import Callable
from pathlib import Path


def file_commands(command: Callable[[str, str], argparse.ArgumentParser]) -> None:
    """The commands that make, fill, copy and check the league file."""
    from league.rulebooks import GRAY  # the rules: only a command's parser cites them

    demo = command(
        "demo", "write a demo season (or tournament weekend) around today to demo.db (or --db) and open the app on it"
    )
    demo.add_argument(
        "--rulebook",
        default=GRAY.name,
        metavar="NAME",
        help="whose demo: gray (a league season, the default), coors-cup, prime-expo-boulder, three-on-three "
        "or cole-harbour-classic (a tournament with pools played and the bracket half played)",
    )
    demo.add_argument("--seed", type=int, default=1, help="which demo season (same seed and today: same season)")
    demo.add_argument("--no-open", action="store_true", help="write the demo file without opening the app")
    demo.add_argument(
        "--yes", action="store_true", help="replace a demo holding work entered since without asking (backed up first)"
    )
    imp = command(
        "import",
        "add the season in a season file (created if missing), or a .csv player sheet or "
        "schedule to the season (told by its header)",
    )
    imp.add_argument("file", type=Path, metavar="FILE")
    imp.add_argument("--replace", action="store_true", help="replace a season of the same name (backed up first)")
    imp.add_argument(
        "--dry-run",
        action="store_true",
        help="a CSV: say what the import would add, update and hold for a decision, and write nothing",
    )
    imp.epilog = _player_sheet_help()
    exp = command("export", "write the season to a season file (FILE or - for standard output)")
    exp.add_argument("file", metavar="FILE")
    sheet = exp.add_mutually_exclusive_group()
    sheet.add_argument("--players", action="store_true", help="write the players as a CSV player sheet instead")
    sheet.add_argument("--schedule", action="store_true", help="write the games as a CSV schedule instead")
    command("check", "check the file for damage and every season against its rules")
    backup = command("backup", "write a consistent copy of the league file (safe while it is in use)")
    backup.add_argument(
        "dest", type=Path, nargs="?", metavar="DEST", help="default: the backups folder beside the file"
    )
    backup.add_argument(
        "--for-captains",
        action="store_true",
        help="leave out birth dates, e-mails and phones (a copy to hand to captains)",
    )
    restore = command("restore", "replace the league file with a checked backup (the current file is backed up first)")
    restore.add_argument("file", type=Path, metavar="FILE")
    _copy_command(command)
    command("seasons", "list the seasons the file holds")
    rollover = command(
        "rollover",
        "start the next season with the same teams (backed up first): players keep "
        f"their teams unless dropped ({GRAY.cite('drops')}) or leaving; the old season stays readable",
    )
    rollover.add_argument(
        "--name", metavar="NAME", help="the new season's name (default: the next year's, e.g. 2003-04)"
    )
    rollover.add_argument("--leaving", default="", metavar="IDS", help="players not coming back, comma-separated")
    rollover.add_argument(
        "--draft-order",
        metavar="CODES",
        help="next season's first round, every team once (default: the final standings reversed, last place first)",
    )
    rollover.add_argument(
        "--yes",
        action="store_true",
        help="roll over even though the season is unfinished "
        "(unplayed games, pending coin tosses, undecided series, unpaid fees: listed first)",
    )


def _copy_command(command: Callable[[str, str], argparse.ArgumentParser]) -> None:
    copy = command(
        "copy",
        "copy a whole league from SRC to DST: every season with its sheets, the audit log, dismissed alerts "
        "and rule texts; checked before it is kept (each season exports byte for byte the same and every "
        "table holds the same rows), else nothing is left at DST. --db is not used",
    )
    copy.add_argument("source", metavar="SRC", help="the league to copy (a league file; opened read-only)")
    copy.add_argument(
        "dest",
        metavar="DST",
        help="where to: a new league file, or an empty one (a league already there is refused, never replaced)",
    )
    copy.epilog = (
        "DST gets an audit entry saying where it was copied from, written once the check passed; the rest "
        "of its audit log is SRC's as it was."
    )


def _player_sheet_help() -> str:
    """The player sheet's columns, as `import --help` says them after its options (docs/player-csv.md says more)."""
    from league.season.player_ratings import HIGHEST_RATING, LOWEST_RATING
    from store.season_files.signup_csv_columns import HEADINGS_HELP  # only a command's parser says them

    return (
        "A player sheet (CSV) has a header row and the columns id, name, born, position (F, D or G), class "
        f"(A to D), rating ({LOWEST_RATING} to {HIGHEST_RATING}), number, email, phone and team; name and born "
        "are required, and a new player needs position, class and rating. A sign-up form's export is read as it comes: "
        f"{HEADINGS_HELP}. A birth date is 1990-03-15, or 15/03/1990 or 03/15/1990 as the sheet writes them: "
        "a row whose day or month is over 12 settles the order for the sheet; a date no row settles is refused. "
        "A row updates the registered player of the same name (case, spaces and accents aside) and birth "
        "date, keeping his name as registered. A row whose e-mail or phone is a registered player's under "
        "another name, or whose name is one's with another birth date, needs a decision and is not imported: "
        "write that player's id (update him) or new (a new player) in the row's id column and import the sheet "
        "again. See docs/player-csv.md."
    )
