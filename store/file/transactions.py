"""`transaction`: a write transaction on the league's database whose failure surfaces as itself.

Kept apart from `Store` (`store.file.connection`) so that what runs after a write's commit (`store.file.alert_stamps`
keeping a command's alerts through `store.writes.dashboard_alerts`) opens a transaction without importing the
connection back.
"""

from __future__ import annotations

from collections.abc import Iterator
from contextlib import contextmanager

from peewee import Database

from store.file.failures import DATABASE_FAILURES

# What SQLite says when peewee rolls back a transaction SQLite had already rolled back itself (a full
# disk, an I/O error): it hides the failure that matters.
_ALREADY_ROLLED_BACK = ("no transaction is active", "no such savepoint")


@contextmanager
def transaction(db: Database, lock: str = "IMMEDIATE") -> Iterator[None]:
    """`db.atomic(lock)`, except that a failure SQLite rolled back by itself (a full disk) surfaces as
    itself: peewee's own rollback then fails with "cannot rollback - no transaction is active", which
    would hide "database or disk is full" from the user."""
    try:
        with db.atomic(lock):
            yield
    except DATABASE_FAILURES as error:
        raise _first_failure(error) from None


def _first_failure(error: BaseException) -> BaseException:
    """The failure behind failed rollbacks: the first error in the chain that is not one of them."""
    seen: BaseException | None = error
    while seen is not None and any(words in str(seen) for words in _ALREADY_ROLLED_BACK):
        seen = seen.__context__
    return seen if seen is not None else error
