"""`rinkbook attendance --json`: every player rostered at the end of the season's records
(docs/readings/gray.md#attendance-drops-and-substitutes)."""

from __future__ import annotations

import json

from tui.cli import main


def import_with_moves_after_the_last_game(tmp_path, example_path, capsys) -> str:
    """The example where Blue's second goalie P064 misses every regular-season game, is dropped after the
    last game (SF1-1, 2002-12-21) and replaced by a new goalie P950, and P005 (Black) and P040 (White) swap
    teams later still."""
    data = json.loads(example_path.read_text())
    for game in data["games"]:
        if game["stage"] == "regular" and "BLU" in game.get("dressed", {}):
            game["dressed"]["BLU"] = [pid for pid in game["dressed"]["BLU"] if pid != "P064"]
    data["players"].append(
        {
            "id": "P950",
            "name": "Late Goalie",
            "born": "1970-05-05",
            "position": "G",
            "class": "B",
            "rating": 45,
            "number": 35,
            "status": "active",
            "team": None,
        }
    )
    data["drops"].append(
        {
            "player": "P064",
            "requested_by": "P052",
            "requested_on": "2002-12-22",
            "decided_on": "2002-12-23",
            "approved": True,
            "reason": "never came",
            "refund": 0,
        }
    )
    data["substitutes"].append({"player": "P950", "team": "BLU", "date": "2002-12-24", "replaces": "P064"})
    data["transfers"] += [
        {"player": "P005", "to": "WHT", "date": "2002-12-27", "reason": "swap"},
        {"player": "P040", "to": "BLK", "date": "2002-12-27", "reason": "swap"},
    ]
    source = tmp_path / "moves.json"
    source.write_text(json.dumps(data))
    db = str(tmp_path / "x.db")
    assert main(["--db", db, "import", str(source)]) == 0, capsys.readouterr().err
    capsys.readouterr()
    return db


def test_attendance_json_follows_moves_dated_after_the_last_game(tmp_path, example_path, capsys):
    db = import_with_moves_after_the_last_game(tmp_path, example_path, capsys)
    assert main(["--db", db, "attendance", "--json"]) == 0
    rows = {r["player"]: r for r in json.loads(capsys.readouterr().out)["players"]}
    assert "P064" not in rows  # dropped on 2002-12-23, after the last game
    assert {k: rows["P950"][k] for k in ("team", "misses", "droppable")} == {
        "team": "BLU",
        "misses": 0,
        "droppable": False,
    }
    assert (rows["P005"]["team"], rows["P040"]["team"]) == ("WHT", "BLK")


def test_attendance_table_follows_moves_dated_after_the_last_game(tmp_path, example_path, capsys):
    db = import_with_moves_after_the_last_game(tmp_path, example_path, capsys)
    assert main(["--db", db, "attendance"]) == 0
    lines = {line.split()[0]: line.split() for line in capsys.readouterr().out.splitlines()[1:]}
    assert "P064" not in lines and lines["P950"][3] == "BLU" and lines["P005"][3] == "WHT"
