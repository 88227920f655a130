"""A league on a PostgreSQL server: `--db postgresql://USER@HOST:PORT/DBNAME` (or `postgresql:///DB?host=/socket`).

The database holds the same tables as a league file, made from the models at this rinkbook's schema, plus the
revision row and a small table that marks the database as rinkbook's and holds its schema number (a file keeps
both in its header). A database holding other tables and no mark is another program's and is left as it is.

Transactions are the file's (`LeagueServer.begin`): a write holds the revision table's lock from its start, so
writers take turns as SQLite's BEGIN IMMEDIATE makes them, and each sees every commit before it; a read is one
REPEATABLE READ snapshot, as a read transaction on a file is.
"""

from __future__ import annotations

from typing import Any

from peewee import ImproperlyConfigured, PostgresqlDatabase

from store.file.connection import Store, transaction
from store.file.errors import EmptyLeague, NeedsUpgrade
from store.file.failures import DATABASE_FAILURES, StoreError, describe_failure
from store.file.file_format import REVISION_TABLE, SCHEMA_VERSION
from store.file.migrations import ascii_digits_step, new_revision_token
from store.file.raw_sql import execute
from store.file.server_driver import hand_peewee_the_driver
from store.file.server_look import (
    APPLICATION,
    MARK_TABLE,
    driver_address,
    first_line,
    league_name,
    plain_values,
    shown_address,
)
from store.tables.models import MODELS

# Two rinkbooks making the tables of one empty database at once take turns on this (any number, ours alone).
_CREATING = 0x52424B31


class LeagueServer(PostgresqlDatabase):
    """peewee's PostgreSQL database, with the store's transactions: `atomic("IMMEDIATE")` (every write) locks
    the revision table first; `atomic()` (a read) is a REPEATABLE READ snapshot."""

    timeout: float = 10.0  # seconds a write waits for another's lock (a file's busy timeout)
    locking = True  # False while the tables are being made: there is no revision table to lock yet

    def _connect(self) -> Any:
        """psycopg's connection, giving back dates as text and booleans as 0 and 1, as SQLite does
        (`store.file.server_look.plain_values`)."""
        conn = super()._connect()  # type: ignore[misc]
        plain_values(conn)
        return conn

    def begin(self, isolation_level: object = None) -> None:
        if isolation_level not in ("IMMEDIATE", "EXCLUSIVE"):
            super().begin("REPEATABLE READ")
            return
        super().begin()
        if not self.locking:
            return
        try:
            # EXCLUSIVE lets readers read and stops every other writer until this one commits or rolls back;
            # the lock itself gives the transaction no id (`ServerEngine.changed` asks for one).
            execute(self, f"SET LOCAL lock_timeout = {max(1, int(self.timeout * 1000))}")
            execute(self, f'LOCK TABLE "{REVISION_TABLE}" IN EXCLUSIVE MODE')
        except BaseException:
            self.rollback()
            raise


def open_server(url: str, read_only: bool = False, create: bool = False) -> Store:
    """Open the league database at `url`, checked to be rinkbook's and at this schema (its tables made when
    `create` and the database is empty). Refused, untouched: another program's database, an empty one not being
    created, one from a newer rinkbook."""
    shown = shown_address(url)
    address = driver_address(url)  # peewee hands only this spelling to psycopg whole
    options = "-c default_transaction_read_only=on" if read_only else ""
    hand_peewee_the_driver()
    db = LeagueServer(address, options=options) if options else LeagueServer(address)
    try:
        db.connect()
    except DATABASE_FAILURES as error:
        raise StoreError(f"{shown} cannot be opened: {first_line(error)}") from None
    except ImproperlyConfigured:
        raise StoreError(f"{shown}: the PostgreSQL driver is missing: pip install 'rinkbook[postgres]'") from None
    try:
        _prepare(db, url, read_only, create)
    except BaseException:
        db.close()
        raise
    store = Store(league_name(url), db, read_only, name=shown)
    store.address = url
    return store


def _prepare(db: LeagueServer, url: str, read_only: bool, create: bool) -> None:
    """Refuse a database that is not a league's; make the tables of an empty one; bring an older one up."""
    shown = shown_address(url)
    version = server_schema(db)
    if version is None:
        if read_only or not create:
            raise EmptyLeague(shown)
        try:
            _make_league(db, shown)
        except DATABASE_FAILURES as error:
            raise StoreError(f"{shown}: the league's tables could not be made: {describe_failure(error)}") from None
        version = SCHEMA_VERSION
    if version > SCHEMA_VERSION:
        raise StoreError(f"{shown} was written by a newer rinkbook (schema {version}; this one reads {SCHEMA_VERSION})")
    if version < SCHEMA_VERSION:
        if read_only:
            raise NeedsUpgrade(shown, version)
        upgrade_server(db, version, url)


def server_schema(db: PostgresqlDatabase) -> int | None:
    """The league's schema number, None for an empty database; a database of another program is refused."""
    tables = set(db.get_tables())
    if MARK_TABLE not in tables:
        if tables:
            raise StoreError(
                f"{db.database} holds tables of another program ({', '.join(sorted(tables)[:3])}...), "
                "not a league: it is left as it is"
            )
        return None
    rows = dict(execute(db, f'SELECT "key", "value" FROM "{MARK_TABLE}"').fetchall())
    if rows.get("application") != APPLICATION:
        raise StoreError(f"{db.database} is not a rinkbook league: it is left as it is")
    return int(rows.get("schema", "0"))


def _make_league(db: LeagueServer, shown: str) -> None:
    """The league's tables at this schema, the revision row and the mark, in one transaction (all or none)."""
    db.locking = False
    try:
        with db.bind_ctx(MODELS, bind_refs=False, bind_backrefs=False), transaction(db, "IMMEDIATE"):
            execute(db, f"SELECT pg_advisory_xact_lock({_CREATING})")
            if MARK_TABLE in db.get_tables():
                return  # another rinkbook made them while this one waited
            if db.get_tables():
                raise StoreError(f"{shown} holds tables of another program, not a league: it is left as it is")
            db.create_tables(MODELS)
            execute(db, f'CREATE TABLE "{REVISION_TABLE}" ("token" TEXT NOT NULL)')
            execute(db, f'INSERT INTO "{REVISION_TABLE}" ("token") VALUES (?)', (new_revision_token(),))
            execute(db, f'CREATE TABLE "{MARK_TABLE}" ("key" TEXT PRIMARY KEY, "value" TEXT NOT NULL)')
            execute(
                db,
                f'INSERT INTO "{MARK_TABLE}" ("key", "value") VALUES (?, ?), (?, ?)',
                ("application", APPLICATION, "schema", str(SCHEMA_VERSION)),
            )
    finally:
        db.locking = True


def upgrade_server(db: LeagueServer, version: int, url: str) -> None:
    """Bring a league database of schema `version` up to this one, in one transaction (all or none, as a league
    file's migration): the tables and columns the models have and the database lacks are added, the values schema
    19 writes in digits 0-9 are rewritten (`store.file.migration_19`, with a new revision when a row changed), the
    stored outcomes worked out again when one was (a game's time orders the season's games), then its number.
    Stopped half way, the database stays at its old schema with its old values and the next open redoes it all;
    committed before its outcomes were worked out, it kept them stale under the new number for good."""
    from playhouse.migrate import PostgresqlMigrator, migrate  # only an upgrade needs it

    with db.bind_ctx(MODELS, bind_refs=False, bind_backrefs=False), transaction(db, "IMMEDIATE"):
        db.create_tables(MODELS, safe=True)
        migrator = PostgresqlMigrator(db)
        for model in MODELS:
            table = model._meta.table_name
            have = {column.name for column in db.get_columns(table)}
            fields = [f for f in model._meta.sorted_fields if f.column_name not in have]
            migrate(*(migrator.add_column(table, f.column_name, f) for f in fields))
        if version < 19 and ascii_digits_step(db):
            from store.cache.derived import refresh_outcomes  # only such an upgrade reads whole seasons

            # Each season's write is a savepoint of this transaction. A season holding a value its columns cannot
            # hold keeps its outcomes (`rinkbook check` names the value) rather than stopping the open.
            league = Store(league_name(url), db, read_only=False, name=shown_address(url))
            refresh_outcomes(league, readable_only=True)
        execute(db, f'UPDATE "{MARK_TABLE}" SET "value" = ? WHERE "key" = ?', (str(SCHEMA_VERSION), "schema"))
