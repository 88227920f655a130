"""A player sheet's columns as a Google Forms or Excel export heads them, read as the player sheet's own.

A sign-up form's export heads its columns with its questions ("Email Address", "First name", "Date of
birth"): each known heading is read as the column it means, "First name" and "Last name" are joined into
the name, and the form's "Timestamp" is left out. Headings compare as names do (case, accents' form and
spaces forgiven, a form's "*" or ":" after a question too). A refusal names a column as the sheet heads it.
"""

from __future__ import annotations

from league.rosters.signups import name_key

FIRST, LAST = "first name", "last name"  # joined into `name` once the rows are read
IGNORED = frozenset({"timestamp", "submitted at", "start time", "completion time"})  # when the form was sent
# Headings a sign-up form or a spreadsheet uses, by the player sheet's column they mean.
_ALIASES = {
    "id": ("player id",),
    "name": ("full name", "player name", "player"),
    FIRST: ("first name", "firstname", "given name"),
    LAST: ("last name", "lastname", "surname", "family name"),
    "born": ("date of birth", "birthdate", "birth date", "birthday", "dob", "born on"),
    "email": ("email address", "e-mail", "e-mail address", "email", "mail"),
    "phone": ("phone number", "telephone", "telephone number", "phone", "cell", "cell phone", "mobile"),
    "number": ("jersey number", "jersey", "sweater number", "jersey #", "#"),
    "position": ("pos",),
}
_MEANING = {alias: column for column, aliases in _ALIASES.items() for alias in aliases}
HEADINGS_HELP = (
    "First name and Last name (joined into name), Date of birth or Birthdate (born), Email Address, "
    "Phone number; Timestamp is left out"
)


def heading_key(heading: str) -> str:
    """The heading as compared: a name's key, less a form's required-question star or a colon after it."""
    return name_key(heading).rstrip("*: ").strip()


def column_of(heading: str) -> str | None:
    """The player sheet's column a heading means (`first name` and `last name` as such); None for a column
    the import leaves out (the form's timestamp). A schedule's and the sheet's own headings mean themselves."""
    key = heading_key(heading)
    if key in IGNORED:
        return None
    return _MEANING.get(key, key)


def joined_name_problem(columns: list[str | None]) -> tuple[str, str] | None:
    """(column, reason) when the first and last names cannot be joined: one without the other, or beside
    a name column."""
    has_first, has_last = FIRST in columns, LAST in columns
    if has_first and "name" in columns:
        return FIRST, "the sheet has a name column too: keep one or the other"
    if has_last and "name" in columns:
        return LAST, "the sheet has a name column too: keep one or the other"
    if has_first != has_last:
        return (FIRST, "no Last name column beside it") if has_first else (LAST, "no First name column beside it")
    return None


def join_names(cells: dict[str, str]) -> dict[str, str]:
    """A row's cells with its first and last names joined into `name` (either may be blank)."""
    if FIRST not in cells:
        return cells
    rest = {column: text for column, text in cells.items() if column not in (FIRST, LAST)}
    return {**rest, "name": " ".join(part for part in (cells[FIRST], cells[LAST]) if part)}
