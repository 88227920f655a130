"""`rinkbook user`: the people who sign in, managed from the command line by the committee."""

from __future__ import annotations

import argparse
import getpass
import sys

from store.writes.people import add_person, people, remove_person, set_password
from tui.cli.arguments import Refused
from tui.cli.opened import open_store, say


def run_user(args: argparse.Namespace) -> int:
    """`user add|list|remove|password`: one transaction each, audit-logged under whoever runs it."""
    action = args.user_action
    password = _new_password(args) if action in ("add", "password") else ""
    with open_store(args) as store:
        if action == "add":
            added = add_person(store, args.name, args.role, args.team, password)
            say(f"added {added.name}, {added.role}{f' of {added.team}' if added.team else ''}")
        elif action == "remove":
            remove_person(store, args.name)
            say(f"removed {args.name}: he can no longer sign in")
        elif action == "password":
            set_password(store, args.name, password)
            say(f"new password for {args.name}")
        else:
            listed = people(store)
            width = max((len(person.name) for person in listed), default=4)
            for person in listed:
                say(f"{person.name:<{width}}  {person.role:<9}  {person.team or '-':<4}  added {person.created}")
            if not listed:
                say("nobody signs in yet: rinkbook user add NAME --role committee adds the first")
    return 0


def _new_password(args: argparse.Namespace) -> str:
    """The new password: standard input's first line under `--password-stdin`, else asked twice, unseen."""
    if args.password_stdin:
        return sys.stdin.readline().rstrip("\r\n")
    first = getpass.getpass("password: ")
    if getpass.getpass("password again: ") != first:
        raise Refused("password: the two passwords typed differ (nothing was changed)")
    return first
