"""`rinkbook serve`: the app in a browser, read-only, for captains away from the committee's laptop.

The web server (`tui.web_server`, the `web` extra) is imported only here, once the league file is known
to open: without the extra the command says how to install it and exits 2 (wrong usage, as a missing
command would be). On this machine's loopback (the default) people come in through a reverse proxy or an
ssh tunnel on the same machine. On any other address each session signs in on its own first screen (the
served app itself is the gate, not only the proxy's password): `serve` refuses to start when nobody can
sign in, and keeps each person to `--sessions-per-person` sessions at once (`tui.session_slots`).
"""

from __future__ import annotations

import argparse
import importlib.util
import ipaddress
import os
import sys
import tempfile
from collections.abc import Iterator
from contextlib import ExitStack, contextmanager
from datetime import date
from pathlib import Path

from store.file.db import open_league
from store.views.season_names import resolve_season
from store.writes.people import has_people, sign_in_required
from tui.cli.arguments import APP_NAME, Refused, league_path

INSTALL_THE_EXTRA = "serve needs the web extra: pip install '.[web]' from rinkbook's folder"


def served_command(league: str, season: str | None, today: date | None, sign_in: bool = False) -> list[str]:
    """The command each browser session runs, in the league file's folder: always `--read-only`, whatever
    `serve` was given, so no option can open a writable league to a browser; the file by its name alone, so
    no message of the app names the server's folders (a league on a PostgreSQL server: by its address, whose
    password belongs in ~/.pgpass, not in it); `serve`'s season and today. `-P`: the league's folder
    is where the process runs, not where Python looks for modules."""
    season_option = ["--season", season] if season else []
    today_option = ["--today", today.isoformat()] if today else []
    command = [sys.executable, "-P", "-m", "tui.cli", "--read-only", *(["--sign-in"] * sign_in), "--db", league]
    return [*command, *season_option, *today_option]


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
    remote = _check_addresses(args.host, args.public_url)
    target = league_path(args)
    # A file is served by its name from its own folder; a server by its address, from a private empty folder.
    path, folder = (target.absolute(), target.absolute().parent) if isinstance(target, Path) else (target, None)
    # Opened here once, read-only, so a missing or damaged league or an unknown season is refused in one
    # line now, not in every browser session later.
    with open_league(path, read_only=True) as store:
        shown = path.name if isinstance(path, Path) else store.name
        resolve_season(store, args.season)  # with no --season, each session opens the latest, as the app does
        sign_in = remote or sign_in_required(store, args.sign_in)
        if sign_in and not has_people(store):
            where = f"--host: serving on {args.host or 'every address'}" if remote else "--sign-in"
            raise Refused(
                f"{where} needs sign-in, and nobody signs in to this league yet: add the committee first with "
                "rinkbook user add NAME --role committee"
            )
    from tui.web_server import RinkbookServer  # the web extra, loaded only by this command

    # The folders made for this serve (the sessions' claims, a server league's empty working folder) and the
    # environment the sessions inherit last as long as the serve: nothing of it is left once it stops.
    with ExitStack() as serving:
        if sign_in:
            from tui.session_slots import CAP_VARIABLE, SESSIONS_VARIABLE

            # The sessions count each person's sessions in a private folder, the cap beside it: they inherit this
            # process's environment (`tui.session_slots`).
            claims = serving.enter_context(_own_folder("rinkbook-sessions-"))  # the owner's only (0700)
            serving.enter_context(
                _environment({SESSIONS_VARIABLE: claims, CAP_VARIABLE: str(args.sessions_per_person)})
            )
        server = RinkbookServer(
            served_command(path.name if isinstance(path, Path) else path, args.season, args.today, sign_in),
            folder=folder or Path(serving.enter_context(_own_folder("rinkbook-serve-"))),
            host=args.host,
            port=args.port,
            max_sessions=args.max_sessions,
            idle_minutes=args.idle_minutes,
            title=f"{APP_NAME} - {shown}",
            public_url=args.public_url,
        )
        server.from_anywhere = remote  # connections from other machines too: the sessions' sign-in is the gate
        try:
            server.serve()
        except OSError as error:  # the port is taken, or the address is not this machine's
            raise Refused(f"--port: cannot listen on {args.host}:{args.port} ({error.strerror or error})") from None
    return 0


def _own_folder(prefix: str) -> tempfile.TemporaryDirectory[str]:
    """A new private folder, removed with what is in it when the serve stops (by then its sessions have ended)."""
    return tempfile.TemporaryDirectory(prefix=prefix, ignore_cleanup_errors=True)


@contextmanager
def _environment(values: dict[str, str]) -> Iterator[None]:
    """`values` in this process's environment, for the processes it starts meanwhile; then put back as they were."""
    before = {name: os.environ.get(name) for name in values}
    os.environ.update(values)
    try:
        yield
    finally:
        for name, value in before.items():
            if value is None:
                os.environ.pop(name, None)
            else:
                os.environ[name] = value


def _check_addresses(host: str, public_url: str | None) -> bool:
    """Refuse an address browsers cannot be sent to; True when `host` is not this machine's loopback (every
    session then signs in)."""
    if public_url and not public_url.startswith(("http://", "https://")):
        raise Refused(f"--public-url: {public_url!r} is not an http:// or https:// address")
    return not _loopback(host)


def _loopback(host: str) -> bool:
    if host == "localhost":
        return True
    try:
        return ipaddress.ip_address(host.strip("[]")).is_loopback
    except ValueError:  # a machine's name: it may stand for any of its addresses
        return False
