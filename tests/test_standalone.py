"""The repository stands alone: its code, comments, docstrings and tests cite only what a clone holds.

A citation names a league's own rule number ("Gray rule 19", "Coors 5.2.2", "Cole PR 14") or a page of
docs/ with its anchor (`docs/readings/gray.md#eligibility`). Two checks hold it:

- no source file of `CHECKED`, nor a Markdown page outside docs/ (the README, the changelog, the
  benchmarks' results), cites a document a clone lacks: the product's design document by name, its
  numbered parts or its requirement ids (a letter code and number standing for a rule), or a ticket of
  the project's tracker by number;
- every `docs/<page>.md` or `docs/<page>.md#anchor` named anywhere in the code is a page that exists with a
  heading that makes the anchor, as GitHub makes anchors (`tests.test_docs.anchors`).

A requirement id is told from the same letters used as data (a game "G2", a sheet label "G3"): an id
the file's code holds as a string, or one after a word that names a game or an event, is data.
"""

import io
import re
import tokenize
from collections.abc import Iterator
from pathlib import Path

import pytest

from tests.citation_patterns import NAMED, REQUIREMENT, SECTION, TICKET, sample
from tests.doc_anchors import PENDING, anchors

ROOT = Path(__file__).resolve().parent.parent
# The folders whose sources must not cite a document a clone lacks.
CHECKED = ("league", "store", "tui", "seed", "benchmarks", "scripts", "tests")
# Every folder of code, for the docs/ links it names.
CODE = ("league", "store", "tui", "seed", "benchmarks", "scripts", "tests", "rinkbook")
# The docs test's samples and this file's name pages of a folder of their own.
SAMPLE_LINKS = {ROOT / "tests" / "test_docs.py", Path(__file__).resolve()}


DATA_ID = re.compile(r"\b(TH|CC|CH|PE|G|T)0*(\d+)\b")
DATA_BEFORE = re.compile(r"\b(?:game|games|in|of|from|on|at|del|edit|goal|penalty|with)\s+$")
DATA_AFTER = re.compile(r"^\s+v\s")
DOCS_LINK = re.compile(r"\bdocs/[\w./-]+?\.md(?:#[\w-]+)?")


def _prose(tokens: list[tokenize.TokenInfo]) -> Iterator[tuple[int, str]]:
    """(line, text) of each comment and docstring (a string standing as a statement) of a source's `tokens`."""
    previous = tokenize.NEWLINE
    for token in tokens:
        statement_start = previous in (tokenize.NEWLINE, tokenize.INDENT, tokenize.DEDENT)
        if token.type == tokenize.COMMENT or (token.type == tokenize.STRING and statement_start):
            yield token.start[0], token.string
        if token.type not in (tokenize.COMMENT, tokenize.NL):
            previous = token.type


def _data_ids(tokens: list[tokenize.TokenInfo]) -> set[str]:
    """The requirement-like ids the code itself holds in its strings (game ids, labels): data, not citations."""
    prose = {(line, text) for line, text in _prose(tokens)}
    return {
        found
        for token in tokens
        if token.type == tokenize.STRING and (token.start[0], token.string) not in prose
        for found in (f"{letters}{int(number)}" for letters, number in DATA_ID.findall(token.string))
    }


def _requirement_ids(text: str, data: set[str]) -> Iterator[str]:
    for match in REQUIREMENT.finditer(text):
        before, after = text[: match.start()], text[match.end() :]
        if match[0] in data or DATA_BEFORE.search(before) or DATA_AFTER.match(after):
            continue
        yield match[0]


def outside_citations(path: Path) -> list[str]:
    """Each citation in `path` of a document a clone does not hold, as `path:line: what`."""
    source = path.read_text(encoding="utf-8")
    where = path.relative_to(ROOT).as_posix() if ROOT in path.parents else path.name
    found = [
        f"{where}:{number}: {match[0]!r}"
        for number, line in enumerate(source.splitlines(), 1)
        for pattern in (NAMED, TICKET)
        for match in pattern.finditer(line)
    ]
    markdown = path.suffix == ".md"  # a page is prose throughout; its ids are citations
    if not markdown and not (SECTION.search(source) or REQUIREMENT.search(source)):
        # Its comments and docstrings are pieces of its text, and neither pattern matches across a line or starts
        # at the quote or hash that opens one: with no match in the whole text, none is in its prose. Tokenizing
        # (in Python) was most of the check's time, and 22 of some 860 sources hold a match anywhere.
        return sorted(set(found))
    # Tokenized once: the tokenizer (in Python) was most of the check's time, and it ran three times a file.
    tokens = [] if markdown else list(tokenize.generate_tokens(io.StringIO(source).readline))
    data = set() if markdown else _data_ids(tokens)
    for start, text in [(1, source)] if markdown else _prose(tokens):
        for offset, line in enumerate(text.splitlines()):
            cited = [m[0] for m in SECTION.finditer(line)] + list(_requirement_ids(line, data))
            found += [f"{where}:{start + offset}: {what!r}" for what in cited]
    return sorted(set(found))


def broken_docs_links(path: Path, root: Path = ROOT) -> list[str]:
    """Each `docs/...md[#anchor]` named in `path` whose page or heading does not exist."""
    problems = []
    for number, line in enumerate(path.read_text(encoding="utf-8").splitlines(), 1):
        for link in DOCS_LINK.findall(line):
            page, _, anchor = link.partition("#")
            where = f"{path.relative_to(root).as_posix() if root in path.parents else path.name}:{number}: {link}"
            if not (root / page).is_file():
                if page not in PENDING:
                    problems.append(f"{where} (no such page)")
            elif anchor and anchor not in anchors(root / page):
                problems.append(f"{where} (no heading makes #{anchor})")
    return problems


def _sources(folders: tuple[str, ...]) -> list[Path]:
    return [path for folder in folders for path in sorted((ROOT / folder).rglob("*.py"))]


def _pages() -> list[Path]:
    """The Markdown pages outside docs/: at the top and in the folders of code."""
    return sorted(ROOT.glob("*.md")) + [path for folder in CODE for path in sorted((ROOT / folder).rglob("*.md"))]


def test_no_source_cites_a_document_a_clone_does_not_hold() -> None:
    found = [line for path in _sources(CHECKED) + _pages() for line in outside_citations(path)]
    assert not found, "cite a league rule number or a docs/ page and anchor instead:\n" + "\n".join(found)


def test_every_docs_page_and_anchor_the_code_names_exists() -> None:
    found = [problem for path in _sources(CODE) if path not in SAMPLE_LINKS for problem in broken_docs_links(path)]
    assert not found, "docs/ links in the code that lead nowhere:\n" + "\n".join(found)


@pytest.mark.parametrize(
    ("line", "cited"),
    [
        ("# the standings ({doc} {ch}.1 {t}5)", ["'{doc}'", "'{ch}.1'", "'{t}5'"]),
        ('"""Fast enough ({ticket} 25)."""', ["'{ticket} 25'"]),
        ("# see {ticket} #7, point 2", ["'{ticket} #7'"]),
        ("# the suspension ladder ({g}5) and the tiebreakers ({cc}7, {th}3)", ["'{g}5'", "'{cc}7'", "'{th}3'"]),
        ("# as {part} 8 of the design says", ["'{part} 8'"]),
        ("# Gray rule 19 and Coors 5.2.2 (docs/readings/coors.md#discipline)", []),
        ('# the goal G3 and game G2, G7 RED v WHT; a label "G1"', []),
        ("# 10.5 ms a frame, 10.2 s in all", []),
        ("# the Design {doc}ification", []),
    ],
)
def test_the_check_finds_citations_of_outside_documents_and_not_data(
    tmp_path: Path, line: str, cited: list[str]
) -> None:
    path = tmp_path / "sample.py"
    path.write_text(f"{sample(line)}\nGAMES = ('G4',)\n", encoding="utf-8")
    assert [found.split(": ", 1)[1] for found in outside_citations(path)] == sorted(map(sample, cited))


def test_an_id_the_code_holds_as_data_is_no_citation(tmp_path: Path) -> None:
    path = tmp_path / "sample.py"
    path.write_text(sample('def f():\n    """G4 was played first ({g}19)."""\n    return "G4"\n'), encoding="utf-8")
    assert [found.split(": ", 1)[1] for found in outside_citations(path)] == [sample("'{g}19'")]


def test_the_check_finds_a_missing_page_and_a_missing_anchor(tmp_path: Path) -> None:
    (tmp_path / "docs").mkdir()
    (tmp_path / "docs" / "a.md").write_text("# A page\n\n## What if: another `rulebook`\n", encoding="utf-8")
    sample = tmp_path / "sample.py"
    sample.write_text(
        "# docs/a.md#what-if-another-rulebook and docs/a.md, fine\n# docs/b.md and docs/a.md#nowhere are not\n",
        encoding="utf-8",
    )
    assert broken_docs_links(sample, tmp_path) == [
        "sample.py:2: docs/b.md (no such page)",
        "sample.py:2: docs/a.md#nowhere (no heading makes #nowhere)",
    ]


def test_a_markdown_page_is_read_as_prose_throughout(tmp_path: Path) -> None:
    page = tmp_path / "RESULTS.md"
    page.write_text(
        sample(
            "# Speed ({doc} {part} 9)\n\n| start ({ticket} 25) | 10.1 s |\n\nThe tiebreakers ({g}19) decide game G2.\n"
        ),
        encoding="utf-8",
    )
    expected = ["'{doc}'", "'{part} 9'", "'{ticket} 25'", "'{g}19'"]
    assert [found.split(": ", 1)[1] for found in outside_citations(page)] == [sample(e) for e in expected]
