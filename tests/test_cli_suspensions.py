"""`rinkbook suspensions`: the ledger and its JSON (docs/guide.md#the-command-line)."""

from __future__ import annotations

import json
from pathlib import Path

from tests.cli_run import imported_fixture
from tests.tournament_files import game, tournament, write
from tests.tournament_imports import FIXTURES, imported
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
    imported_fixture(example_path, Path(db))
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


PENALTY = {"bench": False, "equipment": False, "coincidental": False}


def test_the_cole_example_ledger_names_each_cause_and_rule_and_nothing_is_left_once_the_brackets_are_decided(
    tmp_path, capsys
):
    db = imported(tmp_path, capsys, FIXTURES / "tournament-cole-harbour-classic.json")
    assert main(["--db", db, "suspensions", "--json"]) == 0
    assert json.loads(capsys.readouterr().out) == {"suspensions": []}  # served or lapsed: every slot is decided
    assert main(["--db", db, "suspensions", "--all"]) == 0
    lines = capsys.readouterr().out.splitlines()
    assert lines[0].split()[:6] == ["Player", "Name", "Team", "From", "Cause", "Rule"]
    rows = {line.split()[0]: " ".join(line.split()) for line in lines[1:]}
    assert rows["P0040"].endswith("G002 fighting PT 4 rest of the tournament G012 lapsed")
    assert "committee ruling: committee review of a severe infraction PR 4 1 game G017 0" in rows["P0025"]
    assert "G022 game misconduct in the last 10 minutes (period 2 16:59) PT 3 1 game - lapsed" in rows["P0105"]


def test_the_coors_example_ruling_is_served_in_the_teams_next_two_games(tmp_path, capsys):
    db = imported(tmp_path, capsys, FIXTURES / "tournament-coors-cup.json")
    assert main(["--db", db, "suspensions", "--all"]) == 0
    rows = [" ".join(line.split()) for line in capsys.readouterr().out.splitlines()[1:]]
    assert rows == [
        "P0071 Mo Zeller GLD G002 committee ruling: committee review of a severe infraction rule 4.8 2 games "
        "G006, G015 0",
        "P0043 Joe Duff WHT G013 game misconduct in the last 2 minutes (period 3 10:35) rule 4.4 1 game G019 0",
    ]


def small_cole_cup(rulings: list[dict] | None = None) -> dict:
    """Cole, one pool of three, no bracket: RED1's gross misconduct and RED2's fighting in G1, the rest to play."""
    penalties = [
        {"team": "RED", "player": "RED1", "kind": "gross-misconduct", "infraction": "verbal abuse"}
        | {"period": 1, "time": "05:00"}
        | PENALTY,
        {"team": "RED", "player": "RED2", "kind": "match", "infraction": "fighting", "period": 1, "time": "06:00"}
        | PENALTY,
    ]
    waiver = {"reason": "four a side by agreement"}
    games = [
        game("G1", "RED", "BLU", "2-1", penalties=penalties, goals=[], lineup_waiver=waiver),
        game("G2", "RED", "GRN"),
        game("G3", "BLU", "GRN"),
    ]
    return tournament("cole-harbour-classic", {"A": "RED BLU GRN"}, games, suspension_rulings=rulings or [])


def test_json_rows_say_pending_review_and_the_rest_of_the_tournament_and_a_ruling_sets_the_review(tmp_path, capsys):
    db = imported(tmp_path, capsys, write(tmp_path, small_cole_cup()))
    assert main(["--db", db, "suspensions", "--json"]) == 0
    rows = {r["player"]: r for r in json.loads(capsys.readouterr().out)["suspensions"]}
    keys = ("team", "games", "remaining", "rest_of_season", "pending_review", "cause", "rule", "from_game")
    assert {k: rows["RED1"][k] for k in keys} == {
        "team": "RED",
        "games": None,
        "remaining": None,
        "rest_of_season": False,
        "pending_review": True,
        "cause": "gross misconduct",
        "rule": "VA 1",
        "from_game": "G1",
    }
    assert {k: rows["RED2"][k] for k in ("games", "remaining", "rest_of_season", "pending_review", "rule")} == {
        "games": None,
        "remaining": None,
        "rest_of_season": True,
        "pending_review": False,
        "rule": "PT 4",
    }
    ruling = {"player": "RED1", "game": "G1", "games": 2, "reason": "a slur: two games"}
    db = imported(tmp_path, capsys, write(tmp_path, small_cole_cup([ruling]), "ruled.json"), name="ruled.db")
    assert main(["--db", db, "suspensions", "--json"]) == 0
    (red1,) = [r for r in json.loads(capsys.readouterr().out)["suspensions"] if r["player"] == "RED1"]
    assert (red1["games"], red1["remaining"], red1["pending_review"], red1["reason"]) == (2, 2, False, ruling["reason"])


def test_game_json_lists_the_suspensions_the_game_caused_with_their_rule(tmp_path, capsys):
    db = imported(tmp_path, capsys, FIXTURES / "tournament-coors-cup.json")
    assert main(["--db", db, "game", "G013", "--json"]) == 0
    assert json.loads(capsys.readouterr().out)["suspensions"] == [
        {
            "player": "P0043",
            "team": "WHT",
            "games": 1,
            "cause": "game misconduct in the last 2 minutes (period 3 10:35)",
            "pending_review": False,
            "rule": "rule 4.4",
        }
    ]
    assert main(["--db", db, "game", "G013"]) == 0
    assert "Suspended: P0043 (WHT) for 1 game, game misconduct in the last 2 minutes" in capsys.readouterr().out


def test_a_file_dressing_a_suspended_player_in_his_teams_next_game_is_refused_with_the_rule(tmp_path, capsys):
    data = small_cole_cup()
    data["games"][1] = game("G2", "RED", "GRN", "1-0", goals=[], lineup_waiver={"reason": "four a side"})
    db = str(tmp_path / "x.db")
    assert main(["--db", db, "import", str(write(tmp_path, data))]) == 1
    err = capsys.readouterr().err
    assert "games[1].dressed.RED[0]: RED1 is suspended: gross misconduct in G1; pending the committee's review" in err
    assert "(VA 1)" in err
