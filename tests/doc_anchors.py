"""The anchors GitHub makes of a Markdown page's headings, and the pages still pending."""

import re
from pathlib import Path

HEADING = re.compile(r"^(#{1,6})\s+(.*?)\s*#*\s*$")


FENCE = re.compile(r"^\s*(```|~~~)")


# Pages another change writes, linked before they land: each may be missing until then (once it exists
# it is checked like any other).
PENDING = {"docs/server.md": "the league server mode's page, written with that mode"}


def _outside_code(text: str) -> list[str]:
    """The lines outside fenced code blocks: a `# comment` in a shell example is no heading, a `[x](y)` no link."""
    lines, fenced = [], False
    for line in text.splitlines():
        if FENCE.match(line):
            fenced = not fenced
            continue
        if not fenced and not line.startswith("    "):  # an indented line is a code block too
            lines.append(line)
    return lines


def slug(heading: str) -> str:
    """A heading's anchor as GitHub makes it."""
    text = re.sub(r"\[([^\]]*)\]\([^)]*\)", r"\1", heading)  # a link in a heading anchors by its words
    text = text.replace("`", "").strip().lower()
    text = re.sub(r"[^\w\- ]", "", text)
    return text.replace(" ", "-")


def anchors(path: Path) -> set[str]:
    found: set[str] = set()
    seen: dict[str, int] = {}
    for line in _outside_code(path.read_text(encoding="utf-8")):
        match = HEADING.match(line)
        if match:
            base = slug(match[2])
            count = seen.get(base, 0)
            seen[base] = count + 1
            found.add(base if count == 0 else f"{base}-{count}")
    return found
