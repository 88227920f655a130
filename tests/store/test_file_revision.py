"""The file's revision token (schema 13): every write makes a new one, and a season read or written through a
connection is matched to the token of the file that holds it, or to none once the file has changed."""

from __future__ import annotations

from datetime import date

from store.file.db import backup_folder, open_league
from store.file.file_format import SCHEMA_VERSION
from store.file.maintenance import check_league
from store.views.season_load import load_season
from store.writes.fees import record_fee_payment
from tests.store.schema_steps import migrated_at_open, undo_schema_13


def test_a_write_makes_a_new_revision_and_a_read_keeps_it(league_file):
    before = league_file.revision()
    season = load_season(league_file)
    with league_file.writing():  # a write transaction that changes nothing (the app asks if the lock is free)
        pass
    assert league_file.revision() == before
    assert league_file.revision_of(season) == before
    record_fee_payment(league_file, season.name, season.teams[0].code, date(2003, 1, 5), 2500)
    after = league_file.revision()
    assert after != before and len(after) == 32
    # The season read before the payment no longer matches the file; the one read after it does.
    assert league_file.revision_of(season) is None
    assert league_file.revision_of(load_season(league_file)) == after


def test_another_connections_write_unmatches_the_season_this_one_read(league_file):
    season = load_season(league_file)
    with open_league(league_file.path) as other:
        record_fee_payment(other, season.name, season.teams[0].code, date(2003, 1, 5), 2500)
        theirs = other.revision()
    assert league_file.revision_of(season) is None
    assert league_file.revision_of(load_season(league_file)) == theirs


def test_a_schema_12_file_gains_its_revision_at_open_after_a_backup(league_file):
    with migrated_at_open(league_file, lambda store: undo_schema_13(store.db)) as store:
        assert len(store.revision()) == 32
        assert check_league(store) == []
    assert any(f"before-schema-{SCHEMA_VERSION}" in p.name for p in backup_folder(league_file.path).iterdir())
