"""peewee without its PostgreSQL driver until a server's league is opened (see `store/__init__.py`).

peewee (checked with 4.5) looks for psycopg once, as it is imported, and keeps what it found in four module
globals and three constants of its psycopg 3 adapter; a `PostgresqlDatabase` made later asks them. Importing
peewee with psycopg held back, then giving peewee what it would have found, leaves peewee as an import with the
driver would have: `test_server_driver` holds both halves.
"""

from __future__ import annotations

import sys
from importlib.machinery import ModuleSpec, PathFinder
from types import ModuleType
from typing import TYPE_CHECKING, cast

from store.file.psycopg_import import import_psycopg

if TYPE_CHECKING:
    from importlib.abc import Loader


class _PeeweeWithoutTheDriver:
    """Finds peewee as Python would, and runs its module with psycopg held back. Installed at the store's import,
    it imports nothing itself: the app's first frame is painted before peewee is imported at all. A finder and
    loader by its methods alone: `importlib.abc` imports `importlib.resources` (tempfile, shutil, the
    compressors), some 10 ms of every command for two base classes that add nothing here."""

    def __init__(self) -> None:
        self.inner: Loader | None = None

    def find_spec(self, name: str, path: object = None, target: ModuleType | None = None) -> ModuleSpec | None:
        if name != "peewee":
            return None
        sys.meta_path.remove(self)  # once: peewee is imported once
        spec = PathFinder.find_spec(name)
        if spec is None or spec.loader is None or "psycopg" in sys.modules:
            return spec
        self.inner, spec.loader = spec.loader, cast("Loader", self)
        return spec

    def create_module(self, spec: ModuleSpec) -> ModuleType | None:
        assert self.inner is not None
        return self.inner.create_module(spec)

    def exec_module(self, module: ModuleType) -> None:
        assert self.inner is not None
        sys.modules["psycopg"] = None  # type: ignore[assignment]  # an import of it now fails at once
        try:
            self.inner.exec_module(module)
        finally:
            del sys.modules["psycopg"]


def hold_the_driver_back_from_peewee() -> None:
    """When peewee is imported (not now), import it with psycopg held back; nothing when either is imported
    already."""
    if "peewee" in sys.modules or "psycopg" in sys.modules:
        return
    if not any(isinstance(finder, _PeeweeWithoutTheDriver) for finder in sys.meta_path):
        sys.meta_path.insert(0, _PeeweeWithoutTheDriver())


def hand_peewee_the_driver() -> None:
    """Give peewee psycopg (3) as its import would have; nothing when peewee has a driver already. An ImportError
    when psycopg is not installed: peewee then says the driver is missing, as it would have."""
    import peewee

    if getattr(peewee, "psycopg", None) is not None or getattr(peewee, "psycopg2", None) is not None:
        return
    try:
        import_psycopg()  # the driver: only for a league on a server
        import psycopg
        from psycopg.pq import TransactionStatus
        from psycopg.types.json import Json, Jsonb
    except ImportError:
        return
    found = {"psycopg": psycopg, "TransactionStatus": TransactionStatus, "Json_pg3": Json, "Jsonb_pg3": Jsonb}
    for name, value in found.items():  # the names peewee's import gives what it found (its stubs omit them)
        setattr(peewee, name, value)
    adapter = peewee.Psycopg3Adapter
    adapter.txn_idle = TransactionStatus.IDLE
    adapter.txn_inerror = TransactionStatus.INERROR
    adapter.txn_unknown = TransactionStatus.UNKNOWN
