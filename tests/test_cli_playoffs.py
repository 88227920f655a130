"""`rinkbook playoffs`: its JSON (docs/guide.md#the-command-line) and the readable bracket."""

from __future__ import annotations

import json
from pathlib import Path

from tests.cli_run import imported_fixture
from tests.unfinished_season import one_game_short
from tui.cli import main


def playoffs_json(db: str, capsys) -> dict:
    assert main(["--db", db, "playoffs", "--json"]) == 0
    return json.loads(capsys.readouterr().out)


def test_example_bracket_as_json(tmp_path, example_path, capsys):
    db = str(tmp_path / "x.db")
    imported_fixture(example_path, Path(db))
    capsys.readouterr()
    data = playoffs_json(db, capsys)
    assert data["seeds"] == ["RED", "BLU", "BLK", "GLD", "WHT", "GRN"]
    series = {s["id"]: s for s in data["series"]}
    assert list(series) == ["WC1", "WC2", "SF1", "SF2", "F"]
    assert (series["WC2"]["high"], series["WC2"]["low"], series["WC2"]["winner"]) == ("GLD", "WHT", "WHT")
    assert series["SF1"]["wins"] == {"RED": 1, "WHT": 0}
    assert series["SF1"]["next_game"] == {"no": 2, "home": "WHT", "away": "RED"}
    assert series["SF2"]["games"] == [{"no": 1, "home": "BLU", "away": "BLK", "status": "final", "game": "SF2-1"}]
    assert (series["F"]["high"], series["F"]["low"], series["F"]["wins"], series["F"]["next_game"]) == (
        None,
        None,
        {},
        None,
    )


def test_seeds_are_empty_until_the_regular_season_is_complete(tmp_path, example_path, capsys):
    source = one_game_short(example_path, tmp_path)
    db = str(tmp_path / "x.db")
    assert main(["--db", db, "import", str(source)]) == 0
    capsys.readouterr()
    assert playoffs_json(db, capsys) == {"seeds": [], "series": [], "missing": ["1 regular-season game left"]}
    assert main(["--db", db, "playoffs"]) == 0
    out = capsys.readouterr().out
    assert out.startswith("Seeds not fixed yet: 1 regular-season game left.\nProjected from the current standings:")


def test_a_game_scheduled_if_necessary_says_so_in_the_json_and_the_listing(tmp_path, example_path, capsys):
    data = json.loads(example_path.read_text())
    data["games"] += [
        {
            "id": f"SF1-{no}",
            "stage": "playoff",
            "date": day,
            "time": "20:15",
            "home": home,
            "away": away,
            "rooms": [3, 4],
            "status": "scheduled",
            "series": "SF1",
            "no": no,
        }
        for no, day, home, away in ((2, "2002-12-22", "WHT", "RED"), (3, "2002-12-23", "RED", "WHT"))
    ]
    source = tmp_path / "ahead.json"
    source.write_text(json.dumps(data))
    db = str(tmp_path / "x.db")
    assert main(["--db", db, "import", str(source)]) == 0
    capsys.readouterr()
    games = {g["no"]: g for g in {s["id"]: s for s in playoffs_json(db, capsys)["series"]}["SF1"]["games"]}
    assert "if_necessary" not in games[1] and "if_necessary" not in games[2]
    assert games[3]["if_necessary"] is True
    assert main(["--db", db, "playoffs"]) == 0
    assert "game 3: RED v WHT  scheduled (if necessary)" in capsys.readouterr().out
