"""The standings read from the file: the counted results, the teams and the recorded coin tosses."""

from __future__ import annotations

from datetime import date

from league.criteria import Pairs, level_on_points, pairs_from_totals, uses_goal_times, uses_head_to_head
from league.errors import Problem, RuleViolation
from league.outcome import Outcome, uses_facts
from league.records import records_from_totals
from league.rulebooks import rulebook_named
from league.standings import Standings, ranked
from league.values import CoinToss
from store.db import Store
from store.outcomes import load_late_results, load_level_pairs, load_regular_outcomes, load_side_totals
from store.raw_sql import execute
from store.season_load import resolve_season


def load_standings(store: Store, season: str | None = None, as_of: date | None = None) -> Standings:
    """Season `season`'s standings (the latest when None), games on `as_of` counting, from one snapshot.

    Explanations name teams by their names. SQL adds the counted results up (`store.outcomes`) and
    `league` makes the records and head-to-head pairs of the sums; each game's outcome is read only
    for a rulebook whose tiebreakers read goal times.
    """
    name = resolve_season(store, season)
    # Plain SQL: the whole path is measured against a raw GROUP BY (SPEC 9, issue 25: within 3x at every shape).
    with store.reading() as db:  # one read transaction: results, teams and tosses agree
        sid, rulebook_name = execute(db, "SELECT id, rulebook FROM season WHERE name = ?", (name,)).fetchone()
        rulebook = rulebook_named(rulebook_name)
        if rulebook is None:
            raise RuleViolation(
                Problem("rulebook", "season file", f"unknown rulebook {rulebook_name!r} (built in: gray)")
            )
        rows = execute(db, "SELECT id, code, name FROM team WHERE season_id = ? ORDER BY seq", (sid,)).fetchall()
        codes = {row_id: code for row_id, code, _ in rows}
        teams = tuple(codes.values())
        sides = load_side_totals(db, sid, codes, as_of, uses_facts(rulebook))
        records = records_from_totals(teams, sides, load_late_results(db, sid, codes, as_of))
        level = level_on_points(records)
        pairs: Pairs = {}
        if level and uses_head_to_head(rulebook):
            ids = {code: row_id for row_id, code, _ in rows}
            pairs = pairs_from_totals(load_level_pairs(db, sid, {ids[c]: p for c, p in level.items()}, codes, as_of))
        outcomes: tuple[Outcome, ...] = ()
        if level and uses_goal_times(rulebook):
            outcomes = load_regular_outcomes(store, name, as_of, facts=True)
        tosses = tuple(
            CoinToss(tuple(t.split()), tuple(o.split()))
            for t, o in execute(db, "SELECT teams, ord FROM coin_toss WHERE season_id = ? ORDER BY seq", (sid,))
        )
    return ranked(teams, records, outcomes, rulebook, tosses, {code: n for _, code, n in rows}, pairs)
