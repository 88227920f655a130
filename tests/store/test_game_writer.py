"""The season file's one writer of a game (`store.season_files.game_text`): every field of a game is written by
it and read back, and every column the store keeps of a game is written or derived. The game's row is
mapped both ways by one table (`store.tables.game_table.GAME_TABLE`): every field of a game kept on its row has
an entry there, and is stored and read back through it.

A field added to the game (the `league` value or the store's table) with no entry or no writer fails
here, naming it.
"""

from __future__ import annotations

from dataclasses import fields, replace
from datetime import date

import pytest

from league.season.values import (
    BenchOut,
    Forfeit,
    Game,
    Goal,
    LateStart,
    Penalty,
    Score,
    Season,
    SeasonDates,
    Shift,
    Shootout,
    ShootoutAttempt,
    Team,
)
from store.cache.derived import OUTCOME_COLUMNS
from store.season_files.reader import parse_season_text
from store.season_files.stream import games_use_version_2
from store.season_files.tournament_fields import GAME_FIELDS_2
from store.season_files.writer import season_to_text, stored_games
from store.tables import models as m
from store.tables.game_table import GAME_FIELDS, GAME_TABLE
from store.tables.season_rows import write_season
from store.views.season_games import SHEET_COLUMNS, read_games, season_codes
from tests.league.two_teams import BENCH_TEAMS, roster

PLAYERS = tuple(roster("RED") + roster("BLU"))
RED = tuple(p.id for p in PLAYERS if p.team == "RED")
BLU = tuple(p.id for p in PLAYERS if p.team == "BLU")
BASE = Game("G1", "playoff", date(2003, 3, 1), "19:00", "RED", "BLU", (1, 2), "final", series="A", no=1)

# For each field of a game, a value other than `BASE`'s: the file must say it, and say it back.
CHANGED: dict[str, object] = {
    "id": "G2",
    "stage": "regular",
    "date": date(2003, 3, 8),
    "time": "21:15",
    "home": "BLK",
    "away": "WHT",
    "rooms": (3, 4),
    "status": "postponed",
    "series": "B",
    "no": 2,
    "score": Score(2, 1),
    "overtime": True,
    "forfeit": Forfeit("BLU", "no-show"),
    "late_starts": (LateStart("RED", 5, True),),
    "dressed": (("RED", RED[:3]), ("BLU", ())),
    "goals": (Goal("RED", RED[0], (RED[1],), 1, 301, True),),
    "penalties": (Penalty("BLU", BLU[0], "major", "slashing", 2, 61, False, True, True),),
    "shifts": (("BLU", (Shift("D", BLU[:2], True),)),),
    "signed": True,
    "signed_by": "Zoë “ref”",
    "fees_waived": "snow",
    "kind": "final",
    "shootout": Shootout("BLU", (ShootoutAttempt("RED", RED[2], True),)),
    "period_scores": ((1, 0), (0, 1), (2, 2)),
    "goalie": RED[0],
    "shots": Score(20, 18),
    "lineup_waiver": "short bench",
    "bench_outs": (BenchOut("RED", RED[1], 2, "injured"),),
    "revision": 3,
}


def season(game: Game) -> Season:
    teams = (Team("RED", "Red", RED[0]), Team("BLU", "Blue", BLU[0]), *BENCH_TEAMS)
    dates = SeasonDates(date(2002, 12, 31), date(2002, 12, 31))
    return Season("L", "2002-03", "gray", dates, teams, PLAYERS, games=(game,))


def test_every_field_of_a_game_has_a_changed_value_here():
    """A new field of `league.season.values.Game` lands here first: give it a value, and the tests below hold
    that the writer writes it and the reader reads it."""
    assert {f.name for f in fields(Game) if f.init} - set(CHANGED) == set()  # not a value made from the others


@pytest.mark.parametrize("name", sorted(CHANGED))
def test_each_field_of_a_game_is_written_and_read_back(name):
    changed = replace(BASE, **{name: CHANGED[name]})
    text = season_to_text(season(changed))
    assert text != season_to_text(season(BASE)), f"the game's {name} is not written to the season file"
    read = parse_season_text(text).games[0]
    assert (read, read.revision) == (changed, changed.revision), f"the game's {name} is not read back as written"


# The game's sheet: each of these fields is kept in a table of its own (`season_games.SHEET_COLUMNS`).
SHEET_FIELDS = {
    "late_starts": "late",
    "dressed": "dressed",
    "goals": "goals",
    "penalties": "penalties",
    "shifts": "shifts",
    "shootout": "shootout",
}


def test_every_field_of_a_game_is_in_the_table_of_its_columns():
    """A new field of `league.season.values.Game` kept on the game's row gets an entry in `GAME_TABLE`: its
    columns, how the value becomes them and they become it, and whether only version 2 holds it."""
    kept = {entry.name for entry in GAME_TABLE} | set(SHEET_FIELDS)
    missing = sorted({f.name for f in fields(Game) if f.init} - kept)
    assert missing == [], f"no entry in store.tables.game_table.GAME_TABLE for the game's {', '.join(missing)}"
    unknown = sorted(kept - {f.name for f in fields(Game)})
    assert unknown == [], f"GAME_TABLE names {', '.join(unknown)}, which a Game does not hold"
    assert sorted(SHEET_FIELDS.values()) == sorted(SHEET_COLUMNS)


def test_every_column_of_a_stored_game_is_written_or_derived():
    """A column of the game table is one field's (`GAME_TABLE`, through which it is written and read),
    derived from the sheet (`derived.OUTCOME_COLUMNS`, computed again at import) or where the game is
    (its row id, season and place)."""
    mapped = [f.name for f in GAME_FIELDS]
    assert len(mapped) == len(set(mapped)), "a column is in two entries of GAME_TABLE"
    placed = {"id", "season", "seq"}
    left = sorted(set(m.Game._meta.fields) - set(mapped) - set(OUTCOME_COLUMNS) - placed)
    assert left == [], f"the game table's {', '.join(left)}: in no entry of store.tables.game_table.GAME_TABLE"


def test_the_file_reader_and_the_table_agree_on_what_only_version_2_holds():
    """The reader refuses a version 1 file holding a field only version 2 may (`GAME_FIELDS_2`); the
    export writes version 2 for the same fields (`GAME_TABLE`'s `version_2`)."""
    assert {entry.name for entry in GAME_TABLE if entry.version_2} == set(GAME_FIELDS_2)


@pytest.mark.parametrize("name", sorted(CHANGED))
def test_each_field_of_a_game_is_stored_and_read_back(empty_league, name):
    """Import's rows (`season_rows.write_season`, the table's `to_columns`) read back by the store's reader
    (`season_games.read_games`, the table's `to_value`) give the same game; the store's version-2 check
    (SQL) says what the check of the values says."""
    changed = replace(BASE, **{name: CHANGED[name]})
    with empty_league.writing():
        write_season(season(changed))
    with empty_league.reading() as db:
        sid = m.Season.get().id
        read = read_games(sid, *season_codes(sid))[0]
        version_2 = games_use_version_2(db, sid)
    assert (read, read.revision) == (changed, changed.revision), f"the game's {name} is not stored as given"
    assert version_2 == stored_games(season(changed)).version_2, f"the game's {name}: the two version checks differ"
    assert version_2 == (name in GAME_FIELDS_2 or name == "goals"), name  # the changed goal is a penalty shot


def test_every_column_of_a_game_sheet_table_is_written():
    """Each sheet table's columns past its game and its order (`seq`) are the writer's (`SHEET_COLUMNS`)."""
    for key, (model, columns) in SHEET_COLUMNS.items():
        left = set(model._meta.fields) - {f.name for f in columns} - {"id", "game", "seq"}
        assert left == set(), f"{key}: {left} not written"
    assert set(m.Shootout._meta.fields) == {"id", "game", "first"}  # `first` is the shootout's (`shootout_firsts`)
