"""A league on a PostgreSQL server: its mark and schema number, upgrades, refusals, and a password never shown."""

from __future__ import annotations

import pytest

from store.file.db import Store, open_league
from store.file.errors import StoreBusy, StoreError
from store.file.file_format import CAPTAINS_COPY, SCHEMA_VERSION, FirstLook
from store.file.libpq_look import libpq_path, libpq_read, quick_look
from store.file.maintenance import check_league
from store.file.raw_sql import execute
from store.file.server import MARK_TABLE, server_schema, shown_address
from store.file.server_look import first_server_read


@pytest.fixture
def league(pg_server, example_server_template: str) -> Store:
    """The example league in a new database on the test server."""
    store = open_league(pg_server.new_database(template=example_server_template))
    yield store
    store.close()


def test_a_password_is_never_shown() -> None:
    assert shown_address("postgresql://ann:s3cret@db.example.org:5432/league") == (
        "postgresql://ann@db.example.org:5432/league"
    )
    assert shown_address("postgresql:///league?host=/run/pg") == "postgresql:///league?host=/run/pg"


def test_a_database_of_an_older_schema_gains_what_the_models_add(league) -> None:
    with league.writing() as db:
        execute(db, 'DROP TABLE "alert_dismissal"')
        execute(db, 'ALTER TABLE "game" DROP COLUMN "bench_outs"')
        execute(db, f'UPDATE "{MARK_TABLE}" SET "value" = ? WHERE "key" = ?', ("14", "schema"))
    with open_league(league.address) as upgraded:
        assert server_schema(upgraded.db) == SCHEMA_VERSION
        assert "alert_dismissal" in upgraded.db.get_tables()
        assert "bench_outs" in {c.name for c in upgraded.db.get_columns("game")}
        assert check_league(upgraded) == []


def test_a_database_of_a_newer_rinkbook_is_refused(league) -> None:
    with league.writing() as db:
        execute(db, f'UPDATE "{MARK_TABLE}" SET "value" = ? WHERE "key" = ?', (str(SCHEMA_VERSION + 1), "schema"))
    with pytest.raises(StoreError, match="written by a newer rinkbook"):
        open_league(league.address)


def test_a_read_only_open_cannot_write_even_around_the_store(league) -> None:
    with open_league(league.address, read_only=True) as reader, pytest.raises(Exception, match="read-only"):
        execute(reader.db, "DELETE FROM audit")


def test_a_write_behind_another_machines_waits_then_says_busy(league) -> None:
    """The server's lock is waited on for the store's busy timeout, each wait asked of `when_busy`, as a file's."""
    other = open_league(league.address)
    asked = []
    other.busy_timeout = 0.2
    other.when_busy = lambda: asked.append(1) is None and len(asked) < 3  # wait twice more, then give up
    try:
        with league.writing(), pytest.raises(StoreBusy), other.writing():
            pass
    finally:
        other.close()
    assert len(asked) == 3
    again = open_league(league.address)
    again.busy_timeout = 0.2
    with again, again.writing():  # the lock is free once the first write ends
        execute(again.db, "UPDATE audit SET detail = detail")


def _first_look(league: Store) -> object:
    """What the start's first look at the league's server finds (`store.file.server_look`): its revision and
    seasons, or None for a league it leaves to the whole open; the same through libpq alone, before psycopg is
    imported (`store.file.libpq_look`)."""
    look = first_server_read(str(league.address), lambda look, db: look)
    assert quick_look(str(league.address)) == look
    return look


def test_the_first_look_reads_the_revision_and_seasons_in_one_statement(league, monkeypatch) -> None:
    import psycopg

    said: list[object] = []
    execute_on = psycopg.Connection.execute

    def counted(conn: psycopg.Connection, statement: object, *args: object, **kwargs: object) -> object:
        said.append(statement)
        return execute_on(conn, statement, *args, **kwargs)  # type: ignore[arg-type]

    monkeypatch.setattr(psycopg.Connection, "execute", counted)
    look = _first_look(league)
    assert look == FirstLook(league.revision(), ("2002-03",))
    assert len(said) == 2  # the snapshot begun with the dates' style, then the look: two round trips


@pytest.mark.parametrize(
    "change",
    [
        f'UPDATE "{MARK_TABLE}" SET "value" = \'14\' WHERE "key" = \'schema\'',  # an upgrade to do first
        f'UPDATE "{MARK_TABLE}" SET "value" = \'other\' WHERE "key" = \'application\'',  # not rinkbook's
        f"INSERT INTO audit (at, actor, action, detail) VALUES ('2002-12-17', 'x', '{CAPTAINS_COPY}', '')",
    ],
)
def test_the_first_look_leaves_anything_but_an_ordinary_league_to_the_whole_open(league, change) -> None:
    assert _first_look(league) is not None
    with league.writing() as db:
        execute(db, change)
    assert _first_look(league) is None


def test_libpq_is_found_where_psycopgs_binary_package_keeps_it() -> None:
    pytest.importorskip("psycopg_binary")
    assert libpq_path() is not None  # else every start on a server imports psycopg before its first frame


def test_a_server_that_cannot_be_reached_is_refused_by_the_libpq_look_in_the_opens_words(pg_server) -> None:
    url = pg_server.url("no_such_league")
    with pytest.raises(StoreError, match=r"no_such_league\?host=.* cannot be opened: .*no_such_league"):
        quick_look(url)


@pytest.mark.parametrize("today", ["2002-10-01", "2003-01-20", "2003-04-30"])
def test_the_libpq_look_reads_the_dashboards_values_as_psycopg_reads_them(league, today) -> None:
    from datetime import date

    from store.views.dashboard_rows import dashboard_rows

    def rows(look: FirstLook, db: object) -> object:
        return dashboard_rows(db, look.seasons[-1], date.fromisoformat(today))  # type: ignore[arg-type]

    through_psycopg = first_server_read(str(league.address), rows)
    assert through_psycopg is not None
    assert libpq_read(str(league.address), rows) == through_psycopg
