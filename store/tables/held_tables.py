"""Which of a season's tables hold any of its rows, asked in one statement: most of a season's lists and all of a
Gray season's tournament parts are empty, and a query of its own for each cost a small season's load a third of
its time, building queries for tables with nothing to read."""

from __future__ import annotations

from collections.abc import Sequence

from store.file.raw_sql import execute
from store.tables import models as m


def tables_holding(sid: int, tables: Sequence[type[m.BaseModel]]) -> frozenset[type[m.BaseModel]]:
    """Those of `tables` (each with a `season` key) that hold a row of season `sid`, inside the caller's
    transaction."""
    asked = ", ".join(f'EXISTS (SELECT 1 FROM "{t._meta.table_name}" WHERE "season_id" = ?)' for t in tables)
    found = execute(m.Game._meta.database, f"SELECT {asked}", (sid,) * len(tables)).fetchone()
    return frozenset(table for table, held in zip(tables, found, strict=True) if held)
