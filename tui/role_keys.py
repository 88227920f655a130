"""Which of the app's keys a signed-in person's role grants (`league.rules.roles`): the rest are hidden from the
footer and the palette, and refused with a message naming the role and its rule when pressed.

What each screen and key takes is said here once, as data; the policy itself is `league.rules.roles`'. The store
refuses a write beyond the role whatever asks (`store.file.permits`): this only keeps the keys honest.
"""

from __future__ import annotations

from datetime import date
from typing import TYPE_CHECKING, Any

from league.rules.roles import (
    DECIDE,
    OWN_TEAM,
    READ_ATTENDANCE,
    READ_SEASON,
    READ_SHEET,
    READ_SHIFTS,
    WRITE_SHEET,
    Person,
    may,
    reach,
    refusal,
)
from tui.commands import action_name

if TYPE_CHECKING:
    from league.season.values import Season

# The screens a role may be granted by name; every other screen reads the season (standings, rosters ...).
SCREEN_READS = {
    "scoresheet": READ_SHEET,
    "bench": READ_SHEET,
    "shifts": READ_SHIFTS,
    "attendance": READ_ATTENDANCE,
}
SHEET_SCREENS = frozenset({"scoresheet", "bench"})  # their writes are a game sheet's, the rest decisions
# Keys anyone may press, signed in or not yet: they show nothing of the league and change nothing (Tab moves
# between the sign-in form's fields).
FREE_ACTIONS = frozenset(
    {"quit", "toggle_help", "command_palette", "help_quit", "back", "dismiss", "focus_next", "focus_previous"}
)
# A screen's step to another team: beyond a reach of one's own team.
TEAM_MOVES = frozenset({"next_team", "previous_team"})
# Signed in, the audit log's name is the sign-in's: `w` does not change it.
SIGNED_NAME = frozenset({"change_member"})


def start_screen(person: Person) -> str | None:
    """The screen a signed-in person starts on: None (the dashboard) when he may read the season, else the
    first screen his role grants."""
    if may(person, READ_SEASON):
        return None
    return next((name for name, action in SCREEN_READS.items() if may(person, action)), None)


def key_refusal(
    person: Person | None, screen: str | None, commands: tuple[Any, ...], action: str, show: str | None
) -> str | None:
    """Why `person` may not press the key running `action` (on screen `screen`, whose commands are
    `commands`; `show`: the screen an `app.show` key opens), or None. Nobody signed in: every key."""
    if person is None or action in FREE_ACTIONS:
        return None
    if action in SIGNED_NAME:
        return f"signed in as {person.name}: decisions are written under the name signed in"
    if show is not None:
        return _unless_granted(person, SCREEN_READS.get(show, READ_SEASON))
    if screen is None:  # the app's own keys: switching or rolling over the season
        return _unless_granted(person, READ_SEASON)
    writes = any(c.writes and action_name(c) == action for c in commands)
    taken = (WRITE_SHEET if screen in SHEET_SCREENS else DECIDE) if writes else SCREEN_READS.get(screen, READ_SEASON)
    if action in TEAM_MOVES:
        return refusal(person, taken)  # no team named: granted only where the reach is every team
    return _unless_granted(person, taken)


def _unless_granted(person: Person, action: str) -> str | None:
    return None if may(person, action) else refusal(person, action)


def own_team(app: object, action: str) -> str | None:
    """The one team the app's signed-in person may see `action` for (a captain's own), else None."""
    person: Person | None = getattr(app, "person", None)
    return person.team if person is not None and reach(person, action) == OWN_TEAM else None


def team_shown(app: object, season: Season, action: str, shown: str | None) -> str | None:
    """The team a screen of one team at a time shows (the shift report, the attendance grid; `action`: the read it
    takes): a signed-in captain's own, else the team it showed last (`shown`), else the season's first; one of the
    season's teams, None when it has none. The shift report shows it, and the app's idle time prepares its fairness
    (`tui.screen_preparing`): one rule, so the work prepared is the work `c` asks for."""
    codes = [t.code for t in season.teams]
    team = own_team(app, action) or shown
    return team if team in codes else next(iter(codes), None)


def team_after(season: Season, team: str | None) -> str | None:
    """The team `T` shows after `team` on a screen of one team at a time: the next in the season's order, after the
    last the first (the first when `team` is none of the season's; None when it has no teams)."""
    codes = [t.code for t in season.teams]
    if team in codes:
        return codes[(codes.index(team) + 1) % len(codes)]
    return next(iter(codes), None)


def sheet_refusal(app: object, day: date) -> str | None:
    """Why the app's signed-in person may not open the sheet of a game on `day` (a scorer: not tonight's)."""
    person: Person | None = getattr(app, "person", None)
    return None if person is None else refusal(person, READ_SHEET, day=day, today=getattr(app, "today", None))
