"""Migrating a first-release file: every shift row reaches schema 7's lists, and a migration stopped
half way (here: while deriving the stored outcomes) leaves the file as it was, for the next open to redo."""

from __future__ import annotations

import shutil
import sqlite3

import pytest

from league.season.values import Shift
from store.cache import derived
from store.file import maintenance
from store.file.db import open_league
from store.file.file_format import SCHEMA_VERSION
from store.views.outcomes import load_regular_outcomes
from store.views.season_load import load_season
from tests.store.schema1_file import FIXTURE

# (team row id, group, players, stop_time) in the order a bench tracker wrote them: the teams interleave.
SHIFT_ROWS = [
    (2, "F", "P008 P009 P010", 0),
    (1, "F", "P001 P002 P003", 0),
    (1, "D", "P006", 1),
    (2, "F", "P010 P011 P012", 1),
    (1, "F", "P003 P004 P005", 0),
    (2, "D", "", 0),
]


@pytest.fixture
def old_file(tmp_path):
    """The schema-1 fixture with shifts for both teams of its one game."""
    path = tmp_path / "old.db"
    shutil.copy(FIXTURE, path)
    with sqlite3.connect(path) as raw:
        raw.executemany(
            "INSERT INTO shift (game_id, team_id, grp, players, stop_time, seq) VALUES (1, ?, ?, ?, ?, ?)",
            [(*row, seq) for seq, row in enumerate(SHIFT_ROWS)],
        )
    raw.close()
    return path


def test_every_shift_of_a_schema_1_file_keeps_its_team_order_and_stopped_clock(old_file):
    with open_league(old_file) as store:
        game = load_season(store).game("R01")
    assert game.shifts == (
        ("RED", (Shift("F", ("P008", "P009", "P010")), Shift("F", ("P010", "P011", "P012"), True), Shift("D", ()))),
        (
            "BLK",
            (Shift("F", ("P001", "P002", "P003")), Shift("D", ("P006",), True), Shift("F", ("P003", "P004", "P005"))),
        ),
    )


def test_a_migration_stopped_half_way_leaves_the_file_as_it_was_and_the_next_open_redoes_it(old_file, monkeypatch):
    def killed(store):
        raise KeyboardInterrupt  # the committee pressed Ctrl-C while the outcomes were derived

    monkeypatch.setattr(derived, "refresh_outcomes", killed)
    with pytest.raises(KeyboardInterrupt):
        open_league(old_file)
    with sqlite3.connect(old_file) as raw:
        assert raw.execute("PRAGMA user_version").fetchone()[0] == 1
        assert raw.execute("SELECT count(*) FROM shift").fetchone()[0] == len(SHIFT_ROWS)
    raw.close()
    monkeypatch.undo()
    with open_league(old_file) as store:
        assert store.db.execute_sql("PRAGMA user_version").fetchone()[0] == SCHEMA_VERSION
        (outcome,) = load_regular_outcomes(store)
        assert maintenance.outcome_drift(store, "2001-02", load_season(store)) == []
        assert len(load_season(store).game("R01").shifts_for("BLK")) == 3
    assert (outcome.game, outcome.home_goals, outcome.away_goals) == ("R01", 1, 0)
