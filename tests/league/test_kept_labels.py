"""A shown sheet's labels: kept by every event through entries and reloads, never given to another event."""

from __future__ import annotations

from dataclasses import replace
from datetime import date

from league.scoring.labels import Edit, SheetLabels
from league.season.values import Game, Goal

A, B, C = (Goal("WHT", "P042", (), 1, 60), Goal("BLU", "P056", (), 1, 300), Goal("WHT", "P043", (), 1, 180))
GAME = Game("R31", "regular", date(2002, 12, 10), "19:00", "WHT", "BLU", goals=(A, B))


def test_a_late_entry_takes_the_next_number_and_renumbers_nothing():
    labels = SheetLabels.opened(GAME).carried(replace(GAME, goals=(A, B, C)), why="was deleted on this sheet")
    assert labels.names == {("goals", 0): "G1", ("goals", 1): "G2", ("goals", 2): "G3"}
    assert SheetLabels.opened(labels.game).names[("goals", 2)] == "G2"  # opened again: in time order


def test_an_edit_keeps_its_label_and_a_deleted_one_is_never_given_again():
    moved = replace(A, second=400)
    edited = SheetLabels.opened(GAME).carried(replace(GAME, goals=(moved, B)), (Edit("goals", A, moved),), "x")
    assert edited.names == {("goals", 0): "G1", ("goals", 1): "G2"}
    deleted = edited.carried(replace(GAME, goals=(B,)), why="was deleted on this sheet")
    assert deleted.key("G1") is None and deleted.why_gone("g1") == "was deleted on this sheet"
    added = deleted.carried(replace(GAME, goals=(B, C)))
    assert added.names[("goals", 1)] == "G3"
    back = added.carried(replace(GAME, goals=(moved, B, C)))  # the deletion undone: its label again
    assert back.names[("goals", 0)] == "G1" and back.why_gone("G1") is None


def test_an_event_another_window_changed_is_gone_and_says_what_it_is_now():
    changed = SheetLabels.opened(GAME).carried(replace(GAME, goals=(replace(B, scorer="P055"), A)))
    assert changed.names == {("goals", 0): "G3", ("goals", 1): "G1"}
    assert changed.why_gone("G2") == "was changed in another window: it is G3 now"
