"""The app a helper it owns works for, held weakly.

The app holds its helpers (the live view, the form keeper); a helper holding the app back would make a cycle,
which leaves a closed app (its season, its screens) to Python's cyclic collector instead of its reference count
(`tui.textual_patches.cycles`)."""

from __future__ import annotations

import weakref
from typing import Any, Generic, TypeVar

A = TypeVar("A")


class AppLink(Generic[A]):
    """A class attribute: `self.app = app` keeps a weak reference, and `self.app` gives the app back while it lives
    (anything of the app running the helper keeps it alive)."""

    def __set_name__(self, owner: type, name: str) -> None:
        self._slot = f"_{name}_link"

    def __get__(self, helper: Any, owner: type | None = None) -> A:
        app = getattr(helper, self._slot)()
        if app is None:
            raise ReferenceError("the app has been freed")
        return app  # type: ignore[no-any-return]

    def __set__(self, helper: Any, app: A) -> None:
        setattr(helper, self._slot, weakref.ref(app))
