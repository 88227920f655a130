"""The league's own rule text attached to a season: read from a file, stored, shown beside the rulebook."""

from __future__ import annotations

from dataclasses import dataclass
from pathlib import Path

from league.season.errors import Problem, RuleViolation
from league.season.texts import RULE, field_problem, length_problem, text_problem
from store.file.audit import record_decision
from store.file.db import Store
from store.file.failures import StoreError
from store.file.user_files import TooLarge, read_bounded
from store.tables import models as m
from store.views.season_names import resolve_season

MAX_RULE_TEXT_BYTES = 1024 * 1024  # a rulebook is a few pages; anything larger is the wrong file


@dataclass(frozen=True, slots=True)
class RuleText:
    name: str
    text: str


def attach_rule_text(store: Store, season: str | None, path: Path) -> RuleText:
    """Store the text file at `path` as the season's rule text (replacing an earlier one), audit-logged."""
    try:
        raw = read_bounded(path, MAX_RULE_TEXT_BYTES, "a rule text")
    except TooLarge:
        raise RuleViolation(Problem("file", "", f"{path} is larger than 1 MB: a rule text is a few pages")) from None
    except StoreError as error:  # a folder, a named pipe (it would block for ever), a device, unreadable
        raise RuleViolation(Problem("file", "", str(error))) from None
    try:
        text = raw.decode("utf-8-sig")
    except UnicodeDecodeError:
        raise RuleViolation(Problem("file", "", f"{path} is not UTF-8 text")) from None
    if not text.strip():
        raise RuleViolation(Problem("file", "", f"{path} is empty"))
    _refuse_bad_text(path, text)
    name = resolve_season(store, season)
    with store.writing():
        row = m.Season.get(m.Season.name == name)
        m.RuleText.delete().where(m.RuleText.season == row).execute()
        m.RuleText.create(season=row, name=path.name, text=text)
        record_decision(name, "attach rule text", {"file": path.name, "characters": len(text)})
    return RuleText(path.name, text)


def _refuse_bad_text(path: Path, text: str) -> None:
    """A RuleViolation when the file's name or its text cannot be stored: too long, or a control character
    (a document keeps its line breaks and tabs), or a name no file system gave in UTF-8."""
    why = field_problem(path.name, "rule_text.name")
    if why:
        raise RuleViolation(Problem("file", RULE, f"the file's name {why}"))
    why = length_problem(text, "rule_text")
    if why:
        raise RuleViolation(Problem("file", RULE, f"{path}: {why}"))
    for number, line in enumerate(text.split("\n"), 1):
        why = text_problem(line, keep="\t\r")
        if why:
            raise RuleViolation(Problem("file", RULE, f"{path} line {number} {why}"))


def load_rule_text(store: Store, season: str | None) -> RuleText | None:
    """The season's attached rule text, or None."""
    name = resolve_season(store, season)
    with store.reading():
        row = m.RuleText.select().join(m.Season).where(m.Season.name == name).first()
        return RuleText(row.name, row.text) if row else None
