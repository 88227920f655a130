"""A query's SQL text written once: peewee writes a query's text anew each time it runs (a fifth of a season's read,
some twenty queries whose text depends only on the season's row id), so the season's read keeps each one's text.

peewee's private parts are used here alone (checked with peewee 4.5.3): a query's `_execute`, `_cursor_wrapper` and
`_get_cursor_wrapper`, and `clone`, which copies a query's attributes into every query made from it. A peewee that
no longer calls `_execute` only writes the text each time again."""

from __future__ import annotations

import weakref
from collections.abc import Hashable
from typing import Any, TypeVar, cast

from peewee import BaseQuery, Database

_Query = TypeVar("_Query", bound=BaseQuery)

# (the kind of database, the query's key) -> (its SQL text, its parameters), as peewee wrote them the first time.
_WRITTEN: dict[tuple[type[Database], Hashable], tuple[str, tuple[Any, ...]]] = {}


def text_written_once(query: _Query, key: Hashable) -> _Query:
    """`query`, run with the SQL text and parameters peewee wrote the first time a query of `key` ran on this kind
    of database (SQLite's or PostgreSQL's spelling). `key` names everything the query is built from (the table,
    the season's row id): two queries of one key are the same query, so the text kept is the one peewee would
    write again. Give it the query as it will be run: a query made from it (`.tuples()`, `.where`) is written anew."""

    # The two functions below are set on the query itself: holding it strongly, each would make a cycle, which
    # would leave the query and every row it read to Python's cyclic collector rather than to its reference count.
    held = weakref.ref(query)

    def execute(database: Database) -> Any:
        query = cast(_Query, held())  # peewee runs it on the query: alive
        if query._cursor_wrapper is None:  # type: ignore[attr-defined]  # peewee's own run, less the writing
            written = _WRITTEN.get((type(database), key))
            if written is None:
                sql, params = database.get_sql_context().sql(query).query()  # type: ignore[no-untyped-call]
                written = _WRITTEN[type(database), key] = (sql, tuple(params))
            cursor = database.execute_sql(*written)  # type: ignore[no-untyped-call]
            query._cursor_wrapper = query._get_cursor_wrapper(cursor)  # type: ignore[attr-defined]
        return query._cursor_wrapper  # type: ignore[attr-defined]

    def clone() -> _Query:
        # peewee makes every changed query (`.where`, `.order_by`, `.tuples`) from a copy of this one's attributes:
        # the copy is a query of its own, so it runs the text peewee writes for it, not this one's.
        query = cast(_Query, held())  # called on the query: alive
        made = type(query).clone(query)
        del made.__dict__["_execute"], made.__dict__["clone"]
        return made

    # On this query alone, its class left as peewee made it.
    setattr(query, "_execute", execute)  # noqa: B010
    setattr(query, "clone", clone)  # noqa: B010
    return query
