"""The dashboard's alerts kept in the file: by each save of the app, in the save's transaction, stamped with the
revision it commits and the app's day; stale after any other write or on another day; kept by the season's read
without a new revision."""

from __future__ import annotations

from dataclasses import replace
from datetime import date, timedelta

from league.checks.alerts import season_alerts
from league.standings.season_table import season_table
from store.file.db import Store, open_league
from store.file.file_format import REVISION_TABLE, SCHEMA_VERSION
from store.file.raw_sql import execute, reader
from store.file.server import MARK_TABLE, server_schema
from store.views.dashboard_rows import dashboard_rows
from store.views.season_load import load_season, season_rulebook
from store.views.stored_alerts import season_id, stored_alerts
from store.writes.dashboard_alerts import keep_read_alerts
from store.writes.games import save_game
from tests.store.schema_steps import migrated_at_open, undo_schema_18

TODAY = date(2002, 12, 1)  # before the roster deadline: the attendance alerts are read too


def _kept(store: Store, today: date = TODAY) -> tuple[tuple[str, str], ...] | None:
    with store.reading() as db:
        sid = season_id(reader(db), "2002-03")
        assert sid is not None
        return stored_alerts(reader(db), sid, today)


def _worked_out_afresh(store: Store, today: date = TODAY) -> tuple[tuple[str, str], ...]:
    season = load_season(store)
    return tuple((a.kind, a.text) for a in season_alerts(season, season_rulebook(season), today))


def _save_a_game(store: Store, why: str) -> None:
    """A game's save, as the scoresheet makes it: its officials' fees waived for `why`."""
    season = load_season(store)
    game = next(g for g in season.games if g.stage == "regular" and g.status == "final")
    save_game(store, season.name, replace(game, fees_waived=why), decision="waive fees", reason=why, based_on=game)


def test_a_save_of_the_app_keeps_the_alerts_it_leaves_for_its_revision_and_day(league_file):
    assert _kept(league_file) is None  # imported: none kept yet
    league_file.alerts_day = TODAY  # as the app sets it
    _save_a_game(league_file, "rink lights failed")
    assert _kept(league_file) == _worked_out_afresh(league_file)
    assert _kept(league_file, TODAY + timedelta(days=1)) is None  # another day: worked out again


def test_a_write_that_keeps_no_alerts_leaves_the_kept_ones_stale(league_file):
    """A program that keeps no alerts (an older rinkbook, raw SQL) writes what they read: stale, never wrong."""
    league_file.alerts_day = TODAY
    _save_a_game(league_file, "rink lights failed")
    with league_file.db.atomic():  # raw SQL: a player's class changed, the revision replaced, the alerts untouched
        execute(league_file.db, "UPDATE player SET klass = klass")
        execute(league_file.db, f'UPDATE "{REVISION_TABLE}" SET "token" = ?', ("an older program's",))
    assert _kept(league_file) is None
    _save_a_game(league_file, "ice resurfacer broke")  # the app's next save keeps them again
    assert _kept(league_file) == _worked_out_afresh(league_file)


def test_a_commands_write_keeps_the_alerts_true_for_its_revision(league_file):
    league_file.alerts_day = TODAY
    _save_a_game(league_file, "rink lights failed")
    with open_league(league_file.address) as command:  # a command's store: the day of the alerts it found kept
        _save_a_game(command, "no referee came")
    assert _kept(league_file) == _worked_out_afresh(league_file)


def test_the_seasons_read_keeps_its_alerts_without_a_new_revision(league_file):
    token, alerts = league_file.revision(), _worked_out_afresh(league_file)
    keep_read_alerts(league_file, "2002-03", token, TODAY, alerts)
    assert league_file.revision() == token  # a frame kept under the token stays true
    assert _kept(league_file) == alerts
    later = TODAY + timedelta(days=1)
    keep_read_alerts(league_file, "2002-03", "a revision the file moved on from", later, alerts)
    assert _kept(league_file, later) is None


def test_a_league_of_schema_17_gains_the_table_at_its_open(league_file, store_kind):
    if store_kind == "file":
        with migrated_at_open(league_file, lambda store: undo_schema_18(store.db)) as store:
            assert "stored_alerts" in store.db.get_tables()
        return
    with league_file.db.atomic():  # a server's league as schema 17 left it: the tables the models add, made at the open
        execute(league_file.db, 'DROP TABLE "stored_alerts"')
        execute(league_file.db, f'UPDATE "{MARK_TABLE}" SET "value" = ? WHERE "key" = ?', ("17", "schema"))
    with open_league(league_file.address) as upgraded:
        assert server_schema(upgraded.db) == SCHEMA_VERSION and "stored_alerts" in upgraded.db.get_tables()
        upgraded.alerts_day = TODAY
        _save_a_game(upgraded, "rink lights failed")
        assert _kept(upgraded) == _worked_out_afresh(upgraded)


def test_the_dashboards_stored_rows_are_read_alike_on_either_store(league_file):
    """The first frame's statements (a league on a server runs them through the store's reader): the standings
    as the season ranks them, and the alerts the save kept."""
    league_file.alerts_day = TODAY
    _save_a_game(league_file, "rink lights failed")
    with league_file.reading() as db:
        rows = dashboard_rows(reader(db), "2002-03", TODAY)
    season = load_season(league_file)
    assert rows is not None and rows.alerts == _worked_out_afresh(league_file)
    assert rows.standings.order == season_table(season, season_rulebook(season)).order
