"""Values in the league file that its columns cannot hold, in words: "games row 12 (G012): date 'xyz' is not a date".

Everything rinkbook writes is checked on the way in, but SQLite stores whatever another program (or a
hand with the sqlite3 shell) puts in a column: text in a date, a word in a rating, an unknown status.
Read as they are, such values reached the rules as the wrong type and ended in a traceback far from
the file. `rinkbook check` lists them all, and loading a season refuses one holding any, in the same
words. The checks are SQL over each table (one scan each): about 1 ms on the demo, 0.1 s on a 10,000-game season.
"""

from __future__ import annotations

import re
from collections.abc import Iterator
from dataclasses import dataclass
from functools import cache

from peewee import BooleanField, Database, DateField, Field, ForeignKeyField, IntegerField, Model

from league.rules.formats import KINDS
from league.season.texts import shown
from league.season.values import (
    ALL_PENALTY_KINDS,
    CLASSES,
    GAME_STATUSES,
    POSITIONS,
    SHIFT_GROUPS,
    SLOT_KINDS,
    STAGES,
    STATUSES,
)
from store.file.audit import audit_detail
from store.file.engine import on_server
from store.file.raw_sql import execute
from store.tables import models as m

# What each table is called in a sentence, and the column naming its row the way the league does.
_TABLES: dict[type[Model], tuple[str, str | None]] = {
    m.Season: ("seasons", "name"),
    m.Team: ("teams", "code"),
    m.Player: ("players", "pid"),
    m.Captain: ("captains", None),
    m.SubstituteGoalie: ("substitute goalies", None),
    m.Spare: ("spares", None),
    m.DraftPick: ("draft picks", None),
    m.Transfer: ("transfers", None),
    m.Drop: ("drops", None),
    m.Substitute: ("substitutes", None),
    m.Game: ("games", "gid"),
    m.LateStart: ("late starts", None),
    m.Dressed: ("dressed players", None),
    m.Goal: ("goals", None),
    m.Penalty: ("penalties", None),
    m.ShiftList: ("shift lists", None),
    m.Shootout: ("shootouts", None),
    m.ShootoutAttempt: ("shootout attempts", None),
    m.CoinToss: ("coin tosses", None),
    m.FeePayment: ("fee payments", None),
    m.Audit: ("audit", None),
    m.RuleText: ("rule texts", None),
    m.Division: ("divisions", "code"),
    m.Pool: ("pools", "code"),
    m.PoolTeam: ("pool teams", None),
    m.BracketSlot: ("bracket slots", "slot"),
    m.Disqualification: ("disqualifications", None),
    m.SuspensionRuling: ("suspension rulings", None),
    m.AlertDismissal: ("dismissed alerts", None),
}
# Columns holding one of a few words, by (table, column): a peewee field compared with == makes a query.
_CHOICES: dict[tuple[str, str], tuple[str, ...]] = {
    ("player", "position"): POSITIONS,
    ("player", "klass"): CLASSES,
    ("player", "status"): STATUSES,
    ("game", "stage"): STAGES,
    ("game", "status"): GAME_STATUSES,
    ("game", "kind"): KINDS,
    ("penalty", "kind"): ALL_PENALTY_KINDS,  # gross misconduct only where the rulebook has it: the rules' to say
    ("bracket_slot", "kind"): SLOT_KINDS,
    ("season", "draft_order"): ("straight", "snake"),
}
_TIMES = {("game", "time")}
_JSON_PAIRS = {("game", "period_scores")}  # schema 12: [[home, away], ...] as JSON text
_SHIFT_LIST = re.compile(r"[FD] [01](?: [^ \n]+)*(?:\n[FD] [01](?: [^ \n]+)*)*")
_SHIFT_LINE = "a line change (F or D, then 0 or 1, then player ids, separated by spaces)"


@dataclass(frozen=True, slots=True)
class _Rule:
    """One column's test in SQL (true for a bad value) and what a bad value is, in words."""

    column: str
    bad_sql: str
    is_not: str


def _key(field: Field) -> tuple[str, str]:
    return (field.model._meta.table_name, field.column_name)


def _rules(model: type[Model], quick: bool, server: bool) -> list[_Rule]:
    return [
        rule
        for field in model._meta.sorted_fields
        if field.name != "id" and not (quick and _looked_up(field))
        for rule in (_word_rules(field, server) if server else _field_rules(field))
    ]


def _looked_up(field: Field) -> bool:
    """A column the season's reading looks up rather than uses (a row id, a place in a list): a bad value
    there fails the lookup (`season_load` then asks for the whole check), so loading need not test it."""
    return isinstance(field, ForeignKeyField) or field.name == "seq"


def _field_rules(field: Field) -> Iterator[_Rule]:
    c = f't."{field.column_name}"'
    if not field.null:
        yield _Rule(field.column_name, f"{c} IS NULL", "missing (empty)")
    if isinstance(field, DateField):
        yield _Rule(
            field.column_name,
            # Compared as text: the column's numeric affinity made the bound '0001' the number 1, below every text.
            f"{c} IS NOT NULL AND (typeof({c}) != 'text' OR CAST({c} AS TEXT) < '0001' "
            f"OR date({c}, '+0 days') IS NOT {c})",
            "not a date (YYYY-MM-DD)",
        )
    elif isinstance(field, BooleanField):
        yield _Rule(field.column_name, f"{c} IS NOT NULL AND {c} NOT IN (0, 1)", "not true or false (1 or 0)")
    elif isinstance(field, (IntegerField, ForeignKeyField)):
        yield _Rule(field.column_name, f"typeof({c}) NOT IN ('integer', 'null')", "not a whole number")
    else:
        yield _Rule(field.column_name, f"typeof({c}) NOT IN ('text', 'null')", "not text")
        yield from _word_rules(field, server=False)


def _word_rules(field: Field, server: bool) -> Iterator[_Rule]:
    """The tests of a text column's words. On a server they are the only tests: its columns hold only values of
    their types, and no NULL where none may be."""
    c = f't."{field.column_name}"'
    text = "" if server else f"typeof({c}) = 'text' AND "
    if _key(field) in _CHOICES:
        words = _CHOICES[_key(field)]
        yield _Rule(
            field.column_name,
            f"{text}{c} NOT IN ({', '.join('?' * len(words))})",
            f"not one of {', '.join(words)}",
        )
    if _key(field) in _TIMES:
        clock = f"{c} !~ '^[0-2][0-9]:[0-5][0-9]$'" if server else f"{c} NOT GLOB '[0-2][0-9]:[0-5][0-9]'"
        yield _Rule(field.column_name, f"{text}({clock} OR {c} > '23:59')", "not a time of day (HH:MM)")
    if not server and _key(field) in _JSON_PAIRS:
        yield _Rule(
            field.column_name,
            # Asked in turn (CASE): SQLite's JSON functions stop the whole statement at text that is not JSON.
            f"typeof({c}) = 'text' AND CASE WHEN NOT json_valid({c}) THEN 1 WHEN json_type({c}) != 'array' THEN 1 "
            f"ELSE EXISTS (SELECT 1 FROM json_each({c}) AS e WHERE e.type != 'array' "
            "OR json_array_length(e.value) != 2 OR json_type(e.value, '$[0]') != 'integer' "
            "OR json_type(e.value, '$[1]') != 'integer') END",
            "not period scores (a JSON list of [home, away] pairs)",
        )


def _parameters(model: type[Model]) -> list[str]:
    return [word for field in model._meta.sorted_fields if field.name != "id" for word in _CHOICES.get(_key(field), ())]


def _season_filter(model: type[Model]) -> str:
    """SQL keeping the rows of one season (its row id the last parameter), or "" for a table of no season."""
    fields = model._meta.fields
    if model is m.Season:
        return 't."id" = ?'
    if "season" in fields and isinstance(fields["season"], ForeignKeyField):
        return 't."season_id" = ?'
    if "game" in fields:
        return 't."game_id" IN (SELECT "id" FROM "game" WHERE "season_id" = ?)'
    if model is m.Captain:
        return 't."team_id" IN (SELECT "id" FROM "team" WHERE "season_id" = ?)'
    if model is m.PoolTeam:
        return 't."pool_id" IN (SELECT "id" FROM "pool" WHERE "season_id" = ?)'
    return ""


def _label_sql(model: type[Model]) -> str:
    """SQL giving a row's name in the league's words (a game id, a player id), or NULL."""
    own = _TABLES[model][1]
    if own:
        return f't."{own}"'
    if "game" in model._meta.fields:
        return '(SELECT "gid" FROM "game" WHERE "id" = t."game_id")'
    return "NULL"


def bad_values(db: Database, season_row: int | None = None, quick: bool = False) -> list[str]:
    """A sentence for each stored value its column cannot hold, table by table (of one season when
    `season_row`, its row id, is given; of the whole file otherwise, the audit log included). `quick`
    leaves out the columns a season's reading looks up (`_looked_up`)."""
    problems: list[str] = []
    server = on_server(db)
    broken = None if season_row is None else _broken_tables(db, season_row, quick, server)
    for model in _TABLES:
        where = _season_filter(model)
        if season_row is not None and not where:
            continue  # not part of a season (the audit log): loading a season never reads it
        if broken is not None and model not in broken:
            # No row of it breaks a rule: only the values SQL cannot judge are left to look at.
            problems += [] if quick else _line_problems(db, model, where, season_row, server)
            continue
        problems += _table_problems(db, model, where if season_row is not None else "", season_row, quick, server)
    return problems


def _broken_tables(db: Database, season_row: int, quick: bool, server: bool) -> set[type[Model]]:
    """The tables of which some row of season `season_row` breaks one of its rules, asked of all of them in one
    statement: nearly always none. A season's load asks on every new connection, where SQLite compiles each
    statement anew; one statement of each table's test alone compiles in about half the time of a statement a
    table naming each rule twice (its flags and its test), and runs none of those for a season without a bad value.
    A table named here is then read rule by rule (`_table_problems`), in the same words as before."""
    models, sql, params = _season_statement(quick, server)
    if not models:
        return set()
    found = execute(db, sql, [season_row if p is _SEASON_ROW else p for p in params]).fetchone()
    return {model for model, flag in zip(models, found, strict=True) if flag}


# Where the season's row id goes among a statement's parameters (`_season_statement`).
_SEASON_ROW = object()


@cache
def _season_statement(quick: bool, server: bool) -> tuple[tuple[type[Model], ...], str, tuple[object, ...]]:
    """The tables of a season with rules (in `_TABLES` order), one statement giving for each of them whether any of
    the season's rows breaks one (in the same order), and its parameters (`_SEASON_ROW` for the season's row id)."""
    models: list[type[Model]] = []
    tests: list[str] = []
    params: list[object] = []
    for model in _TABLES:
        where = _season_filter(model)
        rules = tuple(_rules(model, quick, server)) if where else ()
        if not rules:
            continue
        models.append(model)
        tests.append(f'EXISTS (SELECT 1 FROM "{model._meta.table_name}" AS t WHERE ({_any_broken(rules)}) AND {where})')
        params += [*_parameters(model), _SEASON_ROW]
    return tuple(models), f"SELECT {', '.join(tests)}", tuple(params)


def _any_broken(rules: tuple[_Rule, ...]) -> str:
    """SQL true for a row that breaks any of `rules`."""
    return " OR ".join(f"({r.bad_sql})" for r in rules)


@cache
def _table_statement(
    model: type[Model], season_where: str, quick: bool, server: bool
) -> tuple[tuple[_Rule, ...], str, tuple[str, ...]]:
    """The rules of `model`'s columns, the statement finding the rows that break any of them, and its parameters
    before the season's row id: written once, where every season's load wrote them all again."""
    rules = tuple(_rules(model, quick, server))
    if not rules:
        return rules, "", ()
    flags = ", ".join(f"({r.bad_sql})" for r in rules)
    columns = ", ".join(f't."{r.column}"' for r in rules)
    condition = _any_broken(rules)
    if season_where:
        condition = f"({condition}) AND {season_where}"
    params = _parameters(model)
    sql = (
        f'SELECT t."id", {_label_sql(model)}, {flags}, {columns} FROM "{model._meta.table_name}" AS t '
        f'WHERE {condition} ORDER BY t."id"'
    )
    return rules, sql, (*params, *params)


def _table_problems(
    db: Database, model: type[Model], season_where: str, season_row: int | None, quick: bool, server: bool
) -> list[str]:
    rules, sql, params = _table_statement(model, season_where, quick, server)
    # Shift lines are read by a season's reading, which checks each distinct one as it makes it.
    lines = [] if quick else _line_problems(db, model, season_where, season_row, server)
    if not rules:
        return lines
    table, _ = _TABLES[model]
    args = [*params, *([season_row] if season_where else [])]
    problems = []
    for row in execute(db, sql, args).fetchall():
        rowid, label, bad, values = row[0], row[1], row[2 : 2 + len(rules)], row[2 + len(rules) :]
        named = f"{table} row {rowid}" + (f" ({label})" if isinstance(label, str) else "")
        problems += [
            f"{named}: {_said(rule, value)}" for rule, flag, value in zip(rules, bad, values, strict=True) if flag
        ]
    return problems + lines


def _said(rule: _Rule, value: object) -> str:
    if value is None:
        return f"{rule.column} is {rule.is_not}"
    return f"{rule.column} {_quoted(value)} is {rule.is_not}"


def _quoted(value: object) -> str:
    if isinstance(value, str):
        return shown(value)
    if isinstance(value, bytes):
        return f"{len(value)} bytes of binary data"
    return repr(value)


def _line_problems(
    db: Database, model: type[Model], season_where: str, season_row: int | None, server: bool
) -> list[str]:
    """The values SQL cannot judge: each line of a shift list, and the audit log's JSON details."""
    text = "{} IS NOT NULL" if server else "typeof({}) = 'text'"
    if model is m.ShiftList:
        shifts = text.format('t."shifts"')
        sql = (
            'SELECT t."id", (SELECT "gid" FROM "game" WHERE "id" = t."game_id"), t."shifts" FROM "shift_list" '
            f"AS t WHERE {shifts}{' AND ' + season_where if season_where else ''}"
        )
        rows = execute(db, sql, [season_row] if season_where else []).fetchall()
        return [
            f"shift lists row {rowid} (game {gid}): line {n} {shown(line)} is not {_SHIFT_LINE}"
            for rowid, gid, lines in rows
            for n, line in _bad_shift_lines(lines)
        ]
    if model is m.Audit:
        detail = text.format('"detail"')
        rows = execute(db, f'SELECT "id", "detail" FROM "audit" WHERE {detail}').fetchall()
        return [
            f"audit row {rowid}: detail {shown(detail)} is not a JSON object"
            for rowid, detail in rows
            if audit_detail(detail) is None
        ]
    return []


def _bad_shift_lines(lines: str) -> Iterator[tuple[int, str]]:
    if _SHIFT_LIST.fullmatch(lines):  # nearly always: one pass in C over the whole list
        return
    for number, line in enumerate(lines.split("\n"), 1):
        if not well_formed_line(line):
            yield number, line


def well_formed_line(line: str) -> bool:
    """True when `line` is a stored line change: "F 0 P001 P002" (group, 1 when the clock was stopped, ids)."""
    group, _, rest = line.partition(" ")
    stop, _, players = rest.partition(" ")
    return group in SHIFT_GROUPS and stop in ("0", "1") and (players == "" or "" not in players.split(" "))
