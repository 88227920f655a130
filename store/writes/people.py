"""The people who sign in: added, listed, removed and given a new password by the committee.

Each change is a committee decision: one transaction, audit-logged under whoever made it (`Store.actor`),
refused beyond his role like every write (`store.file.permits`). Passwords are kept as argon2 hashes only
(argon2-cffi's defaults, which it raises as hardware grows: an older hash still checks, and is replaced
at its person's next sign-in). A refusal names the field and the rule, and changes nothing.
"""

from __future__ import annotations

from dataclasses import dataclass
from datetime import datetime

from league.rules.roles import CAPTAIN, COMMITTEE, ROLES, Person
from league.season.errors import Problem, RuleViolation
from league.season.texts import text_problem
from store.file.audit import record_decision
from store.file.connection import Store
from store.file.members import member_problem
from store.tables import models as m

SHORTEST_PASSWORD = 10  # characters: a passphrase, typed at the rink on a phone if need be
LONGEST_PASSWORD = 1024  # a hash check of a huge text would hold the sign-in for nothing
PEOPLE_RULE = "people who sign in"  # what a refusal here cites: the league's own list, not a hockey rule


@dataclass(frozen=True, slots=True)
class Listed:
    """A person as `rinkbook user list` shows him: never his password's hash."""

    name: str
    role: str
    team: str | None
    created: str


def people(store: Store) -> list[Listed]:
    """Everyone who may sign in, by name."""
    with store.reading():
        rows = m.Person.select().order_by(m.Person.name)
        return [Listed(p.name, p.role, p.team, p.created) for p in rows]


def has_people(store: Store) -> bool:
    """Whether anyone may sign in to this league at all."""
    with store.reading():
        return m.Person.select().exists()


def sign_in_required(store: Store, asked: bool) -> bool:
    """Whether whoever uses `store` must sign in: when `asked` (`--sign-in`, which `serve` gives every session it
    serves beyond this machine), and on a server once anyone may sign in to it. A server's league before its
    first person is guarded by the database's own credentials alone, as a file is by its permissions: whoever
    may reach it imports the season and adds the committee (`rinkbook user add`)."""
    return asked or (store.engine.server and has_people(store))


def add_person(store: Store, name: str, role: str, team: str | None, password: str) -> Listed:
    """Add `name` with `role` (a captain with his `team`, in the latest season), checked and audit-logged."""
    name, team = name.strip(), (team.strip() or None) if team is not None else None
    with store.writing():
        _refuse(_name_problem(name) or _role_problem(role, team) or _password_problem(password))
        if m.Person.select().where(m.Person.name == name).exists():
            _refuse(Problem("name", PEOPLE_RULE, f"{name} is already someone who signs in (names are unique)"))
        if not m.Person.select().exists() and role != COMMITTEE:
            _refuse(Problem("--role", PEOPLE_RULE, "the first person must be a committee member (who adds the rest)"))
        if role == CAPTAIN:
            _refuse(_team_problem(team))
        created = datetime.now().isoformat(timespec="seconds")
        m.Person.create(name=name, role=role, team=team, password_hash=hashed(password), created=created)
        record_decision(None, "add person", {"name": name, "role": role, "team": team})
    return Listed(name, role, team, created)


def remove_person(store: Store, name: str) -> None:
    """Remove `name`: he can no longer sign in (what he decided stays in the audit log under his name)."""
    with store.writing():
        _refuse(_missing(name))
        m.Person.delete().where(m.Person.name == name).execute()
        record_decision(None, "remove person", {"name": name})


def set_password(store: Store, name: str, password: str) -> None:
    """Give `name` a new password (checked as a new one is)."""
    with store.writing():
        _refuse(_missing(name) or _password_problem(password))
        m.Person.update(password_hash=hashed(password)).where(m.Person.name == name).execute()
        record_decision(None, "change password", {"name": name})


def check_password(store: Store, name: str, password: str) -> Person | None:
    """The person `name` when `password` is his, else None; an unknown name costs a hash check as a wrong
    password does, so the time taken does not say which of the two was wrong."""
    from argon2 import PasswordHasher  # only at a sign-in
    from argon2.exceptions import InvalidHashError, VerificationError

    with store.reading():
        row = m.Person.get_or_none(m.Person.name == name)
    hasher = PasswordHasher()
    try:
        hasher.verify(row.password_hash if row is not None else _DECOY, password)
    except (VerificationError, InvalidHashError):
        return None
    return None if row is None else Person(row.name, row.role, row.team)


def hashed(password: str) -> str:
    """`password`'s argon2 hash, with its own salt and the parameters it was made with."""
    from argon2 import PasswordHasher  # loaded by the commands that change people only

    return PasswordHasher().hash(password)


# A hash of no one's password: checked against when the name is unknown (see `check_password`).
_DECOY = "$argon2id$v=19$m=65536,t=3,p=4$qgkUn//6sgBc8ZL4MlWwUQ$iBwLEtxpQuMfn5o6Hs4D3Wl3pXcuujfXLqW6qmHo+28"


def _refuse(problem: Problem | None) -> None:
    if problem is not None:
        raise RuleViolation(problem)


def _name_problem(name: str) -> Problem | None:
    problem = member_problem(name)
    return Problem("name", PEOPLE_RULE, problem) if problem else None


def _role_problem(role: str, team: str | None) -> Problem | None:
    if role not in ROLES:
        return Problem("--role", PEOPLE_RULE, f"{role!r} is not a role (one of {', '.join(ROLES)})")
    if role == CAPTAIN and team is None:
        return Problem("--team", PEOPLE_RULE, "a captain signs in for his team: give --team CODE")
    if role != CAPTAIN and team is not None:
        return Problem("--team", PEOPLE_RULE, f"a {role} has no team: only a captain is given --team")
    return None


def _team_problem(team: str | None) -> Problem | None:
    latest = m.Season.select().order_by(m.Season.id.desc()).first()
    if latest is None:
        return Problem("--team", PEOPLE_RULE, "the file holds no season yet: a captain's team must be in one")
    if not m.Team.select().where((m.Team.season == latest) & (m.Team.code == team)).exists():
        codes = ", ".join(t.code for t in m.Team.select(m.Team.code).where(m.Team.season == latest))
        return Problem("--team", PEOPLE_RULE, f"no team {team!r} in season {latest.name} (it has {codes})")
    return None


def _password_problem(password: str) -> Problem | None:
    if len(password) < SHORTEST_PASSWORD:
        told = "empty" if not password else f"{len(password)} characters"
        return Problem("password", PEOPLE_RULE, f"a password has at least {SHORTEST_PASSWORD} characters ({told})")
    if len(password) > LONGEST_PASSWORD:
        return Problem("password", PEOPLE_RULE, f"{len(password)} characters; the most is {LONGEST_PASSWORD}")
    return Problem("password", PEOPLE_RULE, problem) if (problem := text_problem(password)) else None


def _missing(name: str) -> Problem | None:
    if m.Person.select().where(m.Person.name == name).exists():
        return None
    return Problem("name", PEOPLE_RULE, f"nobody called {name!r} signs in (rinkbook user list names them)")
