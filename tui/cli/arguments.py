"""What the user types on the command line: the parser, its options, and the league file they name.

The commands (`tui.cli.commands`) read these and raise `Refused`; the entry point (`tui.cli`'s `main`)
parses, runs one command and turns `Refused` into one line on stderr.
"""

from __future__ import annotations

import argparse
import os
import sys
from collections.abc import Callable
from datetime import date
from pathlib import Path

from league.season.date_range import iso_date
from league.season.texts import printable
from league.season.whole_numbers import whole_from_text
from store.file.address import league_target
from tui.cli.file_arguments import file_commands
from tui.cli.unasked import unasked_parser
from tui.cli.user_arguments import user_commands

APP_NAME = "rinkbook"


def command_line_words(message: str) -> str:
    """`message` as the command line says it, on one line: named by the program, a line break or control
    character in a quoted name or path escaped (the terminal shows the character instead of acting on it)."""
    return f"{APP_NAME}: {printable(message)}"


class Refused(Exception):
    """A command refused its input: the message is the one line the user reads."""


def data_folder() -> Path:
    """Where league files live unless `--db` or RINKBOOK_DB says otherwise."""
    # Imported only when asked: with --db or RINKBOOK_DB it is a few ms of the start for nothing.
    from platformdirs import user_data_dir  # only when no --db or RINKBOOK_DB names the file

    return Path(user_data_dir(APP_NAME, appauthor=False))


def iso_day(text: str) -> date:
    """A date typed as YYYY-MM-DD, for `--today` and `--as-of` (argparse says what is wrong otherwise)."""
    try:
        return iso_date(text)
    except ValueError:
        raise argparse.ArgumentTypeError(f"{text!r} is not a date (YYYY-MM-DD)") from None


def port_number(text: str) -> int:
    """A TCP port for `serve --port`."""
    if not text.isdigit() or not 1 <= int(text) <= 65535:
        raise argparse.ArgumentTypeError(f"{text!r} is not a port (1 to 65535)")
    return int(text)


def positive_count(text: str) -> int:
    """A count of at least 1, for `serve --max-sessions` and `--idle-minutes`."""
    whole = whole_from_text(text)  # "2.0" is 2
    if whole is None or whole < 1:
        raise argparse.ArgumentTypeError(f"{text!r} is not a count of at least 1 (a whole number)")
    return whole


def _global_options(parser: argparse.ArgumentParser, top: bool) -> None:
    # Below the top level the defaults are suppressed, so an option given before the command is
    # never overwritten by the subcommand's own default: options are accepted on either side.
    default = (lambda value: value) if top else (lambda value: argparse.SUPPRESS)
    group = parser.add_argument_group("global options (before or after the command)")
    group.add_argument(
        "--db",
        type=league_target,
        default=default(None),
        metavar="PATH",
        help="the league file, or a PostgreSQL server's league: postgresql://USER@HOST:PORT/DBNAME "
        "(default: $RINKBOOK_DB, else league.db in the data folder)",
    )
    group.add_argument(
        "--read-only",
        action="store_true",
        default=default(False),
        help="open so that nothing can be changed (the captains' mode)",
    )
    group.add_argument(
        "--season", default=default(None), metavar="NAME", help="the season to use (default: the latest)"
    )
    group.add_argument(
        "--user",
        default=default(None),
        metavar="NAME",
        help="who is deciding: the name on the audit log's entries "
        "(default: $RINKBOOK_USER, else the name the app remembers, else the login)",
    )
    group.add_argument(
        "--sign-in",
        action="store_true",
        default=default(False),
        help="sign in as --user NAME (password from $RINKBOOK_PASSWORD or asked); always on a server",
    )
    group.add_argument(
        "--today",
        type=iso_day,
        default=default(None),
        metavar="DATE",
        help="today's date for deadlines and reminders (default: the system date)",
    )


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


def parse_arguments(argv: list[str] | None) -> argparse.Namespace:
    """`rinkbook`'s arguments (`argv`, else the process's). Opening the app (global options alone) is read by
    the global options' parser: the commands' parser, whose help cites the rulebook's rules, is built only
    for a command, `--help` or anything the global options do not take (its messages are the ones shown)."""
    words = sys.argv[1:] if argv is None else argv
    if not {"-h", "--help"} & set(words):
        try:
            args, rest = build_parser(commands=False).parse_known_args(words)
        except argparse.ArgumentError:
            rest = words
        if not rest:
            args.command = None
            return args
        # What the global options leave first is the command when there is one: only its parsers are built.
        return build_parser(only=rest[0]).parse_args(words)
    return build_parser().parse_args(words)


def build_parser(commands: bool = True, only: str | None = None) -> argparse.ArgumentParser:
    """Every command and option of `rinkbook`, as `--help` lists them (the global options alone, raising
    `argparse.ArgumentError` instead of exiting, without `commands`). `only` a command's name: its parser alone,
    built by its group's builder (`COMMAND_GROUPS`), which parses its words as the whole parser would; any other
    word: every command's."""
    parser = argparse.ArgumentParser(
        prog=APP_NAME,
        description="Run a recreational hockey league's season. With no command, opens the app.",
        exit_on_error=commands,
    )
    _global_options(parser, top=True)
    parser.add_argument("--version", action=_Version, help="print the installed rinkbook's version and exit")
    if not commands:
        return parser
    subparsers = parser.add_subparsers(dest="command", metavar="COMMAND")

    asked = [names for names in COMMAND_GROUPS if only in names.split()]

    def command(name: str, help_text: str) -> argparse.ArgumentParser:
        if asked and name != only:  # another command of the asked one's group: its parser is not built
            return unasked_parser()
        sub = subparsers.add_parser(name, help=help_text, description=help_text)
        _global_options(sub, top=False)
        return sub

    groups = asked or list(COMMAND_GROUPS)
    for names in groups:  # a group's builder imports what its help texts cite: a command pays for its own alone
        COMMAND_GROUPS[names](command)
    return parser


def _report_commands(command: Callable[[str, str], argparse.ArgumentParser]) -> None:
    """The commands that read the season out: the bracket, attendance, shifts, suspensions, alerts, standings."""
    from league.rulebooks import GRAY  # the rules: only a command's parser cites them

    playoffs = command(
        "playoffs", f"the playoff bracket ({GRAY.cite('playoffs')}): seeds, each series' wins and its next game"
    )
    playoffs.add_argument("--json", action="store_true", help="print it as JSON (a tournament: its places and series)")
    _what_if_option(playoffs)
    game = command(
        "game",
        "one game: the posted and played score, period scores, each team's points, how it was decided, "
        "any forfeit, ejections and the suspensions it caused",
    )
    game.add_argument("game", metavar="ID", help="the game's id (as the schedule lists it)")
    game.add_argument("--json", action="store_true", help="print it as JSON")
    discipline = command(
        "discipline", "every ejection, disqualified team and disqualified goalie of the season, in game order"
    )
    discipline.add_argument("--json", action="store_true", help="print it as JSON")
    disqualify = command(
        "disqualify",
        "a tournament: the committee disqualifies a team from a game on (its games from there count as its "
        "forfeits; audit-logged)",
    )
    disqualify.add_argument("team", metavar="TEAM", help="the team's code")
    disqualify.add_argument("game", metavar="GAME", help="the disqualifying game's id")
    disqualify.add_argument("--reason", required=True, help="why (kept in the audit log)")
    suspend = command(
        "suspend",
        "a tournament: the committee's suspension ruling, on top of what the rules derive; it sets the length of "
        "one pending review (audit-logged)",
    )
    suspend.add_argument("player", metavar="PLAYER", help="the player's id")
    suspend.add_argument("game", metavar="GAME", help="the game it comes from")
    length = suspend.add_mutually_exclusive_group(required=True)
    length.add_argument("--games", type=positive_count, metavar="N", help="his team's next N games")
    length.add_argument("--rest", action="store_true", help="the rest of the tournament")
    suspend.add_argument("--reason", required=True, help="why (kept in the audit log)")
    goalies = command("goalies", "a tournament's goalie competition (3-on-3): ratings, ranks, the goalies assigned")
    goalies.add_argument("--json", action="store_true", help="print it as JSON")
    books = command("rulebooks", "the built-in rulebooks a season may follow (the season file's rulebook)")
    books.add_argument("--json", action="store_true", help='print {"rulebooks": [{"name", "title", "source"}]}')
    attendance = command(
        "attendance", f"each rostered player's misses ({GRAY.cite('drops')}) and whether he is droppable"
    )
    attendance.add_argument("--json", action="store_true", help="print it as JSON")
    shifts = command(
        "shifts",
        f"shift fairness ({GRAY.cite('shifts')}) for one team: counts, spreads and double shifts, "
        "for the season or one game; in a game, who was out of it (ejected, serving a major or a misconduct, "
        "injured) from which shift: owed nothing, no one's double shift",
    )
    shifts.add_argument("--team", required=True, metavar="CODE", help="the team's code")
    shifts.add_argument("--game", metavar="ID", help="one game (default: the season's final games)")
    shifts_format = shifts.add_mutually_exclusive_group()
    shifts_format.add_argument("--json", action="store_true", help="print it as JSON")
    shifts_format.add_argument("--csv", action="store_true", help="one row per skater, for a spreadsheet")
    suspensions = command(
        "suspensions",
        f"the suspension ledger ({GRAY.cite('suspension')}): from which game, served in which games, left",
    )
    suspensions.add_argument("--json", action="store_true", help="the suspensions still to serve, as JSON")
    suspensions.add_argument("--all", action="store_true", help="include served and lapsed suspensions in the ledger")
    alerts = command(
        "alerts",
        "what the committee has to act on today, as the dashboard lists it: "
        "the champion, coin tosses, playoff games to schedule, games without a result, "
        "suspensions, drops, roster problems, the roster deadline; a tournament: its board's alerts "
        "(coin tosses, disqualified teams and goalies, suspensions, players not yet knockout-eligible, "
        "teams short of pool games); each with the app's key; alerts dismissed in the app are left out",
    )
    alerts.add_argument(
        "--json",
        action="store_true",
        help='print {"alerts": [{"kind", "text", "key", "does"}]}, most urgent first; kind is one '
        "of champion, coin_toss, playoff_game, missing_result, suspension, goalie, drop_request, "
        "droppable, one_miss, roster, deadline, and for a tournament disqualified_team, "
        "disqualified_goalie, knockout_eligibility, pool_games; "
        'key is the app\'s key ("o x": o, then x)',
    )
    table = command(
        "standings",
        f"the regular-season standings with the {GRAY.cite('tiebreakers')} tiebreakers "
        "(a tournament: each pool's table, with its rulebook's)",
    )
    table.add_argument("--pool", metavar="P", help="a tournament: only this pool's table")
    table.add_argument(
        "--explain", action="store_true", help="say which criterion separated which teams, with the numbers"
    )
    table.add_argument(
        "--as-of", type=iso_day, metavar="DATE", help="count only games up to DATE (games on DATE count)"
    )
    _standings_formats(table)
    _what_if_option(table)


def _what_if_option(parser: argparse.ArgumentParser) -> None:
    parser.add_argument(
        "--rulebook",
        metavar="NAME",
        help="what if: the season as another built-in rulebook would count it (rinkbook rulebooks lists them), "
        "read-only; the JSON gains what_if, which says how the season was read (its own rulebook: unchanged)",
    )


def _standings_formats(table: argparse.ArgumentParser) -> None:
    formats = table.add_mutually_exclusive_group()
    formats.add_argument("--json", action="store_true", help="print JSON instead of a table")
    formats.add_argument("--csv", action="store_true", help="one row per team, for a spreadsheet")


def _handout_commands(command: Callable[[str, str], argparse.ArgumentParser]) -> None:
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


# Each builder of the commands' parsers, by the commands it makes (in `--help`'s order); `tests/test_cli.py` holds
# the names to the builders.
COMMAND_GROUPS: dict[str, Callable[[Callable[[str, str], argparse.ArgumentParser]], None]] = {
    "demo import export check backup restore copy seasons rollover": file_commands,
    "playoffs game discipline disqualify suspend goalies rulebooks attendance shifts suspensions alerts standings": (
        _report_commands
    ),
    "serve stats calendar sheet completion": _handout_commands,
    "user": lambda command: user_commands(command, lambda sub: _global_options(sub, top=False)),
}


class _Version(argparse.Action):
    """`--version`: read from the installed package's metadata only when asked (a few ms of every start otherwise)."""

    def __init__(self, option_strings: list[str], dest: str = argparse.SUPPRESS, **kwargs: object) -> None:
        super().__init__(option_strings, dest, nargs=0, default=argparse.SUPPRESS, help=str(kwargs.get("help")))

    def __call__(self, parser: argparse.ArgumentParser, *args: object) -> None:
        print(f"{APP_NAME} {installed_version()}")  # on standard output, as argparse's own version action
        parser.exit()


def installed_version() -> str:
    """The version pip installed (`pyproject.toml`'s), or "unknown" when run from a tree never installed."""
    from importlib.metadata import PackageNotFoundError, version  # only `--version` reads it

    try:
        return version(APP_NAME)
    except PackageNotFoundError:
        return "unknown (not installed: pip install -e .)"


def league_path(args: argparse.Namespace, demo: bool = False) -> Path | str:
    """The league the command works on: `--db`, else $RINKBOOK_DB, else the data folder's file (the demo's own).
    A file's path, or a PostgreSQL server's address (`store.file.address`)."""
    db: Path | str | None = args.db  # argparse's type=league_target
    if db is not None:
        return db
    if not demo and os.environ.get("RINKBOOK_DB"):
        return league_target(os.environ["RINKBOOK_DB"])
    return data_folder() / ("demo.db" if demo else "league.db")


def league_file(args: argparse.Namespace, what: str, demo: bool = False) -> Path:
    """The league file a command that works on files alone works on: a server's address is refused, naming `what`."""
    target = league_path(args, demo)
    if isinstance(target, str):
        raise Refused(f"--db: {what} works on a league file, not on a server ({target.split('@')[-1]})")
    return target
