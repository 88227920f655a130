"""The methods Python's dataclasses write for rinkbook's values, compiled once and kept between runs.

Python 3.11 builds each dataclass's `__init__`, `__repr__`, `__eq__`, `__hash__`, `__setattr__` and
`__delattr__` by compiling a line of source with `exec` at every import, and the `.pyc` cache never
holds them: the 46 frozen values the dashboard needs cost about 420 compilations, 40% of importing
rinkbook's own modules (issue 25: the whole dashboard within 1.3x of a bare Textual app). The source
of each method is the cache's key, so a changed class compiles its new source (and the cache grows by
it); the code compiled from the same source is the same, only the function made from it is new.
The cache is a marshal file in this package's `__pycache__` beside Python's own, per Python version;
a folder that cannot be written leaves the start as it was.
"""

from __future__ import annotations

import atexit
import builtins
import dataclasses
import marshal
import os
import sys
from pathlib import Path
from typing import Any

CACHE = Path(__file__).with_name("__pycache__") / f"dataclass-methods.{sys.implementation.cache_tag}.marshal"
# Sources no run asks for any more (a class since changed) are kept until the cache holds this many,
# then it starts again from the sources of the run that saves it.
MOST_SOURCES = 5000


class _CompiledSources:
    """`exec` for the dataclasses module: a source seen before runs its code compiled then.

    Each code is kept marshalled until it is run (a third of its size as a code object): the code
    that defines a method is not needed once the method exists.
    """

    def __init__(self, path: Path) -> None:
        self.path = path
        self.codes: dict[str, bytes] = {}
        self.used: set[str] = set()
        self.added = False
        try:
            loaded = marshal.loads(path.read_bytes())
        except (OSError, ValueError, EOFError, TypeError):
            loaded = None
        if isinstance(loaded, dict):
            self.codes = loaded

    def __call__(self, source: Any, globals_: Any = None, locals_: Any = None) -> None:
        if not isinstance(source, str):
            builtins.exec(source, globals_, locals_)
            return
        kept = self.codes.get(source)
        if kept is None:
            code = compile(source, "<string>", "exec")
            self.codes[source] = marshal.dumps(code)
            self.added = True
        else:
            code = marshal.loads(kept)
        self.used.add(source)
        builtins.exec(code, globals_, locals_)

    def save(self) -> None:
        """Write the cache when this run compiled a source it did not hold (at exit)."""
        if not self.added:
            return
        if len(self.codes) > MOST_SOURCES:
            self.codes = {source: code for source, code in self.codes.items() if source in self.used}
        try:
            self.path.parent.mkdir(exist_ok=True)
            temporary = self.path.with_suffix(f".{os.getpid()}.tmp")  # its own: two rinkbooks may save at once
            temporary.write_bytes(marshal.dumps(self.codes))
            temporary.replace(self.path)  # whole or not at all: another rinkbook may be reading it
        except OSError:
            pass


def keep_compiled_methods() -> None:
    """Route the dataclasses module's `exec` through the cache (once per process)."""
    if sys.version_info >= (3, 13) or isinstance(getattr(dataclasses, "exec", None), _CompiledSources):
        return  # 3.13 compiles a class's methods in one go; nothing to keep
    sources = _CompiledSources(CACHE)
    dataclasses.exec = sources  # type: ignore[attr-defined]
    atexit.register(sources.save)
