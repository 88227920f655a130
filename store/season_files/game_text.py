"""The season file's one writer of a game: its stored rows straight to text, no `league` value and no dict between.

Every export writes its games here. The streamed export (`season_stream`) hands it the rows as SQLite
holds them; a season held as `league` values (`season_export.season_to_text`) is first put in the rows
import stores (`game_table.game_columns`, `season_rows.sheet_rows`). So a game field is written in one
place: read from the file by `season_game_fields` (the reader), put in its columns and back by its entry
in `game_table.GAME_TABLE`, written here, where a column is taken by its name (`game_table.row_getter`).

The text is what `json.dumps(..., indent=1, ensure_ascii=False)` makes of the game's keys, placed where a
game sits in the file (its keys three spaces in): the same numbers and escapes. Python's indented
encoder is pure Python and took 3.5 s of a 10,000-game export; written out here a game costs a few
string joins (tests/store/test_streamed_export.py holds the text to json.dumps's layout).
"""

from __future__ import annotations

from collections.abc import Callable
from itertools import groupby
from json.encoder import encode_basestring  # the C escaper json.dumps uses with ensure_ascii=False
from operator import itemgetter
from typing import Any

from league.season.values import TOURNAMENT_PENALTY_KINDS, BenchOut
from store.tables.bench_marks import bench_outs_of
from store.tables.game_table import VERSION_2_COLUMNS, period_pairs, row_getter
from store.views.stored_values import well_formed_line

Rows = list[tuple[Any, ...]]
_TEAM, _PLAYER = itemgetter(1), itemgetter(2)

# A version 2 file's game keys in the order the example tournament files write them; a version 1 file
# keeps the order it always had (the order `GameText.game` adds them in).
GAME_ORDER_2 = (
    "id",
    "stage",
    "kind",
    "series",
    "no",
    "date",
    "time",
    "rooms",
    "home",
    "away",
    "status",
    "late_start",
    "dressed",
    "goalie",
    "lineup_waiver",
    "penalties",
    "goals",
    "score",
    "period_scores",
    "overtime",
    "forfeit",
    "shootout",
    "shots",
    "shifts",
    "bench_outs",
    "signed",
    "signed_by",
    "fees_waived",
    "revision",
)


# The game's columns as `GameText.game` takes them, by name (`game_table.GAME_COLUMNS`' places).
_SCHEDULE = row_getter("id", "gid", "stage", "kind", "series", "no", "date", "time", "room_a", "room_b", "home")
_RESULT = row_getter("away", "status", "score_home", "score_away", "overtime", "forfeit_team", "forfeit_reason")
_SIGNED = row_getter("bench_outs", "signed", "signed_by", "fees_waived", "revision")
_TOURNAMENT = row_getter("period_scores", "goalie", "shots_home", "shots_away", "lineup_waiver")
_VERSION_2 = row_getter(*(column.name for column in VERSION_2_COLUMNS))


def game_uses_version_2(row: tuple[Any, ...], sheet: dict[str, Rows]) -> bool:
    """Whether a game (its row and sheet rows, as `GameText.game` takes them) holds a field only a version 2
    file may: a column of `game_table.VERSION_2_COLUMNS` or a tournament's sheet field
    (`season_stream.games_use_version_2` asks SQLite the same)."""
    return (
        any(value is not None for value in _VERSION_2(row))
        or any(goal[7] for goal in sheet["goals"])
        or any(penalty[3] in TOURNAMENT_PENALTY_KINDS for penalty in sheet["penalties"])
    )


def _true_or_false(value: bool) -> str:
    return "true" if value else "false"


# How json.dumps writes a value of each scalar type (a bool is not an int here: its own type is looked up).
_SCALARS: dict[type, Callable[[Any], str]] = {
    str: encode_basestring,
    int: int.__repr__,
    bool: _true_or_false,
    type(None): lambda _: "null",
    float: float.__repr__,
}


def scalar(value: object) -> str:
    """A JSON scalar as json.dumps writes it (ensure_ascii=False)."""
    try:
        write = _SCALARS[type(value)]
    except KeyError:
        raise TypeError(f"{type(value).__name__} is not a season-file value") from None
    return write(value)


def _strings(quoted: list[str], indent: str) -> str:
    """A list of already-quoted strings whose items sit at `indent` (its brackets one space less)."""
    if not quoted:
        return "[]"
    return f"[{indent}{(',' + indent).join(quoted)}{indent[:-1]}]"


def _objects(texts: list[str], indent: str) -> str:
    """A list of already-written objects whose items sit at `indent`."""
    return f"[{indent}{(',' + indent).join(texts)}{indent[:-1]}]"


def _flag(stored: int | None) -> str | None:
    """A stored true-or-false (1 or 0) as JSON, None when it holds none (the key is then left out)."""
    return None if stored is None else "true" if stored else "false"


class _Clocks(dict[int, str]):
    """A period's elapsed seconds as the file's quoted "MM:SS", each made once."""

    def __missing__(self, second: int) -> str:
        text = self[second] = f'"{second // 60:02d}:{second % 60:02d}"'
        return text


_clock = _Clocks().__getitem__


_I4, _I5, _I6, _I7 = "\n    ", "\n     ", "\n      ", "\n       "


# A penalty's three flags as the file writes them, by (bench, equipment, coincidental).
_FLAGS = {
    (b, e, c): f'{_I5}"bench": {_true_or_false(b)},{_I5}"equipment": {_true_or_false(e)},'
    f'{_I5}"coincidental": {_true_or_false(c)}'
    for b in (False, True)
    for e in (False, True)
    for c in (False, True)
}


class ShiftTexts(dict[str, str]):
    """Each distinct stored shift line written once at a shift's depth and shared: a line comes back
    hundreds of times a season (the same cache `season_games` keeps of its values)."""

    def __missing__(self, line: str) -> str:
        if not well_formed_line(line):  # written by another program: `bad_values` names it
            raise ValueError(f"shift line {line!r}")
        group, stop_time, *players = line.split(" ")
        text = self[line] = (
            f'{{{_I6}"group": {encode_basestring(group)},{_I6}"players": '
            f"{_strings([encode_basestring(p) for p in players], _I7)},"
            f'{_I6}"stop_time": {"true" if stop_time == "1" else "false"}{_I5}}}'
        )
        return text


def _bench_out(mark: BenchOut) -> str:
    """One bench mark: its team, player, shift and reason."""
    team, player, reason = (encode_basestring(x) for x in (mark.team, mark.player, mark.reason))
    return (
        f'{{{_I5}"team": {team},{_I5}"player": {player},{_I5}"shift": {scalar(mark.shift)},'
        f'{_I5}"reason": {reason}{_I4}}}'
    )


class GameText:
    """Writes games of one season: its teams' codes and players' ids by row id, quoted once."""

    def __init__(
        self, code: dict[int, str], pid: dict[int, str], shootouts: dict[int, int | None], version_2: bool = False
    ) -> None:
        self.version_2 = version_2  # the file's version 2 layout (`GAME_ORDER_2`)
        self.shootouts = shootouts  # the games holding a shootout (row ids), each with its first team's row
        self.code = {row: encode_basestring(c) for row, c in code.items()}
        self.pid = {row: encode_basestring(p) for row, p in pid.items()}
        self.shifts = ShiftTexts()

    def game(self, row: tuple[Any, ...], sheet: dict[str, Rows]) -> str:
        """One game from its row (`game_table.GAME_COLUMNS`, as stored) and its sheet rows by table."""
        rid, gid, stage, kind, series, no, day, time, room_a, room_b, home = _SCHEDULE(row)
        away, status, score_home, score_away, overtime, forfeit_team, forfeit_reason = _RESULT(row)
        bench_outs, signed, signed_by, fees_waived, revision = _SIGNED(row)
        code = self.code
        fields: list[tuple[str, str | None]] = [("id", scalar(gid)), ("stage", scalar(stage))]
        if kind is not None:  # only where the file gave one (not its stage's or bracket slot's)
            fields.append(("kind", scalar(kind)))
        if series is not None:
            fields.append(("series", scalar(series)))
            fields.append(("no", None if no is None else scalar(no)))
        fields += [
            ("date", scalar(day)),
            ("time", None if time is None else scalar(time)),
            ("rooms", None if room_a is None else f"[{_I4}{scalar(room_a)},{_I4}{scalar(room_b)}\n   ]"),
            ("home", code[home]),
            ("away", code[away]),
            ("status", None if status is None else scalar(status)),
        ]
        if score_home is not None:
            fields.append(("score", f'{{{_I4}"home": {scalar(score_home)},{_I4}"away": {scalar(score_away)}\n   }}'))
        fields.append(("overtime", _flag(overtime)))
        if forfeit_team:
            reason = scalar(forfeit_reason or "")
            fields.append(("forfeit", f'{{{_I4}"team": {code[forfeit_team]},{_I4}"reason": {reason}\n   }}'))
        self._sheet(fields, sheet, bench_outs)
        if rid in self.shootouts:
            fields.append(("shootout", self._shootout(self.shootouts[rid], sheet["shootout"])))
        fields.append(("signed", _flag(signed)))
        if signed_by is not None:
            fields.append(("signed_by", scalar(signed_by)))
        if fees_waived is not None:
            fields.append(("fees_waived", f'{{{_I4}"reason": {scalar(fees_waived)}\n   }}'))
        if revision:  # a game never moved leaves it out: files written before it are exported unchanged
            fields.append(("revision", scalar(revision)))
        if self.version_2:
            fields = self._version_2(fields, row, status)
        body = ",\n   ".join(f'"{key}": {text}' for key, text in fields if text is not None)
        return f"{{\n   {body}\n  }}"

    def _version_2(
        self, fields: list[tuple[str, str | None]], row: tuple[Any, ...], status: str
    ) -> list[tuple[str, str | None]]:
        """A version 2 file's game: its tournament fields added and every key in `GAME_ORDER_2`'s order."""
        period_scores, goalie, shots_home, shots_away, lineup_waiver = _TOURNAMENT(row)
        if goalie is not None:
            fields.append(("goalie", self.pid[goalie]))
        if lineup_waiver is not None:
            fields.append(("lineup_waiver", f'{{{_I4}"reason": {scalar(lineup_waiver)}\n   }}'))
        if period_scores is not None:
            pairs = [f"[{_I5}{scalar(h)},{_I5}{scalar(a)}{_I4}]" for h, a in period_pairs(period_scores)]
            fields.append(("period_scores", _objects(pairs, _I4) if pairs else None))
        if shots_home is not None:
            fields.append(("shots", f'{{{_I4}"home": {scalar(shots_home)},{_I4}"away": {scalar(shots_away)}\n   }}'))
        if status == "scheduled":  # a game not played yet writes no sheet flags
            fields = [(k, t) for k, t in fields if not (k in ("overtime", "signed") and t == "false")]
        place = {key: i for i, key in enumerate(GAME_ORDER_2)}
        return sorted(fields, key=lambda field: place[field[0]])

    def _sheet(self, fields: list[tuple[str, str | None]], sheet: dict[str, Rows], bench_outs: str | None) -> None:
        """The sheet's keys, each only when the game has rows for it (a key with nothing is left out)."""
        code, pid = self.code, self.pid
        if late := sheet["late"]:
            fields.append(
                (
                    "late_start",
                    _objects(
                        [
                            f'{{{_I5}"team": {code[t]},{_I5}"minutes": {scalar(n)},'
                            f'{_I5}"goalie_only": {"true" if g else "false"}{_I4}}}'
                            for _, t, n, g in late
                        ],
                        _I4,
                    ),
                )
            )
        if dressed := sheet["dressed"]:
            lists = _dressed(dressed)
            body = f",{_I4}".join(f"{code[t]}: {_strings([pid[p] for p in players], _I5)}" for t, players in lists)
            fields.append(("dressed", f"{{{_I4}{body}\n   }}"))
        if goals := sheet["goals"]:
            fields.append(("goals", _objects([self._goal(*goal) for goal in goals], _I4)))
        if penalties := sheet["penalties"]:
            fields.append(("penalties", _objects([self._penalty(*p) for p in penalties], _I4)))
        if shift_rows := sheet["shifts"]:
            by_team: dict[str, str] = {}
            for _, team, lines in shift_rows:  # a team named twice keeps its place and its last list, as a dict does
                by_team[code[team]] = _objects([self.shifts[line] for line in lines.split("\n")], _I5)
            body = f",{_I4}".join(f"{team}: {text}" for team, text in by_team.items())
            fields.append(("shifts", f"{{{_I4}{body}\n   }}"))
        if marks := bench_outs_of(bench_outs):
            fields.append(("bench_outs", _objects([_bench_out(o) for o in marks], _I4)))

    def _shootout(self, first: int | None, attempts: Rows) -> str:
        """The game's shootout: the first team where the sheet names one, then its attempts (maybe none)."""
        code, pid = self.code, self.pid
        texts = [
            f'{{{_I6}"team": {code[t]},{_I6}"shooter": {pid[p]},{_I6}"scored": {_true_or_false(bool(s))}{_I5}}}'
            for _, t, p, s in attempts
        ]
        listed = _objects(texts, _I5) if texts else "[]"
        head = "" if first is None else f'{_I4}"first": {code[first]},'
        return f'{{{head}{_I4}"attempts": {listed}\n   }}'

    def _goal(self, *row: Any) -> str:
        _, team, scorer, assist1, assist2, period, second, penalty_shot = row
        pid = self.pid
        assists = _strings([pid[a] for a in (assist1, assist2) if a is not None], _I6)
        shot = f',{_I5}"penalty_shot": true' if penalty_shot else ""
        return (
            f'{{{_I5}"team": {self.code[team]},{_I5}"scorer": {pid[scorer]},{_I5}"assists": {assists},'
            f'{_I5}"period": {scalar(period)},{_I5}"time": {_clock(second)}{shot}{_I4}}}'
        )

    def _penalty(self, *row: Any) -> str:
        _, team, player, kind, infraction, period, second, bench, equipment, coincidental = row
        named = "null" if player is None else self.pid.get(player, "null")
        return (
            f'{{{_I5}"team": {self.code[team]},{_I5}"player": {named},{_I5}"kind": {scalar(kind)},'
            f'{_I5}"infraction": {scalar(infraction)},{_I5}"period": {scalar(period)},{_I5}"time": {_clock(second)},'
            f"{_FLAGS[bool(bench), bool(equipment), bool(coincidental)]}{_I4}}}"
        )


def _dressed(rows: Rows) -> list[tuple[int, list[int]]]:
    """A game's dressed lists (team row, player rows) from its rows (game, team, player, seq) in seq order,
    as `season_games._dressed_lists` reads them: each team's list in the order of its first row; a
    negative seq is a team's recorded empty lineup at sheet place -1 - seq (models.Dressed), which sorts
    into that place and holds no player."""
    if rows[0][3] >= 0:  # no empty lineup (ordered by seq, one would come first)
        lists = [(team, list(map(_PLAYER, block))) for team, block in groupby(rows, _TEAM)]
        if len({team for team, _ in lists}) == len(lists):  # each team's rows together, as the sheet writes them
            return lists
    by_team: dict[int, list[int]] = {}
    for _, team, player, seq in sorted(rows, key=lambda row: -1 - row[3] if row[3] < 0 else row[3]):
        players = by_team.setdefault(team, [])
        if seq >= 0:
            players.append(player)
    return list(by_team.items())
