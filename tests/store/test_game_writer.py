"""The season file's one writer of a game (`store.season_game_text`): every field of a game is written by
it and read back, and every column the store keeps of a game is written or derived.

A field added to the game (the `league` value or the store's table) with no writer fails here, naming it.
"""

from __future__ import annotations

from dataclasses import fields, replace
from datetime import date

import pytest

from league.values import (
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
from store import models as m
from store.derived import OUTCOME_COLUMNS
from store.season_export import season_to_text
from store.season_file import parse_season_text
from store.season_games import GAME_COLUMNS, SHEET_COLUMNS
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
    """A new field of `league.values.Game` lands here first: give it a value, and the tests below hold
    that the writer writes it and the reader reads it."""
    assert {f.name for f in fields(Game)} - set(CHANGED) == set()


@pytest.mark.parametrize("name", sorted(CHANGED))
def test_each_field_of_a_game_is_written_and_read_back(name):
    changed = replace(BASE, **{name: CHANGED[name]})
    text = season_to_text(season(changed))
    assert text != season_to_text(season(BASE)), f"the game's {name} is not written to the season file"
    read = parse_season_text(text).games[0]
    assert (read, read.revision) == (changed, changed.revision), f"the game's {name} is not read back as written"


def test_every_column_of_a_stored_game_is_written_or_derived():
    """A column of the game table is written (`GAME_COLUMNS`, the writer's row), derived from the sheet
    (`derived.OUTCOME_COLUMNS`, computed again at import) or where the game is (its season and place)."""
    written = {f.name for f in GAME_COLUMNS}
    placed = {"season", "seq"}
    assert set(m.Game._meta.fields) - written - set(OUTCOME_COLUMNS) - placed == set()


def test_every_column_of_a_game_sheet_table_is_written():
    """Each sheet table's columns past its game and its order (`seq`) are the writer's (`SHEET_COLUMNS`)."""
    for key, (model, columns) in SHEET_COLUMNS.items():
        left = set(model._meta.fields) - {f.name for f in columns} - {"id", "game", "seq"}
        assert left == set(), f"{key}: {left} not written"
    assert set(m.Shootout._meta.fields) == {"id", "game", "first"}  # `first` is the shootout's (`shootout_firsts`)
