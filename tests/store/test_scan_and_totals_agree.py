"""The counted results are added up by SQL two ways, each for its speed: the standings' own statements
(`store.views.outcome_totals`: per team and side, then per pairing for the teams level on points) and the first
frame's one grouped scan folded in Python (`store.views.season_scan`). Both must give the same sums, whichever
rulebook and whichever teams are level."""

from __future__ import annotations

import pytest

from league.results.outcome_values import uses_facts
from store.file.db import open_league
from store.file.raw_sql import reader
from store.views.outcome_totals import load_game_totals, load_side_totals
from store.views.season_scan import fold_groups, scan_rows
from store.views.standings_read import season_teams
from tests.cli_run import imported_fixture
from tests.league_templates import FIXTURES

SEASONS = sorted(path.name for path in FIXTURES.glob("*.json"))


@pytest.mark.parametrize("name", SEASONS)
def test_the_one_scan_adds_up_the_counted_results_as_the_standings_statements_do(name, tmp_path):
    with open_league(imported_fixture(FIXTURES / name, tmp_path / "x.db")) as store, store.reading() as db:
        sql = reader(db)
        found = season_teams(sql, None)
        assert found is not None
        codes, facts = found.codes, uses_facts(found.rulebook)
        groups = fold_groups(scan_rows(sql, found.sid, facts), codes)
        sides = load_side_totals(sql, found.sid, codes, None, facts)
        assert sides and sorted(groups.sides) == sorted(sides)
        every = dict.fromkeys(codes, 0)  # every team level: every pairing's games
        half = {tid: n % 2 for n, tid in enumerate(codes)}
        for level in ({}, every, half):
            summed = load_game_totals(sql, found.sid, codes, level, None)
            assert sorted(groups.endings(level), key=repr) == sorted(summed, key=repr), level
        assert load_game_totals(sql, found.sid, codes, every, None)  # the comparison compared games
