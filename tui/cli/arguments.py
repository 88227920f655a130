"""What the user types on the command line: the parser, its global options, and the league file they name.

The commands (`tui.cli.commands`) read these and raise `Refused`; the entry point (`tui.cli`'s `main`)
parses, runs one command and turns `Refused` into one line on stderr. Each group of commands' parsers is built
in its own module (`file_arguments`, `report_arguments`, `handout_arguments`, `user_arguments`), and the values
the options take are read by `argument_types`.
"""

from __future__ import annotations

import argparse
import os
import sys
from collections.abc import Callable
from pathlib import Path

from league.season.texts import printable
from store.file.address import league_target
from tui.cli.argument_types import iso_day
from tui.cli.file_arguments import file_commands
from tui.cli.handout_arguments import handout_commands
from tui.cli.report_arguments import report_commands
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


# Each builder of the commands' parsers, by the commands it makes (in `--help`'s order); `tests/test_cli.py` holds
# the names to the builders.
COMMAND_GROUPS: dict[str, Callable[[Callable[[str, str], argparse.ArgumentParser]], None]] = {
    "demo import export check backup restore copy seasons rollover": file_commands,
    "playoffs game discipline disqualify suspend goalies rulebooks attendance shifts suspensions alerts standings": (
        report_commands
    ),
    "serve stats calendar sheet completion": handout_commands,
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
