"""Which of a season's tables hold any of its rows, asked in one statement: most of a season's lists and all of a
Gray season's tournament parts are empty, and a query of its own for each cost a small season's load a third of
its time, building queries for tables with nothing to read. Beside it, the one query reading such a table's rows of
a season in file order, its SQL text written once (`store.file.query_text`)."""

from __future__ import annotations

from collections.abc import Sequence
from typing import TypeVar

from peewee import ModelSelect

from store.file.query_text import text_written_once
from store.file.raw_sql import execute
from store.tables import models as m

_Row = TypeVar("_Row", bound=m.BaseModel)


def tables_holding(sid: int, tables: Sequence[type[m.BaseModel]]) -> frozenset[type[m.BaseModel]]:
    """Those of `tables` (each with a `season` key) that hold a row of season `sid`, inside the caller's
    transaction."""
    asked = ", ".join(f'EXISTS (SELECT 1 FROM "{t._meta.table_name}" WHERE "season_id" = ?)' for t in tables)
    found = execute(m.Game._meta.database, f"SELECT {asked}", (sid,) * len(tables)).fetchone()
    return frozenset(table for table, held in zip(tables, found, strict=True) if held)


def season_rows_in_order(model: type[_Row], sid: int) -> ModelSelect[_Row]:
    """Season `sid`'s rows of `model` (a table with a `season` key and a `seq`) in file order. The query is built
    here alone, so the key its kept text goes by names all it is made of: the table and the season's row id."""
    fields = model._meta.fields
    query = model.select().where(fields["season"] == sid).order_by(fields["seq"])
    return text_written_once(query, ("season rows", model.__name__, sid))
