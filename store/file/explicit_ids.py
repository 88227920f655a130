"""What a store needs once rows were inserted with ids given, not drawn: the one hook for it.

A copy of a league (`store.file.league_copy`) keeps every row's id, so that the rows pointing at it still do.
SQLite gives a new row one more than the table's largest id, so rows inserted with their ids need nothing
after them. A store that draws ids from a sequence (PostgreSQL's identity columns) does: its sequence still
starts at 1, and the next row made there would take an id a copied row holds.
"""

from __future__ import annotations

from collections.abc import Sequence

from peewee import Database

from store.file.engine import on_server
from store.file.raw_sql import execute
from store.tables.season_models import BaseModel


def after_rows_with_explicit_ids(db: Database, models: Sequence[type[BaseModel]]) -> None:
    """Called once, inside the write transaction, after every row of `models` was inserted into `db` with
    the id it was given. Nothing to do on SQLite; on a server each table's id sequence is moved past the
    largest id inserted here (an empty table's starts again at 1)."""
    if not on_server(db):
        return  # SQLite: the next id is already one past the largest
    for model in models:
        table = model._meta.table_name
        execute(
            db,
            f'SELECT setval(pg_get_serial_sequence(?, \'id\'), COALESCE(MAX("id"), 0) + 1, false) FROM "{table}"',
            (f'"{table}"',),
        )
