"""`rinkbook serve`: the app in a browser, read-only, for captains away from the committee's laptop.

The web server (`tui.web_server`, the `web` extra) is imported only here, once the league file is known
to open: without the extra the command says how to install it and exits 2 (wrong usage, as a missing
command would be).
"""

from __future__ import annotations

import argparse
import importlib.util
import shlex
import sys
from pathlib import Path

from store.db import open_league
from store.season_names import resolve_season
from tui.cli.arguments import APP_NAME, Refused, league_path

WILDCARD_HOSTS = ("0.0.0.0", "::", "")
INSTALL_THE_EXTRA = "serve needs the web extra: pip install 'rinkbook[web]'"


def served_command(path: Path, season: str | None) -> str:
    """The command each browser session runs: always `--read-only`, whatever `serve` was given, so no
    option can open a writable league to a browser."""
    season_option = ["--season", season] if season else []
    return shlex.join([sys.executable, "-m", "tui.cli", "--read-only", "--db", str(path), *season_option])


def web_extra_installed() -> bool:
    try:
        return importlib.util.find_spec("textual_serve") is not None
    except ValueError:  # set to None in sys.modules: as good as missing
        return False


def serve_in_a_browser(args: argparse.Namespace) -> int:
    """`rinkbook serve`: serves until Ctrl+C (exit 0); 2 without the web extra."""
    if not web_extra_installed():
        print(f"{APP_NAME}: {INSTALL_THE_EXTRA}", file=sys.stderr)
        return 2
    path = league_path(args).absolute()
    # Opened here once, read-only, so a missing or damaged file or an unknown season is refused in one
    # line now, not in every browser session later.
    with open_league(path, read_only=True) as store:
        resolve_season(store, args.season)  # with no --season, each session opens the latest, as the app does
    _check_addresses(args.host, args.public_url)
    from tui.web_server import RinkbookServer  # noqa: PLC0415 - the web extra, loaded only by this command

    server = RinkbookServer(
        served_command(path, args.season),
        host=args.host,
        port=args.port,
        max_sessions=args.max_sessions,
        title=f"{APP_NAME} - {path.name}",
        public_url=args.public_url,
    )
    try:
        server.serve()
    except OSError as error:  # the port is taken, or the address is not this machine's
        raise Refused(f"--port: cannot listen on {args.host}:{args.port} ({error.strerror or error})") from None
    return 0


def _check_addresses(host: str, public_url: str | None) -> None:
    """Refuse an address browsers cannot be sent to; warn when the league is open to the network."""
    if public_url and not public_url.startswith(("http://", "https://")):
        raise Refused(f"--public-url: {public_url!r} is not an http:// or https:// address")
    if host in WILDCARD_HOSTS and not public_url:
        raise Refused(f"--host {host} listens on every address: name the one browsers use with --public-url")
    if not host.startswith("127.") and host not in ("localhost", "::1"):
        print(
            f"{APP_NAME}: warning: anyone who reaches {host} can read the league, with no password "
            "(the README's safe ways in: an ssh tunnel, or a reverse proxy with a password)",
            file=sys.stderr,
        )
