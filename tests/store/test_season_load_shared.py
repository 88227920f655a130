"""A season read from the file holds each repeated immutable value once: a big season's memory."""

from __future__ import annotations

from store.file.db import Store
from store.season_files.reader import parse_season_text
from store.views.season_load import load_season
from tests.conftest import EXAMPLE


def _shared(values: list[object]) -> bool:
    """True when equal values among `values` are one object each (and some are equal)."""
    distinct = {v: v for v in values}
    return len(values) > len(distinct) and all(v is distinct[v] for v in values)


def test_a_loaded_season_shares_its_repeated_values_and_equals_the_file(league_file: Store) -> None:
    season = load_season(league_file, "2002-03")
    penalties = [p for g in season.games for p in g.penalties]
    assert _shared([p.kind for p in penalties]) and _shared([p.infraction for p in penalties])
    assert _shared([g.status for g in season.games]) and _shared([g.time for g in season.games])
    assert _shared([g.date for g in season.games])
    assert _shared([x.second for g in season.games for x in (*g.goals, *g.penalties) if x.second > 256])
    assert _shared([lineup for g in season.games for _, lineup in g.dressed])
    assert season.games == parse_season_text(EXAMPLE.read_bytes()).games
