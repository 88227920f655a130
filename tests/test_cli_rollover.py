"""`rinkbook rollover`: the next season beside the old one, which `--season` still opens."""

from __future__ import annotations

from pathlib import Path

from tests.cli_run import imported_fixture, run


def test_rollover_adds_the_next_season_and_the_old_one_stays_readable(tmp_path, capsys, example_path):
    db = str(tmp_path / "x.db")
    imported_fixture(example_path, Path(db))
    code, out, _ = run(capsys, "--db", db, "rollover", "--leaving", "P002", "--yes")
    assert code == 0 and "season 2003-04:" in out and "dropped: P011, P054, P069" in out
    assert "age cutoff 2003-12-31" in out
    seasons = run(capsys, "--db", db, "seasons")[1]
    assert seasons.index("2002-03") < seasons.index("2003-04")
    code, out, _ = run(capsys, "--db", db, "--season", "2002-03", "standings", "--json")
    assert code == 0 and '"standings"' in out


def test_rollover_of_an_unknown_player_is_refused(tmp_path, capsys, example_path):
    db = str(tmp_path / "x.db")
    imported_fixture(example_path, Path(db))
    code, _, err = run(capsys, "--db", db, "rollover", "--leaving", "P777", "--yes")
    assert code == 1 and "no player P777" in err


def test_rollover_of_an_unfinished_season_lists_what_is_left_and_needs_yes(tmp_path, capsys, example_path):
    db = str(tmp_path / "x.db")
    imported_fixture(example_path, Path(db))
    code, out, err = run(capsys, "--db", db, "rollover")
    assert code == 1 and "refused: rollover: the season is unfinished" in err and "--yes" in err
    assert err.count("\n") == 1  # the refusal is one line; what is unfinished is the command's output
    assert "unfinished: 3 playoff series undecided: SF1 (Red leads 1-0)" in out
    assert "unfinished: fees unpaid: Black $75.00" in out
    assert "2003-04" not in run(capsys, "--db", db, "seasons")[1]
    code, out, err = run(capsys, "--db", db, "rollover", "--yes")
    assert code == 0 and "season 2003-04:" in out and "unfinished: 3 playoff series undecided" in out
