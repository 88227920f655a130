"""Refusals a committee member can read: the rule, the field and a sentence."""

from __future__ import annotations

from collections.abc import Iterator
from dataclasses import dataclass

# What a refusal cites when the season file itself is wrong (a missing field, an unknown id), not a rule.
FILE_RULE = "season file"


@dataclass(frozen=True, slots=True)
class Problem:
    """One broken rule or field: where (`path`, e.g. "games[4].dressed.RED[2]"), which rule, why."""

    path: str
    rule: str
    message: str

    def __str__(self) -> str:
        where = f"{self.path}: " if self.path else ""
        rule = f" ({self.rule})" if self.rule else ""
        return f"{where}{self.message}{rule}"


class RuleViolation(Exception):
    """Raised when an action would break a rule; carries every problem found, first one first."""

    def __init__(self, problems: list[Problem] | Problem):
        self.problems = [problems] if isinstance(problems, Problem) else list(problems)
        super().__init__(str(self.problems[0]) if self.problems else "refused")

    @property
    def first(self) -> Problem:
        return self.problems[0]


def duplicate_ids(name: str, ids: list[str], rule: str) -> Iterator[Problem]:
    """An id met a second time in one list of a season file (`teams`, `pools` ...), at its place there."""
    seen: set[str] = set()
    for i, key in enumerate(ids):
        if key in seen:
            yield Problem(f"{name}[{i}]", rule, f"{key} appears twice (ids must be unique)")
        seen.add(key)
