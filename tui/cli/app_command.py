"""Opening the app, the command line with no command: the league file opened, the season named, the
dashboard's kept first frame looked up, the app run.

Kept apart from the commands (`tui.cli.commands`): it imports what the app's first frame needs, not the
rules every command reads (issue 25: the whole dashboard within 1.3x of a bare Textual app).
"""

from __future__ import annotations

import argparse
from pathlib import Path

from store.db import open_league
from store.files import make_folder
from store.frame_cache import frame_key, read_frame
from store.season_names import resolve_season
from tui.cli.arguments import league_path
from tui.collector import start_collecting


def run_app(args: argparse.Namespace, path: Path | None = None) -> int:
    """Open the app on the league file (Textual is imported only here); with no file yet, the new-league screen."""
    path = path or league_path(args)
    if not path.exists() and not args.read_only:
        make_folder(path.parent)  # refused in one line here, not as a crash inside the new-league screen
        from tui.first_run_app import FirstRunApp  # noqa: PLC0415 - headless commands never load Textual

        start_collecting()  # only the rinkbook app resumes it after its first frame

        first_run = FirstRunApp(path, args.today)
        created = first_run.run()
        if not created:  # quit before creating (no file is left behind), or an error ended it (exit 1)
            if not first_run.return_code:
                print(f"No league made: {path} was not created.")
            return first_run.return_code or 0
        args.season = created
    # The whole-file check waits for the app's first frame when a kept one is painted (55 ms at 10,000 games).
    store = open_league(path, read_only=args.read_only, check_later=True)
    try:
        season = resolve_season(store, args.season)
        key = frame_key(store.revision(), season, args.today.isoformat(), store.read_only, store.snapshot)
        kept = read_frame(path, key)
        if kept is None:
            store.check_whole()
        from tui.app import RinkbookApp  # noqa: PLC0415 - headless commands never load Textual

        app = RinkbookApp(store, today=args.today, season=season, first_frame=kept)
        app.error_log = _error_log(path)
        app.run()
    finally:
        store.close()
    return app.return_code or 0  # an error that ended the app exits non-zero (Textual sets 1)


def _error_log(path: Path) -> Path:
    """Where the app keeps the tracebacks of errors it showed as refusals: beside the league file."""
    return path.with_name(f"{path.stem}-errors.log")
