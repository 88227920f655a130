"""Refusals in the committee's words: the message, the rule, and the field as the form labels it.

A `Problem`'s path (`drops[3].approved`) is for files and the command line; on screen a refusal names
its field only by the label the form shows it under, when the screen gave one.
"""

from __future__ import annotations

import re
from collections.abc import Mapping

from league.season.errors import Problem


def field_label(problem: Problem, labels: Mapping[str, str] | None) -> str | None:
    """The form's label for the field a refusal is about ("Decision date" for `drops[3].decided_on`), when
    the screen gave one for it; the last named part of the path that has a label wins."""
    if not labels:
        return None
    names = re.findall(r"[A-Za-z_][A-Za-z_0-9]*", problem.path)
    return next((labels[name] for name in reversed(names) if name in labels), None)


def problem_words(problem: Problem, labels: Mapping[str, str] | None = None) -> str:
    """A refusal as a toast says it: the form's label, the message and the rule, never a JSON path
    ("Decision date: 2003-01-02 is after the roster deadline (rule 10)")."""
    label = field_label(problem, labels)
    rule = f" ({problem.rule})" if problem.rule else ""
    return f"{label + ': ' if label else ''}{problem.message}{rule}"


def refusal_line(problem: Problem, labels: Mapping[str, str] | None = None) -> str:
    """A refusal on a message line: "Refused (rule 4, Date): ... Nothing was saved."; the field only by
    the form's label (`labels`: a path's field name -> its label), never by its path."""
    place = ", ".join(part for part in (problem.rule, field_label(problem, labels)) if part)
    return f"Refused{f' ({place})' if place else ''}: {problem.message}. Nothing was saved."
