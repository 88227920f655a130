"""Exporting a season a page of games at a time: the file's text handed out in pieces as it is read.

The season apart from its games is read as `league` values and written as `season_export` writes it;
the games are read `PAGE` at a time, straight from their rows into text (`season_game_text`), so an
export holds one page of rows and one page of text whatever the season's size (docs/performance.md: a
10,000-game export peaked at 818 MiB holding the season, its dicts and its text at once).
"""

from __future__ import annotations

import os
import re
from collections.abc import Callable, Iterator, Sequence
from dataclasses import dataclass
from itertools import groupby
from operator import itemgetter
from pathlib import Path
from typing import Any

from peewee import Field

from league.season.values import TOURNAMENT_PENALTY_KINDS
from store.file.connection import Store
from store.file.raw_sql import execute
from store.file.user_files import replacing, write_all
from store.season_files import reader as season_file
from store.season_files.game_text import GameText, Rows
from store.season_files.writer import season_pieces, uses_version_2
from store.tables import models as m
from store.tables.game_table import GAME_COLUMNS, VERSION_2_COLUMNS
from store.views.bulk import collector_paused
from store.views.season_games import SHEET_COLUMNS, season_codes, shootout_firsts
from store.views.season_load import load_season
from store.views.season_names import resolve_season

_GAME = itemgetter(0)
_LAYOUT = re.compile("\n *")
PAGE = 500  # games a page: their rows and text are what an export holds at once (and under SQLite's 999 `?`s)


def export_season(store: Store, name: str | None, write: Callable[[str], object]) -> None:
    """Hand season `name` (the latest when None) to `write` as season-file text, piece by piece, read in
    one snapshot: the pieces joined are `season_export.season_to_text` of the loaded season, byte for byte
    (the same writer of a game, `season_game_text`, given the rows SQLite holds).
    A season that cannot be read is refused as `load_season` refuses it, before or after some pieces."""
    name = resolve_season(store, name)
    with store.reading() as db, collector_paused():
        head = load_season(store, name, games=False)  # checks the season's stored values first
        sid = m.Season.get(m.Season.name == name).id
        code, pid = season_codes(sid)
        try:
            version_2 = uses_version_2(head, games_use_version_2(db, sid))
            text = GameText(code, pid, shootout_firsts(db, sid), version_2)
            for piece in season_pieces(head, _game_pages(db, sid, text), version_2):
                write(piece)
        except (KeyError, ValueError, TypeError, AttributeError):  # a row pointing nowhere, a bad shift
            load_season(store, name)  # refuses the season in the words it always has
            raise


def games_use_version_2(db: Any, sid: int) -> bool:
    """Whether a game of season `sid` holds a field only a version 2 file may: a value in a column of
    `game_table.VERSION_2_COLUMNS`, a penalty shot or a tournament's penalty kind
    (`season_game_text.game_uses_version_2` asks it of one game's rows)."""
    held = " OR ".join(f'"{column.column_name}" IS NOT NULL' for column in VERSION_2_COLUMNS)
    sql = (
        f'SELECT EXISTS (SELECT 1 FROM "game" WHERE "season_id" = ? AND ({held})) '
        'OR EXISTS (SELECT 1 FROM "goal" AS t JOIN "game" AS g ON g."id" = t."game_id" '
        'WHERE g."season_id" = ? AND t."penalty_shot") '
        'OR EXISTS (SELECT 1 FROM "penalty" AS t JOIN "game" AS g ON g."id" = t."game_id" '
        f'WHERE g."season_id" = ? AND t."kind" IN ({", ".join("?" for _ in TOURNAMENT_PENALTY_KINDS)}))'
    )
    return bool(execute(db, sql, (sid, sid, sid, *TOURNAMENT_PENALTY_KINDS)).fetchone()[0])


def _game_pages(db: Any, sid: int, text: GameText) -> Iterator[str]:
    """The season's games in file order, a page of game texts at a time (each joined as the file's
    `games` list joins them). Values are used as SQLite holds them, with no peewee conversion: the
    `bad_values` check `load_season` ran first found each of its column's type, so a date is already
    its ISO text (what `date.isoformat()` gave) and a flag 1 or 0."""
    columns = ", ".join(f'"{f.column_name}"' for f in GAME_COLUMNS)
    cursor = execute(db, f'SELECT {columns} FROM "game" WHERE "season_id" = ? ORDER BY "seq"', (sid,))
    while rows := cursor.fetchmany(PAGE):
        sheets = {
            key: _grouped(db, model, fields, [row[0] for row in rows]) for key, (model, fields) in SHEET_COLUMNS.items()
        }
        none: Rows = []
        yield ",\n  ".join(
            text.game(row, {key: by_game.get(row[0], none) for key, by_game in sheets.items()}) for row in rows
        )


def _grouped(db: Any, model: type[m.BaseModel], columns: list[Field[Any]], games: Sequence[int]) -> dict[int, Rows]:
    """The rows of a sheet table for these games (row ids), grouped by game, in sheet order, each row its
    game's row id then `SHEET_COLUMNS`. Plain SQL, values as SQLite holds them (as `season_games._grouped`)."""
    names = ", ".join(f'"{c.column_name}"' for c in columns)
    marks = ", ".join("?" for _ in games)
    sql = (
        f'SELECT "game_id", {names} FROM "{model._meta.table_name}" WHERE "game_id" IN ({marks}) '
        'ORDER BY "game_id", "seq"'
    )
    # Grouped by itertools, each row kept whole (its game first): no Python step per row.
    return {game: list(rows) for game, rows in groupby(execute(db, sql, games), _GAME)}


class _OverLimit(Exception):
    """The indented text passed the import limit: the export starts again in the compact layout."""


@dataclass(frozen=True, slots=True)
class Exported:
    """What an export wrote: its size in bytes, and whether in the compact layout (see `export_season_file`)."""

    size: int
    compact: bool

    @property
    def importable(self) -> bool:
        """Whether import takes the file back (`season_file.MAX_BYTES`)."""
        return self.size <= season_file.MAX_BYTES


def export_season_file(store: Store, name: str | None, target: Path) -> Exported:
    """Write season `name` (the latest when None) to `target` as it is read, whole or not at all: into a
    new file beside it, renamed over it when complete (`files.replacing`); a failure leaves no file.

    The file is the indented season file while it stays within what import reads (`season_file.MAX_BYTES`,
    docs/performance.md); past that (about 34,000 games of the example's density) the same season is written
    again in the compact layout, its line breaks and indentation left out (56% of the size: about 62,000
    such games). Import already takes any file of that size, so import's memory is bounded as before;
    only a season whose compact text passes the limit too writes a file import refuses (`importable`)."""
    limit = season_file.MAX_BYTES
    with replacing(target) as (handle, _):
        written = 0

        def indented(piece: str) -> None:
            nonlocal written
            data = piece.encode("utf-8")
            written += len(data)
            if written > limit:
                raise _OverLimit()
            write_all(handle, data)

        try:
            export_season(store, name, indented)
            return Exported(written, compact=False)
        except _OverLimit:
            os.ftruncate(handle, 0)
            os.lseek(handle, 0, os.SEEK_SET)
        written = 0

        def compact(piece: str) -> None:
            nonlocal written
            data = compact_layout(piece).encode("utf-8")
            written += len(data)
            write_all(handle, data)

        export_season(store, name, compact)
        write_all(handle, b"\n")
        return Exported(written + 1, compact=True)


def compact_layout(piece: str) -> str:
    """A piece of the indented text with its line breaks and their indentation left out: json.dumps's
    layout with no indent (a string's line breaks are escaped, so every one is the layout's). The file's
    last line break goes too; the caller ends the file with one."""
    return _LAYOUT.sub("", piece)


def export_season_text(store: Store, name: str | None = None) -> str:
    """The season file of season `name` (the latest when None), whole: the same season, the same bytes."""
    pieces: list[str] = []
    export_season(store, name, pieces.append)
    return "".join(pieces)
