"""The standings from an open file, summed by SQL, equal those counted game by game from the loaded season."""

from __future__ import annotations

from dataclasses import replace
from datetime import date

import pytest

from league.rulebooks import GRAY, rulebook_named
from league.standings.records import regular_outcomes
from league.standings.table import standings
from store.cache.derived import refresh_outcomes
from store.season_files.import_export import import_season
from store.views.season_load import load_season
from store.views.standings import load_standings


@pytest.mark.parametrize(
    "rulebook_name", ["gray", "coors-cup", "prime-expo-boulder", "three-on-three", "cole-harbour-classic"]
)
def test_standings_summed_in_sql_equal_the_ones_counted_game_by_game(league_file, rulebook_name):
    # The example season under each rulebook: its forfeits, overtime and shootout results, period points,
    # minutes and goal times counted by that rulebook's points, every date of the season as the as-of date.
    rulebook = rulebook_named(rulebook_name)
    with league_file.writing() as db:
        db.execute_sql("UPDATE season SET rulebook = ?", (rulebook_name,))
    refresh_outcomes(league_file)
    season = load_season(league_file)
    teams, names = tuple(t.code for t in season.teams), {t.code: t.name for t in season.teams}
    dates = sorted({g.date for g in season.games if g.stage == "regular"})
    for as_of in [None, date(2002, 9, 1), *dates]:
        counted = regular_outcomes(season, rulebook, as_of)
        expected = standings(teams, counted, rulebook, season.coin_tosses, names)
        assert load_standings(league_file, as_of=as_of) == expected, as_of


def test_a_later_season_of_the_file_counts_only_its_own_games(league_file):
    # Its teams' row ids follow the first season's: the level teams' games are found by those ids.
    first = load_season(league_file)
    import_season(league_file, replace(first, name="2003-04"), backup=False)
    teams, names = tuple(t.code for t in first.teams), {t.code: t.name for t in first.teams}
    for as_of in (date(2002, 11, 3), None):  # the whole season last: its ties go to head-to-head
        expected = standings(teams, regular_outcomes(first, GRAY, as_of), GRAY, first.coin_tosses, names)
        assert load_standings(league_file, "2003-04", as_of) == expected
        assert load_standings(league_file, first.name, as_of) == expected
    assert any(step.criterion.startswith("head_to_head") for step in expected.steps)
