"""Derived values kept for speed: written with their sheets, recomputed by `rinkbook check`."""

from __future__ import annotations

from league.records import regular_outcomes
from league.rulebooks import GRAY
from store.maintenance import check_league
from store.outcomes import load_regular_outcomes
from store.season_load import load_season


def test_stored_outcomes_are_the_ones_league_derives(league_file):
    assert load_regular_outcomes(league_file) == regular_outcomes(load_season(league_file), GRAY)
    forfeits = {o.game: (o.forfeited_by, o.forfeit_cause) for o in load_regular_outcomes(league_file) if o.forfeited_by}
    assert forfeits == {
        "R01": ("GLD", "penalties"),
        "R10": ("GRN", "late start"),
        "R11": ("WHT", "late start"),
        "R26": ("RED", "penalties"),
        "R30": ("WHT", "ruling"),
    }


def test_as_of_counts_games_on_that_date(league_file):
    from datetime import date

    assert [o.game for o in load_regular_outcomes(league_file, as_of=date(2002, 10, 6))] == ["R01", "R02", "R03"]


def test_check_reports_drift_of_a_stored_outcome(league_file):
    assert check_league(league_file) == []
    with league_file.writing() as db:
        db.execute_sql("UPDATE game SET result_home = 9 WHERE gid = 'R02'")
    (problem,) = check_league(league_file)
    assert problem.startswith("season 2002-03: drift: game R02: stored outcome (9, 4, None, None)")
