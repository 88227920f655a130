"""The 3-on-3 tournament file and a penalty line as its sheets write one."""

from __future__ import annotations

from typing import Any

from tests.tournament_files import tournament


def penalty(team: str, player: str | None, kind: str, period: int, time: str, infraction: str = "hooking") -> dict:
    made = {"team": team, "player": player, "kind": kind, "infraction": infraction, "period": period, "time": time}
    return made | {"bench": player is None, "equipment": False, "coincidental": False}


def three_on_three(games: list[dict[str, Any]]) -> dict[str, Any]:
    """Pool A of A, B, C and one goalie on no team, GK1 (3-on-3: each game names its goalie)."""
    data = tournament("three-on-three", {"A": "A B C"}, games)
    goalie = {"id": "GK1", "name": "Gus Keeper", "born": "1980-01-01", "position": "G", "class": "B", "rating": 50}
    data["players"].append(goalie | {"number": None, "status": "active", "team": None})
    return data
