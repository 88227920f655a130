"""Derived values kept for speed: written with their sheets, recomputed by `rinkbook check`."""

from __future__ import annotations

from pathlib import Path

import pytest

from league.checks.season import checked_season
from league.rulebooks import GRAY
from league.standings.records import regular_outcomes
from store.cache.derived import OUTCOME_COLUMNS, counted_outcomes
from store.file.db import backup_folder, open_league
from store.file.maintenance import check_league
from store.file.migrations import STANDINGS_INDEX_6
from store.season_files.reader import parse_season_text
from store.views.outcomes import load_regular_outcomes
from store.views.season_load import load_season, season_rulebook
from tests.store.schema_steps import undo_schema_11

FIXTURES = Path(__file__).resolve().parents[1] / "fixtures"


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
    assert problem == "season 2002-03: drift: game R02: stored outcome result_home 9 (the sheet gives 1)"


def test_check_reports_drift_of_stored_points(league_file):
    """The points a result carries are derived columns too: a changed one is drift."""
    with league_file.writing() as db:
        db.execute_sql("UPDATE game SET points_home = 3, winner_id = NULL WHERE gid = 'R02'")
    (problem,) = check_league(league_file)
    red = league_file.db.execute_sql("SELECT id FROM team WHERE code = 'RED'").fetchone()[0]
    assert problem == (
        f"season 2002-03: drift: game R02: stored outcome winner_id None (the sheet gives {red}), "
        "points_home 3 (the sheet gives 0)"
    )


def test_a_schema_9_file_gains_its_results_points_at_open_after_a_backup(league_file):
    """Schema 10 adds the points, winner and how each game was decided; the open fills them from the sheets."""
    before = load_regular_outcomes(league_file)
    db = league_file.db
    undo_schema_11(db)
    db.execute_sql('DROP INDEX "game_results"')
    for column in OUTCOME_COLUMNS[4:]:  # schema 10's
        db.execute_sql(f'ALTER TABLE "game" DROP COLUMN "{column}"')
    db.execute_sql(f'CREATE INDEX "game_results" ON "game" ({STANDINGS_INDEX_6})')
    db.execute_sql("PRAGMA user_version = 9")
    path = league_file.path
    league_file.close()
    with open_league(path) as store:
        assert load_regular_outcomes(store) == before
        assert any(o.decided_by == "regulation" and o.home_points == 2 for o in before)
        assert check_league(store) == []
    assert any("before-schema" in p.name for p in backup_folder(path).iterdir())


@pytest.mark.parametrize("path", sorted(FIXTURES.glob("*.json")), ids=lambda p: p.stem)
def test_outcomes_from_the_check_s_replays_are_the_ones_worked_out_afresh(path):
    """Import stores each game's outcome from the sheets its check replayed: the same outcomes, under every rulebook."""
    season = parse_season_text(path.read_bytes())
    rulebook = season_rulebook(season)
    problems, replays = checked_season(season, rulebook)
    assert problems == [] and set(replays) == {g.id for g in season.games}
    reused = counted_outcomes(season, rulebook, replays)
    assert reused == counted_outcomes(season, rulebook)
    assert any(o is not None for o in reused.values())


def test_check_replays_the_sheets_for_the_drift_no_more_than_the_import_does(league_file, monkeypatch):
    """`rinkbook check` compares the stored outcomes with those of the sheets its rules check replayed, as the
    import stores them: no sheet is replayed again for the drift (each had been)."""
    from league.sheet import replay

    replayed: list[str] = []
    replay_once = replay._replayed

    def counted(game, *more):
        replayed.append(game.id)
        return replay_once(game, *more)

    season = load_season(league_file)
    monkeypatch.setattr(replay, "_replayed", counted)
    rulebook = season_rulebook(season)
    counted_outcomes(season, rulebook, checked_season(season, rulebook)[1])
    as_the_import = sorted(replayed)
    replayed.clear()
    assert check_league(league_file) == []
    assert sorted(replayed) == as_the_import
