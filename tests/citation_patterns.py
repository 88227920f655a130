"""What a citation of a document a clone lacks looks like, and samples of it written with named fields."""

import re

# The samples below are written with named fields (`sample`), so that no line of this file reads as what it
# looks for: {doc} the design document's name, {ticket} the tracker's word, {part} a part's word, {ch} its
# chapter, {g}, {t}, {th}, {cc} a requirement id's letters.
FIELDS = {"doc": "SP" + "EC", "ticket": "iss" + "ue", "part": "sec" + "tion", "ch": "1" + "0"}
FIELDS |= {letters.lower(): letters for letters in ("G", "T", "TH", "CC")}


NAMED = re.compile(rf"\b{FIELDS['doc']}\b")


TICKET = re.compile(rf"\b{FIELDS['ticket']}s? #?\d+", re.IGNORECASE)


SECTION = re.compile(r"\bsections? \d+(?:\.\d+)?\b|(?<![\w.$])10\.[1-7](?![\w.%]| ?(?:ms|s|x|MiB)\b)")


REQUIREMENT = re.compile(
    r"(?<![\w\"'`/#.-])(?:G(?:[124569]|1[013-9]|2[0-4])|T[1-8]|TH[1-7]|CC[1-8]|CH[1-6]|PE[1-6])(?![\w\"'`-])"
)


def sample(text: str) -> str:
    """`text` with its named fields (`FIELDS`) filled: a citation only at run time."""
    return text.format_map(FIELDS)
