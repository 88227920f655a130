"""The season file's quick readers of well-formed goals and penalties keep and refuse exactly what the general
field reader does: each field of a grid of right and wrong values, read with them or without them, gives the same
game, the same problems in the same order, and the same shared strings."""

from __future__ import annotations

import pytest

from league.season.values import Goal, Penalty
from store.season_files import game_fields as season_game_fields
from store.season_files.json_fields import FieldReader

LEFT_OUT = object()  # the key is absent
ODD = [None, True, False, 0, 1, 2.0, 2.5, -1, 10**12, "", " ", "x", "P001", "05:30", {}, [], ["P002"], ["P002", 3]]
GAME = {"id": "R01", "stage": "regular", "date": "2002-10-06", "time": "19:00", "home": "RED", "away": "BLK"}
PENALTY = {
    "team": "RED",
    "player": "P001",
    "kind": "minor",
    "infraction": "hooking",
    "period": 2,
    "time": "05:30",
    "bench": False,
    "equipment": True,
    "coincidental": False,
}
GOAL = {
    "team": "RED",
    "scorer": "P001",
    "assists": ["P002", "P003"],
    "period": 3,
    "time": "19:59",
    "penalty_shot": True,
}
GOOD = {"kind": ["major", "misconduct"], "time": ["0:00", "999:59", "5:60", "5:5"], "team": ["BLK", " RED "]}


def variants(event: dict) -> list:
    """The well-formed event, then the event with each of its fields left out or given each other value."""
    result: list = [event]
    for key in event:
        for value in [LEFT_OUT, *ODD, *GOOD.get(key, [])]:
            result.append({k: v for k, v in {**event, key: value}.items() if v is not LEFT_OUT})
    return [*result, *ODD]


def read(key: str, events: list) -> tuple:
    reader = FieldReader()
    game = season_game_fields.read_game(reader, "games[0]", dict(GAME, **{key: events}))
    return game, reader.problems


@pytest.mark.parametrize("key, event", [("goals", GOAL), ("penalties", PENALTY)])
def test_an_event_is_read_alike_with_or_without_the_quick_reader(key, event, monkeypatch):
    cases = variants(event)
    quick_each = [read(key, [case]) for case in cases]
    quick_all = read(key, cases)
    monkeypatch.setattr(season_game_fields, "quick_goal", lambda obj: None)
    monkeypatch.setattr(season_game_fields, "quick_penalty", lambda obj: None)
    assert [read(key, [case]) for case in cases] == quick_each
    assert read(key, cases) == quick_all
    assert sum(not problems for _, problems in quick_each) > 20  # the grid is not all refusals


def test_the_quick_readers_share_each_repeated_string():
    penalties = read("penalties", [dict(PENALTY), dict(PENALTY, infraction="hook" + "ing")])[0].penalties
    goals = read("goals", [GOAL])[0].goals
    assert penalties[0] == Penalty("RED", "P001", "minor", "hooking", 2, 330, False, True, False)
    assert penalties[1].infraction is penalties[0].infraction and penalties[0].kind is "minor"  # noqa: F632
    assert goals == (Goal("RED", "P001", ("P002", "P003"), 3, 1199, True),)
