"""The rules core keeps nothing between calls: no module-level state, no weak references, nothing keyed by
`id()`, no memo of a function's results. What is kept for speed is kept outside it, by one owner that says
when it is still right (`store.cache.season_cache`); a cache inside `league` would hold answers no one clears."""

from __future__ import annotations

import ast
from pathlib import Path

LEAGUE = Path(__file__).resolve().parents[2] / "league"
MEMOS = {"lru_cache", "cache", "cached_property"}
MUTATORS = {"append", "extend", "insert", "update", "setdefault", "add", "pop", "popitem", "clear", "remove"}


def _module_names(tree: ast.Module) -> set[str]:
    """The names a module binds at its top level."""
    names: set[str] = set()
    for node in tree.body:
        targets = (
            node.targets if isinstance(node, ast.Assign) else [node.target] if isinstance(node, ast.AnnAssign) else []
        )
        names |= {t.id for t in targets if isinstance(t, ast.Name)}
    return names


def _findings(source: str, where: str) -> list[str]:
    """What in a module's `source` keeps state between calls, each as "where:line: what"."""
    tree = ast.parse(source)
    names = _module_names(tree)
    found = []
    for node in ast.walk(tree):
        line = f"{where}:{getattr(node, 'lineno', 0)}"
        if isinstance(node, ast.Global):
            found.append(f"{line}: global {', '.join(node.names)}")
        elif isinstance(node, ast.Import | ast.ImportFrom):
            modules = [node.module or ""] if isinstance(node, ast.ImportFrom) else [a.name for a in node.names]
            imported = [a.name for a in node.names] if isinstance(node, ast.ImportFrom) else []
            if "weakref" in modules or MEMOS.intersection(imported):
                found.append(f"{line}: imports {modules[0]} {' '.join(imported)}".rstrip())
        elif isinstance(node, ast.Attribute) and node.attr in MEMOS:
            found.append(f"{line}: {node.attr}")
        elif isinstance(node, ast.Call) and isinstance(node.func, ast.Name) and node.func.id == "id":
            found.append(f"{line}: id(...)")
        elif isinstance(node, ast.FunctionDef):
            for inner in ast.walk(node):
                if (
                    isinstance(inner, ast.Call)
                    and isinstance(inner.func, ast.Attribute)
                    and inner.func.attr in MUTATORS
                ):
                    changed = inner.func.value
                elif isinstance(inner, ast.Subscript | ast.Attribute) and isinstance(inner.ctx, ast.Store | ast.Del):
                    changed = inner.value
                else:
                    continue
                if isinstance(changed, ast.Name) and changed.id in names:
                    found.append(f"{where}:{inner.lineno}: changes the module's {changed.id}")
    return found


def test_no_module_of_the_rules_core_keeps_state_between_calls():
    paths = sorted(LEAGUE.rglob("*.py"))
    found = [f for path in paths for f in _findings(path.read_text(), str(path.relative_to(LEAGUE.parent)))]
    assert found == []


def test_the_check_finds_each_kind_of_kept_state():
    """The test above would say nothing if its reading were blind: each kind of state, written out, is found."""
    sample = (
        "import weakref\n"
        "from functools import lru_cache\n"
        "_SEEN = {}\n"
        "@lru_cache\n"
        "def f(x):\n"
        "    global _N\n"
        "    _SEEN[id(x)] = x\n"
        "    _SEEN.setdefault(1, 2)\n"
        "    return _SEEN\n"
    )
    found = " ".join(_findings(sample, "sample.py"))
    for kind in ("weakref", "lru_cache", "global _N", "id(...)", "changes the module's _SEEN"):
        assert kind in found, (kind, found)
