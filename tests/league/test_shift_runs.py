"""A game's shifts held as numbers in a table of distinct shifts are the same value as the plain tuples."""

from __future__ import annotations

import copy
import operator
import pickle
from dataclasses import replace
from datetime import date

import pytest

from league.season import shift_runs
from league.season.shift_runs import GameShifts, ShiftTable
from league.season.values import Game, Shift

F1 = Shift("F", ("a", "b", "c"))
D1 = Shift("D", ("d", "e"))
F2 = Shift("F", ("f", "g", "h"), stop_time=True)
PLAIN = (("HOM", (F1, D1, F1, F2)), ("AWY", (D1,)))


def _held(table: ShiftTable, pairs: tuple[tuple[str, tuple[Shift, ...]], ...]) -> object:
    known: dict[Shift, int] = {}  # as the reader numbers them: each distinct shift added once
    numbers = [known[s] if s in known else known.setdefault(s, table.add(s)) for _, shifts in pairs for s in shifts]
    return table.runs(tuple(t for t, _ in pairs), tuple(len(s) for _, s in pairs), numbers)


def test_held_shifts_read_back_equal_hash_and_copy_as_the_plain_tuples() -> None:
    table = ShiftTable()
    held = _held(table, PLAIN)
    assert isinstance(held, GameShifts) and len(table.shifts) == 3  # F1 and D1 numbered once each
    assert held == PLAIN and operator.eq(PLAIN, held) and hash(held) == hash(PLAIN) and tuple(held) == PLAIN
    assert held[0] == PLAIN[0] and held[-1] == PLAIN[-1] and held[1:] == PLAIN[1:] and len(held) == 2
    assert dict(held)["HOM"][2] is F1 and held != PLAIN[:1] and held != "HOM"
    assert copy.deepcopy(held) == PLAIN and pickle.loads(pickle.dumps(held)) == PLAIN
    game = Game("G1", "regular", date(2002, 12, 17), "21:00", "HOM", "AWY", shifts=held)  # type: ignore[arg-type]
    plain_game = replace(game, shifts=PLAIN)
    assert game == plain_game and hash(game) == hash(plain_game)
    assert game.shifts_for("AWY") == (D1,) and game.shifts_for("NONE") == ()


def test_a_full_table_leaves_a_game_its_plain_tuples(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(shift_runs, "MOST", 2)
    held = _held(ShiftTable(), PLAIN)
    assert type(held) is tuple and held == PLAIN
