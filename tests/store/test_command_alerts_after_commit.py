"""A command's write works the dashboard's alerts out after its commit, in a read of its own: the write lock is
free while they are worked out, and a failure working them out leaves them stale with the write landed."""

from __future__ import annotations

import sqlite3
from datetime import date

from store.cache.season_cache import SeasonCache
from store.file.alert_day import alerts_worked_out_for
from store.file.db import Store, open_league
from store.file.raw_sql import execute, reader
from store.views.season_load import load_season
from store.views.stored_alerts import season_id, stored_alerts
from store.writes.spares import mark_spare
from store.writes.teams import set_captain
from tests.store.kept_alerts import SEASON, TODAY, _afresh, _latest_afresh, _latest_kept
from tui.cli import main as cli_main

Alerts = tuple[tuple[str, str], ...]


def _kept(store: Store, today: date = TODAY) -> Alerts | None:
    with store.reading() as db:
        sid = season_id(reader(db), SEASON)
        assert sid is not None
        return stored_alerts(reader(db), sid, today)


def _write_lock_free(path: object) -> bool:
    """True when another connection can take the file's write lock at once."""
    other = sqlite3.connect(str(path), timeout=0, isolation_level=None)
    try:
        other.execute("BEGIN IMMEDIATE")
        other.execute("ROLLBACK")
        return True
    except sqlite3.OperationalError:
        return False
    finally:
        other.close()


def test_the_write_lock_is_free_while_a_commands_alerts_are_worked_out(league_file, monkeypatch):
    free: list[bool] = []
    worked_out = SeasonCache.alerts

    def alerts(self: SeasonCache, today: date) -> object:
        free.append(_write_lock_free(league_file.path))
        return worked_out(self, today)

    monkeypatch.setattr(SeasonCache, "alerts", alerts)
    with open_league(league_file.address) as command, alerts_worked_out_for(TODAY):
        mark_spare(command, SEASON, "P081", True)
    assert free and all(free), "the command held the write lock while it worked the alerts out"
    assert _latest_kept(league_file) == _latest_afresh(league_file)


def _keep_them(store: Store) -> None:
    """A command's write that keeps the alerts true (so that a write after it leaving them stale is seen)."""
    with open_league(store.address) as command, alerts_worked_out_for(TODAY):
        set_captain(command, SEASON, "RED", "P014")
    assert _kept(store) == _afresh(store)


def _fails(self: SeasonCache, today: date) -> object:
    raise KeyError("a bug in an alert rule")


def test_a_failure_working_a_commands_alerts_out_leaves_the_write_landed_and_them_stale(league_file, monkeypatch):
    _keep_them(league_file)
    monkeypatch.setattr(SeasonCache, "alerts", _fails)
    with open_league(league_file.address) as command, alerts_worked_out_for(TODAY):
        mark_spare(command, SEASON, "P081", True)
    assert "P081" in load_season(league_file, SEASON).spares
    assert _kept(league_file) is None


def test_a_player_sheet_imported_by_the_command_line_lands_when_its_alerts_fail(league_file, monkeypatch, tmp_path):
    _keep_them(league_file)
    monkeypatch.setattr(SeasonCache, "alerts", _fails)
    sheet = tmp_path / "players.csv"
    sheet.write_text("name,born,position,class,rating\nAl Moss,1961-05-02,F,C,60\n")
    monkeypatch.setenv("RINKBOOK_USER", "Pat")
    said = cli_main(["--db", str(league_file.address), "--today", TODAY.isoformat(), "import", str(sheet)])
    assert said == 0
    assert any(p.name == "Al Moss" for p in load_season(league_file, SEASON).players)
    assert _kept(league_file) is None


def test_a_malformed_kept_day_leaves_a_commands_write_landed(league_file):
    """A store with no day of its own works them out for the day it found kept: a malformed one leaves them stale."""
    _keep_them(league_file)
    with league_file.db.atomic():  # as a damaged file holds it: the revision kept
        execute(league_file.db, "UPDATE stored_alerts SET day = 'not a day'")
    with open_league(league_file.address) as command:
        mark_spare(command, SEASON, "P081", True)
    assert "P081" in load_season(league_file, SEASON).spares
