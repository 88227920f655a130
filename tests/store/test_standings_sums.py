"""The standings from an open file, summed by SQL, equal those counted game by game from the loaded season."""

from __future__ import annotations

from datetime import date

import pytest

from league.records import regular_outcomes
from league.rulebooks import rulebook_named
from league.standings import standings
from store.derived import refresh_outcomes
from store.season_load import load_season
from store.standings_view import load_standings


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
