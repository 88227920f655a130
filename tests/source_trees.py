"""The project's source files parsed once per test process: the checks that read every module (the layers, the
import circles, the citations, Textual's private names) share one parse of each file rather than each parsing
the whole tree again. A tree is shared: read it, never change it."""

from __future__ import annotations

import ast
import functools
from pathlib import Path


def parsed(path: Path) -> ast.Module:
    """The syntax tree of the file at `path` as it is now (parsed again if it was written since)."""
    stat = path.stat()
    return _parsed(path.resolve(), stat.st_mtime_ns, stat.st_size)


def walked(path: Path) -> tuple[ast.AST, ...]:
    """Every node of `path`'s tree, in `ast.walk`'s order."""
    stat = path.stat()
    return _walked(path.resolve(), stat.st_mtime_ns, stat.st_size)


@functools.cache
def _parsed(path: Path, _mtime_ns: int, _size: int) -> ast.Module:
    return ast.parse(path.read_text(encoding="utf-8"))


@functools.cache
def _walked(path: Path, mtime_ns: int, size: int) -> tuple[ast.AST, ...]:
    return tuple(ast.walk(_parsed(path, mtime_ns, size)))
