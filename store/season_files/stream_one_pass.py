"""Reading a plain season file in one pass: json's own C parser, one value at a time, as the file streams.

The file's top-level object is walked here (a few dozen keys), each value handed to json's scanner, and
the `games` list's elements one at a time, each read into `league` values at once (`read_games`) and its
JSON let go: a megabyte of text and one game's JSON held at a time, whatever the file's size. Each object
is json's, made by a hook that refuses a field named twice (json keeps the last value silently), so the
values are the whole file's `json.loads` values, and every byte is parsed once.

Anything else, a file that is not JSON, names a field twice, holds NaN or a value too long to stream, is
`NotPlain`: the caller reads it in two passes of ijson (`stream_reader`), which refuses it in the words it
always has. Only plain files are taken here, so every refusal stays where it was.
"""

from __future__ import annotations

import codecs
import json
import json.scanner
import re
from collections.abc import Callable, Iterator
from typing import Any, BinaryIO

from store.season_files.reader import ReadGames

_SPACE = re.compile(r"[ \t\n\r]*")  # json's own whitespace
READ_BYTES = 256 * 1024  # bytes a read, here and in the two passes: the steps of the long-value check
_READS = 4  # reads a refill: a game's text is about 8 KiB, so few are parsed twice across a refill's edge
_MOST_AT_ONCE = 16 * 1024 * 1024  # characters of one value: past it the two passes read the file
# Bytes without a quote that make a value too long to stream: no field of a season file holds a tenth of it.
LONGEST_RUN = 512 * 1024


class NotPlain(Exception):
    """The file is not one the one pass takes as it is: read in two passes for the refusal's own words."""


def _object(pairs: list[tuple[str, Any]]) -> dict[str, Any]:
    """json's object, refused (`NotPlain`) when it names a key twice. Called for each of the file's objects:
    a hook per object costs a third of what ijson's per key did."""
    made = dict(pairs)
    if len(made) != len(pairs):
        raise NotPlain()
    return made


def _constant(_: str) -> None:
    raise NotPlain()  # NaN or Infinity: refused in the whole reading's words


def _scanner() -> Callable[[str, int], tuple[Any, int]]:
    """json's C scanner of one value: (value, the index past it), StopIteration or a ValueError where none
    is. One a file: its keys' memo is its own."""
    decoder = json.JSONDecoder(object_pairs_hook=_object, parse_constant=_constant)
    scan: Callable[[str, int], tuple[Any, int]] = json.scanner.make_scanner(decoder)  # type: ignore[arg-type]
    return scan


def _past_space(text: str, pos: int) -> int:
    found = _SPACE.match(text, pos)
    return found.end() if found else pos


def read_plain(handle: BinaryIO, read_games: Callable[[Iterator[Any]], ReadGames]) -> tuple[Any, ReadGames | None]:
    """The file's JSON with `games` an empty list when it is a list, and its games as `read_games` reads
    their elements; `NotPlain` for anything but a plain file (an object at the top)."""
    return _Walk(handle).season(read_games)


class _Walk:
    """The file's text, `pos` the next character to read in `text`, refilled as it is read."""

    def __init__(self, handle: BinaryIO) -> None:
        self.handle = handle
        self.scan = _scanner()
        self.decode = codecs.getincrementaldecoder("utf-8")().decode  # strict: not UTF-8 is NotPlain
        self.text = ""
        self.pos = 0
        self.ended = False
        self.since_quote = 0

    def season(self, read_games: Callable[[Iterator[Any]], ReadGames]) -> tuple[Any, ReadGames | None]:
        data: dict[str, Any] = {}
        games = None
        self.expect("{")
        if self.peek() == "}":
            self.pos += 1
        else:
            while True:
                key = self.value()
                if type(key) is not str or key in data:
                    raise NotPlain()
                self.expect(":")
                if key == "games" and self.peek() == "[":
                    self.pos += 1
                    games = read_games(self._elements())
                    data[key] = []
                else:
                    data[key] = self.value()
                if self.next_of(",}") == "}":
                    break
        if self.peek(end_ok=True):  # trailing text
            raise NotPlain()
        return data, games

    def _elements(self) -> Iterator[Any]:
        """The `games` list's elements, each as json parses it, the list's closing bracket read."""
        if self.peek() == "]":
            self.pos += 1
            return
        while True:
            yield self.value()
            if self.next_of(",]") == "]":
                return

    def value(self) -> Any:
        """The JSON value at `pos` (whitespace first), `pos` moved past it."""
        while True:
            text, at = self.text, _past_space(self.text, self.pos)
            if len(text) - at < READ_BYTES and not self.ended:
                self.refill(at)
                continue
            try:
                value, end = self.scan(text, at)
            except (ValueError, StopIteration, RecursionError):
                if self.ended:
                    raise NotPlain() from None
            else:
                # A value ending the text read so far may go on (a number): taken only with a character after it.
                if end < len(text) or self.ended:
                    self.pos = end
                    return value
            self.refill(at)

    def peek(self, end_ok: bool = False) -> str:
        """The next character past whitespace ("" at the end of the file when `end_ok`), not read."""
        while True:
            self.pos = _past_space(self.text, self.pos)
            if self.pos < len(self.text):
                return self.text[self.pos]
            if self.ended:
                if end_ok:
                    return ""
                raise NotPlain()
            self.refill(self.pos)

    def expect(self, mark: str) -> None:
        if self.peek() != mark:
            raise NotPlain()
        self.pos += 1

    def next_of(self, marks: str) -> str:
        """The next character, read: one of `marks`, else `NotPlain`."""
        found = self.peek()
        if found not in marks:
            raise NotPlain()
        self.pos += 1
        return found

    def refill(self, keep: int) -> None:
        """Drop the text before `keep`, read on: at least as much again as is kept, so one long value is
        read in a few refills. Past `_MOST_AT_ONCE` characters kept, or a run without a quote past
        `LONGEST_RUN` bytes, `NotPlain`."""
        kept = self.text[keep:]
        if len(kept) > _MOST_AT_ONCE:
            raise NotPlain()
        pieces = [kept]
        try:
            for _ in range(max(_READS, -(-len(kept) // READ_BYTES))):
                chunk = self.handle.read(READ_BYTES)
                if not chunk:
                    self.ended = True
                    pieces.append(self.decode(b"", final=True))
                    break
                last = chunk.rfind(b'"')
                self.since_quote = self.since_quote + len(chunk) if last < 0 else len(chunk) - last - 1
                if self.since_quote > LONGEST_RUN:
                    raise NotPlain()
                pieces.append(self.decode(chunk))
        except UnicodeDecodeError:
            raise NotPlain() from None
        self.text, self.pos = "".join(pieces), 0
