"""No import circle among the project's modules: each layer and module can be read, tested and loaded
on its own, and an import order never decides whether a name exists yet."""

from __future__ import annotations

import ast
from pathlib import Path

from tests.source_trees import parsed

ROOT = Path(__file__).resolve().parents[1]
PACKAGES = ("league", "store", "tui", "seed")


def module_name(path: Path) -> str:
    parts = path.relative_to(ROOT).with_suffix("").parts
    return ".".join(parts[:-1] if parts[-1] == "__init__" else parts)


MODULES = {module_name(path): path for package in PACKAGES for path in (ROOT / package).rglob("*.py")}


def type_only_nodes(tree: ast.Module) -> set[int]:
    """The nodes under `if TYPE_CHECKING:`: never run, so a circle through them is no circle."""
    return {
        id(node)
        for test in ast.walk(tree)
        if isinstance(test, ast.If) and "TYPE_CHECKING" in ast.unparse(test.test)
        for node in ast.walk(test)
    }


def project_module(dotted: str) -> str | None:
    """The project module that `dotted` names, or that holds the name (`store.file.db.Store` -> `store.file.db`)."""
    while dotted and dotted not in MODULES:
        dotted = dotted.rpartition(".")[0]
    return dotted or None


def imports_of(name: str) -> set[str]:
    """The project modules that module `name` imports, at the top or inside a function (a lazy import that
    dodges a circle is still a circle: it only moves the failure to the first call)."""
    tree = parsed(MODULES[name])
    type_only = type_only_nodes(tree)
    found: set[str] = set()
    for node in ast.walk(tree):
        if id(node) in type_only:
            continue
        if isinstance(node, ast.Import):
            found |= {project_module(alias.name) for alias in node.names} - {None}
        elif isinstance(node, ast.ImportFrom):
            base = node.module or ""
            if node.level:
                package = name.split(".") if MODULES[name].name == "__init__.py" else name.split(".")[:-1]
                base = ".".join([*package[: len(package) - node.level + 1], *([base] if base else [])])
            found |= {project_module(f"{base}.{alias.name}") for alias in node.names} - {None}
    return found - {name}


def circles(graph: dict[str, set[str]]) -> list[list[str]]:
    """The strongly connected groups of more than one module (Tarjan), each a circle or several."""
    index: dict[str, int] = {}
    low: dict[str, int] = {}
    stack: list[str] = []
    found: list[list[str]] = []

    def visit(module: str) -> None:
        index[module] = low[module] = len(index)
        stack.append(module)
        for other in graph[module]:
            if other not in index:
                visit(other)
                low[module] = min(low[module], low[other])
            elif other in stack:
                low[module] = min(low[module], index[other])
        if low[module] == index[module]:
            group = []
            while not group or group[-1] != module:
                group.append(stack.pop())
            if len(group) > 1:
                found.append(sorted(group))

    for module in graph:
        if module not in index:
            visit(module)
    return found


def test_no_module_imports_itself_back_through_others():
    graph = {name: imports_of(name) for name in MODULES}
    found = circles(graph)
    assert found == [], "\n".join(" <-> ".join(f"{m} (imports {sorted(graph[m] & set(c))})" for m in c) for c in found)


def test_the_circle_finder_finds_a_circle():
    assert circles({"a": {"b"}, "b": {"c"}, "c": {"a"}, "d": {"a"}}) == [["a", "b", "c"]]
    assert circles({"a": {"b"}, "b": set()}) == []
