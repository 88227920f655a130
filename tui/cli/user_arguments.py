"""The `user` command's parser: who may sign in, added, listed, removed and given a new password."""

from __future__ import annotations

import argparse
from collections.abc import Callable


def user_commands(
    command: Callable[[str, str], argparse.ArgumentParser], options: Callable[[argparse.ArgumentParser], None]
) -> None:
    """`rinkbook user add|list|remove|password`: each change a committee decision, in the audit log; `options`
    gives each action the global options, so they may come after it too."""
    from league.rules.roles import ROLES  # the roles: only the user command's parser names them

    user = command("user", "the people who sign in (needed on a server and when serving beyond this machine)")
    actions = user.add_subparsers(dest="user_action", metavar="ACTION", required=True)
    add = actions.add_parser("add", help="add someone who signs in (the password is asked twice)")
    options(add)
    add.add_argument("name", metavar="NAME", help="his name, as the audit log will show it")
    add.add_argument("--role", required=True, metavar="ROLE", help=f"one of {', '.join(ROLES)}")
    add.add_argument("--team", metavar="CODE", help="a captain's team (a team of the latest season)")
    _password_option(add)
    options(actions.add_parser("list", help="everyone who signs in: name, role, team, when added (never a password)"))
    remove = actions.add_parser("remove", help="remove someone: he can no longer sign in")
    options(remove)
    remove.add_argument("name", metavar="NAME", help="his name")
    password = actions.add_parser("password", help="give someone a new password (asked twice)")
    options(password)
    password.add_argument("name", metavar="NAME", help="his name")
    _password_option(password)


def _password_option(parser: argparse.ArgumentParser) -> None:
    parser.add_argument(
        "--password-stdin",
        action="store_true",
        help="read the password from the first line of standard input (scripts), instead of asking twice",
    )
