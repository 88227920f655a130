"""Who may do what once people sign in: the whole policy, as data, in one place.

Every write and every guarded view names an action from `ACTIONS`; `refusal` says, in words naming the role
and its rule, why a person of a role may not take it (None: he may). The store asks it where a write
happens (`store.file.permits`) and the app asks it before it shows a key, so no screen or command decides by a
role's name on its own.
"""

from __future__ import annotations

from dataclasses import dataclass
from datetime import date

COMMITTEE, SCORER, CAPTAIN = "committee", "scorer", "captain"
ROLES = (COMMITTEE, SCORER, CAPTAIN)

# The actions a role is granted or refused. A write not named here is a committee decision (`DECIDE`).
DECIDE = "decide"  # any write but a game sheet's entries: registration, transfers, discipline, schedule, imports
WRITE_SHEET = "write sheet"  # a game's sheet entries, its final and its bench tracker
READ_SHEET = "read sheet"  # a game's sheet, to enter it
READ_SEASON = "read season"  # every other view of the season (standings, rosters, discipline ...)
READ_SHIFTS = "read shifts"  # a team's shift report
READ_ATTENDANCE = "read attendance"  # a team's attendance
ACTIONS = (DECIDE, WRITE_SHEET, READ_SHEET, READ_SEASON, READ_SHIFTS, READ_ATTENDANCE)

# How far a grant reaches.
ANY = "any"  # every game and team
TONIGHT = "tonight"  # only games on today's date
OWN_TEAM = "own team"  # only the person's own team


@dataclass(frozen=True, slots=True)
class RoleRule:
    """A role's grants (action: reach) and the sentence that says them to someone refused."""

    grants: dict[str, str]
    rule: str


POLICY: dict[str, RoleRule] = {
    COMMITTEE: RoleRule({action: ANY for action in ACTIONS}, "a committee member may do everything"),
    SCORER: RoleRule(
        {WRITE_SHEET: TONIGHT, READ_SHEET: TONIGHT},
        "a scorer may only enter tonight's game sheets (games on today's date) and use their bench tracker",
    ),
    CAPTAIN: RoleRule(
        {READ_SHIFTS: OWN_TEAM, READ_ATTENDANCE: OWN_TEAM},
        "a captain may only read his own team's shift report and attendance",
    ),
}


@dataclass(frozen=True, slots=True)
class Person:
    """Someone who signed in: his name, role and (a captain's) team code."""

    name: str
    role: str
    team: str | None = None


def may(person: Person, action: str) -> bool:
    """Whether `person`'s role grants `action` at all (somewhere within its reach): what the app shows."""
    return action in POLICY[person.role].grants


def reach(person: Person, action: str) -> str | None:
    """How far `person`'s role grants `action` (`ANY`, `TONIGHT`, `OWN_TEAM`), or None when it does not."""
    return POLICY[person.role].grants.get(action)


def refusal(
    person: Person, action: str, *, day: date | None = None, today: date | None = None, team: str | None = None
) -> str | None:
    """Why `person` may not take `action` (on a game of `day`, or for `team`), naming his role and its rule;
    None when he may."""
    rule = POLICY[person.role]
    reach = rule.grants.get(action)
    if reach == ANY:
        return None
    if reach == TONIGHT and day is not None and day == today:
        return None
    if reach == OWN_TEAM and team is not None and team == person.team:
        return None
    return f"signed in as {person.name}, a {person.role}: {rule.rule}"
