"""Copying a whole league from one store to another: every season, every table, the audit log, checked.

The source is opened read-only and read in one read transaction, so the copy is of one moment of it. The
copy is one write transaction on the destination: every table in foreign-key order, its rows with their
own ids (the rows pointing at them keep pointing right), a page of rows at a time. Before it commits, the
copy is checked against the source: each season's export must be the same byte for byte, and every table
must hold the same rows (the audit log's among them, as they were: the copy's own audit row, saying where
it came from, is written only once the check passed). A failed check rolls the transaction back: nothing
is left at the destination (a new league file is never given its name, `store.file.copy_target`).

The rows are read by peewee's queries and written by one INSERT of the model's columns run for each row of a
page, each value as the model's field hands it to the database, so the same copy runs on any store `open_league`
opens; what a store needs after rows inserted with their ids is `store.file.explicit_ids`' one hook.
"""

from __future__ import annotations

import hashlib
from collections.abc import Iterator, Sequence
from dataclasses import dataclass
from typing import Any

from peewee import Database

from store.file.audit import record_decision
from store.file.connection import Store
from store.file.copy_target import copy_target, named, refuse_same_file, shown_target
from store.file.db import open_league
from store.file.errors import StoreError, StoreFailure
from store.file.explicit_ids import after_rows_with_explicit_ids
from store.file.raw_sql import execute_many, tuples
from store.season_files.stream import export_season
from store.tables import models as m
from store.views.season_names import season_names

# The audit action of the row a copy writes at its destination: {"from": where it was copied from}.
COPIED_FROM = "copied from"
# Values a page of rows holds at most: what one INSERT of many rows could carry (SQLite's oldest limit on `?`s).
_VALUES_PER_PAGE = 999

Model = type[m.BaseModel]
Row = tuple[Any, ...]


class CopyCheckFailed(StoreFailure):
    """The copy, read back before it commits, is not the source's league: it was rolled back."""


@dataclass(frozen=True, slots=True)
class CopyReport:
    """A finished copy: the seasons copied (oldest first), and the rows and tables copied."""

    seasons: tuple[str, ...]
    rows: int
    tables: int


def copy_order(models: Sequence[Model] = m.MODELS) -> tuple[Model, ...]:
    """`models` with each one after every model its foreign keys point at, else in the order given."""
    ordered: list[Model] = []
    left = list(models)
    while left:
        ready = next((model for model in left if _refs_of(model) <= {model, *ordered}), None)
        if ready is None:  # keys pointing round in a circle: no order inserts them all
            raise StoreError(f"the tables {', '.join(x._meta.table_name for x in left)} point at one another")
        ordered.append(ready)
        left.remove(ready)
    return tuple(ordered)


def _refs_of(model: Model) -> set[Model]:
    return set(model._meta.refs.values())


def copy_league(source: str, dest: str) -> CopyReport:
    """Copy the league at `source` (a league file or a database URL, opened read-only) to `dest`, which must
    hold no league (a new file, an empty file or an empty database), checked before it commits.

    StoreError when `source` is missing, no league or holds no season, or `dest` already holds rows (naming
    its seasons): nothing is written. `CopyCheckFailed` when the copy read back differs: nothing is left."""
    refuse_same_file(source, dest)
    with open_league(source, read_only=True) as src, src.reading():
        seasons = tuple(season_names(src))
        if not seasons:
            raise StoreError(f"{named(source)} holds no season: nothing to copy")
        _refuse_unknown_columns(src.db, named(source))
        exports = {name: _export_digest(src, name) for name in seasons}
        with copy_target(dest) as where, open_league(where, create=True) as dst, dst.writing() as db:
            _refuse_unless_empty(named(dest))
            copied = {model: _copy_table(model, src.db, db) for model in copy_order()}
            after_rows_with_explicit_ids(db, copy_order())
            _check(dst, exports, copied)
            record_decision(None, COPIED_FROM, {"from": shown_target(source), "seasons": list(seasons)})
    return CopyReport(seasons, sum(count for count, _ in copied.values()), len(copied))


def _refuse_unknown_columns(db: Database, source: str) -> None:
    """StoreError when a table of the source holds a column its model does not name: it would not be copied."""
    for model in m.MODELS:
        known = {field.column_name for field in model._meta.sorted_fields}
        extra = sorted(column.name for column in db.get_columns(model._meta.table_name) if column.name not in known)
        if extra:
            raise StoreError(
                f"{source}: the table {model._meta.table_name} holds columns this rinkbook does not know "
                f"({', '.join(extra)}): nothing was copied"
            )


def _refuse_unless_empty(dest: str) -> None:
    """StoreError, naming what is there, when the destination (the models' store now) holds any row."""
    there = [season.name for season in m.Season.select(m.Season.name).order_by(m.Season.id)]
    if there:
        words = f"season{'s' * (len(there) > 1)} {', '.join(there)}"
        raise StoreError(
            f"{dest} already holds a league ({words}): it is left as it is; copy into a new file or an empty database"
        )
    for model in m.MODELS:
        if model.select().exists():
            raise StoreError(
                f"{dest} is not empty (its {model._meta.table_name} table holds rows): it is left as it is; "
                "copy into a new file or an empty database"
            )


def _pages(model: Model, db: Database) -> Iterator[list[Row]]:
    """The rows of `model`'s table in `db`, every column in the model's order, by id, a page at a time: each
    page is read by ids after the last one's (the index answers it, whatever the table's size)."""
    fields = model._meta.sorted_fields
    size = max(1, _VALUES_PER_PAGE // len(fields))
    key = model.id
    at = fields.index(key)
    last: object = None
    while True:
        query = model.select(*fields).order_by(key).limit(size)
        if last is not None:
            query = query.where(key > last)
        page = list(tuples(query.bind(db)))
        if page:
            yield page
        if len(page) < size:
            return
        last = page[-1][at]


def _digest_of(rows: Iterator[list[Row]], digest: Any) -> Iterator[list[Row]]:
    """`rows` passed on, each row fed to `digest` as it goes."""
    for page in rows:
        for row in page:
            digest.update(repr(row).encode("utf-8", "backslashreplace") + b"\n")
        yield page


def _copy_table(model: Model, source: Database, dest: Database) -> tuple[int, str]:
    """Insert every row of `model`'s table in `source` into `dest` with its id; how many, and their digest."""
    digest = hashlib.sha256()
    count = 0
    fields = model._meta.sorted_fields
    # One statement run for each row: peewee's INSERT of a page wrote out and bound every value of it anew, most
    # of a big league's copy. The values are converted by the fields as that INSERT converted them.
    columns = ", ".join(f'"{field.column_name}"' for field in fields)
    insert = f'INSERT INTO "{model._meta.table_name}" ({columns}) VALUES ({", ".join("?" * len(fields))})'
    converters = [field.db_value for field in fields]
    for page in _digest_of(_pages(model, source), digest):
        execute_many(dest, insert, [tuple(to_db(v) for to_db, v in zip(converters, row, strict=True)) for row in page])
        count += len(page)
    return count, digest.hexdigest()


def _table_digest(model: Model, db: Database) -> tuple[int, str]:
    """How many rows `model`'s table holds in `db`, and their digest (as `_copy_table` counts them)."""
    digest = hashlib.sha256()
    count = sum(len(page) for page in _digest_of(_pages(model, db), digest))
    return count, digest.hexdigest()


def _export_digest(store: Store, season: str) -> str:
    """The digest of season `season`'s export (its season file's text)."""
    digest = hashlib.sha256()
    export_season(store, season, lambda piece: digest.update(piece.encode("utf-8")))
    return digest.hexdigest()


def _check(dst: Store, exports: dict[str, str], copied: dict[Model, tuple[int, str]]) -> None:
    """`CopyCheckFailed`, naming the first difference, unless the destination (inside its write transaction)
    holds the source's seasons, exporting byte for byte alike, and every table's rows as they were read."""
    there = tuple(season_names(dst))
    if there != tuple(exports):
        raise CopyCheckFailed(
            f"the copy holds the seasons {', '.join(there)}, not {', '.join(exports)}: nothing was copied"
        )
    for name, digest in exports.items():
        if _export_digest(dst, name) != digest:
            raise CopyCheckFailed(f"the copy of season {name} exports differently from the source: nothing was copied")
    for model, (count, digest) in copied.items():
        if _table_digest(model, dst.db) != (count, digest):
            raise CopyCheckFailed(
                f"the table {model._meta.table_name} differs in the copy ({count} rows read): nothing was copied"
            )
