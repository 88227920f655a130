"""What the text of a season may hold: any script, quotes and brackets, but no control characters.

Names come from forms, CSV sheets and season files, and go to the screen, the terminal and CSV
lines. A control character there does harm on the way out: ESC (\\x1b) starts a terminal escape
sequence that can recolour or rewrite the screen, CR and LF split a table row or a CSV line, NUL
cuts C strings short, and a bidirectional override (U+202E) makes a name display as other text
than it holds. So every text field refuses them, whichever way it came in; letters of any script
(Arabic and Hebrew included), quotes, brackets and emoji are kept byte for byte.
"""

from __future__ import annotations

import unicodedata
from collections.abc import Iterator

from league.errors import Problem
from league.values import Season

RULE = "text"
# Bidirectional embeddings, overrides and isolates, and the Unicode line and paragraph separators.
_INVISIBLE_CONTROLS = frozenset("\u202a\u202b\u202c\u202d\u202e\u2066\u2067\u2068\u2069\u2028\u2029")


def _is_control(char: str) -> bool:
    return unicodedata.category(char) == "Cc" or char in _INVISIBLE_CONTROLS


def text_problem(value: str, keep: str = "") -> str | None:
    """Why `value` cannot be stored as a name or text, or None when it can; `keep` lists the controls a
    document may hold (a rule text keeps its line breaks and tabs)."""
    for char in value:
        if _is_control(char) and char not in keep:
            name = unicodedata.name(char, "a control character")
            return (f"holds the control character U+{ord(char):04X} ({name.lower()}): names and texts hold "
                    "letters of any script, digits, spaces and punctuation, not tabs, line breaks or controls")
    return None


def printable(value: str, keep: str = "") -> str:
    """`value` with each control character (but those in `keep`) written as its escape, ESC as "\\x1b":
    text stored before the rule above is shown, never acted on by the terminal."""
    if not any(_is_control(char) for char in value):
        return value
    return "".join(char.encode("unicode_escape").decode("ascii") if _is_control(char) and char not in keep
                   else char for char in value)


def id_problem(value: str) -> str | None:
    """Why `value` cannot be a player id or team code, or None when it can. The file keeps lists of them
    as one text, separated by spaces (a team's shifts, a coin toss, the draft's first round): "P 9" was
    stored and read back as two players, "P" and "9"."""
    if any(char.isspace() for char in value):
        return "holds a space: player ids and team codes are one word, like P009 or BLK"
    return None


def text_problems(season: Season) -> Iterator[Problem]:
    """A Problem for each text field of the season holding a control character, and each player id or
    team code holding a space, by its season-file path."""
    for path, value in _texts(season):
        if value is not None:
            why = text_problem(value)
            if why:
                yield Problem(path, RULE, why)
    for path, value in _ids(season):
        why = id_problem(value)
        if why:
            yield Problem(path, RULE, why)


def _ids(season: Season) -> Iterator[tuple[str, str]]:
    """The team codes and player ids the season defines, with their paths (every other mention must
    name one of them: `league.references`)."""
    yield from ((f"teams[{i}].code", t.code) for i, t in enumerate(season.teams))
    yield from ((f"players[{i}].id", p.id) for i, p in enumerate(season.players))


def _texts(season: Season) -> Iterator[tuple[str, str | None]]:
    """Every free text and every name or id a person typed, with its path in the season file."""
    yield from (("league", season.league), ("season", season.name), ("rulebook", season.rulebook))
    for i, t in enumerate(season.teams):
        yield from ((f"teams[{i}].code", t.code), (f"teams[{i}].name", t.name), (f"teams[{i}].colour", t.colour))
    for i, p in enumerate(season.players):
        where = f"players[{i}]"
        yield from ((f"{where}.id", p.id), (f"{where}.name", p.name), (f"{where}.email", p.email),
                    (f"{where}.phone", p.phone))
        if p.eligibility_override is not None:
            yield f"{where}.eligibility_override.reason", p.eligibility_override.reason
    for i, x in enumerate(season.transfers):
        yield f"transfers[{i}].reason", x.reason
    for i, d in enumerate(season.drops):
        yield f"drops[{i}].reason", d.reason
    for i, g in enumerate(season.games):
        where = f"games[{i}]"
        yield from ((f"{where}.id", g.id), (f"{where}.series", g.series), (f"{where}.signed_by", g.signed_by),
                    (f"{where}.fees_waived.reason", g.fees_waived))
        if g.forfeit is not None:
            yield f"{where}.forfeit.reason", g.forfeit.reason
        for j, pen in enumerate(g.penalties):
            yield f"{where}.penalties[{j}].infraction", pen.infraction
