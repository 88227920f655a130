"""A season file's infractions are read by the rulebook's list, as the scoresheet reads them: a listed spelling
is ruled as its infraction's name and kept as written (export then import gives the same export), and a word
the list lacks is kept as the committee wrote it, ruled by no rule."""

from __future__ import annotations

import json

from tests.sheet_imports import exports_again_the_same, imported, sheet
from tests.store.three_on_three_sheets import penalty, three_on_three
from tests.tournament_files import game
from tests.tournament_imports import standings


def test_a_listed_spelling_in_a_file_is_ruled_as_its_infraction_and_exported_as_written(tmp_path, capsys):
    """B1's game misconduct for "Unsportsmanlike" at 1:00 of G1 disqualifies B (3-on-3) as "unsportsmanlike
    conduct" does: G1 is A's forfeit win, and so is B's later game against C."""
    ejected = penalty("B", "B1", "game-misconduct", 1, "01:00", "Unsportsmanlike")
    first = game("G1", "A", "B", "0-0", goalie="GK1", penalties=[ejected])
    del first["score"]
    spat = penalty("C", "C1", "minor", 1, "02:00", "spitting")  # unlisted: kept as the committee wrote it
    later = [game("G2", "B", "C", "3-1", goalie="GK1"), game("G3", "A", "C", "1-1", goalie="GK1", penalties=[spat])]
    games = [first, *later]
    db, exported = imported(tmp_path, capsys, three_on_three(games))
    rows = {r["team"]: r for r in standings(capsys, db)["standings"]}
    assert (rows["A"]["w"], rows["B"]["w"], rows["C"]["w"]) == (1, 0, 1)
    infractions = [p["infraction"] for g in ("G1", "G3") for p in sheet(json.loads(exported), g)["penalties"]]
    assert infractions == ["Unsportsmanlike", "spitting"]
    exports_again_the_same(tmp_path, capsys, exported)
