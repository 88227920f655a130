"""The parsers of the commands that take the season off the laptop (a browser, stats, a calendar, a printed sheet,
shell completion), apart from the rest of the command line (`tui.cli.arguments`).
"""

from __future__ import annotations

import argparse
from collections.abc import Callable
from pathlib import Path

from tui.cli.argument_types import port_number, positive_count

SERVE_HELP = (
    "serve the app read-only in a browser (the captains' mode, whatever the options; signed in beyond loopback), "
    "one process a session; needs the web extra: pip install '.[web]' from rinkbook's folder"
)


def _serve_options(serve: argparse.ArgumentParser) -> None:
    serve.add_argument(
        "--host",
        default="127.0.0.1",
        help="the address to listen on (default: 127.0.0.1); any other than loopback makes every session sign in",
    )
    serve.add_argument("--port", type=port_number, default=8000, help="the port to listen on (default: 8000)")
    serve.add_argument(
        "--max-sessions",
        type=positive_count,
        default=4,
        metavar="N",
        help="browser sessions at once, each a process (default: 4)",
    )
    serve.add_argument(
        "--sessions-per-person",
        type=positive_count,
        default=2,
        metavar="N",
        help="sessions one person signed in may hold at once; the next sign-in is refused (default: 2)",
    )
    idle = "end a session after N minutes without a key, click or mouse move (default: 30)"
    serve.add_argument("--idle-minutes", type=positive_count, default=30, metavar="N", help=idle)
    serve.add_argument(
        "--public-url",
        metavar="URL",
        help="the address browsers use when a reverse proxy forwards to this server (e.g. https://league.example.org)",
    )


def handout_commands(command: Callable[[str, str], argparse.ArgumentParser]) -> None:
    """The commands that take the season off the laptop: a browser, stats, a calendar, a printed sheet,
    completion."""
    _serve_options(command("serve", SERVE_HELP))
    stats = command("stats", "players', goalies' and teams' stats over the final games (goals, assists, minutes)")
    stats.add_argument(
        "--table", choices=("players", "goalies", "teams"), default="players", help="which table (default: players)"
    )
    stats.add_argument(
        "--stage", choices=("regular", "playoff", "all"), default="regular", help="which games count (default: regular)"
    )
    stats.add_argument("--team", metavar="CODE", help="only this team's rows")
    stats.add_argument("--csv", action="store_true", help="print the table as CSV, for a spreadsheet")
    calendar = command(
        "calendar",
        "write the games as an iCalendar file (.ics) for a phone or a shared calendar: moved games keep "
        "their event, cancelled ones are marked cancelled, results say a forfeit and its cause, and playoff "
        "games played only if necessary are tentative until the series needs them",
    )
    calendar.add_argument("file", type=Path, metavar="FILE.ics", help="the file to write (- for standard output)")
    calendar.add_argument("--team", metavar="CODE", help="only this team's games")
    sheet = command(
        "sheet",
        "write a printable game sheet (PDF) as the scoresheet shows the game: rosters (who may not dress marked), "
        "goals, every penalty with the ones the rules add and its minutes, PIM, a tournament game's period "
        "scores, shots, goalie, waiver and shootout, the result, the rulebook's officials and who signed; a "
        "cancelled game has none",
    )
    sheet.add_argument("game", metavar="GAME", help="the game's id (as the schedule lists it)")
    sheet.add_argument("file", type=Path, metavar="FILE.pdf", help="the PDF to write")
    sheet.add_argument(
        "--blank",
        action="store_true",
        help="leave the goals, penalties, notes and result empty, to fill by hand (who may not dress is still marked)",
    )
    completion = command(
        "completion", "print a shell completion script: eval it, or save it where your shell reads one"
    )
    completion.add_argument("shell", choices=("bash", "zsh"), help="the shell")
