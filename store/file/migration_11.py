"""Schema 11 (docs/readings/shared.md#shootouts): a game keeps its kind and its shootout. Its own module:
`store.file.migrations` runs it."""

from __future__ import annotations

from peewee import SqliteDatabase

from store.file.raw_sql import execute


def schema_11(db: SqliteDatabase) -> None:
    """A game keeps its kind (docs/readings/shared.md#pools-and-the-bracket: pool ... placement; NULL: taken from its
    stage) and its shootout (docs/readings/shared.md#shootouts): a `shootout` row when the sheet holds one (one with no
    attempt yet is still one) naming the team that shot first (NULL: the home team), and its attempts in order, a
    `shootout_attempt` row each."""
    # Plain SQL, as schema 9's: peewee's migrator may rebuild "game", and dropping the old table would
    # cascade to every sheet row. SQLite adds a nullable column in place.
    execute(db, 'ALTER TABLE "game" ADD COLUMN "kind" VARCHAR(255)')
    execute(
        db,
        'CREATE TABLE "shootout" ("id" INTEGER NOT NULL PRIMARY KEY, "game_id" INTEGER NOT NULL, "first_id" INTEGER, '
        'FOREIGN KEY ("game_id") REFERENCES "game" ("id") ON DELETE CASCADE, '
        'FOREIGN KEY ("first_id") REFERENCES "team" ("id") ON DELETE CASCADE)',
    )
    execute(db, 'CREATE UNIQUE INDEX "shootout_game_id" ON "shootout" ("game_id")')
    execute(db, 'CREATE INDEX "shootout_first_id" ON "shootout" ("first_id")')
    execute(
        db,
        'CREATE TABLE "shootout_attempt" ("id" INTEGER NOT NULL PRIMARY KEY, "game_id" INTEGER NOT NULL, '
        '"team_id" INTEGER NOT NULL, "shooter_id" INTEGER NOT NULL, "scored" INTEGER NOT NULL, '
        '"seq" INTEGER NOT NULL, FOREIGN KEY ("game_id") REFERENCES "game" ("id") ON DELETE CASCADE, '
        'FOREIGN KEY ("team_id") REFERENCES "team" ("id") ON DELETE CASCADE, '
        'FOREIGN KEY ("shooter_id") REFERENCES "player" ("id") ON DELETE CASCADE)',
    )
    execute(db, 'CREATE INDEX "shootout_attempt_game_id" ON "shootout_attempt" ("game_id")')
    execute(db, 'CREATE INDEX "shootout_attempt_team_id" ON "shootout_attempt" ("team_id")')
    execute(db, 'CREATE INDEX "shootout_attempt_shooter_id" ON "shootout_attempt" ("shooter_id")')
