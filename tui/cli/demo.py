"""`rinkbook demo`: a demo season (or tournament weekend) written to demo.db and opened; a demo holding work
entered since it was written is replaced only once asked (typed on the terminal, or `--yes`), backed up first."""

from __future__ import annotations

import argparse
import sys
from pathlib import Path

from league.season.texts import printable
from store.file.user_files import make_folder
from tui.cli.arguments import Refused, league_file


def run_demo(args: argparse.Namespace) -> int:
    from seed.demo_db import DEMO_RULEBOOKS, NotADemo, back_up_demo, demo_work, write_demo  # only the demo needs it

    if args.rulebook not in DEMO_RULEBOOKS:
        raise Refused(f"--rulebook: no rulebook {args.rulebook!r} (the rulebooks are {', '.join(DEMO_RULEBOOKS)})")
    if args.read_only:  # asked before the file is read: the demo always writes it
        raise Refused("--read-only: the demo cannot be written")
    path = league_file(args, "the demo", demo=True)
    try:  # read without changing it: an earlier rinkbook's file is upgraded only once the demo replaces it
        work = demo_work(path) if path.exists() else None
    except NotADemo:
        raise Refused(f"{path} is not a demo file: the demo replaces only an earlier demo") from None
    if work is not None and not args.yes:
        _confirm_replacing(path, work)
    saved = back_up_demo(path) if work is not None else None  # kept as an import keeps the file it replaces
    make_folder(path.parent)
    season = write_demo(path, args.today, args.seed, args.rulebook)
    what = "season" if args.rulebook == DEMO_RULEBOOKS[0] else f"{args.rulebook} tournament"
    kept = f" (the earlier demo, with its work, backed up to {saved})" if saved else ""
    print(printable(f"Demo {what} {season} for {args.today.isoformat()} written to {path}{kept}"))
    if args.no_open:
        return 0
    args.season = None
    from tui.cli.app_command import run_app  # as the command line opens the app

    return run_app(args, path)


def _confirm_replacing(path: Path, work: str) -> None:
    """Ask on the terminal before a new demo replaces one holding `work`: REPLACE typed in full goes on,
    anything else (a stray Enter, no terminal) is refused and replaces nothing."""
    held = f"{path} holds {work}, entered since the demo was written"
    print(
        f"{held}.\nType REPLACE to back it up and write a new demo (anything else keeps it): ", end="", file=sys.stderr
    )
    sys.stderr.flush()
    if "".join(sys.stdin.readline().split()).upper() != "REPLACE":
        raise Refused(f"{held}: nothing was replaced (type REPLACE when asked, or pass --yes)")
