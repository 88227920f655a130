"""The results the standings count, read from the file for one season."""

from __future__ import annotations

from datetime import date

from league.results.outcome_values import Outcome
from store.file.db import Store
from store.file.raw_sql import execute, reader
from store.views.outcome_totals import read_outcomes
from store.views.season_names import resolve_season


def load_regular_outcomes(
    store: Store, season: str | None = None, as_of: date | None = None, facts: bool = False
) -> tuple[Outcome, ...]:
    """The outcomes (after forfeits) of the season's regular-season games that have one, in date order:
    final games, and those a disqualification counts as forfeits while still scheduled
    (docs/readings/shared.md#disqualification).

    Games on `as_of` count. They are read from the outcome columns the store keeps beside each
    sheet (`store.cache.derived`), one narrow query, instead of loading and replaying every sheet.
    `facts` reads the period points, penalty minutes and goal times too, for a rulebook whose
    points or criteria use them (`league.results.outcome.uses_facts`).
    """
    name = resolve_season(store, season)
    with store.reading() as db:
        sid = execute(db, "SELECT id FROM season WHERE name = ?", (name,)).fetchone()[0]
        code = dict(execute(db, "SELECT id, code FROM team WHERE season_id = ?", (sid,)).fetchall())
        return read_outcomes(reader(db), sid, code, as_of, facts)
