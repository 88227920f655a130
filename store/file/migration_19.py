"""Schema 19: the times, pool places and weekly ice slots an older rinkbook kept in other scripts' digits, written
in digits 0-9. Its own module: `store.file.migrations` runs it on a league file, `store.file.server` on a server's.

Before schema 19 the readers took `\\d` and `int()`, which read every script's decimal digits: the game forms, the
round robin's weekly slots and a schedule CSV kept a time typed 3:00 in Arabic-Indic digits as "03:" and two
Arabic-Indic zeros, a season file's import kept such a time as written, and its bracket kept a side "pool:A:1" and an
Arabic-Indic zero (place 10 of a pool of ten or more).
Those readers now take 0-9 alone, so `export` wrote such a value and `import` refused it. The values meant the
same number; only their digits change here. Names, codes and free text keep their characters.
"""

from __future__ import annotations

import json
import unicodedata
from collections.abc import Callable

from peewee import Database

from store.file.raw_sql import execute, execute_many

# The audit action under which the round robin keeps its weekly ice slots as typed, "slots" in its detail (the
# name `store.writes.schedule.GENERATE` has at schema 19, frozen here as the rows were written).
GENERATE_SCHEDULE = "generate schedule"


def ascii_digits(text: str) -> str:
    """`text` with each decimal digit of any script written 0-9 (`unicodedata.decimal`); every other character
    kept ("²" is no decimal digit, and no reader ever took it)."""
    return "".join(str(unicodedata.decimal(c)) if c.isdecimal() else c for c in text)


def _fixed(value: object, fix: Callable[[str], str]) -> object:
    """`fix(value)` for a text; any other value as stored (another program may put bytes in a text column:
    `rinkbook check` names them, and the migration must not stop the file's open on them)."""
    return fix(value) if isinstance(value, str) else value


def pool_side(side: str) -> str:
    """A bracket side `pool:P:N` with its place N in digits 0-9; the pool's code, and any other side, as stored."""
    head, colon, place = side.rpartition(":")
    if not head.startswith("pool:") or not place.isdecimal():
        return side
    return f"{head}{colon}{ascii_digits(place)}"


def slots_detail(detail: str) -> str:
    """A round robin's audit detail with its weekly slots ("Sun 19:00 1/2, ...") in digits 0-9, written as
    `store.file.audit.record_decision` writes a detail; the detail as stored when it holds no such slots."""
    try:
        data = json.loads(detail)
    except ValueError:  # a row another program wrote wrongly holds no slots
        return detail
    if not isinstance(data, dict) or not isinstance(data.get("slots"), str):
        return detail
    slots = ascii_digits(data["slots"])
    return detail if slots == data["slots"] else json.dumps({**data, "slots": slots}, sort_keys=True, default=str)


def schema_19(db: Database) -> bool:
    """Write in digits 0-9 the games' times, the bracket's pool places and the round robin's remembered weekly slots
    that hold other digits: only such rows are written, through statements any database peewee speaks to runs.
    True when a row changed: the caller then gives the league a new revision (a first frame kept under the old one
    shows the old times) and works the stored outcomes out again (a game's time orders the season's games, and the
    games a disqualification forfeits are those after it)."""
    times = [
        (fixed, gid)
        for gid, time in execute(db, 'SELECT "id", "time" FROM "game"')
        if (fixed := _fixed(time, ascii_digits)) != time
    ]
    sides = [
        (*fixed, sid)
        for sid, a, b in execute(db, 'SELECT "id", "side_a", "side_b" FROM "bracket_slot"')
        if (fixed := (_fixed(a, pool_side), _fixed(b, pool_side))) != (a, b)
    ]
    details = [
        (fixed, aid)
        for aid, detail in execute(db, 'SELECT "id", "detail" FROM "audit" WHERE "action" = ?', (GENERATE_SCHEDULE,))
        if (fixed := _fixed(detail, slots_detail)) != detail
    ]
    execute_many(db, 'UPDATE "game" SET "time" = ? WHERE "id" = ?', times)
    execute_many(db, 'UPDATE "bracket_slot" SET "side_a" = ?, "side_b" = ? WHERE "id" = ?', sides)
    execute_many(db, 'UPDATE "audit" SET "detail" = ? WHERE "id" = ?', details)
    return bool(times or sides or details)
