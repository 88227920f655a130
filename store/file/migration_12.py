"""Schema 12 (docs/season-file.md#a-tournaments-parts): the league file holds a tournament. Its own module:
`store.file.migrations` runs it."""

from __future__ import annotations

from peewee import SqliteDatabase

from store.file.raw_sql import execute


def schema_12(db: SqliteDatabase) -> None:
    """A season holds a tournament (docs/season-file.md#a-tournaments-parts): its divisions, pools (with their teams in
    order), bracket slots, the committee's disqualifications and suspension rulings; games gain a bare sheet's period
    scores, a 3-on-3 goalie, shots and a lineup waiver; goals a penalty-shot flag; players Cole's elite
    flag and a second registration's first one (`same_person_as`) with its reason."""
    # Plain SQL for the existing tables, as schemas 9 and 11: SQLite adds these columns in place.
    for statement in (
        'ALTER TABLE "game" ADD COLUMN "period_scores" TEXT',
        'ALTER TABLE "game" ADD COLUMN "goalie_id" INTEGER REFERENCES "player" ("id") ON DELETE CASCADE',
        'ALTER TABLE "game" ADD COLUMN "shots_home" INTEGER',
        'ALTER TABLE "game" ADD COLUMN "shots_away" INTEGER',
        'ALTER TABLE "game" ADD COLUMN "lineup_waiver" TEXT',
        'CREATE INDEX "game_goalie_id" ON "game" ("goalie_id")',
        'ALTER TABLE "goal" ADD COLUMN "penalty_shot" INTEGER NOT NULL DEFAULT 0',
        'ALTER TABLE "player" ADD COLUMN "elite" INTEGER NOT NULL DEFAULT 0',
        'ALTER TABLE "player" ADD COLUMN "same_person_as" VARCHAR(255)',
        'ALTER TABLE "player" ADD COLUMN "same_person_reason" TEXT',
    ):
        execute(db, statement)
    for table, columns, keys in SCHEMA_12_TABLES:
        references = "".join(
            f', FOREIGN KEY ("{key}_id") REFERENCES "{target}" ("id") ON DELETE CASCADE' for key, target in keys
        )
        execute(db, f'CREATE TABLE "{table}" ("id" INTEGER NOT NULL PRIMARY KEY, {columns}{references})')
        for key, _ in keys:
            execute(db, f'CREATE INDEX "{table}_{key}_id" ON "{table}" ("{key}_id")')


# Schema 12's tables: (name, columns, foreign keys as (column without _id, table)).
SCHEMA_12_TABLES: tuple[tuple[str, str, tuple[tuple[str, str], ...]], ...] = (
    (
        "division",
        '"season_id" INTEGER NOT NULL, "code" VARCHAR(255) NOT NULL, "name" VARCHAR(255) NOT NULL, '
        '"seq" INTEGER NOT NULL',
        (("season", "season"),),
    ),
    (
        "pool",
        '"season_id" INTEGER NOT NULL, "code" VARCHAR(255) NOT NULL, "name" VARCHAR(255) NOT NULL, '
        '"division" VARCHAR(255) NOT NULL, "seq" INTEGER NOT NULL',
        (("season", "season"),),
    ),
    (
        "pool_team",
        '"pool_id" INTEGER NOT NULL, "team_id" INTEGER NOT NULL, "seq" INTEGER NOT NULL',
        (("pool", "pool"), ("team", "team")),
    ),
    (
        "bracket_slot",
        '"season_id" INTEGER NOT NULL, "slot" VARCHAR(255) NOT NULL, "division" VARCHAR(255) NOT NULL, '
        '"kind" VARCHAR(255) NOT NULL, "side_a" VARCHAR(255) NOT NULL, "side_b" VARCHAR(255) NOT NULL, '
        '"best_of" INTEGER NOT NULL, "seq" INTEGER NOT NULL',
        (("season", "season"),),
    ),
    (
        "disqualification",
        '"season_id" INTEGER NOT NULL, "team_id" INTEGER NOT NULL, "game_id" INTEGER NOT NULL, '
        '"reason" TEXT NOT NULL, "seq" INTEGER NOT NULL',
        (("season", "season"), ("team", "team"), ("game", "game")),
    ),
    (
        "suspension_ruling",
        '"season_id" INTEGER NOT NULL, "player_id" INTEGER NOT NULL, "game_id" INTEGER NOT NULL, '
        '"games" INTEGER, "reason" TEXT NOT NULL, "seq" INTEGER NOT NULL',
        (("season", "season"), ("player", "player"), ("game", "game")),
    ),
)
