"""The new-league form's tournament part read into values: divisions, pools, the bracket template and the
weekend's ice, and from them the pool games (docs/readings/shared.md#pools-and-the-bracket,
docs/season-file.md#a-tournaments-parts). No Textual here.

Each reader returns its value or a sentence naming the field. Pools are typed or pasted one a line (or
';' between): "A: Red, Blue, Green, White", or "ELITE A: ..." for pool A of division ELITE. A member is a
team of the Teams field (its code or name) or a new team named as typed, its code made from the name.
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from datetime import date

from league.rules.bracket_templates import TEMPLATES, template_for, template_named, template_problem, template_slots
from league.schedule.tournament_plan import WeekendIce, plan_pool_games
from league.season.errors import RuleViolation
from league.season.values import OPEN_DIVISION, BracketSlot, Division, Game, Pool, Team
from league.season.whole_numbers import typed_whole
from tui.text.schedule_form import read_dates, read_time

TEMPLATE_NAMES = ", ".join(t.name for t in TEMPLATES)
_CODE = re.compile(r"^[A-Za-z0-9]{1,12}$")


@dataclass(frozen=True, slots=True)
class TournamentParts:
    """What the form's tournament fields make: every team, the divisions, pools, bracket and pool games."""

    teams: tuple[Team, ...]
    divisions: tuple[Division, ...]
    pools: tuple[Pool, ...]
    bracket: tuple[BracketSlot, ...]
    games: tuple[Game, ...]


def read_divisions(text: str) -> tuple[Division, ...] | str:
    """Divisions typed "A Elite; B Recreational" (code, then name); empty: none (one division, OPEN)."""
    divisions = []
    for part in [p.strip() for p in text.replace("\n", ";").split(";") if p.strip()]:
        code, _, name = part.partition(" ")
        if not _CODE.match(code):
            return f"Divisions: {part!r} is not 'CODE Name' (a code of letters or digits, then the name)."
        divisions.append(Division(code.upper(), name.strip() or code.upper()))
    if len({d.code for d in divisions}) != len(divisions):
        return "Divisions: each code once."
    return tuple(divisions)


def _new_code(name: str, taken: set[str]) -> str:
    """A team code made from its name: its first three letters or digits, a number added when taken."""
    stem = "".join(c for c in name.upper() if c.isalnum())[:3] or "T"
    code, n = stem, 2
    while code in taken:
        code, n = f"{stem}{n}", n + 1
    return code


def read_pools(
    text: str, known: tuple[Team, ...], divisions: tuple[Division, ...]
) -> tuple[tuple[Pool, ...], tuple[Team, ...]] | str:
    """The pools typed one a line and every team they name (the Teams field's first, then new ones)."""
    by_key = {t.code.upper(): t for t in known} | {t.name.upper(): t for t in known}
    teams, placed = list(known), set[str]()
    codes = {d.code for d in divisions}
    pools: list[Pool] = []
    for line in [p.strip() for p in text.replace("\n", ";").split(";") if p.strip()]:
        head, colon, members = line.partition(":")
        words = head.split()
        if not colon or not 1 <= len(words) <= 2 or not all(_CODE.match(w) for w in words):
            return f"Pools: {line!r} is not 'A: Red, Blue, ...' (a pool code, a colon, its teams by ',')."
        division = words[0].upper() if len(words) == 2 else (divisions[0].code if divisions else OPEN_DIVISION)
        if division not in codes and (divisions or division != OPEN_DIVISION):
            return f"Pools: pool {words[-1].upper()} names division {division}, which the Divisions field lacks."
        members_of: list[str] = []
        for name in [m.strip() for m in members.split(",") if m.strip()]:
            team = by_key.get(name.upper())
            if team is None:
                team = Team(_new_code(name, {t.code for t in teams}), name)
                teams.append(team)
                by_key[name.upper()] = by_key[team.code] = team
            if team.code in placed:
                return f"Pools: {team.name} is in two pools (every team is in exactly one pool)."
            placed.add(team.code)
            members_of.append(team.code)
        if len(members_of) < 2:
            return f"Pools: pool {words[-1].upper()} needs at least two teams."
        pools.append(Pool(words[-1].upper(), f"Pool {words[-1].upper()}", division, tuple(members_of)))
    if not pools:
        return "Pools: a tournament needs at least one pool, like 'A: Red, Blue, Green, White'."
    if len({p.code for p in pools}) != len(pools):
        return "Pools: each pool code once."
    unplaced = [t.name for t in teams if t.code not in placed]
    if unplaced:
        return f"Pools: {', '.join(unplaced)} is in no pool (every team is in exactly one pool)."
    return tuple(pools), tuple(teams)


def read_bracket(
    text: str, pools: tuple[Pool, ...], divisions: tuple[Division, ...], every_place: bool = False
) -> tuple[BracketSlot, ...] | str:
    """Each division's bracket from the template named (empty: `league.rules.bracket_templates.template_for`, the
    plain one for its number of pools, or one naming every place where the rulebook asks for it)."""
    bracket: list[BracketSlot] = []
    for code in [d.code for d in divisions] or [OPEN_DIVISION]:
        own = tuple(p for p in pools if p.division == code)
        if not own:
            return f"Pools: division {code} has no pool."
        name = text.strip().lower() or template_for(own, every_place).name
        template = template_named(name)
        if template is None:
            return f"Bracket: {name!r} is not a template: {TEMPLATE_NAMES}."
        problem = template_problem(template, own)
        if problem is not None:
            return f"Bracket: in division {code}, {problem}."
        bracket += template_slots(template, code, own)
    return tuple(bracket)


def read_ice(values: dict[str, str], least_minutes: int) -> WeekendIce | str:
    """The weekend's ice: its days, first and last slot, slot length (at least the rulebook's) and sheets."""
    days = read_dates(values.get("days", ""), "Ice days")
    if isinstance(days, str):
        return days
    if not days:
        return "Ice days: name the weekend's days, YYYY-MM-DD YYYY-MM-DD."
    first, last = read_time(values.get("first", "")), read_time(values.get("last", ""))
    if not first:
        return "First slot: type the day's first start, HH:MM."
    if not last or last < first:
        return "Last slot: type the day's last start, HH:MM, not before the first slot."
    length, sheets = typed_whole(values.get("slot", "")), typed_whole(values.get("sheets", "").strip() or "1")
    if length is None or not least_minutes <= length <= 600:
        return f"Slot length: minutes from {least_minutes} (a game holds its ice that long, schedule) to 600."
    if sheets is None or not 1 <= sheets <= 9:
        return "Ice sheets: a number from 1 to 9 (games at one time)."
    return WeekendIce(days, first, last, length, sheets)


def read_tournament(
    values: dict[str, str], known: tuple[Team, ...], least_minutes: int, every_place: bool = False
) -> TournamentParts | str:
    """The form's tournament fields as a tournament's shape and pool games, or the sentence refusing one."""
    divisions = read_divisions(values.get("divisions", ""))
    if isinstance(divisions, str):
        return divisions
    read = read_pools(values.get("pools", ""), known, divisions)
    if isinstance(read, str):
        return read
    pools, teams = read
    bracket = read_bracket(values.get("bracket", ""), pools, divisions, every_place)
    if isinstance(bracket, str):
        return bracket
    ice = read_ice(values, least_minutes)
    if isinstance(ice, str):
        return ice
    try:
        games = plan_pool_games(pools, ice)
    except RuleViolation as refused:
        return f"Ice days: {refused.problems[0].message} (schedule)."
    return TournamentParts(teams, divisions, pools, bracket, games)


def first_day(parts: TournamentParts) -> date:
    """The weekend's first pool game's day: the default age cutoff and roster deadline of a tournament."""
    return min(g.date for g in parts.games)
