"""A drop request in words before it is confirmed: the player and his team, the captain who asks, the date,
his misses counted up to it; and why it may not be made on that date, naming the dialog's field."""

from __future__ import annotations

from datetime import date

from league.rules.rulebook import Rulebook
from league.season.values import Season
from league.turnout.drop_requests import drop_request_facts, drop_request_problem

# The request's fields (as the season file and the rules name them) by the labels the dialog shows.
REQUEST_LABELS = {"requested_on": "Request date", "player": "Player", "requested_by": "Captain"}


def request_facts_text(season: Season, rulebook: Rulebook, player: str, day: date) -> str:
    """ "RED1 RED skater 1 of Red · requested by Red's captain RED0 ... · on 2002-11-25 · 7 misses by ..." """
    facts = drop_request_facts(season, rulebook, player, day)
    who = f"{player} {season.known_player(player).name}"
    if facts.team is None:
        return f"{who} is on no team on {day.isoformat()}"
    team = season.team_name(facts.team)
    captain = (
        f"requested by {team}'s captain {facts.captain} {season.known_player(facts.captain).name}"
        if facts.captain
        else f"{team} has no captain on record to request it"
    )
    row, limit = facts.row, rulebook.attendance.droppable_after_misses
    missed = f": {' '.join(row.missed_games)}" if row.missed_games else ""
    return (
        f"{who} of {team}\n{captain}\non {day.isoformat()}\n"
        f"{row.misses} miss{'es' * (row.misses != 1)} by {day.isoformat()}{missed}\n"
        f"more than {limit} make a player droppable ({rulebook.cite('drops')})"
    )


def request_refusal_text(season: Season, rulebook: Rulebook, player: str, day: date) -> str | None:
    """Why the request may not be made on `day`, led by the dialog's field ("Player: RED2 has missed ..."),
    or None when it may."""
    problem = drop_request_problem(season, rulebook, player, day)
    if problem is None:
        return None
    return f"{REQUEST_LABELS.get(problem.path, problem.path)}: {problem.message} ({problem.rule})"
