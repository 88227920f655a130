"""Where the role policy (`league.rules.roles`) is enforced on the store: every write transaction asks it.

Once someone signs in, the open file's `Store.actor` is a `SignedIn`: his name (what the audit rows hold)
carrying his role, team and today's date. `Store.writing` enters `store.file.members.deciding_as` for every
write transaction, and that asks `check_write`: a person whose role may not take the write declared around
it (`declaring`; none declared is a committee decision) is refused before anything is written. A write a
role may take only within a reach (a scorer: games on today's date) is checked again inside, once the
store function knows the game (`require`). A file nobody signed in to (SQLite without sign-in) is not
checked: the window's member stands in, as before people existed.
"""

from __future__ import annotations

from collections.abc import Iterator
from contextlib import contextmanager
from contextvars import ContextVar
from datetime import date
from typing import TYPE_CHECKING

from league.rules.roles import DECIDE, OWN_TEAM, Person, may, reach, refusal
from store.file.errors import StoreError

if TYPE_CHECKING:
    from store.file.connection import Store

# The action the write transaction about to start takes (`declaring`); none: a committee decision.
_declared: ContextVar[str] = ContextVar("declared", default=DECIDE)


class RoleRefused(StoreError):
    """A signed-in person's role does not grant what was asked: the message names the role and its rule."""


NOTHING_SAVED = "nothing was saved"


class SignedIn(str):
    """A signed-in person's name, as `Store.actor` holds it: audit rows read the name, the checks the rest."""

    person: Person
    today: date

    def __new__(cls, person: Person, today: date) -> SignedIn:
        made = super().__new__(cls, person.name)
        made.person = person
        made.today = today
        return made


def sign_in(store: Store, person: Person, today: date) -> None:
    """From now on `store`'s writes are `person`'s: audited under his name, refused beyond his role."""
    store.actor = SignedIn(person, today)


def signed_in(store: Store) -> Person | None:
    """Who signed in to `store`, or None (nobody: the window's member stands in)."""
    actor = store.actor
    return actor.person if isinstance(actor, SignedIn) else None


@contextmanager
def declaring(action: str) -> Iterator[None]:
    """Inside: the write transactions started take `action` (a role's grant), not a committee decision."""
    token = _declared.set(action)
    try:
        yield
    finally:
        _declared.reset(token)


def check_write(actor: str) -> None:
    """Refuse the write transaction about to start when `actor` signed in with a role that has no grant of
    the declared action at all (`RoleRefused`); a grant within a reach is checked inside by `require`."""
    if isinstance(actor, SignedIn) and not may(actor.person, _declared.get()):
        raise RoleRefused(f"{refusal(actor.person, _declared.get())}: {NOTHING_SAVED}")


def require(actor: str, action: str, *, day: date | None = None, team: str | None = None) -> None:
    """Inside a write transaction: refuse (`RoleRefused`) when `actor` signed in and his role does not grant
    `action` on a game of `day` or for `team`."""
    if isinstance(actor, SignedIn):
        reason = refusal(actor.person, action, day=day, today=actor.today, team=team)
        if reason is not None:
            raise RoleRefused(f"{reason}: {NOTHING_SAVED}")


def require_reading(store: Store, action: str, *, day: date | None = None, team: str | None = None) -> None:
    """Refuse a read `store`'s signed-in person may not make (a captain's of another team's shifts)."""
    actor = store.actor
    if isinstance(actor, SignedIn):
        reason = refusal(actor.person, action, day=day, today=actor.today, team=team)
        if reason is not None:
            raise RoleRefused(reason)


def readable_team(store: Store, action: str) -> str | None:
    """The one team `store`'s signed-in person may read `action` for (a captain's own), None for every team;
    `RoleRefused` when his role does not grant `action` at all."""
    actor = store.actor
    if not isinstance(actor, SignedIn):
        return None
    if not may(actor.person, action):
        raise RoleRefused(refusal(actor.person, action) or action)
    return actor.person.team if reach(actor.person, action) == OWN_TEAM else None
