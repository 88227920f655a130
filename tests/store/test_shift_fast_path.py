"""The season file's quick reader of well-formed shifts keeps and refuses exactly what the general field
reader does: every shift of a grid of right and wrong fields, read with it or without it, gives the same
game and the same problems."""

from __future__ import annotations

import itertools

import pytest

from league.season.values import Shift
from store.season_files import game_fields as season_game_fields
from store.season_files.json_fields import FieldReader

LEFT_OUT = object()  # the key is absent
ODD = [None, True, 0, 1, 1.5, "", " ", "f", "F ", "P001", {}, [], [None]]
GROUPS = [LEFT_OUT, "F", "D", "G", *ODD]
PLAYERS = [LEFT_OUT, ["P001", "P002"], ["P 3", ""], ["P001", 2], [True], ["P001", None], *ODD]
STOPS = [LEFT_OUT, True, False, *ODD]
GAME = {"id": "R01", "stage": "regular", "date": "2002-10-06", "time": "19:00", "home": "RED", "away": "BLK"}


def grid() -> list:
    """Every mix of the values above as a shift's fields, then the odd values as whole shifts."""
    shifts = [
        {
            key: value
            for key, value in zip(("group", "players", "stop_time"), fields, strict=False)
            if value is not LEFT_OUT
        }
        for fields in itertools.product(GROUPS, PLAYERS, STOPS)
    ]
    return [*shifts, *ODD, {"group": "F", "players": ["P001"], "extra": 1}]


def read(shifts: object) -> tuple:
    reader = FieldReader()
    game = season_game_fields.read_game(reader, "games[0]", dict(GAME, shifts=shifts))
    return game, reader.problems


@pytest.mark.parametrize("shape", ["a list per team", "one shift per team", "not keyed by team"])
def test_a_shift_is_read_alike_with_or_without_the_quick_reader(shape, monkeypatch):
    shifts = grid()
    value = {
        "a list per team": {"RED": shifts, "BLK": shifts[::-1]},
        "one shift per team": {f"T{i}": s for i, s in enumerate(shifts)},
        "not keyed by team": shifts,
    }[shape]
    quick = read(value)
    monkeypatch.setattr(season_game_fields, "well_formed_shift", lambda shift: None)
    assert read(value) == quick


def test_the_quick_reader_takes_a_well_formed_shift_and_leaves_the_rest_to_the_general_one():
    assert season_game_fields.well_formed_shift({"group": "D", "players": ["P006"], "stop_time": True}) == Shift(
        "D", ("P006",), True
    )
    assert sum(season_game_fields.well_formed_shift(s) is not None for s in grid()) > 25  # the grid is not all refusals
    assert season_game_fields.well_formed_shift({"group": "D", "players": ["P006", 7]}) is None


def test_a_shift_read_again_is_the_first_one_s_object_and_a_look_alike_is_still_refused():
    """A recurring shift is taken from the first one read; fields equal to a kept shift's in Python's eyes but not
    in the file format's (1 for true) are read by the general reader and refused as before."""
    kept = {"group": "F", "players": ["P001", "P002"], "stop_time": True}
    game, problems = read({"RED": [kept, dict(kept)], "BLK": [dict(kept, stop_time=1), dict(kept, group=["F"])]})
    first, again = dict(game.shifts)["RED"]
    assert first is again and first == Shift("F", ("P001", "P002"), True)
    assert [p.path for p in problems] == ["games[0].shifts.BLK[0].stop_time", "games[0].shifts.BLK[1].group"]
