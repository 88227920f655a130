"""Season rollover (docs/readings/gray.md#rosters-and-balance, Gray rules 1 and 10): the next season with the same
teams.

Players keep the team they ended the season on, unless dropped (Gray rule 10: a dropped player is a new
player next season and goes back into the draft) or marked leaving (not registered again).
Unrostered players carry over into the pool. Dates move one year; ages are re-checked on the new
cutoff. Nothing of the old season's play (games, moves, fees) carries over. The next draft's first round
is the final standings reversed, the last-placed team picking first, unless the committee typed another.
"""

from __future__ import annotations

import re
from dataclasses import dataclass, replace
from datetime import date

from league.rosters.eligibility import eligibility_problem
from league.rosters.membership import Rosters
from league.rules.rulebook import Rulebook
from league.season.date_range import end_of_records
from league.season.values import Draft, Season, SeasonDates, Team
from league.standings.records import regular_outcomes
from league.standings.table import standings


@dataclass(frozen=True, slots=True)
class Rollover:
    """The next season, who went back into the draft pool, who left, and who Gray rule 1 now refuses."""

    season: Season
    to_pool: tuple[str, ...]
    left: tuple[str, ...]
    refused: tuple[tuple[str, str], ...]


def next_season_name(name: str) -> str:
    """ "2002-03" → "2003-04", "2002" → "2003"; any other name gets " (next)"."""
    two = re.fullmatch(r"([0-9]{4})-([0-9]{2})", name)
    if two:
        start = int(two.group(1)) + 1
        return f"{start}-{(start + 1) % 100:02d}"
    if re.fullmatch(r"[0-9]{4}", name):
        return str(int(name) + 1)
    return f"{name} (next)"


def year_later(day: date) -> date:
    """The same day a year later (29 February becomes 28 February)."""
    try:
        return day.replace(year=day.year + 1)
    except ValueError:
        return day.replace(year=day.year + 1, day=28)


def reverse_standings_order(season: Season, rulebook: Rulebook) -> tuple[str, ...]:
    """Next season's first round: the final regular-season standings reversed, the last-placed team first
    (teams a pending coin toss leaves level keep the standings' code order, reversed with the rest)."""
    outcomes = regular_outcomes(season, rulebook)
    table = standings(tuple(t.code for t in season.teams), outcomes, rulebook, season.coin_tosses)
    return tuple(reversed(table.order))


def roll_over(
    season: Season,
    rulebook: Rulebook,
    name: str | None = None,
    leaving: tuple[str, ...] = (),
    first_round: tuple[str, ...] | None = None,
) -> Rollover:
    """The next season built from `season`: same teams, players on their end-of-season teams unless
    dropped or leaving (`leaving` adds to the players whose status says so); the draft in the old one's
    order (snake when it had none) with `first_round`, by default the standings reversed."""
    rosters = Rosters(season)
    last_day = end_of_records(season)
    dropped = {d.player for d in season.drops if d.approved}
    gone = set(leaving) | {p.id for p in season.players if p.status == "leaving"}
    dates = SeasonDates(year_later(season.dates.age_cutoff), year_later(season.dates.roster_deadline))
    players, to_pool, refused = [], [], []
    for p in season.players:
        if p.id in gone:
            continue
        team = None if p.id in dropped else rosters.team_of(p.id, last_day)
        if p.id in dropped:
            to_pool.append(p.id)
        carried = replace(p, team=team)
        why = eligibility_problem(carried, dates.age_cutoff, rulebook)
        if why and carried.eligibility_override is None:
            refused.append((p.id, why))
            continue  # Gray rule 1 refuses him on the new cutoff: he is not registered again
        players.append(carried)
    kept = {p.id: p.team for p in players}
    teams = tuple(
        Team(t.code, t.name, t.captain if t.captain and kept.get(t.captain) == t.code else None, t.colour)
        for t in season.teams
    )
    order = first_round if first_round is not None else reverse_standings_order(season, rulebook)
    draft = Draft(season.draft.order if season.draft else "snake", order) if order else None
    substitutes = tuple(pid for pid in season.substitute_goalies if kept.get(pid, "x") is None)
    following = Season(
        season.league,
        name or next_season_name(season.name),
        season.rulebook,
        dates,
        teams,
        tuple(players),
        substitutes,
        draft,
    )
    return Rollover(following, tuple(to_pool), tuple(sorted(gone & {p.id for p in season.players})), tuple(refused))
