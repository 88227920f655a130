"""`rinkbook goalies [--json]` (3-on-3 GC, docs/guide.md#the-command-line): the 3-on-3 example's competition by
division, and a rulebook without a goalie competition refused saying so."""

from __future__ import annotations

import json
from pathlib import Path

from tests.cli_run import run
from tests.tournament_imports import imported

FIXTURES = Path(__file__).parent / "fixtures"


def test_goalies_json_of_the_three_on_three_example_ranks_each_division_and_assigns_its_games(tmp_path, capsys):
    db = imported(tmp_path, capsys, FIXTURES / "tournament-three-on-three.json")
    code, out, err = run(capsys, "--db", db, "goalies", "--json")
    assert code == 0, err
    data = json.loads(out)
    assert data["goalies"][0] == {
        "rank": 1,
        "player": "P0051",
        "division": "ADULT",
        "gp": 1,
        "shots": 21,
        "saves": 18,
        "ga": 3,
        "rating": "82.71",  # 100 x 18/21 - 3 = 82.714...
    }
    assert [(g["division"], g["rank"]) for g in data["goalies"]] == [("ADULT", n) for n in range(1, 5)] + [
        ("SENIOR", n) for n in range(1, 5)
    ]
    # Two divisions: {division: {...}}; the example's knockout games name these goalies.
    assert data["assigned"] == {
        "ADULT": {"final": "P0051", "third-place": "P0049", "consolation": "P0050"},
        "SENIOR": {"final": "P0056", "third-place": "P0055", "consolation": "P0057"},
    }
    assert data["coin_toss_pending"] == []
    code, out, err = run(capsys, "--db", db, "goalies")
    assert code == 0, err
    assert "Goalie competition (3-on-3 half ice, GC)" in out and "Rod Moreau (P0051)" in out
    code, out, err = run(capsys, "--db", db, "alerts", "--json")
    assert code == 0 and not [a for a in json.loads(out)["alerts"] if a["kind"] == "goalie"]


def test_goalies_under_a_rulebook_without_a_competition_is_refused_saying_so(tmp_path, capsys):
    db = imported(tmp_path, capsys, FIXTURES / "tournament-coors-cup.json")
    code, out, err = run(capsys, "--db", db, "goalies", "--json")
    assert code != 0 and out == ""
    assert "the Coors Cup rulebook (coors-cup) has no goalie competition" in err
