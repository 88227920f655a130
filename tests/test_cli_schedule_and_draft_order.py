"""`rinkbook check` lists a team twice on one night as a warning (the file is not damaged); `rinkbook rollover`
gives next season's draft the final standings reversed, or the order `--draft-order` names."""

from __future__ import annotations

from datetime import date
from pathlib import Path

from league.season.values import Game
from store.file.db import open_league
from store.season_files.import_export import import_season
from store.views.season_load import load_season
from store.writes.games import save_game
from tests.cli_run import imported_fixture, run
from tests.store.results_writer import unplayed_season


def test_check_warns_of_a_team_twice_on_one_night_and_still_finds_no_damage(tmp_path, capsys):
    db = tmp_path / "x.db"
    with open_league(db, create=True) as store:
        import_season(store, unplayed_season(), backup=False)
        save_game(store, None, Game("R31", "regular", date(2002, 12, 8), "22:45", "GLD", "BLK", rooms=(7, 8)))
    code, out, _ = run(capsys, "--db", str(db), "check")
    assert code == 0 and "no damage" in out
    assert "warning: season 2002-03: Gold would play twice on Sun 2002-12-08: R31 Gold v Black at 22:45" in out


def test_rollover_orders_the_next_draft_by_the_standings_reversed(tmp_path, capsys, example_path):
    db = str(tmp_path / "x.db")
    imported_fixture(example_path, Path(db))
    code, out, _ = run(capsys, "--db", db, "rollover", "--yes")
    assert code == 0 and "draft order: snake, first round GRN WHT GLD BLK BLU RED (standings reversed)" in out
    with open_league(tmp_path / "x.db") as store:
        assert load_season(store, "2003-04").draft.first_round == ("GRN", "WHT", "GLD", "BLK", "BLU", "RED")


def test_rollover_takes_the_committees_draft_order_and_refuses_one_missing_a_team(tmp_path, capsys, example_path):
    db = str(tmp_path / "x.db")
    imported_fixture(example_path, Path(db))
    code, _, err = run(capsys, "--db", db, "rollover", "--yes", "--draft-order", "RED BLK")
    assert code == 1 and "draft order" in err.lower() and "every team once" in err
    code, out, _ = run(capsys, "--db", db, "rollover", "--yes", "--draft-order", "red blk grn wht blu gld")
    assert code == 0 and "first round RED BLK GRN WHT BLU GLD" in out
