"""Every text a user reads cites a rule through its rulebook (docs/readings/shared.md#citations): no `rule N` is written
in code.

A tournament's refusal must name its own rulebook's citation, never a Gray rule number, so the
numbers live only in the rulebooks' data (`league/rulebooks/`) and texts ask `Rulebook.cite`.
Docstrings and comments may still mention a rule by number for maintainers: they never reach users.
"""

import ast
import re
from pathlib import Path

from tests.source_trees import parsed

ROOT = Path(__file__).resolve().parent.parent
CITATION = re.compile(r"\brules? \d", re.IGNORECASE)


def _docstrings(tree: ast.AST) -> set[int]:
    """The ids of the string constants that are docstrings (a module's, class's or function's first line)."""
    found = set()
    for node in ast.walk(tree):
        if isinstance(node, ast.Module | ast.ClassDef | ast.FunctionDef | ast.AsyncFunctionDef) and node.body:
            first = node.body[0]
            if isinstance(first, ast.Expr) and isinstance(first.value, ast.Constant):
                found.add(id(first.value))
    return found


def _rule_numbers_in(path: Path) -> list[str]:
    tree = parsed(path)
    docstrings = _docstrings(tree)
    return [
        f"{path.relative_to(ROOT) if ROOT in path.parents else path.name}:{node.lineno}: {node.value!r}"
        for node in ast.walk(tree)
        if isinstance(node, ast.Constant)
        and isinstance(node.value, str)
        and id(node) not in docstrings
        and CITATION.search(node.value)
    ]


def test_no_rule_number_is_written_outside_the_rulebooks_data() -> None:
    rulebooks = ROOT / "league" / "rulebooks"
    sources = [
        path
        for package in ("league", "store", "tui")
        for path in sorted((ROOT / package).rglob("*.py"))
        if rulebooks not in path.parents
    ]
    found = [line for path in sources for line in _rule_numbers_in(path)]
    assert not found, "rule numbers written outside the rulebooks (ask rulebook.cite):\n" + "\n".join(found)


def test_the_test_sees_a_rule_number_in_a_string_but_not_in_a_docstring(tmp_path: Path) -> None:
    sample = tmp_path / "sample.py"
    sample.write_text('def f():\n    """Rule 19 for maintainers."""\n    return f"x (rule {1}9)", "y (rule 4)"\n')
    assert [line.split(": ", 1)[1] for line in _rule_numbers_in(sample.resolve())] == ["'y (rule 4)'"]
