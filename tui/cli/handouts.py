"""The commands that take the season off the laptop: stats for a spreadsheet, a calendar for a phone, a
game sheet to print, and the shell's completion. Each loads its own library inside it (start-up speed)."""

from __future__ import annotations

import argparse
import sys
from datetime import UTC, datetime
from pathlib import Path

from league.season.texts import printable
from store.file.db import Store, open_league
from store.file.destinations import refuse_a_database_name
from store.file.user_files import write_file
from store.season_files.csv_cells import csv_text
from tui.cli.arguments import Refused, build_parser, league_path


def export_target(store: Store, target: Path) -> Path:
    """`target`, once it is a file an export may write: refused when its folder is missing, when it is a
    folder, or when it is the league file, another league file or a file SQLite keeps beside one
    (`store.file.destinations`), since the rename would put the export where the league was."""
    if not target.parent.is_dir():
        raise Refused(f"{target.parent}: no such folder")
    if target.is_dir():
        raise Refused(f"{target} is a folder: name the file to write")
    refuse_a_database_name(store.path, target, "the export")
    return target


def write_output(store: Store, target: Path, data: bytes) -> None:
    """Write an export to `target` (`export_target`) whole or not at all: written beside it under a new name
    and renamed over it, a crash never leaves half a file."""
    write_file(export_target(store, target), data)


def _say(text: str) -> None:
    print(printable(text, keep="\n"))


def run_calendar(args: argparse.Namespace) -> int:
    """The season's games (or one team's) as an .ics file, or on standard output with `-`."""
    from store.views.season_load import load_season, season_rulebook
    from tui.text.calendar_export import season_calendar  # only this command loads icalendar

    with open_league(league_path(args), read_only=args.read_only) as store:
        season = load_season(store, args.season)
        data = season_calendar(season, season_rulebook(season), datetime.now(UTC), args.team)
        if str(args.file) == "-":
            sys.stdout.buffer.write(data)
            return 0
        write_output(store, args.file, data)
    games = data.count(b"BEGIN:VEVENT")
    _say(f"Calendar of {games} game{'s' * (games != 1)} written to {args.file}")
    return 0


def run_sheet(args: argparse.Namespace) -> int:
    """A printable game sheet (PDF): rosters with numbers and who may not dress, the goals, every penalty with
    the ones the rules added and its minutes, the notes the scoresheet shows, the result, the rulebook's
    officials and the signatures. A cancelled game has none: refused, nothing written."""
    from store.views.season_load import load_season, season_rulebook
    from tui.text.printed_sheet_pdf import game_sheet_pdf  # only this command loads reportlab
    from tui.text.printed_sheet_text import sheet_refusal

    with open_league(league_path(args), read_only=args.read_only) as store:
        season = load_season(store, args.season)
        game = season.game(args.game)
        if game is None:
            raise Refused(f"game {args.game!r} is not in season {season.name}")
        refusal = sheet_refusal(game)
        if refusal is not None:
            raise Refused(refusal)
        write_output(store, args.file, game_sheet_pdf(season, game, season_rulebook(season), blank=args.blank))
    _say(f"{'Blank g' if args.blank else 'G'}ame sheet of game {game.id} written to {args.file}")
    return 0


def run_stats(args: argparse.Namespace) -> int:
    """Players', goalies' or teams' stats: an aligned table, or `--csv` for a spreadsheet."""
    from store.views.season_load import load_season, season_rulebook
    from tui.text.stats_text import stats_lines, stats_table

    with open_league(league_path(args), read_only=args.read_only) as store:
        season = load_season(store, args.season)
    if args.team is not None and season.team(args.team) is None:
        codes = ", ".join(t.code for t in season.teams)
        raise Refused(f"--team: {args.team!r} is not a team of season {season.name} ({codes})")
    table = stats_table(
        season, season_rulebook(season), args.table, None if args.stage == "all" else args.stage, args.team
    )
    if args.csv:
        sys.stdout.write(csv_text(table.header, table.rows))
    else:
        _say("\n".join(stats_lines(table)))
    return 0


def run_completion(args: argparse.Namespace) -> int:
    """The shell's completion script, made from the parser itself (so it never lags behind a new option)."""
    import shtab  # only this command loads it

    sys.stdout.write(shtab.complete(build_parser(), shell=args.shell))
    return 0
