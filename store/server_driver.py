"""peewee without its PostgreSQL driver until a server's league is opened (see `store/__init__.py`).

peewee (checked with 4.5) looks for psycopg once, as it is imported, and keeps what it found in four module
globals and three constants of its psycopg 3 adapter; a `PostgresqlDatabase` made later asks them. Importing
peewee with psycopg held back, then giving peewee what it would have found, leaves peewee as an import with the
driver would have: `test_server_driver` holds both halves.
"""

from __future__ import annotations

import sys


def import_peewee_without_the_driver() -> None:
    """Import peewee with psycopg held back, unless either is imported already (then nothing changes)."""
    if "peewee" in sys.modules or "psycopg" in sys.modules:
        return
    sys.modules["psycopg"] = None  # type: ignore[assignment]  # an import of it now fails at once
    try:
        import peewee  # noqa: F401, PLC0415 - the one import of peewee that holds the driver back
    finally:
        del sys.modules["psycopg"]


def hand_peewee_the_driver() -> None:
    """Give peewee psycopg (3) as its import would have; nothing when peewee has a driver already. An ImportError
    when psycopg is not installed: peewee then says the driver is missing, as it would have."""
    import peewee  # noqa: PLC0415

    if getattr(peewee, "psycopg", None) is not None or getattr(peewee, "psycopg2", None) is not None:
        return
    try:
        import psycopg  # noqa: PLC0415 - the driver: only for a league on a server
        from psycopg.pq import TransactionStatus  # noqa: PLC0415
        from psycopg.types.json import Json, Jsonb  # noqa: PLC0415
    except ImportError:
        return
    found = {"psycopg": psycopg, "TransactionStatus": TransactionStatus, "Json_pg3": Json, "Jsonb_pg3": Jsonb}
    for name, value in found.items():  # the names peewee's import gives what it found (its stubs omit them)
        setattr(peewee, name, value)
    adapter = peewee.Psycopg3Adapter
    adapter.txn_idle = TransactionStatus.IDLE
    adapter.txn_inerror = TransactionStatus.INERROR
    adapter.txn_unknown = TransactionStatus.UNKNOWN
