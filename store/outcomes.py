"""The results the standings count, read from the file for one season."""

from __future__ import annotations

from datetime import date

from league.outcome import Outcome
from store import models as m
from store.db import Store
from store.seasons import resolve_season


def load_regular_outcomes(store: Store, season: str | None = None, as_of: date | None = None) -> tuple[Outcome, ...]:
    """The outcomes (after forfeits) of the season's final regular-season games, in date order.

    Games on `as_of` count. They are read from the outcome columns the store keeps beside each
    sheet (`store.derived`), one narrow query, instead of loading and replaying every sheet.
    """
    name = resolve_season(store, season)
    g = m.Game
    with store.reading():
        codes = {rid: code for rid, code in m.Team.select(m.Team.id, m.Team.code).join(m.Season)
                 .where(m.Season.name == name).tuples()}
        query = (
            g.select(g.gid, g.stage, g.home, g.away, g.result_home, g.result_away, g.forfeit_by, g.forfeit_cause)
            .join(m.Season)
            .where((m.Season.name == name) & (g.stage == "regular") & (g.status == "final") & g.result_home.is_null(False))
            .order_by(g.date, g.time, g.gid)
        )
        if as_of is not None:
            query = query.where(g.date <= as_of)
        return tuple(
            Outcome(gid, stage, codes[home], codes[away], rh, ra, by, cause)
            for gid, stage, home, away, rh, ra, by, cause in query.tuples()
        )
