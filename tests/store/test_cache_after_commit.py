"""A write's season cache is the store's from its commit on: a write that fails (a full disk, a lost lock) leaves the
cache of the season the file still holds, never one made for a season that was not saved."""

from __future__ import annotations

import sqlite3
from dataclasses import replace

import pytest

from league.season.values import BenchOut
from store.file import alert_stamps
from store.file.errors import StoreFailure
from store.views.season_load import load_season
from store.writes import transfers
from store.writes.games import save_game
from store.writes.transfers import record_transfer


def _disk_full(*args: object) -> None:
    raise sqlite3.OperationalError("database or disk is full")


def test_a_transfer_whose_rows_fail_to_write_leaves_the_cache_of_the_season_the_file_holds(league_file, monkeypatch):
    season = load_season(league_file)
    cache = league_file.season_cache(season)
    assert cache.problems == ()  # the checks the transfer keeps through its write are worked out
    player = next(p.id for p in season.players if p.team == "RED" and p.position != "G")
    monkeypatch.setattr(transfers, "record_decision_leaving", _disk_full)  # its transfer row written, its audit not
    with pytest.raises(StoreFailure, match="full"):
        record_transfer(league_file, season.name, player, "GRN", season.dates.roster_deadline, "moved house")
    assert load_season(league_file) == season
    assert league_file.season_cache(season) is cache


def test_a_game_save_whose_commit_fails_leaves_the_cache_of_the_season_the_file_holds(league_file, monkeypatch):
    season = load_season(league_file)
    cache = league_file.season_cache(season)
    game = next(g for g in season.games if not g.signed)
    player = next(p.id for p in season.players if p.team == game.home)
    monkeypatch.setattr(alert_stamps, "keep_write_alerts", _disk_full)  # every row written, the commit's last step
    with pytest.raises(StoreFailure, match="full"):
        save_game(league_file, season.name, replace(game, bench_outs=(BenchOut(game.home, player, 3, "injured"),)))
    assert load_season(league_file) == season
    assert league_file.season_cache(season) is cache
