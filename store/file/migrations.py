"""Numbered schema migrations, run at open after a backup; `PRAGMA user_version` holds the number.

Schema 1 is frozen as the SQL it was created with, so a file made by the first release is
recognised and upgraded step by step; later steps use peewee's `playhouse.migrate`.
"""

from __future__ import annotations

import os
import re
from collections.abc import Callable

from peewee import CharField, Database, DateField, IntegerField, SqliteDatabase, TextField

from store.file.file_format import REVISION_TABLE, SCHEMA_VERSION
from store.file.migration_11 import schema_11
from store.file.migration_12 import SCHEMA_12_TABLES, schema_12
from store.file.migration_17 import schema_17
from store.file.migration_18 import schema_18
from store.file.migration_19 import schema_19
from store.file.new_schema import made_new
from store.file.raw_sql import connection, execute, pragma_int

SCHEMA_1 = (
    """CREATE TABLE "season" ("id" INTEGER NOT NULL PRIMARY KEY, "name" VARCHAR(255) NOT NULL, "league" VARCHAR(255) NOT NULL, "rulebook" VARCHAR(255) NOT NULL, "age_cutoff" DATE NOT NULL, "roster_deadline" DATE NOT NULL, "draft_order" VARCHAR(255), "draft_first_round" TEXT)""",
    """CREATE UNIQUE INDEX "season_name" ON "season" ("name")""",
    """CREATE TABLE "team" ("id" INTEGER NOT NULL PRIMARY KEY, "season_id" INTEGER NOT NULL, "code" VARCHAR(255) NOT NULL, "name" VARCHAR(255) NOT NULL, "seq" INTEGER NOT NULL, FOREIGN KEY ("season_id") REFERENCES "season" ("id") ON DELETE CASCADE)""",
    """CREATE INDEX "team_season_id" ON "team" ("season_id")""",
    """CREATE UNIQUE INDEX "team_season_id_code" ON "team" ("season_id", "code")""",
    """CREATE TABLE "player" ("id" INTEGER NOT NULL PRIMARY KEY, "season_id" INTEGER NOT NULL, "pid" VARCHAR(255) NOT NULL, "name" VARCHAR(255) NOT NULL, "born" DATE NOT NULL, "position" VARCHAR(255) NOT NULL, "klass" VARCHAR(255) NOT NULL, "rating" INTEGER NOT NULL, "number" INTEGER, "email" VARCHAR(255), "phone" VARCHAR(255), "status" VARCHAR(255) NOT NULL, "team_id" INTEGER, "override_reason" TEXT, "override_date" DATE, "seq" INTEGER NOT NULL, FOREIGN KEY ("season_id") REFERENCES "season" ("id") ON DELETE CASCADE, FOREIGN KEY ("team_id") REFERENCES "team" ("id") ON DELETE CASCADE)""",
    """CREATE INDEX "player_season_id" ON "player" ("season_id")""",
    """CREATE INDEX "player_team_id" ON "player" ("team_id")""",
    """CREATE UNIQUE INDEX "player_season_id_pid" ON "player" ("season_id", "pid")""",
    """CREATE TABLE "captain" ("id" INTEGER NOT NULL PRIMARY KEY, "team_id" INTEGER NOT NULL, "player_id" INTEGER NOT NULL, FOREIGN KEY ("team_id") REFERENCES "team" ("id") ON DELETE CASCADE, FOREIGN KEY ("player_id") REFERENCES "player" ("id") ON DELETE CASCADE)""",
    """CREATE UNIQUE INDEX "captain_team_id" ON "captain" ("team_id")""",
    """CREATE INDEX "captain_player_id" ON "captain" ("player_id")""",
    """CREATE TABLE "substitute_goalie" ("id" INTEGER NOT NULL PRIMARY KEY, "season_id" INTEGER NOT NULL, "player_id" INTEGER NOT NULL, "seq" INTEGER NOT NULL, FOREIGN KEY ("season_id") REFERENCES "season" ("id") ON DELETE CASCADE, FOREIGN KEY ("player_id") REFERENCES "player" ("id") ON DELETE CASCADE)""",
    """CREATE INDEX "substitute_goalie_season_id" ON "substitute_goalie" ("season_id")""",
    """CREATE INDEX "substitute_goalie_player_id" ON "substitute_goalie" ("player_id")""",
    """CREATE TABLE "draft_pick" ("id" INTEGER NOT NULL PRIMARY KEY, "season_id" INTEGER NOT NULL, "round" INTEGER NOT NULL, "pick" INTEGER NOT NULL, "team_id" INTEGER NOT NULL, "player_id" INTEGER NOT NULL, "seq" INTEGER NOT NULL, FOREIGN KEY ("season_id") REFERENCES "season" ("id") ON DELETE CASCADE, FOREIGN KEY ("team_id") REFERENCES "team" ("id") ON DELETE CASCADE, FOREIGN KEY ("player_id") REFERENCES "player" ("id") ON DELETE CASCADE)""",
    """CREATE INDEX "draft_pick_season_id" ON "draft_pick" ("season_id")""",
    """CREATE INDEX "draft_pick_team_id" ON "draft_pick" ("team_id")""",
    """CREATE INDEX "draft_pick_player_id" ON "draft_pick" ("player_id")""",
    """CREATE TABLE "transfer" ("id" INTEGER NOT NULL PRIMARY KEY, "season_id" INTEGER NOT NULL, "player_id" INTEGER NOT NULL, "to_id" INTEGER NOT NULL, "date" DATE NOT NULL, "reason" TEXT NOT NULL, "seq" INTEGER NOT NULL, FOREIGN KEY ("season_id") REFERENCES "season" ("id") ON DELETE CASCADE, FOREIGN KEY ("player_id") REFERENCES "player" ("id") ON DELETE CASCADE, FOREIGN KEY ("to_id") REFERENCES "team" ("id") ON DELETE CASCADE)""",
    """CREATE INDEX "transfer_season_id" ON "transfer" ("season_id")""",
    """CREATE INDEX "transfer_player_id" ON "transfer" ("player_id")""",
    """CREATE INDEX "transfer_to_id" ON "transfer" ("to_id")""",
    """CREATE TABLE "player_drop" ("id" INTEGER NOT NULL PRIMARY KEY, "season_id" INTEGER NOT NULL, "player_id" INTEGER NOT NULL, "requested_by_id" INTEGER, "requested_on" DATE NOT NULL, "decided_on" DATE, "approved" INTEGER, "reason" TEXT NOT NULL, "refund_cents" INTEGER NOT NULL, "seq" INTEGER NOT NULL, FOREIGN KEY ("season_id") REFERENCES "season" ("id") ON DELETE CASCADE, FOREIGN KEY ("player_id") REFERENCES "player" ("id") ON DELETE CASCADE, FOREIGN KEY ("requested_by_id") REFERENCES "player" ("id") ON DELETE CASCADE)""",
    """CREATE INDEX "player_drop_season_id" ON "player_drop" ("season_id")""",
    """CREATE INDEX "player_drop_player_id" ON "player_drop" ("player_id")""",
    """CREATE INDEX "player_drop_requested_by_id" ON "player_drop" ("requested_by_id")""",
    """CREATE TABLE "substitute" ("id" INTEGER NOT NULL PRIMARY KEY, "season_id" INTEGER NOT NULL, "player_id" INTEGER NOT NULL, "team_id" INTEGER NOT NULL, "date" DATE NOT NULL, "replaces_id" INTEGER NOT NULL, "seq" INTEGER NOT NULL, FOREIGN KEY ("season_id") REFERENCES "season" ("id") ON DELETE CASCADE, FOREIGN KEY ("player_id") REFERENCES "player" ("id") ON DELETE CASCADE, FOREIGN KEY ("team_id") REFERENCES "team" ("id") ON DELETE CASCADE, FOREIGN KEY ("replaces_id") REFERENCES "player" ("id") ON DELETE CASCADE)""",
    """CREATE INDEX "substitute_season_id" ON "substitute" ("season_id")""",
    """CREATE INDEX "substitute_player_id" ON "substitute" ("player_id")""",
    """CREATE INDEX "substitute_team_id" ON "substitute" ("team_id")""",
    """CREATE INDEX "substitute_replaces_id" ON "substitute" ("replaces_id")""",
    """CREATE TABLE "game" ("id" INTEGER NOT NULL PRIMARY KEY, "season_id" INTEGER NOT NULL, "gid" VARCHAR(255) NOT NULL, "stage" VARCHAR(255) NOT NULL, "series" VARCHAR(255), "no" INTEGER, "date" DATE NOT NULL, "time" VARCHAR(255) NOT NULL, "room_a" INTEGER, "room_b" INTEGER, "home_id" INTEGER NOT NULL, "away_id" INTEGER NOT NULL, "status" VARCHAR(255) NOT NULL, "score_home" INTEGER, "score_away" INTEGER, "overtime" INTEGER NOT NULL, "forfeit_team_id" INTEGER, "forfeit_reason" TEXT, "signed" INTEGER NOT NULL, "signed_by" VARCHAR(255), "fees_waived" TEXT, "seq" INTEGER NOT NULL, FOREIGN KEY ("season_id") REFERENCES "season" ("id") ON DELETE CASCADE, FOREIGN KEY ("home_id") REFERENCES "team" ("id") ON DELETE CASCADE, FOREIGN KEY ("away_id") REFERENCES "team" ("id") ON DELETE CASCADE, FOREIGN KEY ("forfeit_team_id") REFERENCES "team" ("id") ON DELETE CASCADE)""",
    """CREATE INDEX "game_season_id" ON "game" ("season_id")""",
    """CREATE INDEX "game_home_id" ON "game" ("home_id")""",
    """CREATE INDEX "game_away_id" ON "game" ("away_id")""",
    """CREATE INDEX "game_forfeit_team_id" ON "game" ("forfeit_team_id")""",
    """CREATE UNIQUE INDEX "game_season_id_gid" ON "game" ("season_id", "gid")""",
    """CREATE INDEX "game_season_id_date_time" ON "game" ("season_id", "date", "time")""",
    """CREATE TABLE "late_start" ("id" INTEGER NOT NULL PRIMARY KEY, "game_id" INTEGER NOT NULL, "team_id" INTEGER NOT NULL, "minutes" INTEGER NOT NULL, "goalie_only" INTEGER NOT NULL, "seq" INTEGER NOT NULL, FOREIGN KEY ("game_id") REFERENCES "game" ("id") ON DELETE CASCADE, FOREIGN KEY ("team_id") REFERENCES "team" ("id") ON DELETE CASCADE)""",
    """CREATE INDEX "late_start_game_id" ON "late_start" ("game_id")""",
    """CREATE INDEX "late_start_team_id" ON "late_start" ("team_id")""",
    """CREATE TABLE "dressed" ("id" INTEGER NOT NULL PRIMARY KEY, "game_id" INTEGER NOT NULL, "team_id" INTEGER NOT NULL, "player_id" INTEGER NOT NULL, "seq" INTEGER NOT NULL, FOREIGN KEY ("game_id") REFERENCES "game" ("id") ON DELETE CASCADE, FOREIGN KEY ("team_id") REFERENCES "team" ("id") ON DELETE CASCADE, FOREIGN KEY ("player_id") REFERENCES "player" ("id") ON DELETE CASCADE)""",
    """CREATE INDEX "dressed_game_id" ON "dressed" ("game_id")""",
    """CREATE INDEX "dressed_team_id" ON "dressed" ("team_id")""",
    """CREATE INDEX "dressed_player_id" ON "dressed" ("player_id")""",
    """CREATE TABLE "goal" ("id" INTEGER NOT NULL PRIMARY KEY, "game_id" INTEGER NOT NULL, "team_id" INTEGER NOT NULL, "scorer_id" INTEGER NOT NULL, "assist1_id" INTEGER, "assist2_id" INTEGER, "period" INTEGER NOT NULL, "second" INTEGER NOT NULL, "seq" INTEGER NOT NULL, FOREIGN KEY ("game_id") REFERENCES "game" ("id") ON DELETE CASCADE, FOREIGN KEY ("team_id") REFERENCES "team" ("id") ON DELETE CASCADE, FOREIGN KEY ("scorer_id") REFERENCES "player" ("id") ON DELETE CASCADE, FOREIGN KEY ("assist1_id") REFERENCES "player" ("id") ON DELETE CASCADE, FOREIGN KEY ("assist2_id") REFERENCES "player" ("id") ON DELETE CASCADE)""",
    """CREATE INDEX "goal_game_id" ON "goal" ("game_id")""",
    """CREATE INDEX "goal_team_id" ON "goal" ("team_id")""",
    """CREATE INDEX "goal_scorer_id" ON "goal" ("scorer_id")""",
    """CREATE INDEX "goal_assist1_id" ON "goal" ("assist1_id")""",
    """CREATE INDEX "goal_assist2_id" ON "goal" ("assist2_id")""",
    """CREATE TABLE "penalty" ("id" INTEGER NOT NULL PRIMARY KEY, "game_id" INTEGER NOT NULL, "team_id" INTEGER NOT NULL, "player_id" INTEGER, "kind" VARCHAR(255) NOT NULL, "infraction" VARCHAR(255) NOT NULL, "period" INTEGER NOT NULL, "second" INTEGER NOT NULL, "bench" INTEGER NOT NULL, "equipment" INTEGER NOT NULL, "coincidental" INTEGER NOT NULL, "seq" INTEGER NOT NULL, FOREIGN KEY ("game_id") REFERENCES "game" ("id") ON DELETE CASCADE, FOREIGN KEY ("team_id") REFERENCES "team" ("id") ON DELETE CASCADE, FOREIGN KEY ("player_id") REFERENCES "player" ("id") ON DELETE CASCADE)""",
    """CREATE INDEX "penalty_game_id" ON "penalty" ("game_id")""",
    """CREATE INDEX "penalty_team_id" ON "penalty" ("team_id")""",
    """CREATE INDEX "penalty_player_id" ON "penalty" ("player_id")""",
    """CREATE TABLE "shift" ("id" INTEGER NOT NULL PRIMARY KEY, "game_id" INTEGER NOT NULL, "team_id" INTEGER NOT NULL, "grp" VARCHAR(255) NOT NULL, "players" TEXT NOT NULL, "stop_time" INTEGER NOT NULL, "seq" INTEGER NOT NULL, FOREIGN KEY ("game_id") REFERENCES "game" ("id") ON DELETE CASCADE, FOREIGN KEY ("team_id") REFERENCES "team" ("id") ON DELETE CASCADE)""",
    """CREATE INDEX "shift_game_id" ON "shift" ("game_id")""",
    """CREATE INDEX "shift_team_id" ON "shift" ("team_id")""",
    """CREATE TABLE "coin_toss" ("id" INTEGER NOT NULL PRIMARY KEY, "season_id" INTEGER NOT NULL, "teams" TEXT NOT NULL, "ord" TEXT NOT NULL, "seq" INTEGER NOT NULL, FOREIGN KEY ("season_id") REFERENCES "season" ("id") ON DELETE CASCADE)""",
    """CREATE INDEX "coin_toss_season_id" ON "coin_toss" ("season_id")""",
    """CREATE TABLE "fee_payment" ("id" INTEGER NOT NULL PRIMARY KEY, "season_id" INTEGER NOT NULL, "team_id" INTEGER NOT NULL, "date" DATE NOT NULL, "amount_cents" INTEGER NOT NULL, "seq" INTEGER NOT NULL, FOREIGN KEY ("season_id") REFERENCES "season" ("id") ON DELETE CASCADE, FOREIGN KEY ("team_id") REFERENCES "team" ("id") ON DELETE CASCADE)""",
    """CREATE INDEX "fee_payment_season_id" ON "fee_payment" ("season_id")""",
    """CREATE INDEX "fee_payment_team_id" ON "fee_payment" ("team_id")""",
    """CREATE TABLE "audit" ("id" INTEGER NOT NULL PRIMARY KEY, "at" VARCHAR(255) NOT NULL, "season" VARCHAR(255), "action" VARCHAR(255) NOT NULL, "detail" TEXT NOT NULL)""",
)


def _add_columns(
    db: SqliteDatabase, table: str, *columns: tuple[str, CharField | IntegerField | TextField | DateField]
) -> None:
    """Add columns with peewee's migrator, imported only when a file is migrated (it loads peewee's
    Postgres and Cockroach support too: a few ms of every start otherwise)."""
    from playhouse.migrate import SqliteMigrator, migrate

    migrator = SqliteMigrator(db)
    migrate(*(migrator.add_column(table, name, field) for name, field in columns))


def _schema_1(db: SqliteDatabase) -> None:
    """The first release's tables."""
    for statement in SCHEMA_1:
        execute(db, statement)


def _schema_2(db: SqliteDatabase) -> None:
    """Teams get a colour (their jersey colour, shown on screens and set in the new-season form)."""
    _add_columns(db, "team", ("colour", CharField(null=True)))


def _schema_3(db: SqliteDatabase) -> None:
    """Games keep their outcome after forfeits, so the standings read one narrow query.

    The values are derived from the sheets: `open_league` fills them right after this step, and
    every later write of a sheet rewrites them in the same transaction (`store.cache.derived`).
    """
    _add_columns(
        db,
        "game",
        ("result_home", IntegerField(null=True)),
        ("result_away", IntegerField(null=True)),
        ("forfeit_by", CharField(null=True)),
        ("forfeit_cause", CharField(null=True)),
    )


def _schema_4(db: SqliteDatabase) -> None:
    """Audit rows say who decided (the committee member's login); older rows keep it empty."""
    _add_columns(db, "audit", ("actor", CharField(null=True)))


def _schema_5(db: SqliteDatabase) -> None:
    """A season may carry the league's own rule text, attached by the committee and shown beside the rulebook."""
    execute(
        db,
        'CREATE TABLE "rule_text" ("id" INTEGER NOT NULL PRIMARY KEY, "season_id" INTEGER NOT NULL, '
        '"name" VARCHAR(255) NOT NULL, "text" TEXT NOT NULL, '
        'FOREIGN KEY ("season_id") REFERENCES "season" ("id") ON DELETE CASCADE)',
    )
    execute(db, 'CREATE UNIQUE INDEX "rule_text_season_id" ON "rule_text" ("season_id")')


def _schema_6(db: SqliteDatabase) -> None:
    """Games are indexed by season, date, time and id, the order the standings read a season's results
    in, with the columns they read: SQLite answers from the index alone, already sorted (docs/performance.md:
    the standings from a file within 3x of a raw GROUP BY)."""
    execute(db, 'DROP INDEX "game_season_id_date_time"')
    execute(db, f'CREATE INDEX "game_results" ON "game" ({STANDINGS_INDEX_6})')


# Schema 6's index, as it was made then (schema 10 makes it again with `STANDINGS_INDEX`).
STANDINGS_INDEX_6 = (
    '"season_id", "date", "time", "gid", "stage", "status", "home_id", "away_id", "result_home", '
    '"result_away", "forfeit_by", "forfeit_cause"'
)
# The standings' columns after the order they are read in (`store.views.outcomes`); schema 10 added the last four.
STANDINGS_INDEX = (
    '"season_id", "date", "time", "gid", "stage", "status", "home_id", "away_id", "result_home", '
    '"result_away", "forfeit_by", "forfeit_cause", "decided_by", "winner_id", "points_home", "points_away"'
)


def _schema_7(db: SqliteDatabase) -> None:
    """A team's shifts in a game become one row, a line per shift (`models.ShiftList`), instead of a row each:
    half a million rows were a third of a 10,000-game import (docs/performance.md: under 8 s)."""
    execute(
        db,
        'CREATE TABLE "shift_list" ("id" INTEGER NOT NULL PRIMARY KEY, "game_id" INTEGER NOT NULL, '
        '"team_id" INTEGER NOT NULL, "shifts" TEXT NOT NULL, "seq" INTEGER NOT NULL, '
        'FOREIGN KEY ("game_id") REFERENCES "game" ("id") ON DELETE CASCADE, '
        'FOREIGN KEY ("team_id") REFERENCES "team" ("id") ON DELETE CASCADE)',
    )
    execute(db, 'CREATE INDEX "shift_list_game_id" ON "shift_list" ("game_id")')
    execute(db, 'CREATE INDEX "shift_list_team_id" ON "shift_list" ("team_id")')
    lists: dict[tuple[int, int], list[str]] = {}  # in order of each team's first shift, as the sheet had them
    for game, team, group, players, stop_time in execute(
        db, "SELECT game_id, team_id, grp, players, stop_time FROM shift ORDER BY game_id, seq"
    ):
        lists.setdefault((game, team), []).append(shift_line(group, players, stop_time))
    seq: dict[int, int] = {}
    rows = []
    for (game, team), lines in lists.items():
        seq[game] = seq.get(game, -1) + 1
        rows.append((game, team, "\n".join(lines), seq[game]))
    connection(db).executemany(
        'INSERT INTO "shift_list" ("game_id", "team_id", "shifts", "seq") VALUES (?, ?, ?, ?)', rows
    )
    execute(db, 'DROP TABLE "shift"')


def _schema_8(db: SqliteDatabase) -> None:
    """A fee payment recorded in error is voided, not deleted: it keeps its row with the reason and the day."""
    _add_columns(db, "fee_payment", ("void_reason", TextField(null=True)), ("void_date", DateField(null=True)))


def _schema_9(db: SqliteDatabase) -> None:
    """A season may name its time zone and rink (a calendar's), and a game counts its moves (a calendar's
    SEQUENCE, so a phone replaces the event instead of keeping the old time beside the new one)."""
    _add_columns(db, "season", ("time_zone", CharField(null=True)), ("rink", TextField(null=True)))
    # Plain SQL: peewee adds a NOT NULL column by rebuilding the table, and dropping the old "game" table
    # would cascade to every sheet row. SQLite adds one with a default in place.
    execute(db, 'ALTER TABLE "game" ADD COLUMN "revision" INTEGER NOT NULL DEFAULT 0')


def _schema_10(db: SqliteDatabase) -> None:
    """A game's outcome carries its points (docs/readings/shared.md#points-and-tiebreakers): how it was decided, the winner, each team's
    points under the rulebook, and the period points, penalty minutes and first-goal times some
    rulebooks break ties on. The standings' covering index gains the four columns they read.

    Derived like schema 3's: `open_league` fills them right after this step (`store.cache.derived`).
    """
    execute(db, 'DROP INDEX "game_results"')
    _add_columns(
        db,
        "game",
        ("decided_by", CharField(null=True)),
        ("winner_id", IntegerField(null=True)),
        *((name, IntegerField(null=True)) for name in _COUNT_COLUMNS),
    )
    execute(db, f'CREATE INDEX "game_results" ON "game" ({STANDINGS_INDEX})')


_COUNT_COLUMNS = (
    "points_home",
    "points_away",
    "period_points_home",
    "period_points_away",
    "pim_home",
    "pim_away",
    "first_goal_home",
    "first_goal_away",
)


def _schema_13(db: SqliteDatabase) -> None:
    """The file holds a revision: a random token every write transaction replaces (`Store.writing`), so that
    what was drawn from the file (the dashboard's first frame, `store.cache.frame_cache`) is known to still match it
    without reading the season again."""
    execute(db, f'CREATE TABLE "{REVISION_TABLE}" ("token" TEXT NOT NULL)')
    execute(db, f'INSERT INTO "{REVISION_TABLE}" ("token") VALUES (?)', (new_revision_token(),))


def _schema_14(db: SqliteDatabase) -> None:
    """A game keeps its bench marks (Gray rule 9): who the bench tracker marked out of the game and from which shift
    (`league.season.values.BenchOut`), as JSON text [[team, player, shift, reason], ...]; NULL: none."""
    # Plain SQL, as schema 9's: SQLite adds a nullable column in place (a rebuilt "game" would cascade).
    execute(db, 'ALTER TABLE "game" ADD COLUMN "bench_outs" TEXT')


def _schema_15(db: SqliteDatabase) -> None:
    """The committee's spares: unrostered skaters it keeps for the substitutes of dropped players, in the
    order it listed them (the season file's `spares`)."""
    execute(
        db,
        'CREATE TABLE "spare" ("id" INTEGER NOT NULL PRIMARY KEY, "season_id" INTEGER NOT NULL, '
        '"player_id" INTEGER NOT NULL, "seq" INTEGER NOT NULL, '
        'FOREIGN KEY ("season_id") REFERENCES "season" ("id") ON DELETE CASCADE, '
        'FOREIGN KEY ("player_id") REFERENCES "player" ("id") ON DELETE CASCADE)',
    )
    execute(db, 'CREATE INDEX "spare_season_id" ON "spare" ("season_id")')
    execute(db, 'CREATE INDEX "spare_player_id" ON "spare" ("player_id")')


def _schema_16(db: SqliteDatabase) -> None:
    """The alerts the committee dismissed, each with its reason and day (`models.AlertDismissal`): an alert no
    key can act on (another goalie in an assigned game) is cleared with the committee's word."""
    execute(
        db,
        'CREATE TABLE "alert_dismissal" ("id" INTEGER NOT NULL PRIMARY KEY, "season_id" INTEGER NOT NULL, '
        '"kind" VARCHAR(255) NOT NULL, "text" TEXT NOT NULL, "reason" TEXT NOT NULL, "day" DATE NOT NULL, '
        'FOREIGN KEY ("season_id") REFERENCES "season" ("id") ON DELETE CASCADE)',
    )
    execute(db, 'CREATE INDEX "alert_dismissal_season_id" ON "alert_dismissal" ("season_id")')


def new_revision_token() -> str:
    """A token no earlier state of any file had: 128 random bits of the system's secure source (`secrets` would
    import hashlib and OpenSSL before the app's first frame for the same bits)."""
    return os.urandom(16).hex()


def shift_line(group: str, players: str, stop_time: bool | int) -> str:
    """One shift as `ShiftList` stores it: the group, 1 or 0 for a stopped clock, then the players' ids."""
    return f"{group} {1 if stop_time else 0} {players}".rstrip()


def ascii_digits_step(db: Database) -> bool:
    """Schema 19 on a league file or a server's (`store.file.server.upgrade_server`): times, pool places and weekly
    slots kept in other scripts' digits are written 0-9 (`migration_19`); when a row changed, the league gets a new
    revision. True then: the stored outcomes are to be worked out again."""
    rewritten = schema_19(db)
    if rewritten:
        execute(db, f'UPDATE "{REVISION_TABLE}" SET "token" = ?', (new_revision_token(),))
    return rewritten


# Each step of a schema; one that returns True asks for the derived values to be worked out again after it.
MIGRATIONS: tuple[Callable[[SqliteDatabase], bool | None], ...] = (
    _schema_1,
    _schema_2,
    _schema_3,
    _schema_4,
    _schema_5,
    _schema_6,
    _schema_7,
    _schema_8,
    _schema_9,
    _schema_10,
    schema_11,
    schema_12,
    _schema_13,
    _schema_14,
    _schema_15,
    _schema_16,
    schema_17,
    schema_18,
    ascii_digits_step,
)
# Migrations after which the derived values must always be computed again from the records: 3 and 10 added them;
# 14 came with rules that count more from a sheet (penalty minutes under every tournament rulebook, what
# a short-handed forfeit counts), so a file of an older rinkbook has its stored outcomes worked out again.
DERIVES = frozenset({3, 10, 14})


def schema_tables(version: int) -> set[str]:
    """The tables a league file at schema `version` holds: how a file made before `PRAGMA application_id`
    is told from another program's."""
    tables = set(re.findall(r'^CREATE TABLE "(\w+)"', "\n".join(SCHEMA_1), re.MULTILINE)) if version >= 1 else set()
    added = {
        5: {"rule_text"},
        7: {"shift_list"},
        11: {"shootout", "shootout_attempt"},
        12: {table for table, _, _ in SCHEMA_12_TABLES},
        13: {REVISION_TABLE},
        15: {"spare"},
        16: {"alert_dismissal"},
        17: {"person"},
        18: {"stored_alerts"},
    }
    dropped = {7: {"shift"}}
    for step in range(2, version + 1):
        tables = (tables | added.get(step, set())) - dropped.get(step, set())
    return tables


def schema_version(db: SqliteDatabase) -> int:
    """The file's schema number (`PRAGMA user_version`): 0 for an empty file."""
    return pragma_int(db, "user_version")


def migrate_to_latest(db: SqliteDatabase, upto: int = SCHEMA_VERSION) -> list[int]:
    """Run every migration above the file's version up to `upto`, each with its version number in one
    atomic step (a savepoint inside `open_league`'s single transaction for them all).

    Returns the versions applied after which the derived values are to be worked out again: those of `DERIVES`,
    and those whose step says its rows call for it. The caller backs the file up first.
    """
    version = schema_version(db)
    if version == 0 and upto == SCHEMA_VERSION:  # a new file: the statements kept from the first one
        return made_new(db, lambda: _migrate_from(db, 1, upto), new_revision_token)
    return _migrate_from(db, version + 1, upto)


def _migrate_from(db: SqliteDatabase, first: int, upto: int) -> list[int]:
    derive = []
    for version in range(first, upto + 1):
        with db.atomic("IMMEDIATE"):
            asked = MIGRATIONS[version - 1](db)
            execute(db, f"PRAGMA user_version = {version}")
        if asked or version in DERIVES:
            derive.append(version)
    return derive
