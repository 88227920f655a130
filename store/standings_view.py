"""The standings read from the file: the counted results, the teams and the recorded coin tosses."""

from __future__ import annotations

from datetime import date

from league.errors import Problem, RuleViolation
from league.outcome import uses_facts
from league.rulebooks import rulebook_named
from league.standings import Standings, standings
from league.values import CoinToss
from store.db import Store
from store.outcomes import load_regular_outcomes
from store.raw_sql import execute
from store.season_load import resolve_season


def load_standings(store: Store, season: str | None = None, as_of: date | None = None) -> Standings:
    """Season `season`'s standings (the latest when None), games on `as_of` counting, from one snapshot.

    Explanations name teams by their names. The results come through `load_regular_outcomes`,
    the one door the standings use into the file.
    """
    name = resolve_season(store, season)
    # Plain SQL like the outcomes': the whole path is measured against a raw GROUP BY (SPEC 9: within 3x).
    with store.reading() as db:  # one read transaction: results, teams and tosses agree
        sid, rulebook_name = execute(db, "SELECT id, rulebook FROM season WHERE name = ?", (name,)).fetchone()
        rulebook = rulebook_named(rulebook_name)
        if rulebook is None:
            raise RuleViolation(
                Problem("rulebook", "season file", f"unknown rulebook {rulebook_name!r} (built in: gray)")
            )
        outcomes = load_regular_outcomes(store, name, as_of, facts=uses_facts(rulebook))
        teams = execute(db, "SELECT code, name FROM team WHERE season_id = ? ORDER BY seq", (sid,)).fetchall()
        tosses = tuple(
            CoinToss(tuple(t.split()), tuple(o.split()))
            for t, o in execute(db, "SELECT teams, ord FROM coin_toss WHERE season_id = ? ORDER BY seq", (sid,))
        )
    return standings(tuple(code for code, _ in teams), outcomes, rulebook, tosses, dict(teams))
