"""The documents a clone holds point at each other truly: every relative link in README.md, CHANGELOG.md and
docs/ names a file that exists and, with a `#anchor`, a heading of that file; the README stays short and
lists every command the command line offers.

Anchors are made from headings as GitHub makes them (lower case, punctuation dropped, spaces as hyphens, a
repeated heading numbered `-1`, `-2` ...), so a link that works here works on the repository's page.
"""

import re
from pathlib import Path

import pytest

from tests.doc_anchors import PENDING, _outside_code, anchors
from tui.cli.arguments import build_parser

ROOT = Path(__file__).resolve().parent.parent
LINK = re.compile(r"\[[^\]]*\]\(([^)\s]+)\)")
README_MOST_LINES = 250


def documents(root: Path = ROOT) -> list[Path]:
    found = [root / name for name in ("README.md", "CHANGELOG.md") if (root / name).exists()]
    return found + sorted((root / "docs").rglob("*.md"))


def broken_links(path: Path, root: Path = ROOT) -> list[str]:
    """Each link of `path` whose file or heading does not exist, as `file: link (why)`."""
    problems = []
    for line in _outside_code(path.read_text(encoding="utf-8")):
        for target in LINK.findall(line):
            if re.match(r"[a-z]+:", target):  # https:, mailto: ... are not the repository's
                continue
            file_part, _, anchor = target.partition("#")
            target_path = (path.parent / file_part).resolve() if file_part else path
            where = f"{path.relative_to(root)}: {target}"
            if not target_path.exists():
                relative = target_path.relative_to(root).as_posix() if root in target_path.parents else None
                if relative not in PENDING:
                    problems.append(f"{where} (no such file)")
                continue
            if anchor and target_path.suffix == ".md" and anchor not in anchors(target_path):
                problems.append(f"{where} (no heading makes #{anchor})")
    return problems


def test_every_link_in_the_documents_points_at_a_file_and_heading_that_exist() -> None:
    found = [problem for path in documents() for problem in broken_links(path)]
    assert not found, "broken links:\n" + "\n".join(found)


def test_the_checker_finds_a_missing_file_and_a_missing_heading(tmp_path: Path) -> None:
    (tmp_path / "docs").mkdir()
    (tmp_path / "docs" / "a.md").write_text("# A page\n\n## What if: another `rulebook`\n\n## Notes\n\n## Notes\n")
    readme = tmp_path / "README.md"
    readme.write_text(
        "[ok](docs/a.md#what-if-another-rulebook) [ok](docs/a.md#notes-1) [ok](https://example.org/x)\n"
        "[gone](docs/b.md) [no heading](docs/a.md#notes-2) [here](#a-page)\n"
        "```\n[in code](docs/c.md)\n```\n# A page\n"
    )
    assert broken_links(readme, tmp_path) == [
        "README.md: docs/b.md (no such file)",
        "README.md: docs/a.md#notes-2 (no heading makes #notes-2)",
    ]


@pytest.mark.parametrize("pending", sorted(PENDING))
def test_a_pending_page_is_linked_from_the_readme(pending: str) -> None:
    """A page allowed to be missing is one the README announces; once written, the link is checked as any."""
    assert f"]({pending})" in (ROOT / "README.md").read_text(encoding="utf-8")


def test_the_readme_is_short() -> None:
    lines = (ROOT / "README.md").read_text(encoding="utf-8").splitlines()
    assert len(lines) <= README_MOST_LINES, f"README.md has {len(lines)} lines; the rest belongs in docs/"


def test_the_readme_lists_every_command_of_the_command_line() -> None:
    parser = build_parser()
    commands = next(a for a in parser._actions if a.dest == "command").choices
    readme = (ROOT / "README.md").read_text(encoding="utf-8")
    missing = [name for name in commands if not re.search(rf"^\| `{re.escape(name)}\b", readme, re.MULTILINE)]
    assert not missing, f"commands missing from the README's table: {missing}"
