"""Each demo tournament exercises its rulebook's discipline , read back through the
command line as a user does: `discipline --json`, `suspensions --json`, `goalies --json`, `game ID --json`,
and `check` finds every sheet valid under the rules."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from tui.cli import main

TODAY = "2026-12-06"


def rinkbook(capsys, db: Path, *argv: str) -> dict:
    code = main(["--db", str(db), "--today", TODAY, *argv])
    out, err = capsys.readouterr()
    assert (code, err) == (0, ""), err
    return json.loads(out) if "--json" in argv else {"out": out}


@pytest.fixture
def demo(tmp_path, capsys):
    def make(rulebook: str) -> Path:
        db = tmp_path / f"{rulebook}.db"
        rinkbook(capsys, db, "demo", "--no-open", "--rulebook", rulebook)
        assert "no damage" in rinkbook(capsys, db, "check")["out"]  # every sheet keeps the rules
        return db

    return make


def forfeit_games(capsys, db: Path, cause: str) -> list[dict]:
    exported = db.with_suffix(".json")
    rinkbook(capsys, db, "export", str(exported))
    games = [g["id"] for g in json.loads(exported.read_text())["games"] if g["status"] == "final"]
    found = [rinkbook(capsys, db, "game", gid, "--json") for gid in games]
    return [g for g in found if (g["forfeit"] or {}).get("cause") == cause]


def test_coors_demo_has_a_misconduct_forfeit_on_the_ice_and_a_late_misconduct_to_serve(demo, capsys):
    db = demo("coors-cup")
    (game,) = forfeit_games(capsys, db, "misconducts")  # Coors 4.7: the third different player's misconduct
    loser = game["forfeit"]["team"]
    winner = game["away"] if loser == game["home"] else game["home"]
    # Coors 3.1.10: 3-0, 1-0 a period
    assert game["decided_in"] == "forfeit" and game["points"] == {winner: 8, loser: 0}
    assert sorted(game["score"].values()) == [0, 3]
    assert [e["cause"] for e in game["ejections"] if e["team"] == loser] == ["misconduct"] * 3
    ejections = rinkbook(capsys, db, "discipline", "--json")["ejections"]
    assert [e["cause"] for e in ejections].count("3rd penalty") == 1  # the third penalty's ejection stays
    (late,) = rinkbook(capsys, db, "suspensions", "--json")["suspensions"]  # Coors 4.4-4.5's late window: next game
    assert late["cause"].startswith("misconduct in the last 2 minutes") and late["rule"] == "rule 4.4"
    assert (late["games"], late["remaining"], late["pending_review"]) == (1, 1, False)
    assert any(e["player"] == late["player"] and e["game"] == late["from_game"] for e in ejections)


def test_cole_demo_has_a_short_lineup_forfeit_a_fight_for_the_rest_and_a_gross_misconduct_ruled(demo, capsys):
    db = demo("cole-harbour-classic")
    (game,) = forfeit_games(capsys, db, "short lineup")  # Cole PR 1: no waiver on the sheet
    assert game["decided_in"] == "forfeit" and sorted(game["score"].values()) == [0, 5]
    assert game["played_score"] in (None, {"home": 0, "away": 0}) and game["ejections"] == []
    causes = {e["cause"] for e in rinkbook(capsys, db, "discipline", "--json")["ejections"]}
    assert {"fighting", "gross misconduct", "major: game misconduct added"} <= causes
    rows = {r["cause"]: r for r in rinkbook(capsys, db, "suspensions", "--json")["suspensions"]}
    fight = rows["fighting"]  # Cole PT 4: the rest of the tournament, still to serve while the final waits
    assert (fight["games"], fight["remaining"], fight["rest_of_season"]) == (None, None, True)
    assert fight["served_in"]
    gross = rows["gross misconduct"]  # Cole VA 1: pending review until the committee's ruling set two games
    assert (gross["games"], gross["pending_review"], gross["rule"]) == (2, False, "VA 1")
    assert gross["reason"] and len(gross["served_in"]) + gross["remaining"] == 2


def test_prime_demo_posts_a_capped_rout_and_ejects_on_a_game_misconduct(demo, capsys):
    db = demo("prime-expo-boulder")
    (ejection,) = rinkbook(capsys, db, "discipline", "--json")["ejections"]  # docs/readings/prime.md#discipline
    assert ejection["cause"] == "game misconduct"
    exported = db.with_suffix(".json")
    rinkbook(capsys, db, "export", str(exported))
    routs = [
        g
        for g in json.loads(exported.read_text())["games"]
        if g["stage"] == "regular" and abs(g["score"]["home"] - g["score"]["away"]) > 7
    ]
    assert len(routs) == 1
    shown = rinkbook(capsys, db, "game", routs[0]["id"], "--json")  # Prime SR 2: posted at a difference of 7
    assert abs(shown["score"]["home"] - shown["score"]["away"]) == 7
    assert shown["played_score"] == routs[0]["score"]


def test_three_on_three_demo_scores_a_penalty_shot_bars_a_goalie_and_disqualifies_a_fighter(demo, capsys):
    db = demo("three-on-three")
    report = rinkbook(capsys, db, "discipline", "--json")
    (barred,) = report["disqualified_goalies"]  # 3-on-3 PEN 4: his third penalty of the tournament
    (team,) = report["disqualified_teams"]  # 3-on-3 PEN 5: a fight ends the game as the team's forfeit
    assert "fighting" in team["cause"]
    goalies = rinkbook(capsys, db, "goalies", "--json")
    assert barred["player"] in [g["player"] for g in goalies["goalies"]]
    assert barred["player"] not in goalies["assigned"].values()  # 3-on-3 GC: the competition skips him
    exported = db.with_suffix(".json")
    rinkbook(capsys, db, "export", str(exported))
    games = json.loads(exported.read_text())["games"]
    later = [
        g
        for g in games
        if (g["date"], g["time"]) > next((x["date"], x["time"]) for x in games if x["id"] == barred["game"])
    ]
    assert later and all(g.get("goalie") != barred["player"] for g in later)
    shots = [goal for g in games for goal in g.get("goals", []) if goal.get("penalty_shot")]
    assert shots and all(not goal.get("assists") for goal in shots)  # 3-on-3 PEN 4: an award used by each
