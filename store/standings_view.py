"""The standings read from the file: the counted results, the teams and the recorded coin tosses."""

from __future__ import annotations

from datetime import date

from league.errors import Problem, RuleViolation
from league.rulebooks import rulebook_named
from league.standings import Standings, standings
from league.values import CoinToss
from store import models as m
from store.db import Store
from store.outcomes import load_regular_outcomes
from store.season_load import resolve_season


def load_standings(store: Store, season: str | None = None, as_of: date | None = None) -> Standings:
    """Season `season`'s standings (the latest when None), games on `as_of` counting, from one snapshot.

    Explanations name teams by their names. The results come through `load_regular_outcomes`,
    the one door the standings use into the file.
    """
    name = resolve_season(store, season)
    with store.reading():  # one read transaction: results, teams and tosses agree
        outcomes = load_regular_outcomes(store, name, as_of)
        row = m.Season.get(m.Season.name == name)
        teams = list(m.Team.select(m.Team.code, m.Team.name).where(m.Team.season == row).order_by(m.Team.seq).tuples())
        tosses = tuple(
            CoinToss(tuple(t.split()), tuple(o.split()))
            for t, o in m.CoinToss.select(m.CoinToss.teams, m.CoinToss.ord)
            .where(m.CoinToss.season == row).order_by(m.CoinToss.seq).tuples()
        )
    rulebook = rulebook_named(row.rulebook)
    if rulebook is None:
        raise RuleViolation(Problem("rulebook", "season file", f"unknown rulebook {row.rulebook!r} (built in: gray)"))
    return standings(tuple(code for code, _ in teams), outcomes, rulebook, tosses, dict(teams))
