"""Player sheets and schedules as CSV: read (told apart by their header) and written back.

Reading turns rows into `league` values against the season they go into, and refuses the whole
file at the first bad cell, naming the line and column ("players.csv line 7, column born:
'1981-13-01' is not a date"). A player sheet's rows are read by `store.season_files.signup_csv_rows`.
"""

from __future__ import annotations

import _csv
import csv
import io
from collections.abc import Callable, Iterator, Mapping
from typing import Literal, TypeVar, overload

from league.results.counted_result import counted_result
from league.results.disqualification import ruling_forfeits
from league.rulebooks import built_in_rulebook, rulebook_named
from league.rules.rulebook import Rulebook
from league.schedule.clashes import first_clash
from league.schedule.typed_slots import clock_time, room_pair
from league.season.date_range import iso_date
from league.season.errors import Problem, RuleViolation
from league.season.ids import id_number
from league.season.values import GAME_STATUSES, Game, Season
from league.season.whole_numbers import whole_from_text
from store.season_files.csv_cells import csv_text, read_cell
from store.season_files.signup_csv_columns import FIRST, LAST, column_of, join_names, joined_name_problem

# `spare` (yes or no: the committee's spares and official substitute goalies) is read by
# `store.season_files.signup_csv_spares`.
PLAYER_COLUMNS = ("id", "name", "born", "position", "class", "rating", "number", "email", "phone", "team", "spare")
# A tournament's own: Cole's elite mark (yes or no) and a second registration of one person (the
# first registration's id and the committee's reason), read by `store.season_files.signup_csv_tournament`.
TOURNAMENT_PLAYER_COLUMNS = ("elite", "same_person_as", "same_person_reason")
PLAYER_REQUIRED = frozenset({"name", "born"})  # a sheet updating registered players may hold only some columns
SCHEDULE_COLUMNS = ("id", "date", "time", "home", "away", "rooms", "status", "series", "no")
# Written for a spreadsheet after the schedule's own columns, and skipped when a schedule is read back:
# the result as the standings count it (after a forfeit, `forfeited_by` the team that forfeited), where
# the game is played and how long the ice is held (the rulebook's slot). A result comes with its sheet.
SCHEDULE_REPORT_COLUMNS = ("home_score", "away_score", "overtime", "forfeited_by", "location", "minutes")
SCHEDULE_REQUIRED = frozenset({"date", "time", "home", "away"})
Row = tuple[int, dict[str, str]]  # (line number in the file, cells by column)
_Value = TypeVar("_Value")


class CsvTable:
    """A CSV file read as lines: its kind ("players" or "schedule"), its rows by column name, and each
    column's heading as the sheet writes it."""

    def __init__(
        self,
        source: str,
        kind: str,
        rows: list[Row],
        columns: tuple[str, ...] = (),
        headings: dict[str, str] | None = None,
    ):
        self.source, self.kind, self.rows, self.columns = source, kind, rows, columns
        self.headings = headings or {}

    def heading(self, column: str) -> str:
        """The column as a refusal names it (see `heading`)."""
        return heading(self.headings, column)


def refuse(source: str, line: int, column: str | None, message: str) -> RuleViolation:
    """The refusal of a whole file for one cell: where it is and what is wrong, in one sentence."""
    where = f"{source} line {line}" + (f", column {column}" if column else "")
    return RuleViolation(Problem(where, "", message))


def read_table(text: str, source: str) -> CsvTable:
    """Parse the CSV text (any common dialect) and tell its kind from the header row."""
    text = text.removeprefix("\ufeff")  # spreadsheets often save UTF-8 with a byte-order mark
    try:
        dialect: type[csv.Dialect] | csv.Dialect = csv.Sniffer().sniff(text[:4096], delimiters=",;\t")
    except csv.Error:
        dialect = csv.excel
    reader = csv.reader(io.StringIO(text), dialect)
    try:
        return _table(reader, source)
    except csv.Error as error:  # a cell over csv's size limit, a stray line break: the file, not a rule
        raise refuse(source, reader.line_num or 1, None, f"not readable as CSV ({error})") from None


def _table(reader: _csv.Reader, source: str) -> CsvTable:
    """The table the reader's rows make: the header tells the kind, each row is checked for its cell count.
    A sign-up form's headings are read as the player sheet's columns (`store.season_files.signup_csv_columns`)."""
    header = next(reader, None)
    if not header:
        raise refuse(source, 1, None, "the file is empty: a header row names the columns")
    names = [column_of(h) for h in header]
    headings = {name: h.strip() for name, h in zip(names, header, strict=True) if name is not None}
    kind, allowed = _kind(source, {n for n in names if n is not None})
    for name in names:
        if name is None:
            continue
        if name not in allowed:
            raise refuse(
                source, 1, heading(headings, name), f"not a column of a {kind} file (columns: {', '.join(allowed)})"
            )
        if names.count(name) > 1:
            raise refuse(source, 1, heading(headings, name), "the column is named twice")
    if kind == "players" and (joined := joined_name_problem(names)):
        raise refuse(source, 1, heading(headings, joined[0]), joined[1])
    rows = []
    for cells in reader:
        line = reader.line_num
        if not any(c.strip() for c in cells):
            continue  # blank lines at the end of a spreadsheet export
        if len(cells) != len(names):
            raise refuse(source, line, None, f"{len(cells)} cells where the header has {len(names)}")
        # A cell written as text so that a spreadsheet would not run it ("'=cmd") reads as its value.
        read = {n: read_cell(c.strip()) for n, c in zip(names, cells, strict=True) if n is not None}
        rows.append((line, join_names(read)))
    if FIRST in headings:  # a refusal of the joined name names the first-name column
        headings["name"] = headings[FIRST]
    columns = tuple(dict.fromkeys("name" if n in (FIRST, LAST) else n for n in names if n is not None))
    return CsvTable(source, kind, rows, columns, headings)


def _kind(source: str, names: set[str]) -> tuple[str, tuple[str, ...]]:
    """The sheet's kind told by its columns, and the columns that kind allows."""
    if names >= SCHEDULE_REQUIRED:
        return "schedule", SCHEDULE_COLUMNS + SCHEDULE_REPORT_COLUMNS
    if names | ({"name"} if FIRST in names else set()) >= PLAYER_REQUIRED:
        return "players", (*PLAYER_COLUMNS, *TOURNAMENT_PLAYER_COLUMNS, FIRST, LAST)
    raise refuse(
        source,
        1,
        None,
        "the header names neither a player sheet (name, born, position, class, "
        "rating ...) nor a schedule (date, time, home, away, rooms)",
    )


def heading(headings: dict[str, str], column: str) -> str:
    """A column as a refusal names it: as the sheet heads it, quoted when that is not the column's own
    name ("column born", "column 'Date of birth'")."""
    written = headings.get(column, column)
    return column if written == column else f"'{written}'"


@overload
def sheet_cell(
    table: CsvTable, row: Row, column: str, read: Callable[[str], _Value], what: str, required: Literal[True] = True
) -> _Value: ...
@overload
def sheet_cell(
    table: CsvTable, row: Row, column: str, read: Callable[[str], _Value], what: str, required: bool
) -> _Value | None: ...
def sheet_cell(
    table: CsvTable, row: Row, column: str, read: Callable[[str], _Value], what: str, required: bool = True
) -> _Value | None:
    """The cell `read` as its value; a refusal naming line and column when it is not one, or is empty
    and `required`."""
    line, cells = row
    text = cells.get(column, "")
    if not text:
        if required:
            raise refuse(table.source, line, table.heading(column), "is empty")
        return None
    try:
        return read(text)
    except ValueError:
        raise refuse(table.source, line, table.heading(column), f"{text!r} is not {what}") from None


def one_of(choices: tuple[str, ...]) -> Callable[[str], str]:
    def read(text: str) -> str:
        if text.upper() not in choices:
            raise ValueError(text)
        return text.upper()

    return read


def bounded(low: int, high: int) -> Callable[[str], int]:
    def read(text: str) -> int:
        whole = whole_from_text(text)  # "50.0", as a spreadsheet may write 50, is 50
        if whole is None or not low <= whole <= high:
            raise ValueError(text)
        return whole

    return read


def next_ids(taken: set[str], prefix: str) -> Iterator[str]:
    """Fresh ids "P087", "P088" ... after the highest number already used with `prefix`."""
    n = max((number for x in taken if (number := id_number(x, prefix)) is not None), default=0)
    while True:
        n += 1
        if f"{prefix}{n:03d}" not in taken:
            yield f"{prefix}{n:03d}"


def cite(season: Season, role: str) -> str:
    """The citation of the season's rulebook for `role` (an unknown rulebook is refused by the season checks)."""
    rulebook = rulebook_named(season.rulebook)
    return rulebook.cite(role) if rulebook else role


def games_from(table: CsvTable, season: Season) -> tuple[tuple[Game, ...], dict[str, int]]:
    """The games the schedule adds, and the line of each by game id."""
    codes = {t.code for t in season.teams}
    fresh = next_ids({g.id for g in season.games}, "R")
    taken = {g.id for g in season.games}
    games, lines = [], {}
    for row in table.rows:
        line, cells = row
        day = sheet_cell(table, row, "date", iso_date, "a date (YYYY-MM-DD)")
        time = sheet_cell(table, row, "time", clock_time, "a time of day (HH:MM)")
        teams = []
        for column in ("home", "away"):
            code = sheet_cell(table, row, column, str.upper, "a team code")
            if code not in codes:
                raise refuse(
                    table.source,
                    line,
                    column,
                    f"{code!r} is not a team of season {season.name} ({', '.join(sorted(codes))})",
                )
            teams.append(code)
        if teams[0] == teams[1]:
            raise refuse(table.source, line, "away", f"{teams[0]} cannot play itself")
        status = sheet_cell(table, row, "status", str.lower, "a status", required=False) or "scheduled"
        if status not in GAME_STATUSES or status == "final":
            raise refuse(
                table.source,
                line,
                "status",
                f"{status!r}: a schedule adds scheduled, cancelled or "
                "postponed games (a final game comes with its scoresheet)",
            )
        series, no = _series_cells(table, row, season)
        gid = cells.get("id") or (_playoff_id(series, no, taken) if series and no else next(fresh))
        if gid in taken:
            raise refuse(table.source, line, "id", f"game {gid} is already in the season or the file")
        taken.add(gid)
        rooms = sheet_cell(table, row, "rooms", room_pair, "two different room numbers like 3/4", required=False)
        games.append(
            Game(
                gid,
                "playoff" if series else "regular",
                day,
                time,
                teams[0],
                teams[1],
                rooms=rooms,
                status=status,
                series=series,
                no=no,
            )
        )
        lines[gid] = line
    _refuse_clash(table.source, games, lines, season)
    return tuple(games), lines


def _series_cells(table: CsvTable, row: Row, season: Season) -> tuple[str | None, int | None]:
    """A playoff game's series and number (both, or neither for a regular-season game); the season checks
    then hold the game against the bracket (its teams, home team and number, Gray rules 20-22)."""
    line, cells = row
    rulebook = rulebook_named(season.rulebook)  # an unknown one is refused by the season checks
    formats = {f.id: f for f in rulebook.playoffs.series} if rulebook else {}
    series = sheet_cell(table, row, "series", str.upper, "a series", required=False)
    if series is None:
        if cells.get("no"):
            raise refuse(table.source, line, "series", "is empty: a playoff game names its series and its number")
        return None, None
    if series not in formats:
        raise refuse(table.source, line, "series", f"{series!r} is not a series of the playoffs ({', '.join(formats)})")
    best_of = formats[series].best_of
    no = sheet_cell(
        table,
        row,
        "no",
        bounded(1, best_of),
        f"a game number of {series} (1 to {best_of}, {cite(season, 'playoff_series')})",
    )
    return series, no


def _playoff_id(series: str, no: int, taken: set[str]) -> str:
    """A new playoff game's id: "SF1-3", or "SF1-3b" ... when a cancelled game holds that one."""
    return next(x for x in (f"{series}-{no}", *(f"{series}-{no}{c}" for c in "bcdefgh")) if x not in taken)


def _refuse_clash(source: str, games: list[Game], lines: dict[str, int], season: Season) -> None:
    """Refuse the schedule at the first line whose game overlaps a game of the season or of an earlier
    line (league.schedule.clashes: the same check, in the same words, as every other path that adds a game)."""
    rulebook = rulebook_named(season.rulebook)  # not store.views.season_load: this module stays free of peewee
    clash = first_clash(games, season.games, rulebook.schedule) if rulebook else None
    if clash is None:  # (a season of an unknown rulebook is refused by add_games' checks)
        return
    game, found = games[clash[0]], clash[1]
    column = {"team": "home" if found.what == game.home else "away", "room": "rooms"}.get(found.kind, "time")
    names = {t.code: t.name for t in season.teams}
    raise RuleViolation(found.problem(f"{source} line {lines[game.id]}, column {column}", names))


def players_csv(season: Season) -> str:
    """The season's players as a player sheet (the same season, the same bytes); `spare` is "yes" for the
    committee's spares and official substitute goalies."""
    kept = frozenset(season.substitute_goalies) | frozenset(season.spares)
    return csv_text(
        PLAYER_COLUMNS,
        [
            (
                *(p.id, p.name, p.born.isoformat(), p.position, p.klass, p.rating, p.number, p.email, p.phone),
                *(p.team, "yes" if p.id in kept else ""),
            )
            for p in season.players
        ],
    )


def schedule_csv(season: Season) -> str:
    """The season's games as a schedule, by date and time; rooms written "home/away" (home higher, Gray rule 24);
    then each final game's result, the rink and the slot's minutes (`SCHEDULE_REPORT_COLUMNS`)."""
    games = sorted(season.games, key=lambda g: g.sort_key)
    # The rulebook from `league` (not the store's loader: the forms that read CSV cells load no database).
    rulebook = built_in_rulebook(season.rulebook)
    minutes = rulebook.schedule.slot_minutes
    forfeits = ruling_forfeits(season, rulebook)  # a disqualification's forfeits, once for every game
    return csv_text(
        SCHEDULE_COLUMNS + SCHEDULE_REPORT_COLUMNS,
        [
            (
                g.id,
                g.date.isoformat(),
                g.time,
                g.home,
                g.away,
                f"{max(g.rooms)}/{min(g.rooms)}" if g.rooms else None,
                g.status,
                g.series,
                g.no,
                *_result_cells(g, rulebook, forfeits),
                season.rink,
                None if g.status in ("cancelled", "postponed") else minutes,
            )
            for g in games
        ],
    )


def _result_cells(game: Game, rulebook: Rulebook, forfeits: Mapping[str, str]) -> tuple[int | str | None, ...]:
    """home_score, away_score, overtime ("yes"), forfeited_by: what the game counts as, empty while it has no
    result (a disqualification's forfeit has one before it is played)."""
    outcome = counted_result(game, rulebook, forfeits).outcome
    if outcome is None:
        return (None, None, None, None)
    overtime = "yes" if game.overtime and outcome.forfeited_by is None else None
    return (outcome.home_goals, outcome.away_goals, overtime, outcome.forfeited_by)
