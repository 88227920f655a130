"""The new-league form read into a `Season` value: names, rulebook, dates and teams (no Textual here)."""

from __future__ import annotations

from league.rulebooks import GRAY, RULEBOOKS
from league.season_checks import team_count_problem
from league.values import Season, SeasonDates, Team
from store.json_fields import time_zone_problem
from tui.text.schedule_form import read_date

# The form offers the built-in rulebook, Gray, before any is chosen: its hints cite Gray's rules.
FIELDS = (
    ("league", "League", "e.g. Gray League"),
    ("season", "Season", "e.g. 2026-27"),
    ("rulebook", "Rulebook", "gray"),
    ("cutoff", "Age cutoff", f"YYYY-MM-DD (ages are taken on this day, {GRAY.cite('eligibility')})"),
    (
        "deadline",
        "Roster deadline",
        f"YYYY-MM-DD (last day for drops and substitutes, {GRAY.cite('drops_and_substitutes')})",
    ),
    ("teams", "Teams", "CODE Name/colour; ... e.g. RED Red/red; BLK Black/black"),
    ("time_zone", "Time zone", "optional, for calendars: e.g. America/Toronto"),
    ("rink", "Rink", "optional, for calendars and game sheets: e.g. Gray Arena, 12 Main St"),
)
# What may be left empty: a calendar without a time zone gives local (floating) times.
OPTIONAL = frozenset({"time_zone", "rink"})


def read_teams(text: str) -> tuple[Team, ...] | str:
    """Teams typed "RED Red/red; BLK Black" (code, name, optional colour after a slash)."""
    teams = []
    for part in [p.strip() for p in text.replace("\n", ";").split(";") if p.strip()]:
        code, _, rest = part.partition(" ")
        name, _, colour = rest.partition("/")
        if not code.isalnum() or not name.strip():
            return f"Teams: {part!r} is not 'CODE Name' (a code of letters or digits, then the name)."
        teams.append(Team(code.upper(), name.strip(), None, colour.strip() or None))
    if len({t.code for t in teams}) != len(teams):
        return "Teams: each code once."
    if len(teams) < 2:
        return "Teams: at least two, separated by ';'."
    return tuple(teams)


def read_new_season(values: dict[str, str]) -> Season | str:
    """The season the form describes (no players or games yet), or a sentence naming the wrong field."""
    for field, label, _ in FIELDS:
        if field not in OPTIONAL and not values.get(field, "").strip():
            return f"{label}: it cannot be empty."
    rulebook = RULEBOOKS.get(values["rulebook"].strip().lower())  # the form offers Gray only, as before
    if rulebook is None:
        return "Rulebook: the built-in rulebook is 'gray'."
    cutoff, deadline = read_date(values["cutoff"], "Age cutoff"), read_date(values["deadline"], "Roster deadline")
    teams = read_teams(values["teams"])
    if isinstance(cutoff, str):  # each reader gives its value or the sentence refusing it
        return cutoff
    if isinstance(deadline, str):
        return deadline
    if isinstance(teams, str):
        return teams
    zone, rink = values.get("time_zone", "").strip() or None, values.get("rink", "").strip() or None
    zone_problem = time_zone_problem(zone) if zone else None
    if zone_problem:
        return f"Time zone: {zone_problem}."
    wrong_count = team_count_problem(len(teams), rulebook)
    if wrong_count is not None:
        return f"Teams: {wrong_count} ({rulebook.cite('rosters')})."
    return Season(
        values["league"].strip(),
        values["season"].strip(),
        values["rulebook"].strip().lower(),
        SeasonDates(cutoff, deadline),
        teams=teams,
        time_zone=zone,
        rink=rink,
    )
