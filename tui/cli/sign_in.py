"""Signing in on the command line: `--user NAME` with the password from $RINKBOOK_PASSWORD or a prompt.

Needed on a server, and on a league file when `--sign-in` is given (a file with nobody to sign in as
refuses it). The person signed in is the name every store opened by the command writes under
(`store.file.members.given_member`), carrying his role: a command his role does not grant is refused here, and
a write beyond it by the store itself (`store.file.permits`). The app signs in on its own screen instead.
"""

from __future__ import annotations

import argparse
import getpass
import os
import time
from pathlib import Path

from store.file.members import member_problem
from tui.cli.arguments import Refused, league_path

PASSWORD_VARIABLE = "RINKBOOK_PASSWORD"
REFUSED_SIGN_IN = "sign-in refused: that name and password do not match anyone who signs in (nothing was done)"
REFUSED_PAUSE_SECONDS = 1.0  # each wrong try costs this long: guessing from a script is slow
# The commands that open no league file; the app, which signs in on its own screen; `serve`, whose every session
# does (whoever starts it already holds the league's file or database).
WITHOUT_SIGN_IN = (None, "demo", "completion", "serve")


def command_line_member(args: argparse.Namespace) -> str | None:
    """Who the command writes under: the person signed in (a `store.file.permits.SignedIn`) when the league needs
    sign-in, else the `--user` name (None: the default member)."""
    name = _user(args)
    path = league_path(args)
    if args.command in WITHOUT_SIGN_IN:
        return name
    # A server's address is always asked whether it needs sign-in; a file only with --sign-in, once it is there.
    if isinstance(path, Path) and not (args.sign_in and path.exists()):
        return name
    from league.rules.roles import READ_ATTENDANCE, READ_SEASON, READ_SHIFTS, refusal  # as the store, below
    from store.file.db import open_league  # the store only once sign-in may be needed
    from store.file.errors import EmptyLeague
    from store.file.permits import SignedIn
    from store.writes.people import check_password, has_people, sign_in_required

    try:
        opened = open_league(path, read_only=True)
    except EmptyLeague:  # a server's database before its first import: nobody to sign in as; the command decides
        return name
    with opened as store:
        if not sign_in_required(store, args.sign_in):
            return name
        if not has_people(store):
            if args.command == "user":  # the first committee member is added before anyone can sign in
                return name
            raise Refused("--sign-in: nobody signs in to this league yet: add someone with rinkbook user add")
        if name is None:
            raise Refused(f"--user: this league needs sign-in: give --user NAME (the password: ${PASSWORD_VARIABLE})")
        person = check_password(store, name, _password(name))
    if person is None:
        time.sleep(REFUSED_PAUSE_SECONDS)
        raise Refused(REFUSED_SIGN_IN)
    # The commands that read a guarded view, by the action they take; every other command reads the season.
    action = {"shifts": READ_SHIFTS, "attendance": READ_ATTENDANCE}.get(args.command, READ_SEASON)
    team = getattr(args, "team", None) if args.command == "shifts" else person.team
    reason = refusal(person, action, team=team)
    if reason is not None:
        raise Refused(f"{args.command}: {reason}")
    return SignedIn(person, args.today)


def _password(name: str) -> str:
    given = os.environ.get(PASSWORD_VARIABLE)
    return given if given is not None else getpass.getpass(f"password for {name}: ")


def _user(args: argparse.Namespace) -> str | None:
    """The `--user` name, checked as a signature's (refused in one line, nothing done), or None."""
    name: str | None = args.user
    problem = None if name is None else member_problem(name)
    if problem is not None:
        raise Refused(f"--user: {problem}")
    return name.strip() if name is not None else None
