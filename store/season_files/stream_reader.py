"""Reading a season file as it streams: its games one at a time, never the whole text or its JSON at once.

A plain file (JSON, an object at the top, no field named twice) is read in one pass of json's C parser
(`stream_one_pass`). Any other is read in two passes of ijson's C parser: the first builds everything but
the games' elements (and so reads every byte: a file that is not JSON fails there), the second hands out one
game object at a time. Either way each game is read into `league` values at once and its JSON let go, and
the season is then `season_file.parse_season`'s, every problem the same as the whole file's reading gives,
in the same order.

A file the stream cannot take as it is, not JSON or naming a field twice in one object, is read again
whole by `season_file.parse_season_text` so that its refusal is worded as it always was: the line and
column json names, or every repeated field's path. Only past `season_file.MAX_BYTES` (where reading it
whole would take gigabytes) is such a file refused in the stream's own words.
"""

from __future__ import annotations

import os
import re
import stat
from collections.abc import Iterator
from itertools import compress, tee
from operator import itemgetter
from pathlib import Path
from typing import Any, BinaryIO

import ijson

from league.season.errors import FILE_RULE, Problem, RuleViolation
from league.season.values import Season
from store.file.failures import StoreError
from store.file.user_files import TooLarge, file_kind, read_bounded, refuse_unless_regular
from store.season_files.game_fields import read_game
from store.season_files.json_fields import FieldReader, kind_of
from store.season_files.reader import MAX_BYTES, ReadGames, parse_season, parse_season_text
from store.season_files.stream_one_pass import LONGEST_RUN, READ_BYTES, NotPlain, read_plain
from store.season_files.tournament_fields import first_in_game

_A_GAME = re.compile(r"games\.item(\.|$)").match  # the events of the top-level `games` list's elements
_PREFIX = itemgetter(0)
_DEEPEST = 10_000  # characters of an event's path ("games.item.shifts.A.item..."): a season file's are under 100
_BOM = b"\xef\xbb\xbf"
_BUFFER = READ_BYTES
_SMALL = 4 * 1024
# The games' pass reads 16 KiB at a time: the parser makes a whole read's events before building from them,
# and 16 KiB of a game's events stay in the processor's cache (256 KiB at a time took a third longer).
_GAMES_READ = 16 * 1024
# A JSON escape of a UTF-16 surrogate, lone or in a pair (`\\ud83d\\ude00`): either sends the file to the Python parser.
_SURROGATE_ESCAPE = re.compile(rb"\\u[dD][89a-fA-F]")
_LONGEST = LONGEST_RUN


def _noting(repeats: list[str]) -> type[dict[str, Any]]:
    """A dict kind for the streamed file's objects noting in `repeats` each key one already holds (json
    keeps the last value silently, and the file would be stored with the one the committee may not have
    meant). Noted, not raised: the parser's C code does not carry an exception out of a dict's method."""

    class Noting(dict[str, Any]):
        __slots__ = ()

        # Called for every key of the file (millions): what it calls is bound once, here.
        def __setitem__(
            self,
            key: str,
            value: Any,
            _has: Any = dict.__contains__,
            _set: Any = dict.__setitem__,
            _note: Any = repeats.append,
        ) -> None:
            if _has(self, key):
                _note(key)
            _set(self, key, value)

    return Noting


def read_season_file(path: Path) -> Season:
    """The season in the season file at `path`, read as it streams; RuleViolation naming each bad path."""
    with _opened(path) as handle:
        if handle.read(3) != _BOM:
            handle.seek(0)
        try:
            data, games = read_plain(handle, read_games)
        except NotPlain:
            pass
        else:
            return parse_season(data, games)
    return _two_passes(path)


def _two_passes(path: Path) -> Season:
    """`read_season_file` of a file that is not plain: ijson's two passes, or the whole file's reading."""
    with _opened(path) as handle:
        start = 3 if handle.read(3) == _BOM else 0
        repeats: list[str] = []
        try:
            handle.seek(start)
            parser = _parser_for(handle)
            handle.seek(start)
            data = _all_but_the_games(parser, handle, _noting(repeats))
            handle.seek(start)
            listed = isinstance(data, dict) and isinstance(data.get("games"), list)
            games = _games(parser, handle, _noting(repeats)) if listed and not repeats else None
        except (ijson.JSONError, ValueError, IndexError, RecursionError, _LongValue) as error:
            return _read_whole(path, error)
        if repeats:
            return _read_whole(path, None)
    return parse_season(data, games)


def _opened(path: Path) -> BinaryIO:
    """The regular file at `path`, opened to read (a file swapped for a named pipe since the check is refused)."""
    refuse_unless_regular(path, "a season file")
    try:
        handle = os.open(path, os.O_RDONLY | os.O_NONBLOCK | os.O_CLOEXEC)
    except OSError as error:
        raise StoreError(f"{path}: cannot read the file ({error.strerror})") from None
    status = os.fstat(handle)
    if not stat.S_ISREG(status.st_mode):
        os.close(handle)
        raise StoreError(f"{path} is {file_kind(status.st_mode)}, not a season file")
    return os.fdopen(handle, "rb", buffering=_BUFFER)


class _LongValue(Exception):
    """A value longer than any a season file's fields may hold: read whole, or refused past `MAX_BYTES`."""


def _parser_for(handle: BinaryIO) -> Any:
    """ijson's C parser, unless the file escapes a UTF-16 surrogate (`\\ud800`): the C parser reads a lone one
    as "?", silently, where the file's fields must refuse it; such a file (rare: rinkbook writes text as it is)
    is read by ijson's Python parser, which keeps it as json does. A `_LongValue` when a value runs past
    `_LONGEST` bytes: the parser, reading a little at a time, would lex it again at every read."""
    tail, since_quote, parser = b"", 0, ijson
    first = handle.read(_BUFFER)
    if not first.lstrip().startswith((b"{", b"[")):  # not JSON from its first byte: the parser says where
        return parser
    handle.seek(-len(first), os.SEEK_CUR)
    while chunk := handle.read(_BUFFER):
        if parser is ijson and _SURROGATE_ESCAPE.search(tail + chunk):
            parser = ijson.get_backend("python")
        last = chunk.rfind(b'"')
        since_quote = since_quote + len(chunk) if last < 0 else len(chunk) - last - 1
        if since_quote > _LONGEST:
            raise _LongValue()
        tail = chunk[-5:]
    return parser


def _all_but_the_games(parser: Any, handle: BinaryIO, objects: type[dict[str, Any]]) -> Any:
    """The file's JSON with `games` an empty list when it is a list (its elements are `_games`'s)."""
    # A small read at a time: the parser makes the events of a whole read, paths and all, before the first
    # is handed on, and 4 KiB of brackets are paths of at most 4,096 levels (about 40 MB at once).
    events, prefixes = tee(parser.parse(handle, use_float=True, buf_size=_SMALL))
    # Every step is C's (a game has thousands of events): a dict lookup of the path, whose misses are few.
    kept = compress(events, map(_Kept().__getitem__, map(_PREFIX, prefixes)))
    values = list(parser.items(kept, "", map_type=objects))  # to the end: trailing text is refused
    return values[0] if values else None


class _Kept(dict[str, bool]):
    """Whether the events at a path are kept for the first pass: all but the games' elements'. Each path
    is asked once (a file has a few hundred). Past `_DEEPEST` characters it raises an IndexError: each
    event's path is made anew, so deep nesting costs its depth squared (json refuses such a file too)."""

    __slots__ = ()

    def __missing__(self, prefix: str) -> bool:
        if len(prefix) > _DEEPEST:
            raise IndexError(prefix[:40])
        kept = self[prefix] = not _A_GAME(prefix)
        return kept


def _games(parser: Any, handle: BinaryIO, objects: type[dict[str, Any]]) -> ReadGames:
    """The file's games, each read into values as soon as its object is parsed."""
    return read_games(parser.items(handle, "games.item", map_type=objects, use_float=True, buf_size=_GAMES_READ))


def read_games(games: Iterator[Any]) -> ReadGames:
    """The games of a file's `games` list, each read into values as it comes from `games`."""
    read = ReadGames()
    fields = FieldReader()
    for i, game in enumerate(games):
        where = f"games[{i}]"
        if not isinstance(game, dict):  # as `FieldReader.objects`: every element's kind before any game's fields
            read.problems.append(Problem(where, FILE_RULE, f"must be an object, not {kind_of(game)}"))
            continue
        read.games.append(read_game(fields, where, game))
        if read.first_version_2 is None:
            read.first_version_2 = first_in_game(i, game)
        if game.get("goals") == [] and game.get("score") is None:
            read.no_goals_listed.append(i)
    read.problems += fields.problems
    return read


def _read_whole(path: Path, error: Exception | None) -> Season:
    """The season of a file the stream could not take (`error`, or None: a field named twice), read whole
    for the refusal's own words; past `MAX_BYTES` the stream's."""
    try:
        raw = read_bounded(path, MAX_BYTES, "a season file")
    except TooLarge:
        if error is None:
            raise RuleViolation(Problem("", FILE_RULE, "names a field twice in one object")) from None
        if isinstance(error, IndexError):
            raise RuleViolation(Problem("", FILE_RULE, "not a readable season file (nested too deeply)")) from None
        if isinstance(error, _LongValue):
            message = f"not a readable season file (a value over {_LONGEST // 1024} KiB long)"
            raise RuleViolation(Problem("", FILE_RULE, message)) from None
        first_line = str(error).strip().splitlines()[0][:80] if str(error).strip() else type(error).__name__
        raise RuleViolation(Problem("", FILE_RULE, f"not valid JSON ({first_line})")) from None
    return parse_season_text(raw)
