"""What the text of a season may hold: any script, quotes and brackets; no control characters, no broken
or invisible characters in a name, and no more characters than its field's limit.

Names come from forms, CSV sheets and season files, and go to the screen, the terminal and CSV
lines. A control character there does harm on the way out: ESC (\\x1b) starts a terminal escape
sequence that can recolour or rewrite the screen, CR and LF split a table row or a CSV line, NUL
cuts C strings short, and a bidirectional override (U+202E) makes a name display as other text
than it holds. A lone surrogate (a season file's "\\ud800") is half of a character: it cannot be
written to the file at all. An invisible format character (U+200B zero width space, U+2060, U+FEFF)
makes two names or ids that look the same differ. And a name of 100 MB is no name: every screen
measuring it would hang. So every text field refuses them, whichever way it came in; letters of any
script (Arabic and Hebrew included), quotes, brackets and emoji are kept byte for byte.
"""

from __future__ import annotations

import unicodedata
from collections.abc import Iterable, Iterator
from typing import TYPE_CHECKING

from league.season.errors import Problem

if TYPE_CHECKING:
    from league.season.values import Game, Season

RULE = "text"
# Bidirectional embeddings, overrides and isolates, and the Unicode line and paragraph separators.
_INVISIBLE_CONTROLS = frozenset("\u202a\u202b\u202c\u202d\u202e\u2066\u2067\u2068\u2069\u2028\u2029")

# The most characters each text of a season may hold, by its season-file path without list indexes.
# Each is many times what a league uses (the longest in the example seasons: a 60-character reason).
TEXT_LIMITS: dict[str, int] = {
    "league": 80,
    "season": 40,
    "rulebook": 40,
    "time_zone": 64,  # an IANA name: "America/Argentina/ComodRivadavia" is the longest
    "rink": 120,
    "teams.code": 24,
    "teams.name": 60,
    "teams.colour": 30,
    "players.id": 24,
    "players.name": 80,
    "players.email": 254,
    "players.phone": 40,
    "players.eligibility_override.reason": 500,
    "transfers.reason": 500,
    "drops.reason": 500,
    "games.id": 24,
    "games.series": 24,
    "games.signed_by": 80,
    "games.fees_waived.reason": 500,
    "games.forfeit.reason": 500,
    "games.penalties.infraction": 100,
    "rule_text": 1_000_000,  # the league's own rule text: a few pages (the file is at most 1 MB)
    "rule_text.name": 255,  # its file's name
    "reason": 500,  # a committee's reason kept only in the audit log (an override of a signed sheet)
}
# Texts a person writes as sentences keep invisible format characters: the zero-width non-joiner is
# part of Persian spelling and the zero-width joiner of Indic scripts and emoji. A reason is read,
# never matched; names and ids are matched and compared, where an invisible character makes two differ.
FREE_TEXTS = frozenset(
    {
        "players.eligibility_override.reason",
        "transfers.reason",
        "drops.reason",
        "games.fees_waived.reason",
        "games.forfeit.reason",
        "rule_text",
        "reason",
    }
)
# The most characters of one line shown on a screen or a terminal: a text stored before the limits
# above existed (a 100 MB name) is cut there, so no screen or command hangs measuring it.
SHOWN_MOST = 1000


def _is_control(char: str) -> bool:
    return unicodedata.category(char) in ("Cc", "Cs") or char in _INVISIBLE_CONTROLS


def _character(char: str) -> str:
    return f"U+{ord(char):04X} ({unicodedata.name(char, 'a control character').lower()})"


def text_problem(value: str, keep: str = "", name: bool = False) -> str | None:
    """Why `value` cannot be stored as a text, or None when it can; `keep` lists the controls a document
    may hold (a rule text keeps its line breaks and tabs); a `name` (or id) refuses invisible format
    characters too."""
    if value.isascii() and value.isprintable():  # nearly every name: no character to look at
        return None
    for char in value:
        category = unicodedata.category(char)
        if category == "Cs":
            return (
                f"holds a lone surrogate U+{ord(char):04X}: half of a character, which no text file can "
                "hold (the file was written wrongly)"
            )
        if (category == "Cc" or char in _INVISIBLE_CONTROLS) and char not in keep:
            return (
                f"holds the control character {_character(char)}: names and texts hold letters of any "
                "script, digits, spaces and punctuation, not tabs, line breaks or controls"
            )
        if name and category == "Cf":
            return (
                f"holds the invisible character {_character(char)}: names and ids hold only characters "
                "that show, so two that look the same are the same"
            )
    return None


def length_problem(value: str, field: str) -> str | None:
    """Why `value` is too long for `field` (a key of TEXT_LIMITS), or None: "412 characters; the most is 60"."""
    most = TEXT_LIMITS[field]
    return f"{len(value):,} characters; the most is {most:,}" if len(value) > most else None


def field_problem(value: str, field: str, keep: str = "") -> str | None:
    """Why `value` cannot be stored in `field` (a key of TEXT_LIMITS): its length first, so a huge text
    is refused without reading it, then its characters."""
    return length_problem(value, field) or text_problem(value, keep, name=field not in FREE_TEXTS)


def printable(value: str, keep: str = "") -> str:
    """`value` with each control character (but those in `keep`) written as its escape, ESC as "\\x1b",
    and each line cut at SHOWN_MOST characters: text stored before the rules above is shown, never acted
    on by the terminal, and never hangs a screen."""
    if len(value) > SHOWN_MOST:
        value = _cut_lines(value, "\n" in keep)
    if (value.isascii() and value.isprintable()) or not any(_is_control(char) for char in value):
        return value
    return "".join(
        char.encode("unicode_escape", "backslashreplace").decode("ascii")
        if _is_control(char) and char not in keep
        else char
        for char in value
    )


def _cut_lines(value: str, by_line: bool) -> str:
    lines = value.split("\n") if by_line else [value]
    return "\n".join(line if len(line) <= SHOWN_MOST else f"{line[: SHOWN_MOST - 1]}…" for line in lines)


def shown(value: str, most: int = 40) -> str:
    """`value` quoted for a refusal, cut to `most` characters: a message never repeats a 100 MB text."""
    return repr(value if len(value) <= most else f"{value[: most - 1]}…")


def id_problem(value: str) -> str | None:
    """Why `value` cannot be a player id or team code, or None when it can. The file keeps lists of them
    as one text, separated by spaces (a team's shifts, a coin toss, the draft's first round): "P 9" was
    stored and read back as two players, "P" and "9"."""
    if any(char.isspace() for char in value):
        return "holds a space: player ids and team codes are one word, like P009 or BLK"
    return None


def text_problems(season: Season) -> Iterator[Problem]:
    """A Problem for each text field of the season that is too long or holds a control character (a name
    or id: an invisible one), and each player id or team code holding a space, by its season-file path."""
    for part in text_parts(season, len(season.games) or 1):
        yield from part


def text_parts(season: Season, games_a_part: int) -> Iterator[list[Problem]]:
    """`text_problems` a part at a time, in order: the texts beside the games, then `games_a_part` games' texts a
    part, then the ids (a caller may work between parts: at 30,000 games the games' texts take some 100 ms)."""
    yield list(_field_problems(_texts_beside_games(season)))
    games = season.games
    for start in range(0, len(games), games_a_part):
        yield list(game_text_problems(enumerate(games[start : start + games_a_part], start)))
    yield list(_id_problems(season))


def game_text_problems(games: Iterable[tuple[int, Game]]) -> Iterator[Problem]:
    """`text_problems` of some games alone, each with its place in the season's games."""
    for i, g in games:
        yield from _field_problems(_game_texts(f"games[{i}]", g))


def _field_problems(texts: Iterable[tuple[str, str, str | None]]) -> Iterator[Problem]:
    for path, field, value in texts:
        if value is not None:
            why = field_problem(value, field)
            if why:
                yield Problem(path, RULE, why)


def _id_problems(season: Season) -> Iterator[Problem]:
    for path, value in _ids(season):
        why = id_problem(value) if len(value) <= TEXT_LIMITS["players.id"] else None  # a long one is told above
        if why:
            yield Problem(path, RULE, why)


def _ids(season: Season) -> Iterator[tuple[str, str]]:
    """The team codes and player ids the season defines, with their paths (every other mention must
    name one of them: `league.checks.references`)."""
    yield from ((f"teams[{i}].code", t.code) for i, t in enumerate(season.teams))
    yield from ((f"players[{i}].id", p.id) for i, p in enumerate(season.players))


def _texts_beside_games(season: Season) -> Iterator[tuple[str, str, str | None]]:
    """Every free text and every name or id a person typed beside the games' (`_game_texts`): its path in the
    season file, its field (a key of TEXT_LIMITS) and its value."""
    yield from (
        ("league", "league", season.league),
        ("season", "season", season.name),
        ("rulebook", "rulebook", season.rulebook),
        ("time_zone", "time_zone", season.time_zone),
        ("rink", "rink", season.rink),
    )
    for i, t in enumerate(season.teams):
        for key in ("code", "name", "colour"):
            yield f"teams[{i}].{key}", f"teams.{key}", getattr(t, key)
    for i, p in enumerate(season.players):
        for key in ("id", "name", "email", "phone"):
            yield f"players[{i}].{key}", f"players.{key}", getattr(p, key)
        if p.eligibility_override is not None:
            field = "players.eligibility_override.reason"
            yield f"players[{i}].eligibility_override.reason", field, p.eligibility_override.reason
    for i, x in enumerate(season.transfers):
        yield f"transfers[{i}].reason", "transfers.reason", x.reason
    for i, d in enumerate(season.drops):
        yield f"drops[{i}].reason", "drops.reason", d.reason


def _game_texts(where: str, g: Game) -> Iterator[tuple[str, str, str | None]]:
    yield from (
        (f"{where}.id", "games.id", g.id),
        (f"{where}.series", "games.series", g.series),
        (f"{where}.signed_by", "games.signed_by", g.signed_by),
        (f"{where}.fees_waived.reason", "games.fees_waived.reason", g.fees_waived),
    )
    if g.forfeit is not None:
        yield f"{where}.forfeit.reason", "games.forfeit.reason", g.forfeit.reason
    for j, pen in enumerate(g.penalties):
        yield f"{where}.penalties[{j}].infraction", "games.penalties.infraction", pen.infraction
