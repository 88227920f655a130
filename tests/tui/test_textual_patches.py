"""Textual's private names (and textual-serve's) live in `tui/textual_patches` only, each patch named and dated
by the version it was written for."""

from __future__ import annotations

import ast
import importlib
from importlib.metadata import version
from pathlib import Path

import pytest

from tests.source_trees import parsed
from tests.tui.textual_names import private_textual_uses
from tui.textual_patches import PATCHES, SERVE_PATCHES, TESTED_TEXTUAL, TESTED_TEXTUAL_SERVE, untested

ROOT = Path(__file__).resolve().parents[2]
PACKAGE = "tui/textual_patches/"
# Every folder of code that may hold a Textual object; tests reach into Textual to test the patches themselves.
FOLDERS = ("tui", "store", "league", "seed", "benchmarks", "scripts", "rinkbook")


RANGES = {"textual": (TESTED_TEXTUAL, PATCHES), "textual-serve": (TESTED_TEXTUAL_SERVE, SERVE_PATCHES)}


@pytest.mark.parametrize("package", sorted(RANGES))
def test_the_installed_textual_is_one_the_patches_were_tested_with(package):
    """A Textual (or textual-serve) outside its tested range fails here, naming every patch to re-check."""
    pytest.importorskip(package.replace("-", "_"))  # textual-serve comes with the web extra
    message = untested(version(package), package)
    assert message is None, message


@pytest.mark.parametrize(
    ("package", "outside"),
    [
        ("textual", "8.1.9"),
        ("textual", "8.3.0"),
        ("textual", "8.3.0rc1"),
        ("textual", "9.0.0"),
        ("textual-serve", "1.2.0"),
    ],
)
def test_a_version_outside_the_range_is_refused_naming_each_patch(package, outside):
    (first, past), patches = RANGES[package]
    message = untested(outside, package)
    assert message is not None
    assert f"{package} {outside} is outside the tested range {first} to {past}" in message
    assert all(f"tui.textual_patches.{patch}\n" in f"{message}\n" for patch in patches)


@pytest.mark.parametrize("inside", [TESTED_TEXTUAL[0], "8.2.8", "8.2.99"])
def test_a_textual_inside_the_range_passes(inside):
    assert untested(inside) is None


@pytest.mark.parametrize("patch", PATCHES + SERVE_PATCHES)
def test_each_listed_patch_exists_and_says_why_and_for_which_version(patch):
    module, name = patch.split(":")
    if module == "serve":
        pytest.importorskip("textual_serve")  # the web extra
    found = getattr(importlib.import_module(f"tui.textual_patches.{module}"), name)
    if patch == "footer:FooterKey":  # Textual's own class, re-exported: the module says why
        return
    said = found.__doc__ or ""
    assert "Textual 8.2.x" in said or "textual-serve 1.1.x" in said, f"{patch}: no version said"
    assert "Why" in said, f"{patch}: its docstring does not say why rinkbook needs it"


def test_every_patch_of_the_package_is_listed():
    """Each public function or class of the package that uses a private name of Textual is in `PATCHES`, so
    the range check names it."""
    found = private_textual_uses(ROOT, (PACKAGE.rstrip("/"),), ())
    patches: set[str] = set()
    for path in (ROOT / PACKAGE).glob("*.py"):
        lines = {f.line for f in found if f.path == path.relative_to(ROOT).as_posix()}
        for node in parsed(path).body:
            named = isinstance(node, (ast.FunctionDef, ast.AsyncFunctionDef, ast.ClassDef))
            spans = set(range(node.lineno, (node.end_lineno or node.lineno) + 1))
            if named and not node.name.startswith("_") and lines & spans:
                patches.add(f"{path.stem}:{node.name}")
    assert patches, "the search found no patch in the package"
    listed = set(PATCHES + SERVE_PATCHES)
    assert patches <= listed, f"not listed: {sorted(patches - listed)}"


def test_no_private_textual_name_is_used_outside_the_patches():
    """Outside `tui/textual_patches` (and tests), no import of Textual's private modules or names, no override
    of a private method of a Textual class, no read or write of Textual's private attributes."""
    found = private_textual_uses(ROOT, FOLDERS, (PACKAGE,))
    assert not found, "Textual's private names outside tui/textual_patches:\n" + "\n".join(map(str, found))


def test_the_search_sees_private_names_where_they_are():
    """The same search, the package not left out, finds the patches: each of its modules uses Textual's
    private names, and each kind of use is seen (an import, an override, an attribute, a name given getattr)."""
    found = private_textual_uses(ROOT, ("tui/textual_patches",), ())
    assert {Path(f.path).stem for f in found} >= {p.stem for p in (ROOT / PACKAGE).glob("*.py")} - {"__init__"}
    seen = {str(f).split(": ", 1)[1] for f in found}
    kinds = {
        "from textual._context import",
        "from textual.widget import _RenderCache",
        "def _render_cell",
        '"__watchers"',
        "._scroll_cursor_into_view",
        "._parse_action",
    }
    assert kinds <= seen
