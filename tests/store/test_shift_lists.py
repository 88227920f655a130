"""Schema 7 stores a team's shifts in a game as one row of lines: a file of schema 6, a row per shift,
is migrated in place to it with every shift kept, in order."""

from __future__ import annotations

from dataclasses import replace

from league.stats.fairness import with_shift
from store.cache.derived import OUTCOME_COLUMNS
from store.file.db import Store
from store.file.migrations import STANDINGS_INDEX_6
from store.views.season_load import load_season
from store.writes.games import save_game
from tests.store.schema_steps import migrated_at_open, undo_schema_11

SCHEMA_6_SHIFT = (
    'CREATE TABLE "shift" ("id" INTEGER NOT NULL PRIMARY KEY, "game_id" INTEGER NOT NULL, "team_id" INTEGER NOT NULL, '
    '"grp" VARCHAR(255) NOT NULL, "players" TEXT NOT NULL, "stop_time" INTEGER NOT NULL, "seq" INTEGER NOT NULL, '
    'FOREIGN KEY ("game_id") REFERENCES "game" ("id") ON DELETE CASCADE, '
    'FOREIGN KEY ("team_id") REFERENCES "team" ("id") ON DELETE CASCADE)'
)


def _as_schema_6(store: Store) -> None:
    """Rewrite the file's shifts the way schema 6 stored them (a row per shift, numbered across the
    game's teams) and mark it schema 6, as a file written before this release would be."""
    db = store.db
    undo_schema_11(db)
    rows = []
    for game, team, lines, _ in db.execute_sql(
        "SELECT game_id, team_id, shifts, seq FROM shift_list ORDER BY game_id, seq"
    ):
        for line in lines.split("\n"):
            group, stop, *players = line.split(" ")
            rows.append((game, team, group, " ".join(players), int(stop)))
    db.execute_sql(SCHEMA_6_SHIFT)
    numbered = [(*row, i) for i, row in enumerate(rows)]
    db.connection().executemany(
        'INSERT INTO "shift" ("game_id", "team_id", "grp", "players", "stop_time", "seq") VALUES (?, ?, ?, ?, ?, ?)',
        numbered,
    )
    db.execute_sql('DROP TABLE "shift_list"')
    # The columns later schemas add (8: a payment's void; 9: a season's time zone and rink, a game's
    # revision; 10: a result's points, with the standings' index rebuilt), so that migrating it adds them
    # again as it would to a real schema 6 file.
    db.execute_sql('DROP INDEX "game_results"')
    for table, column in (
        ("fee_payment", "void_reason"),
        ("fee_payment", "void_date"),
        ("season", "time_zone"),
        ("season", "rink"),
        ("game", "revision"),
        *(("game", column) for column in OUTCOME_COLUMNS[4:]),
    ):
        db.execute_sql(f'ALTER TABLE "{table}" DROP COLUMN "{column}"')
    db.execute_sql(f'CREATE INDEX "game_results" ON "game" ({STANDINGS_INDEX_6})')
    db.execute_sql("PRAGMA user_version = 6")


def test_a_schema_6_file_keeps_every_shift_through_the_migration(league_file: Store):
    game = load_season(league_file).game("R01")
    stopped = with_shift(game, game.away, replace(game.shifts_for(game.away)[0], stop_time=True))
    save_game(league_file, None, stopped, reason="a stopped-clock shift, so the flag is carried too")
    assert sum(len(s) for g in load_season(league_file).games for _, s in g.shifts) > 1000
    with migrated_at_open(league_file, _as_schema_6) as store:  # every shift read back as it was
        assert load_season(store).game("R01").shifts_for(game.away)[-1].stop_time


def test_a_team_with_no_shift_recorded_has_no_row(league_file: Store):
    game = load_season(league_file).game("R01")
    without = replace(game, shifts=((game.home, game.shifts_for(game.home)), (game.away, ())))
    save_game(league_file, None, without, reason="the away bench's changes were not kept")
    assert load_season(league_file).game("R01").shifts == ((game.home, game.shifts_for(game.home)),)
