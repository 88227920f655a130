"""Finding Textual's private names in rinkbook's source, with no list of exceptions.

Textual's private names are read from Textual's own source: each class's `_name`s (its methods, its class
attributes, the attributes its methods set on `self`, the names it gives `getattr`/`setattr`), and its
private modules. A module of rinkbook is read when it may hold a Textual object (it imports Textual or the
app, if only for types); each finding is one of:
- an import of a private module of Textual (`textual._context`) or of a private name (`_RenderCache`);
- in a class whose bases include a Textual class, any use or definition of a private name one of those
  Textual classes has (`self._render_cell`, `def _on_key`, `self._suggestion = ""`);
- `x._name` on anything but `self` where Textual has `_name` and rinkbook itself defines no `_name` (in a class
  of its own, not as an override) (`table._clear_caches()`);
- `getattr(x, "_name")` (or setattr, hasattr, delattr) with such a name.
"""

from __future__ import annotations

import ast
import importlib
import sys
from collections.abc import Iterator
from dataclasses import dataclass, field
from functools import cache
from pathlib import Path
from types import ModuleType

import textual

from tests.source_trees import parsed

# Textual, and textual-serve (`rinkbook serve`, the `web` extra): their private names change with their releases.
try:
    import textual_serve
except ImportError:  # without the web extra, `serve` is never imported either
    PACKAGES: tuple[ModuleType, ...] = (textual,)
else:
    PACKAGES = (textual, textual_serve)
NAMES = frozenset(package.__name__ for package in PACKAGES)

ATTRIBUTE_CALLS = frozenset({"getattr", "setattr", "hasattr", "delattr"})


def private(name: str) -> bool:
    """A private name: one underscore or two at its start, not a dunder (`__init__`)."""
    return name.startswith("_") and not (name.startswith("__") and name.endswith("__"))


def _string_attribute(node: ast.AST) -> str | None:
    """The name in `getattr(x, "_name", ...)` (and its kin), else None."""
    if not (isinstance(node, ast.Call) and isinstance(node.func, ast.Name) and node.func.id in ATTRIBUTE_CALLS):
        return None
    if len(node.args) >= 2 and isinstance(node.args[1], ast.Constant) and isinstance(node.args[1].value, str):
        return node.args[1].value
    return None


def own_names(cls: ast.ClassDef, named: frozenset[str] = ATTRIBUTE_CALLS) -> set[str]:
    """The private names a class's source gives itself or its instances: methods, class attributes, attributes
    set on `self` in its methods, and the names it gives the calls `named` (`getattr`, `setattr` ...)."""
    names: set[str] = set()
    for statement in cls.body:
        if isinstance(statement, (ast.FunctionDef, ast.AsyncFunctionDef, ast.ClassDef)):
            names.add(statement.name)
        targets = statement.targets if isinstance(statement, ast.Assign) else []
        if isinstance(statement, ast.AnnAssign):
            targets = [statement.target]
        names |= {target.id for target in targets if isinstance(target, ast.Name)}
    for node in ast.walk(cls):
        if isinstance(node, ast.Attribute) and isinstance(node.ctx, ast.Store):
            if isinstance(node.value, ast.Name) and node.value.id in ("self", "cls"):
                names.add(node.attr)
        elif (name := _string_attribute(node)) is not None and node.func.id in named:  # type: ignore[attr-defined]
            names.add(name)
    return {name for name in names if private(name)}


@dataclass
class TextualNames:
    """Textual's private names: by class (module, class name), and all of them."""

    by_class: dict[tuple[str, str], set[str]] = field(default_factory=dict)
    every: set[str] = field(default_factory=set)


@cache
def textual_names() -> TextualNames:
    """Every private name Textual's source defines, read from the installed Textual."""
    found = TextualNames()
    for package in PACKAGES:
        root = Path(package.__file__ or "").parent
        for path in root.rglob("*.py"):
            parts = path.relative_to(root).with_suffix("").parts
            _read_module(found, ".".join((package.__name__, *parts)).removesuffix(".__init__"), path)
    return found


def _read_module(found: TextualNames, module: str, path: Path) -> None:
    tree = ast.parse(path.read_text(encoding="utf-8"))
    for node in ast.walk(tree):
        if isinstance(node, ast.ClassDef):
            names = own_names(node)
            found.by_class.setdefault((module, node.name), set()).update(names)
            found.every |= names
        elif (name := _string_attribute(node)) is not None and private(name):
            found.every.add(name)


def private_module(module: str) -> bool:
    """True for a module of Textual whose dotted name has a private part (`textual.widgets._footer`)."""
    return module.split(".", maxsplit=1)[0] in NAMES and any(private(part) for part in module.split("."))


@dataclass(frozen=True)
class Finding:
    """One private name of Textual used in rinkbook's source."""

    path: str
    line: int
    name: str

    def __str__(self) -> str:
        return f"{self.path}:{self.line}: {self.name}"


def may_hold_textual(tree: ast.Module) -> bool:
    """True when a module imports Textual or the app (if only for types): only there is a Textual object in hand."""
    for node in ast.walk(tree):
        modules = [alias.name for alias in node.names] if isinstance(node, ast.Import) else []
        if isinstance(node, ast.ImportFrom) and node.module and node.level == 0:
            modules = [node.module]
        if any(module.split(".")[0] in {*NAMES, "tui"} for module in modules):
            return True
    return False


def textual_bases(module: str, class_path: list[str]) -> list[type]:
    """The Textual classes among the bases of the class at `class_path` in `module` (run-time), else []."""
    try:
        found: object = importlib.import_module(module)
        for name in class_path:
            found = getattr(found, name)
    except (ImportError, AttributeError):  # a class made inside a function: read as code outside a class
        return []
    if not isinstance(found, type):
        return []
    return [base for base in found.__mro__ if base.__module__.split(".")[0] in NAMES]


def names_of(bases: list[type]) -> set[str]:
    """The private names the Textual classes `bases` define."""
    by_class = textual_names().by_class
    return set().union(*(by_class.get((base.__module__, base.__name__), set()) for base in bases))


class _Reader(ast.NodeVisitor):
    """Walks one module, knowing which class (and so which Textual bases) each node is in."""

    def __init__(self, module: str, path: str, rinkbooks_own: set[str]) -> None:
        self.module, self.path, self.rinkbooks_own = module, path, rinkbooks_own
        self.classes: list[str] = []
        self.in_class: list[set[str]] = [set()]  # the Textual names of the class being read (none outside one)
        self.findings: list[Finding] = []
        self.own: set[str] = set()  # the private names this module defines itself, overrides left out

    def found(self, node: ast.AST, name: str) -> None:
        self.findings.append(Finding(self.path, getattr(node, "lineno", 0), name))

    def textuals(self, name: str, on: ast.expr | None = None) -> bool:
        """True when `name`, used where this node is (as an attribute of `on`), is Textual's private name: on
        `self`, `cls` or `super()`, one of the class's Textual bases has it; on anything else, Textual has it
        and rinkbook does not."""
        if name in self.in_class[-1]:
            return True
        if isinstance(on, ast.Name) and on.id in ("self", "cls"):
            return False
        if isinstance(on, ast.Call) and isinstance(on.func, ast.Name) and on.func.id == "super":
            return False
        return name in textual_names().every and name not in self.rinkbooks_own

    def visit_ClassDef(self, node: ast.ClassDef) -> None:
        self.classes.append(node.name)
        theirs = names_of(textual_bases(self.module, self.classes))
        self.in_class.append(theirs)
        self.own |= own_names(node, frozenset({"setattr"})) - theirs  # reading a name by getattr defines none
        for statement in node.body:  # overrides: a method or class attribute of the Textual classes
            if isinstance(statement, (ast.FunctionDef, ast.AsyncFunctionDef)) and statement.name in theirs:
                self.found(statement, f"def {statement.name}")
        self.generic_visit(node)
        self.in_class.pop()
        self.classes.pop()

    def visit_FunctionDef(self, node: ast.FunctionDef | ast.AsyncFunctionDef) -> None:
        if private(node.name) and len(self.in_class) == 1:
            self.own.add(node.name)
        kept = self.classes  # a class defined inside a function is not reachable by its path
        self.classes = [*self.classes, node.name, "<locals>"]
        self.generic_visit(node)
        self.classes = kept

    visit_AsyncFunctionDef = visit_FunctionDef

    def visit_Attribute(self, node: ast.Attribute) -> None:
        if private(node.attr) and self.textuals(node.attr, node.value):
            self.found(node, f".{node.attr}")
        self.generic_visit(node)

    def visit_Call(self, node: ast.Call) -> None:
        name = _string_attribute(node)
        if name is not None and private(name) and self.textuals(name):  # on `self` too: Textual sets some by name
            self.found(node, f'"{name}"')
        self.generic_visit(node)

    def visit_Import(self, node: ast.Import) -> None:
        for alias in node.names:
            if private_module(alias.name):
                self.found(node, f"import {alias.name}")

    def visit_ImportFrom(self, node: ast.ImportFrom) -> None:
        module = node.module or ""
        if node.level == 0 and module.split(".")[0] in NAMES:
            if private_module(module):
                self.found(node, f"from {module} import")
            for alias in node.names:
                if private(alias.name):
                    self.found(node, f"from {module} import {alias.name}")


def module_name(root: Path, path: Path) -> str:
    return ".".join(path.relative_to(root).with_suffix("").parts).removesuffix(".__init__")


def rinkbook_files(root: Path, folders: tuple[str, ...], outside: tuple[str, ...]) -> Iterator[Path]:
    """The modules of `folders` under `root` that may hold a Textual object, less those under `outside`."""
    for folder in folders:
        for path in sorted((root / folder).rglob("*.py")):
            relative = path.relative_to(root).as_posix()
            if path.stem == "__main__" or relative.startswith(outside):
                continue
            if may_hold_textual(parsed(path)):
                yield path


def private_textual_uses(root: Path, folders: tuple[str, ...], outside: tuple[str, ...]) -> list[Finding]:
    """Every use of a private name of Textual in the modules of `folders` (not those under `outside`)."""
    if str(root) not in sys.path:
        sys.path.insert(0, str(root))
    paths = list(rinkbook_files(root, folders, outside))
    trees = {path: parsed(path) for path in paths}
    readers = {path: _Reader(module_name(root, path), path.relative_to(root).as_posix(), set()) for path in paths}
    for path, reader in readers.items():  # a first reading: the names rinkbook defines itself
        reader.visit(trees[path])
    own = set().union(*(reader.own for reader in readers.values()))
    findings: list[Finding] = []
    for path in paths:
        reader = _Reader(module_name(root, path), path.relative_to(root).as_posix(), own)
        reader.visit(trees[path])
        findings += reader.findings
    return findings
