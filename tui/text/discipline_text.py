"""Suspensions worded for people and for programs: the ledger and SPEC section 7's JSON."""

from __future__ import annotations

from typing import Any

from league.suspensions import Suspension, still_to_serve
from league.values import Season


def suspensions_json(season: Season, suspensions: tuple[Suspension, ...]) -> dict[str, Any]:
    """`{"suspensions": [{"player", "team", "games", "remaining", "rest_of_season"}]}`: still to serve only."""
    return {
        "suspensions": [
            {
                "player": s.player,
                "team": team,
                "games": s.length,
                "remaining": s.remaining,
                "rest_of_season": s.length is None,
                "from_game": s.source,
                "cause": s.cause,
                "served_in": list(s.served_in),
            }
            for s, team in still_to_serve(season, suspensions)
        ]
    }


def suspension_ledger(season: Season, suspensions: tuple[Suspension, ...], everything: bool = False) -> list[str]:
    """A readable table: player, team, from game, length, served in, remaining (still to serve, or all)."""
    shown = suspensions if everything else tuple(s for s, _ in still_to_serve(season, suspensions))
    if not shown:
        return ["No suspensions to serve." if not everything else "No suspensions this season."]
    names = {p.id: p.name for p in season.players}
    header = ("Player", "Name", "Team", "From", "Cause", "Length", "Served in", "Left")
    rows = [header] + [
        (
            s.player,
            names.get(s.player, ""),
            s.team,
            s.source,
            s.cause,
            s.length_text,
            ", ".join(s.served_in) or "-",
            "lapsed" if s.lapsed else ("rest of season" if s.remaining is None else str(s.remaining)),
        )
        for s in shown
    ]
    widths = [max(len(row[i]) for row in rows) for i in range(len(header))]
    return ["  ".join(cell.ljust(w) for cell, w in zip(row, widths, strict=True)).rstrip() for row in rows]
