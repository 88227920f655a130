"""`rinkbook suspensions`: the ledger and SPEC section 7's JSON."""

from __future__ import annotations

import json

from tui.cli import main


def import_with_a_fight(tmp_path, example_path, capsys) -> str:
    """The example with a fighting major for Red's P014 in the last game played (SF1-1)."""
    data = json.loads(example_path.read_text())
    game = next(g for g in data["games"] if g["id"] == "SF1-1")
    game["penalties"].append(
        {
            "team": "RED",
            "player": "P014",
            "kind": "major",
            "infraction": "fighting",
            "period": 3,
            "time": "13:00",
            "bench": False,
            "equipment": False,
            "coincidental": False,
        }
    )
    source = tmp_path / "fight.json"
    source.write_text(json.dumps(data))
    db = str(tmp_path / "x.db")
    assert main(["--db", db, "import", str(source)]) == 0
    capsys.readouterr()
    return db


def test_json_lists_the_suspensions_still_to_serve(tmp_path, example_path, capsys):
    db = import_with_a_fight(tmp_path, example_path, capsys)
    assert main(["--db", db, "suspensions", "--json"]) == 0
    (row,) = json.loads(capsys.readouterr().out)["suspensions"]
    assert {k: row[k] for k in ("player", "team", "games", "remaining", "rest_of_season")} == {
        "player": "P014",
        "team": "RED",
        "games": 1,
        "remaining": 1,
        "rest_of_season": False,
    }
    assert row["from_game"] == "SF1-1" and row["served_in"] == []


def test_ledger_shows_served_ones_with_all(tmp_path, example_path, capsys):
    db = import_with_a_fight(tmp_path, example_path, capsys)
    assert main(["--db", db, "suspensions"]) == 0
    lines = capsys.readouterr().out.splitlines()
    assert lines[0].split() == ["Player", "Name", "Team", "From", "Cause", "Length", "Served", "in", "Left"]
    assert len(lines) == 2 and lines[1].startswith("P014") and lines[1].endswith("1")
    assert main(["--db", db, "suspensions", "--all"]) == 0
    served = [line for line in capsys.readouterr().out.splitlines() if line.startswith("P019")]
    assert served and "R17" in served[0] and "R21" in served[0]


def test_attendance_json_lists_rostered_players_with_misses(tmp_path, example_path, capsys):
    db = str(tmp_path / "x.db")
    main(["--db", db, "import", str(example_path)])
    capsys.readouterr()
    assert main(["--db", db, "attendance", "--json"]) == 0
    rows = {r["player"]: r for r in json.loads(capsys.readouterr().out)["players"]}
    assert "P069" not in rows  # dropped: on no team at the end of the records
    assert {k: rows["P005"][k] for k in ("team", "misses", "droppable")} == {
        "team": "BLK",
        "misses": 3,
        "droppable": False,
    }
    assert rows["P080"]["team"] == "GLD"  # the substitute who replaced P069


def test_attendance_table_cuts_a_long_name_to_its_column(tmp_path, example_path, capsys):
    """A name longer than the Name column is cut there, so its row's numbers stay under their header."""
    data = json.loads(example_path.read_text())
    player = next(p for p in data["players"] if p["id"] == "P005")
    player["name"] = "Maximilian Alexander Fitzgerald-Montgomery"
    source = tmp_path / "long.json"
    source.write_text(json.dumps(data))
    db = str(tmp_path / "x.db")
    assert main(["--db", db, "import", str(source)]) == 0
    capsys.readouterr()
    assert main(["--db", db, "attendance"]) == 0
    header, *rows = capsys.readouterr().out.splitlines()
    (row,) = [r for r in rows if r.startswith("P005")]
    assert "Maximilian Alexander F " in row
    assert row.index("BLK") == header.index("Team")
