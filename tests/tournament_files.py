"""Small tournament season files (version 2) written out for the command line's tests: pools, bare or
period scores, shootouts, a bracket. Every team has four skaters, all dressed in every final game."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

PLAYERS_PER_TEAM = 4


def player_ids(team: str) -> list[str]:
    return [f"{team}{n}" for n in range(1, PLAYERS_PER_TEAM + 1)]


def game(
    gid: str,
    home: str,
    away: str,
    score: str | None = None,
    periods: list[tuple[int, int]] | None = None,
    shootout_winner: str | None = None,
    **fields: Any,
) -> dict[str, Any]:
    """A pool game (or `stage`/`series`/`no` in `fields`): final at "h-a" or by `periods`, else scheduled.
    `shootout_winner` adds a shootout the home team opens, decided after two rounds."""
    time = f"{6 + 2 * int(gid[1:]):02d}:00"  # two hours apart: a team never plays two games at once
    made: dict[str, Any] = {"id": gid, "stage": "regular", "date": "2026-03-07", "time": time}
    made |= {"home": home, "away": away, "status": "scheduled", **fields}
    if score is None and periods is None:
        return made
    made["status"] = "final"
    made["dressed"] = {home: player_ids(home), away: player_ids(away)}
    if periods is not None:
        made["period_scores"] = [list(p) for p in periods]
        score = f"{sum(h for h, _ in periods)}-{sum(a for _, a in periods)}"
    assert score is not None
    h, a = (int(x) for x in score.split("-"))
    made["score"] = {"home": h, "away": a}
    if shootout_winner is not None:
        attempts = []
        for n in range(2):
            for team in (home, away):
                attempts.append({"team": team, "shooter": player_ids(team)[n], "scored": team == shootout_winner})
        made["shootout"] = {"first": home, "attempts": attempts}
    return made


def tournament(rulebook: str, pools: dict[str, str], games: list[dict[str, Any]], **fields: Any) -> dict[str, Any]:
    """A version 2 season file: `pools` {"A": "A B C D"}, one division (OPEN), the games as given."""
    teams = [code for members in pools.values() for code in members.split()]
    players = [
        {"id": pid, "name": f"Player {pid}", "born": "1980-01-01", "position": "F", "class": "B", "rating": 50}
        | {"number": n, "status": "active", "team": team}
        for team in teams
        for n, pid in enumerate(player_ids(team), 1)
    ]
    return {
        "format": "rinkbook.season",
        "version": 2,
        "league": "Spring Cup",
        "season": "2026",
        "rulebook": rulebook,
        "dates": {"age_cutoff": "2008-01-01", "roster_deadline": "2026-03-01"},
        "teams": [{"code": t, "name": f"Team {t}"} for t in teams],
        "players": players,
        "games": games,
        "pools": [{"code": p, "name": f"Pool {p}", "teams": members.split()} for p, members in pools.items()],
    } | fields


def write(tmp_path: Path, data: dict[str, Any], name: str = "cup.json") -> Path:
    path = tmp_path / name
    path.write_text(json.dumps(data, indent=1))
    return path


def three_on_three_example_games() -> list[dict[str, Any]]:
    """The 3-on-3 tiebreakers' example (docs/readings/three-on-three.md#points-and-tiebreakers), one pool of A-D: B
    third, A and C level on every criterion (a coin toss pending), D last."""
    return [
        game("G1", "A", "B", "1-1"),
        game("G2", "B", "C", "2-2"),
        game("G3", "C", "A", "0-0"),
        game("G4", "A", "D", "5-1"),
        game("G5", "B", "D", "3-0"),
        game("G6", "C", "D", "4-0"),
    ]
