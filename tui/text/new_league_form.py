"""The new-league form read into a `Season` value: names, rulebook, dates and teams (no Textual here).

Any of the five built-in rulebooks may be chosen; a tournament's also takes its divisions,
pools, bracket template and the weekend's ice, and gets its pool games planned (`tournament_form`).
"""

from __future__ import annotations

from dataclasses import replace
from datetime import date

from league.checks.rosters import team_count_problem
from league.rulebooks import GRAY, rulebook_named, rulebook_names
from league.rules.rulebook import Rulebook
from league.season.date_range import time_zone_problem
from league.season.values import Season, SeasonDates, Team
from tui.text.schedule_form import read_date
from tui.text.tournament_form import TEMPLATE_NAMES, TournamentParts, first_day, read_tournament

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
# A tournament's own fields (docs/season-file.md#a-tournaments-parts): shown under the league's, left empty for Gray.
TOURNAMENT_FIELDS = (
    ("divisions", "Divisions", "tournament, optional: CODE Name; ... (empty: one division, OPEN)"),
    ("pools", "Pools", "tournament: one pool a line, A: Red, Blue, Green, White (ELITE A: ... names a division)"),
    ("bracket", "Bracket", f"tournament: {TEMPLATE_NAMES} (empty: by the number of pools)"),
    ("days", "Ice days", "tournament: the weekend's days, YYYY-MM-DD YYYY-MM-DD"),
    ("first", "First slot", "tournament: the day's first start, e.g. 08:00"),
    ("last", "Last slot", "tournament: the day's last start, e.g. 21:45"),
    ("slot", "Slot length", "tournament: minutes a game holds the ice, e.g. 75"),
    ("sheets", "Ice sheets", "tournament: games at one time (empty: 1)"),
)
# What may be left empty: a calendar without a time zone gives local (floating) times; a tournament's
# teams may all be named in its pools, and its dates default to its first day.
OPTIONAL = frozenset({"time_zone", "rink"})
TOURNAMENT_OPTIONAL = frozenset({"teams", "cutoff", "deadline"})


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


def read_rulebook(text: str) -> Rulebook | str:
    """The built-in rulebook named, or the sentence listing the five."""
    rulebook = rulebook_named(text.strip().lower())
    if rulebook is None:
        return f"Rulebook: {text.strip()!r} is not a built-in rulebook: {', '.join(rulebook_names())}."
    return rulebook


def read_new_season(values: dict[str, str]) -> Season | str:
    """The season the form describes (no players yet; a tournament's pool games planned), or a sentence
    naming the wrong field."""
    rulebook = read_rulebook(values.get("rulebook", ""))
    if isinstance(rulebook, str):
        return rulebook
    tournament = rulebook.has_pools
    optional = OPTIONAL | (TOURNAMENT_OPTIONAL if tournament else frozenset())
    empty = next(
        (label for field, label, _ in FIELDS if field not in optional and not values.get(field, "").strip()), None
    )
    if empty is not None:
        return f"{empty}: it cannot be empty."
    stray = next((label for field, label, _ in TOURNAMENT_FIELDS if values.get(field, "").strip()), None)
    if stray is not None and not tournament:
        return f"{stray}: the {rulebook.name} rulebook has no pools or bracket (a tournament's rulebook has)."
    zone, rink = values.get("time_zone", "").strip() or None, values.get("rink", "").strip() or None
    zone_problem = time_zone_problem(zone) if zone else None
    if zone_problem:
        return f"Time zone: {zone_problem}."
    base = Season(
        values["league"].strip(), values["season"].strip(), rulebook.name, _NO_DATES, time_zone=zone, rink=rink
    )
    return _tournament(values, rulebook, base) if tournament else _league(values, rulebook, base)


# A placeholder until the dates are read: every season the form makes has its own.
_NO_DATES = SeasonDates(date.min, date.min)


def _league(values: dict[str, str], rulebook: Rulebook, base: Season) -> Season | str:
    """A league's season: its teams (the rulebook's number of them) and dates."""
    teams = read_teams(values["teams"])
    if isinstance(teams, str):
        return teams
    dates = _read_dates(values, rulebook, None)
    if isinstance(dates, str):
        return dates
    wrong_count = team_count_problem(len(teams), rulebook)
    if wrong_count is not None:
        return f"Teams: {wrong_count} ({rulebook.cite('rosters')})."
    return replace(base, dates=dates, teams=teams)


def _tournament(values: dict[str, str], rulebook: Rulebook, base: Season) -> Season | str:
    """A tournament's season: its teams, divisions, pools, bracket and pool games, and dates."""
    teams = read_teams(values["teams"]) if values.get("teams", "").strip() else ()
    if isinstance(teams, str):
        return teams
    parts = read_tournament(values, teams, rulebook.schedule.slot_minutes, rulebook.tournament.every_place_in_bracket)
    if isinstance(parts, str):
        return parts
    dates = _read_dates(values, rulebook, parts)
    if isinstance(dates, str):
        return dates
    return replace(
        base,
        dates=dates,
        teams=parts.teams,
        games=parts.games,
        divisions=parts.divisions,
        pools=parts.pools,
        bracket=parts.bracket,
    )


def _read_dates(values: dict[str, str], rulebook: Rulebook, parts: TournamentParts | None) -> SeasonDates | str:
    """The age cutoff and roster deadline typed; a tournament's left empty: the rulebook's fixed cutoff, else
    the weekend's first day (Cole's: its first pool game's), and the first day as the deadline."""
    start: date | None = first_day(parts) if parts is not None else None
    cutoff_text, deadline_text = values.get("cutoff", "").strip(), values.get("deadline", "").strip()
    cutoff = read_date(cutoff_text, "Age cutoff") if cutoff_text or start is None else None
    deadline = read_date(deadline_text, "Roster deadline") if deadline_text or start is None else start
    if isinstance(cutoff, str):  # each reader gives its value or the sentence refusing it
        return cutoff
    if isinstance(deadline, str):
        return deadline
    if cutoff is None:
        cutoff = rulebook.roster.default_cutoff or start
    assert cutoff is not None and deadline is not None
    return SeasonDates(cutoff, deadline)
