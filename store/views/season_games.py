"""Reading a season's games out of the file as `league` values: each game's row and its sheet rows.

Apart from `store.views.season_load` (the season whole, which reads its games through here) so that the
season file's streamed export (`season_stream`, `season_game_text`) shares the games' columns and
readings without the rest of the season's reader.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import Any

from peewee import Database, Field

from league.season.shift_runs import Pair, ShiftTable
from league.season.values import (
    Game,
    Goal,
    LateStart,
    Penalty,
    Shift,
    Shootout,
    ShootoutAttempt,
)
from store.file.query_text import text_written_once
from store.file.raw_sql import execute, tuples
from store.tables import models as m
from store.tables.game_table import GAME_COLUMNS, game_fields
from store.views.stored_values import well_formed_line


def season_codes(sid: int) -> tuple[dict[int, str], dict[int, str]]:
    """Season `sid`'s teams' codes and players' league ids by row id: how its rows are read back as values
    (`season_rows.row_ids` is the other way round, for writes)."""
    code: dict[int, str] = dict(
        tuples(m.Team.select(m.Team.id, m.Team.code).where(m.Team.season == sid), ("team codes", sid))
    )
    pid: dict[int, str] = dict(
        tuples(m.Player.select(m.Player.id, m.Player.pid).where(m.Player.season == sid), ("player ids", sid))
    )
    return code, pid


# Each sheet table's columns, in the order import writes them (`season_rows.sheet_rows`), both readers
# take them and the writer of a game (`season_game_text`) writes them.
_p = m.Penalty
SHEET_COLUMNS: dict[str, tuple[type[m.BaseModel], list[Field[Any]]]] = {
    "late": (m.LateStart, [m.LateStart.team, m.LateStart.minutes, m.LateStart.goalie_only]),
    "dressed": (m.Dressed, [m.Dressed.team, m.Dressed.player, m.Dressed.seq]),
    "goals": (
        m.Goal,
        [m.Goal.team, m.Goal.scorer, m.Goal.assist1, m.Goal.assist2, m.Goal.period, m.Goal.second, m.Goal.penalty_shot],
    ),
    "penalties": (
        _p,
        [_p.team, _p.player, _p.kind, _p.infraction, _p.period, _p.second, _p.bench, _p.equipment, _p.coincidental],
    ),
    "shifts": (m.ShiftList, [m.ShiftList.team, m.ShiftList.shifts]),
    "shootout": (m.ShootoutAttempt, [m.ShootoutAttempt.team, m.ShootoutAttempt.shooter, m.ShootoutAttempt.scored]),
}


class _Same(dict[Any, Any]):
    """One value for each distinct value read, shared by every place that holds it: a season holds the same
    few penalty kinds, times of day, statuses, clock seconds and lineups thousands of times, and SQLite gives
    each row its own copy (a quarter of a big season's memory). Values are immutable, so sharing one changes
    nothing but the memory."""

    def __missing__(self, value: Any) -> Any:
        self[value] = value
        return value


def _grouped(
    model: type[m.BaseModel],
    sid: int,
    columns: list[Field[Any]],
    make: Callable[[list[tuple[Any, ...]]], Any],
    only: int | None = None,
    same: _Same | None = None,
) -> dict[int, Any]:
    """Each game's rows of a per-game table for the whole season (or only its game of row id `only`), in sheet
    order, made into the game's value by `make` as soon as they are read, by game row id.

    Plain SQL, not a peewee query: a 10,000-game season has 750,000 sheet rows, and peewee's
    per-value conversion took most of the load (every caller converts the values it needs itself). The rows
    come ordered by game, so only one game's rows are held at a time: holding every table's rows until the
    games were made was most of the load's peak memory. Each game's row id is one object in every table's
    result (`same`): SQLite gives each row its own, 30,000 of them a table at 30,000 games.
    """
    names = ", ".join(f't."{c.column_name}"' for c in columns)
    sql = (
        f'SELECT t."game_id", {names} FROM "{model._meta.table_name}" AS t JOIN "game" AS g ON g."id" = t."game_id" '
        f'WHERE g."season_id" = ?{" AND g.id = ?" if only is not None else ""} ORDER BY t."game_id", t."seq"'
    )
    result: dict[int, Any] = {}
    game: int = 0  # row ids start at 1
    rows: list[tuple[Any, ...]] = []
    for row in execute(m.Game._meta.database, sql, (sid,) if only is None else (sid, only)):
        if row[0] != game:
            if rows:
                result[game] = make(rows)
            game, rows = row[0] if same is None else same[row[0]], []
        rows.append(row[1:])
    if rows:
        result[game] = make(rows)
    return result


def _by_team(rows: list[tuple[int, str]], code: dict[int, str], same: _Same) -> tuple[tuple[str, tuple[str, ...]], ...]:
    """(team, players) pairs in order of each team's first row, each pair and players' tuple shared with its equals."""
    result: dict[str, list[str]] = {}
    for team, item in rows:
        result.setdefault(code[team], []).append(item)
    return tuple(same[team, same[tuple(items)]] for team, items in result.items())


def _dressed_lists(
    rows: list[tuple[Any, ...]], code: dict[int, str], pid: dict[int, str], same: _Same
) -> tuple[tuple[str, tuple[str, ...]], ...]:
    """A game's dressed lists from its `dressed` rows (team, player, seq), recorded empty lineups included.

    A row with a negative seq is a team's empty lineup at sheet place -1 - seq (`models.Dressed`);
    ordered by seq, such rows come first, so a game without one is read as it comes.
    """
    if not rows or rows[0][2] >= 0:
        return _by_team([(t, pid[p]) for t, p, _ in rows], code, same)
    result: dict[str, list[str]] = {}
    for team, player, seq in sorted(rows, key=lambda row: m.EMPTY_LINEUP - row[2] if row[2] < 0 else row[2]):
        players = result.setdefault(code[team], [])
        if seq >= 0:
            players.append(pid[player])
    return tuple(same[team, same[tuple(players)]] for team, players in result.items())


class _Shifts(dict[str, int]):
    """Each distinct shift made once from its stored line and numbered in the load's `ShiftTable` (shifts are
    frozen): a line goes out the same way hundreds of times a season, and one value each saves most of the
    load's time and memory; each game then holds its shifts' numbers (`league.season.shift_runs`)."""

    def __init__(self) -> None:
        super().__init__()
        self.table = ShiftTable()

    def __missing__(self, line: str) -> int:
        if not well_formed_line(line):  # written by another program: `bad_values` names it
            raise ValueError(f"shift line {line!r}")
        group, stop_time, *players = line.split(" ")
        number = self[line] = self.table.add(Shift(group, tuple(players), stop_time == "1"))
        return number

    def game(self, rows: list[tuple[Any, ...]], code: dict[int, str], same: _Same) -> Sequence[Pair]:
        """A game's shifts from its `shift_list` rows (team, the lines of its shifts)."""
        numbers: list[int] = []
        counts: list[int] = []
        for _, lines in rows:
            numbered = [self[line] for line in lines.split("\n")]
            numbers += numbered
            counts.append(len(numbered))
        return self.table.runs(same[tuple(code[t] for t, _ in rows)], same[tuple(counts)], numbers)


def read_game(season_name: str, gid: str) -> Game:
    """Game `gid` of season `season_name` as stored, read alone (inside the caller's transaction): a save
    reads back what it wrote, not the whole season."""
    sid = m.Season.get(m.Season.name == season_name).id
    code, pid = season_codes(sid)
    return read_games(sid, code, pid, m.Game.get((m.Game.season == sid) & (m.Game.gid == gid)).id)[0]


# A game's fields read from its row that take few distinct values: each shared with its equals (`_Same`).
_SHARED_FIELDS = ("stage", "series", "date", "time", "rooms", "status", "score", "signed_by", "fees_waived", "shots")


def _sheet_makers(
    code: dict[int, str], pid: dict[int, str], same: _Same
) -> dict[str, Callable[[list[tuple[Any, ...]]], Any]]:
    """How each sheet table's rows of one game become the game's value (`SHEET_COLUMNS`' keys)."""
    made = _Shifts()

    def goal(t: int, s: int, a1: int | None, a2: int | None, per: int, sec: int, shot: int) -> Goal:
        assists = same[tuple(pid[a] for a in (a1, a2) if a is not None)]
        return Goal(code[t], pid[s], assists, per, same[sec], bool(shot))

    def penalty(row: tuple[Any, ...]) -> Penalty:
        t, p, k, inf, per, sec, b, e, c = row
        return Penalty(code[t], pid.get(p), same[k], same[inf], per, same[sec], bool(b), bool(e), bool(c))

    return {
        "late": lambda rows: tuple(LateStart(code[t], n, bool(g)) for t, n, g in rows),
        "dressed": lambda rows: _dressed_lists(rows, code, pid, same),
        "goals": lambda rows: tuple(goal(*row) for row in rows),
        "penalties": lambda rows: tuple(penalty(row) for row in rows),
        "shifts": lambda rows: made.game(rows, code, same),
        "shootout": tuple,
    }


def read_games(sid: int, code: dict[int, str], pid: dict[int, str], only: int | None = None) -> tuple[Game, ...]:
    """Season `sid`'s games (or only its game of row id `only`) in file order, read through `code` and `pid`."""
    same = _Same()
    makers = _sheet_makers(code, pid, same)
    sheets = {
        key: _grouped(model, sid, fields, makers[key], only, same) for key, (model, fields) in SHEET_COLUMNS.items()
    }
    late, dressed, goals = sheets["late"], sheets["dressed"], sheets["goals"]
    penalties, shifts, attempts = sheets["penalties"], sheets["shifts"], sheets["shootout"]
    firsts = shootout_firsts(m.Game._meta.database, sid, only)
    games: list[Game] = []
    query = m.Game.select(*GAME_COLUMNS).where(m.Game.season == sid).order_by(m.Game.seq).tuples()
    # The whole season's read keeps its text; one game's (a save reading back what it wrote) does not: kept by the
    # game's row id, the texts would pile up one for each game a long session saves, each used about once.
    query = text_written_once(query, ("games", sid)) if only is None else query.where(m.Game.id == only)
    # Not peewee's default iteration, which keeps every row it gives.
    for row in query.iterator():
        rid = row[0]
        fields = game_fields(row, code, pid)
        for name in _SHARED_FIELDS:
            fields[name] = same[fields[name]]
        games.append(
            Game(
                **fields,
                late_starts=late.get(rid, ()),
                dressed=dressed.get(rid, ()),
                goals=goals.get(rid, ()),
                penalties=penalties.get(rid, ()),
                shifts=shifts.get(rid, ()),
                shootout=_shootout(rid, firsts, attempts.get(rid, ()), code, pid),
            )
        )
    return tuple(games)


def shootout_firsts(db: Database, sid: int, only: int | None = None) -> dict[int, int | None]:
    """The season's games holding a shootout (row ids), each with the team row that shot first (None: home); `only`
    a game's row id: that game's alone (a save reads back its own game, not every shootout of the season)."""
    sql = (
        'SELECT s."game_id", s."first_id" FROM "shootout" AS s JOIN "game" AS g ON g."id" = s."game_id" '
        'WHERE g."season_id" = ?'
    )
    if only is None:
        return dict(execute(db, sql, (sid,)))
    return dict(execute(db, sql + ' AND g."id" = ?', (sid, only)))


def _shootout(
    rid: int,
    firsts: dict[int, int | None],
    rows: Sequence[tuple[Any, ...]],
    code: dict[int, str],
    pid: dict[int, str],
) -> Shootout | None:
    """A game's shootout from its `shootout` row and its `shootout_attempt` rows (team, shooter, scored)."""
    if rid not in firsts:
        return None
    first = firsts[rid]
    attempts = tuple(ShootoutAttempt(code[t], pid[p], bool(scored)) for t, p, scored in rows)
    return Shootout(None if first is None else code[first], attempts)
