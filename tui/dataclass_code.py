"""The methods Python's dataclasses generate, compiled once and kept from one start of the app to the next
(docs/performance.md: every start within 1.3x of a bare Textual app).

A dataclass is made at import by writing the source of its `__init__`, `__repr__`, `__eq__`, `__hash__` and (frozen)
`__setattr__`/`__delattr__` and compiling each with `exec`: about 0.1 ms a method. The first frame drawn from the
file's stored values imports the rules' values, some 300 generated methods (35-40 ms of the start's CPU, more than
everything else it adds to a kept frame's start); the season's read after it as many again. Here the dataclasses
module's `exec` is given the code compiled for the same source by an earlier start (the same text compiled the same
way: only the compiling is saved; the function is still made from it with this class's own names and defaults).
What this start compiled that was not kept is written once the season is read, and the module's own `exec` is
given back then (the screens imported later compile as Python does).

The code is kept with `marshal`, under this Python's exact version, in the user's cache folder
(`store.cache.frame_cache.cache_folder`), and read only when the file is the user's own and no one else may write
it: trusted then as Python's compiled modules are. Anything amiss (no file, another Python's, unreadable) means
nothing kept: each method is compiled as it would have been.
"""

from __future__ import annotations

import builtins
import dataclasses
import marshal
import os
import stat
import sys
from pathlib import Path
from types import CodeType
from typing import Any

# Bumped when what the file holds changes shape.
CODE_FORMAT = 2
# Past this many sources (methods of classes since changed, over many versions), only this start's are kept.
KEPT_AT_MOST = 4000


class _Kept:
    """The code kept by the last start (read at `install`; each source's code marshalled on its own, read when a
    class asks for it: reading them all at once cost as much as compiling) and what this start compiled that it
    lacked."""

    def __init__(self, kept: dict[str, bytes]) -> None:
        self.kept = kept
        self.compiled = 0  # sources compiled by this start: the file is written again only when some were
        self.used: set[str] = set()

    def exec(self, source: object, globals: dict[str, Any] | None = None, locals: Any = None) -> None:
        """`exec` as the dataclasses module calls it, a string's code compiled once for every start."""
        if isinstance(source, str):
            self.used.add(source)
            source = self._code(source)
        builtins.exec(source, globals, locals)  # type: ignore[arg-type]

    def _code(self, source: str) -> CodeType:
        kept = self.kept.get(source)
        try:
            code = marshal.loads(kept) if kept is not None else None
        except (ValueError, EOFError, TypeError):
            code = None
        if not isinstance(code, CodeType):
            # As `exec` compiles a string for the dataclasses module (no `from __future__` of this one's).
            code = compile(source, "<string>", "exec", dont_inherit=True)
            self.kept[source] = marshal.dumps(code)
            self.compiled += 1
        return code


# The code in use while installed (at most one), given back by `keep_and_uninstall`.
_INSTALLED: list[_Kept] = []


def code_path() -> Path:
    """The kept code of this exact Python (its bytecode may change with any release)."""
    from store.cache.frame_cache import cache_folder  # the app's first frame reads it too

    tag = f"{sys.implementation.cache_tag}-{sys.hexversion:x}"
    return cache_folder() / "code" / f"dataclasses-{tag}-{CODE_FORMAT}.marshal"


def install() -> None:
    """From now on, every dataclass made in this process uses (and adds to) the code the last start kept."""
    if _INSTALLED:
        return
    _INSTALLED.append(_Kept(_read_kept()))
    dataclasses.exec = _INSTALLED[0].exec  # type: ignore[attr-defined]  # the module's own name, before the builtin


def keep_and_uninstall() -> None:
    """Write what this start compiled that was not kept (with what was), then give the dataclasses module back the
    builtin `exec` and let go of the code. A cache: nothing that goes wrong here is said or fails the app."""
    if not _INSTALLED:
        return
    done = _INSTALLED.pop()
    if getattr(dataclasses, "exec", None) == done.exec:
        del dataclasses.exec  # type: ignore[attr-defined]
    if not done.compiled:
        return
    from store.file.errors import StoreError
    from store.file.user_files import write_file

    try:
        path = code_path()
        path.parent.mkdir(parents=True, exist_ok=True, mode=0o700)
        kept = done.kept if len(done.kept) <= KEPT_AT_MOST else {text: done.kept[text] for text in done.used}
        write_file(path, marshal.dumps(kept))  # durable: its code is run at the next start
        for other in path.parent.glob("dataclasses-*.marshal"):
            if other.name != path.name:
                other.unlink(missing_ok=True)
    except (OSError, ValueError, StoreError):
        return


def _read_kept() -> dict[str, bytes]:
    """The code the last start kept, or nothing when there is none to trust."""
    try:
        with code_path().open("rb") as kept_file:
            if not _private(os.fstat(kept_file.fileno())):
                return {}
            kept = marshal.load(kept_file)
    except Exception:  # noqa: BLE001 - a cache: whatever it holds, Python can always compile again
        return {}
    if not isinstance(kept, dict):
        return {}
    return {text: code for text, code in kept.items() if isinstance(text, str) and isinstance(code, bytes)}


def _private(status: os.stat_result) -> bool:
    """True for a file of this user's that no one else may write: the code it holds is run."""
    return status.st_uid == os.getuid() and not status.st_mode & (stat.S_IWGRP | stat.S_IWOTH)
