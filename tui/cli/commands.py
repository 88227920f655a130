"""What each `rinkbook` command does: one store call each, printed as a readable line or table."""

from __future__ import annotations

import argparse
import contextlib
import json
import os
import sys
from importlib import import_module
from pathlib import Path
from typing import TYPE_CHECKING

from store.file.db import StoreError, open_league
from store.file.user_files import make_folder, place_new_file, refuse_unless_regular, scratch_database
from tui.cli.arguments import Refused, league_path
from tui.cli.opened import open_store, patient, say

if TYPE_CHECKING:
    from store.season_files.import_export import ImportReport

# `tui.cli` finds each command's runner here by its name; those kept in another module are imported from it when
# asked (`__getattr__`), so a command imports its own module alone (a read-only command costs what it reads).
_ELSEWHERE = {
    "run_alerts": "tui.cli.season_views",
    "run_calendar": "tui.cli.handouts",
    "run_completion": "tui.cli.handouts",
    "run_copy": "tui.cli.copying",
    "run_demo": "tui.cli.demo",
    "run_discipline": "tui.cli.season_views",
    "run_disqualify": "tui.cli.rulings",
    "run_game": "tui.cli.reports",
    "run_goalies": "tui.cli.reports",
    "run_playoffs": "tui.cli.season_views",
    "run_rulebooks": "tui.cli.reports",
    "run_sheet": "tui.cli.handouts",
    "run_standings": "tui.cli.season_views",
    "run_stats": "tui.cli.handouts",
    "run_suspend": "tui.cli.rulings",
    "run_suspensions": "tui.cli.season_views",
    "run_user": "tui.cli.users",
}


def __getattr__(name: str) -> object:
    """A runner kept in another module (`_ELSEWHERE`), imported as it is asked for."""
    if name not in _ELSEWHERE:
        raise AttributeError(f"module {__name__!r} has no attribute {name!r}")
    return getattr(import_module(_ELSEWHERE[name]), name)


# Each headless command imports its own store view and wording inside it: opening the app, the
# usual command, then loads none of them, and its start-up stays near a bare Textual app's (docs/performance.md).


def run_import(args: argparse.Namespace) -> int:
    from store.season_files.import_export import import_season_file

    refuse_unless_regular(args.file, "a season file or a CSV sheet")
    if args.file.suffix.lower() == ".csv":
        from tui.cli.csv_import import import_sheet, refuse_read_only  # only a CSV import needs it

        refuse_read_only(args)
        with open_store(args) as store:  # a CSV adds to a season: the file must already hold one
            say(import_sheet(args, store))
        return 0
    if args.read_only or args.dry_run:  # a season file's import is checked whole: a refusal writes nothing
        raise Refused("--read-only: nothing can be imported" if args.read_only else "--dry-run: previews a CSV only")
    path = league_path(args)
    if isinstance(path, str):  # a server: no file to make, none to remove after a refusal
        with patient(open_league(path, create=True), args) as store:
            report = import_season_file(store, args.file, replace=args.replace)
        _alerts_after(path, args, report.games)
        return _imported(report, store.name)
    made = _missing_folders(path.parent)
    make_folder(path.parent)
    try:
        first = _first_import(path, args) if not os.path.lexists(path) else None
        if first is None:  # a league there already (another import's, maybe made meanwhile): imported into it
            with patient(open_league(path, create=True), args) as store:
                first = import_season_file(store, args.file, replace=args.replace)
        report = first
    except BaseException:  # Ctrl-C too
        for folder in made:  # a refused import leaves none of the folders made for it
            with contextlib.suppress(OSError):  # not empty: something else was put there meanwhile
                folder.rmdir()
        raise
    _alerts_after(path, args, report.games)
    return _imported(report, str(path))


def _alerts_after(address: Path | str, args: argparse.Namespace, games: int) -> None:
    """The dashboard's alerts, which the streamed import left stale, worked out at `--today` (the command's day): the
    start after the import shows them. A season of a few games in this process; a larger one in a process of its own
    (`store.writes.alerts_elsewhere`), so that the import's memory stays bounded by the file it streamed."""
    from store.writes.alerts_elsewhere import IN_PROCESS_GAMES, keep_alerts_elsewhere, keep_alerts_here

    (keep_alerts_here if games <= IN_PROCESS_GAMES else keep_alerts_elsewhere)(address, args.today)


def _first_import(path: Path, args: argparse.Namespace) -> ImportReport | None:
    """Import into a new league file of this process's own beside `path`, put in place whole once imported:
    a refusal leaves nothing behind, and of two first imports at once the file of one is put in place, never
    removed under the other. None when a file was at `path` by then (the import then goes into it)."""
    from store.season_files.import_export import import_season_file

    with scratch_database(path) as scratch:
        with patient(open_league(scratch, create=True, backup=False), args) as store:
            report = import_season_file(store, args.file, replace=args.replace)
        placed = place_new_file(scratch, path)
    return report if placed else None


def _imported(report: ImportReport, where: str) -> int:
    verb = "Replaced" if report.replaced else "Imported"
    saved = f"; backup {report.backup}" if report.backup else ""
    say(f"{verb} season {report.season}: {report.players} players, {report.games} games into {where}{saved}")
    return 0


def _missing_folders(folder: Path) -> list[Path]:
    """`folder` and those of its parents that do not exist yet, deepest first."""
    missing: list[Path] = []
    while not folder.exists() and folder != folder.parent:
        missing.append(folder)
        folder = folder.parent
    return missing


def run_serve(args: argparse.Namespace) -> int:
    from tui.cli.serve import serve_in_a_browser

    return serve_in_a_browser(args)


def run_export(args: argparse.Namespace) -> int:
    from store.season_files.reader import MAX_BYTES
    from store.season_files.stream import export_season, export_season_file
    from store.views.season_names import resolve_season
    from tui.cli.handouts import export_target, write_output

    with open_store(args, reads_only=True) as store:
        if args.players or args.schedule:
            from store.season_files.csv_formats import players_csv, schedule_csv  # only CSV exports need it
            from store.views.season_load import load_season

            season = load_season(store, args.season)
            text = players_csv(season) if args.players else schedule_csv(season)
            if args.file == "-":
                sys.stdout.write(text)
            else:
                write_output(store, Path(args.file), text.encode("utf-8"))
            return 0
        name = resolve_season(store, args.season)  # a missing season is said before the target is looked at
        if args.file == "-":
            export_season(store, name, sys.stdout.write)
        else:
            # Streamed a page of games at a time into a file beside the target, renamed over it when
            # whole (as `write_file`): a season of any size exports in bounded memory (docs/performance.md).
            written = export_season_file(store, name, export_target(store, Path(args.file)))
            if written.compact:
                print(
                    f"{args.file}: {written.size:,} bytes, written without indentation: indented it would pass "
                    f"the {MAX_BYTES // 2**20} MB that import reads",
                    file=sys.stderr,
                )
            if not written.importable:
                print(f"{args.file} is larger than import reads: it cannot be imported again", file=sys.stderr)
    return 0


def run_check(args: argparse.Namespace) -> int:
    from store.file.maintenance import check_league, schedule_warnings

    with open_store(args) as store:
        problems = check_league(store)
        warnings = schedule_warnings(store)
    for warning in warnings:  # legal, so no damage: said for the committee to look at
        say(f"warning: {warning}")
    if problems:
        for problem in problems:
            say(problem)
        raise Refused(f"{len(problems)} problem{'s' if len(problems) > 1 else ''} found in {store.name}")
    say(f"{store.name}: no damage, every season keeps its rules")
    return 0


def run_backup(args: argparse.Namespace) -> int:
    from store.file.maintenance import backup_league

    with open_league(league_path(args), read_only=True) as store:
        dest = backup_league(store, args.dest, for_captains=args.for_captains)
    if args.for_captains:
        say(f"Captains' copy (no birth dates, e-mails or phones) written to {dest}")
    else:
        say(f"Backed up to {dest}")
    return 0


def run_restore(args: argparse.Namespace) -> int:
    from store.file.maintenance import restore_league

    if args.read_only:
        raise Refused("--read-only: nothing can be restored")
    refuse_unless_regular(args.file, "a backup of a league file")
    target = league_path(args)
    if isinstance(target, str):  # a server's league comes back from the pg_dump archive `backup` made
        from store.file.server_backup import restore_server  # only a server's restore needs it

        restore_server(target, args.file)
        with open_league(target) as restored:  # checked to be a league of this schema, as any open is
            say(f"Restored {restored.name} from {args.file}")
        return 0
    saved = restore_league(target, args.file)
    note = f" (the previous file is kept at {saved})" if saved else ""
    say(f"Restored {league_path(args)} from {args.file}{note}")
    return 0


def run_seasons(args: argparse.Namespace) -> int:
    from store.views.season_names import season_names

    with open_store(args, reads_only=True) as store:
        names = season_names(store)
    if not names:
        raise StoreError(f"{store.name} holds no season yet")
    for name in names:
        say(name)
    return 0


def run_attendance(args: argparse.Namespace) -> int:
    """Misses and droppable players (rule 10): `--json` (docs/guide.md#json-output), else a table."""
    from store.views.attendance import load_attendance
    from store.views.season_load import season_rulebook
    from tui.text.cells import clip, pad

    with open_store(args) as store:
        season, rows = load_attendance(store, args.season)
    rulebook = season_rulebook(season)
    rostered = [r for r in rows if r.team is not None]
    if args.json:
        print(
            json.dumps(
                {
                    "players": [
                        {
                            "player": r.player,
                            "team": r.team,
                            "misses": r.misses,
                            "droppable": r.droppable,
                            "attended": r.attended,
                            "suspended": r.suspended,
                        }
                        for r in rostered
                    ]
                },
                indent=2,
            )
        )
        return 0
    names = {p.id: p.name for p in season.players}
    drops = rulebook.has("drops")  # drops are Gray's block alone: a tournament says it has none
    droppable = f"  Droppable ({rulebook.cite('drops')})" if drops else ""
    say(f"{'Player':<7} {'Name':<22} {'Team':<5} {'Att':>4} {'Miss':>5} {'Susp':>5}{droppable}")
    for r in sorted(rostered, key=lambda r: (r.team, -r.misses, r.player)):
        say(
            f"{r.player:<7} {pad(clip(names[r.player], 22), 22)} {r.team:<5} {r.attended:>4} {r.misses:>5} "
            f"{r.suspended:>5}" + (f"  {'yes' if r.droppable else ''}" if drops else "")
        )
    if not drops:
        from tui.text.gray_only_text import not_in_rules

        say(not_in_rules(rulebook, "drops"))
    return 0


def run_shifts(args: argparse.Namespace) -> int:
    """Shift fairness (rule 9) for a team's season or one game: a table, `--json` (docs/guide.md#json-output),
    `--csv`."""
    from league.rules.roles import READ_SHIFTS
    from store.file.permits import require_reading
    from store.season_files.csv_cells import csv_text
    from store.views.season_load import load_season, season_rulebook
    from tui.text.shift_text import report_lines, shifts_cells, shifts_json, team_report

    with open_store(args) as store:
        require_reading(store, READ_SHIFTS, team=args.team)  # a captain signed in: his own team's only
        season = load_season(store, args.season)
    rulebook = season_rulebook(season)
    if not rulebook.has("shifts"):
        from tui.text.gray_only_text import not_in_rules

        raise Refused(f"shifts: {not_in_rules(rulebook, 'shifts')}")
    try:
        report = team_report(season, rulebook, args.team, args.game)
    except ValueError as error:
        raise Refused(str(error)) from None
    if args.json:
        print(json.dumps(shifts_json(report), indent=2))
    elif args.csv:
        sys.stdout.write(csv_text(*shifts_cells(report)))
    else:
        say("\n".join(report_lines(report, season)))
    return 0


def run_rollover(args: argparse.Namespace) -> int:
    """The next season beside this one (`--season`, default the latest), after a backup."""
    from league.rosters.draft import draft_pool
    from store.views.season_load import season_rulebook
    from store.writes.rollover import roll_over_season, season_unfinished  # only this command needs them

    leaving = tuple(pid.strip() for pid in args.leaving.split(",") if pid.strip())
    with open_store(args) as store:
        left = () if store.read_only else season_unfinished(store, args.season)  # read-only: refused as such
        for item in left:  # what the committee reads before deciding; the refusal itself is one line
            say(f"unfinished: {item.text}")
        if left and not args.yes:
            raise Refused(
                f"rollover: the season is unfinished ({len(left)} item{'s' * (len(left) != 1)} above); settle it "
                "first, or run again with --yes to roll over anyway"
            )
        ordered = tuple(args.draft_order.replace(",", " ").split()) if args.draft_order is not None else None
        result, backup = roll_over_season(store, args.season, args.name, leaving, ordered)
    new = result.season
    say(
        f"season {new.name}: {len(new.players)} players, {sum(1 for p in new.players if p.team)} on their teams; "
        f"draft pool {len(draft_pool(new, season_rulebook(new)))} (dropped: {', '.join(result.to_pool) or 'none'})"
    )
    say(
        f"age cutoff {new.dates.age_cutoff.isoformat()}, roster deadline {new.dates.roster_deadline.isoformat()}; "
        + (f"backup {backup}" if backup else "no file backup (the server's own backups keep the season before)")
    )
    if new.draft is not None:
        how = "as given" if ordered is not None else "standings reversed"
        say(f"draft order: {new.draft.order}, first round {' '.join(new.draft.first_round)} ({how})")
    rule = season_rulebook(new).cite("eligibility")
    for pid, why in result.refused:
        say(f"not registered again ({rule}): {pid} {why}")
    return 0
