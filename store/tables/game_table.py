"""A game's own columns in the store: one table says, for each field of a `league.season.values.Game` kept on the
game's row, which columns hold it, how the value becomes them, how they become the value again, and
whether only a version 2 season file may hold it.

Everything that maps a game to its row or back is made from it: the row import and a save store
(`game_columns`, `GAME_FIELDS`), the row a read takes (`GAME_COLUMNS`, `game_fields`), the columns the
writer of a game reads by name (`row_getter`) and the question whether a season needs a version 2 file
(`VERSION_2_COLUMNS`). A game's sheet (late starts, dressed lists, goals, penalties, shifts, shootout) is
kept in tables of its own (`season_games.SHEET_COLUMNS`).

So a new field of a game kept on its row is: the value's field, the model's column and its migration,
one entry here, the season file's reader (`season_game_fields`) and its writer (`season_game_text`).
"""

from __future__ import annotations

import json
from collections.abc import Callable, Sequence
from dataclasses import dataclass, field, replace
from itertools import chain
from operator import attrgetter, itemgetter
from typing import Any, NamedTuple

from peewee import Field

from league.season.values import BracketSlot, Forfeit, Game, Score
from store.season_files.tournament_fields import slot_kind
from store.tables import models as m
from store.tables.bench_marks import bench_outs_of, bench_outs_text

Row = tuple[object, ...]


class RowNames(NamedTuple):
    """How a row names what a value names by code: a team's row id, a player's row id, and the bracket
    a knockout game's kind is read from."""

    team: dict[str, int]
    player: dict[str, int]
    bracket: tuple[BracketSlot, ...]


class ValueNames(NamedTuple):
    """How a value names what a row names by row id: a team's code and a player's league id."""

    code: dict[int, str]
    pid: dict[int, str]


@dataclass(frozen=True, slots=True)
class GameEntry:
    """One field of a game kept on its row: `to_columns` gives its columns' values (in `columns` order)
    from the game, `to_value` the field's value from them, as peewee reads them. Both None: the value is
    kept as it is in its one column (most fields; taken all at once, which keeps a 10,000-game import and
    read as fast as a hand-written row)."""

    name: str  # the field of `league.season.values.Game`
    columns: tuple[Field[Any], ...]
    to_columns: Callable[[Game, RowNames], tuple[object, ...]] | None
    to_value: Callable[[Sequence[Any], ValueNames], object] | None
    version_2: bool = False  # only a version 2 file holds it: a game holding it makes the file version 2
    at: slice = field(default_factory=lambda: slice(0), compare=False)  # its columns' place in a `GAME_COLUMNS` row


def _column(name: str) -> Field[Any]:
    column: Field[Any] = getattr(m.Game, name)
    return column


def _plain(name: str, column: str | None = None, *, version_2: bool = False) -> GameEntry:
    """A field kept as it is in one column (`column`, else its own name)."""
    return GameEntry(name, (_column(column or name),), None, None, version_2)


def _pair(name: str, first: str, second: str, *, version_2: bool = False) -> GameEntry:
    """A home-and-away pair (`Score`) in two columns, both NULL when the game holds none."""
    get = attrgetter(name)

    def to_columns(x: Game, _: RowNames) -> tuple[object, ...]:
        pair = get(x)
        return (None, None) if pair is None else (pair.home, pair.away)

    def to_value(v: Sequence[Any], _: ValueNames) -> Score | None:
        return None if v[0] is None else Score(v[0], v[1])

    return GameEntry(name, (_column(first), _column(second)), to_columns, to_value, version_2)


def period_pairs(stored: str | None) -> tuple[tuple[int, int], ...]:
    """A game's stored period scores (JSON text, [[home, away], ...]) as pairs; none when NULL."""
    if stored is None:
        return ()
    return tuple((int(home), int(away)) for home, away in json.loads(stored))


def _period_scores_text(scores: tuple[tuple[int, int], ...]) -> str | None:
    return json.dumps([list(pair) for pair in scores]) if scores else None


def _placed(entries: tuple[GameEntry, ...]) -> tuple[GameEntry, ...]:
    """The entries, each with its columns' place in a `GAME_COLUMNS` row (the row id first): the fields
    kept as they are first, then the others."""
    placed, start = [], 1
    for entry in sorted(entries, key=lambda e: e.to_columns is not None):
        placed.append(replace(entry, at=slice(start, start + len(entry.columns))))
        start += len(entry.columns)
    return tuple(placed)


_g = m.Game
# The order means nothing: readers take a column by its name (`row_getter`), and the row's columns are
# placed by `_placed`.
GAME_TABLE: tuple[GameEntry, ...] = _placed(
    (
        _plain("id", "gid"),
        _plain("stage"),
        _plain("series"),
        _plain("no"),
        _plain("date"),
        _plain("time"),
        GameEntry(
            "rooms",
            (_g.room_a, _g.room_b),
            lambda x, _: (None, None) if x.rooms is None else x.rooms,
            lambda v, _: None if v[0] is None else (v[0], v[1]),
        ),
        GameEntry("home", (_g.home,), lambda x, n: (n.team[x.home],), lambda v, n: n.code[v[0]]),
        GameEntry("away", (_g.away,), lambda x, n: (n.team[x.away],), lambda v, n: n.code[v[0]]),
        _plain("status"),
        _pair("score", "score_home", "score_away"),
        _plain("overtime"),
        GameEntry(
            "forfeit",
            (_g.forfeit_team, _g.forfeit_reason),
            lambda x, n: (None, None) if x.forfeit is None else (n.team[x.forfeit.team], x.forfeit.reason),
            lambda v, n: Forfeit(n.code[v[0]], v[1] or "") if v[0] else None,
        ),
        _plain("signed"),
        _plain("signed_by"),
        _plain("fees_waived"),
        _plain("revision"),
        # A knockout game's kind is kept only where it is not its bracket slot's: that one is read from the
        # slot when the season is read (`season_tournament.with_slot_kinds`).
        GameEntry(
            "kind",
            (_g.kind,),
            lambda x, n: (None if x.kind == slot_kind(x, n.bracket) else x.kind,),
            lambda v, _: v[0],
        ),
        GameEntry(
            "period_scores",
            (_g.period_scores,),
            lambda x, _: (_period_scores_text(x.period_scores),),
            lambda v, _: period_pairs(v[0]),
            version_2=True,
        ),
        GameEntry(
            "goalie",
            (_g.goalie,),
            lambda x, n: (None if x.goalie is None else n.player.get(x.goalie),),
            lambda v, n: None if v[0] is None else n.pid[v[0]],
            version_2=True,
        ),
        _pair("shots", "shots_home", "shots_away", version_2=True),
        _plain("lineup_waiver", version_2=True),
        GameEntry(
            "bench_outs",
            (_g.bench_outs,),
            lambda x, _: (bench_outs_text(x.bench_outs),),
            lambda v, _: bench_outs_of(v[0]),
        ),
    )
)

# The columns the table maps, in its entries' order: what import and a save write after the season and
# before seq.
GAME_FIELDS: list[Field[Any]] = [column for entry in GAME_TABLE for column in entry.columns]
# The row a read takes: the row id (where its sheet rows point), then `GAME_FIELDS`.
GAME_COLUMNS: list[Field[Any]] = [_g.id, *GAME_FIELDS]
_PLACE = {column.name: i for i, column in enumerate(GAME_COLUMNS)}
# The columns of the fields only a version 2 file holds (each NULL when its game holds none).
VERSION_2_COLUMNS: tuple[Field[Any], ...] = tuple(c for e in GAME_TABLE if e.version_2 for c in e.columns)

# The fields kept as they are, taken at once (at least two, so each getter gives a tuple); then the others.
_AS_IS = [e for e in GAME_TABLE if e.to_columns is None and e.to_value is None]
_AS_IS_NAMES = [e.name for e in _AS_IS]
_AS_IS_OF_GAME = attrgetter(*_AS_IS_NAMES)
_AS_IS_OF_ROW = itemgetter(*(e.at.start for e in _AS_IS))
_MADE = [e for e in GAME_TABLE if e not in _AS_IS]
_TO_COLUMNS = [e.to_columns for e in _MADE if e.to_columns is not None]
_TO_VALUE = [(e.name, e.at, e.to_value) for e in _MADE if e.to_value is not None]
assert len(_AS_IS) >= 2 and len(_TO_COLUMNS) == len(_TO_VALUE) == len(_MADE), "an entry converts one way only"


def game_columns(x: Game, team: dict[str, int], player: dict[str, int], bracket: tuple[BracketSlot, ...] = ()) -> Row:
    """Game `x`'s row as stored, `GAME_FIELDS` in order (its season and its seq are the caller's)."""
    names = RowNames(team, player, bracket)
    return (*_AS_IS_OF_GAME(x), *chain.from_iterable([to_columns(x, names) for to_columns in _TO_COLUMNS]))


def game_fields(row: Sequence[Any], code: dict[int, str], pid: dict[int, str]) -> dict[str, Any]:
    """The fields of a game its row holds (a `GAME_COLUMNS` row, as peewee reads it), by name."""
    names = ValueNames(code, pid)
    fields = dict(zip(_AS_IS_NAMES, _AS_IS_OF_ROW(row), strict=True))
    for name, at, to_value in _TO_VALUE:
        fields[name] = to_value(row[at], names)
    return fields


def row_getter(*names: str) -> Callable[[Sequence[Any]], tuple[Any, ...]]:
    """The values of the named columns (`GAME_COLUMNS`' names) of a row, as a tuple in that order: a
    reader takes its columns by name, never by place. An unknown name fails at once."""
    places = [_PLACE[name] for name in names]
    if len(places) == 1:
        (only,) = places
        return lambda row: (row[only],)
    pick: Callable[[Sequence[Any]], tuple[Any, ...]] = itemgetter(*places)
    return pick
