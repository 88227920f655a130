"""Suspensions worded for people and for programs: the ledger and SPEC section 7's JSON (10.6 for a
tournament's: each row's cause, its rule and whether it waits for the committee's review)."""

from __future__ import annotations

from typing import Any

from league.suspensions import Suspension, still_to_serve
from league.values import Season


def suspensions_json(season: Season, suspensions: tuple[Suspension, ...], tournament: bool = False) -> dict[str, Any]:
    """`{"suspensions": [{"player", "team", "games", "remaining", "rest_of_season"}]}`: still to serve only.

    A tournament's rows add `pending_review` (then `games` and `remaining` are null and `rest_of_season`
    false), the rule or ruling's citation and the committee's reason (SPEC 10.6, 10.7)."""
    rows = []
    for s, team in still_to_serve(season, suspensions):
        row: dict[str, Any] = {
            "player": s.player,
            "team": team,
            "games": s.length,
            "remaining": s.remaining,
            "rest_of_season": s.rest_of_season,
            "from_game": s.source,
            "cause": s.cause,
            "served_in": list(s.served_in),
        }
        if tournament:
            row |= {"pending_review": s.pending_review, "rule": s.rule, "reason": s.reason}
        rows.append(row)
    return {"suspensions": rows}


def suspension_ledger(
    season: Season, suspensions: tuple[Suspension, ...], everything: bool = False, tournament: bool = False
) -> list[str]:
    """A readable table: player, team, from game, cause (a tournament's with its rule), length, served in,
    remaining (still to serve, or all)."""
    shown = suspensions if everything else tuple(s for s, _ in still_to_serve(season, suspensions))
    if not shown:
        where = "this tournament" if tournament else "this season"
        return ["No suspensions to serve." if not everything else f"No suspensions {where}."]
    names = {p.id: p.name for p in season.players}
    header: tuple[str, ...] = ("Player", "Name", "Team", "From", "Cause", "Length", "Served in", "Left")
    if tournament:
        header = (*header[:5], "Rule", *header[5:])
    rows = [header]
    for s in shown:
        cause = (s.cause,) if not tournament else (_cause(s), s.rule or "")
        row = (s.player, names.get(s.player, ""), s.team, s.source, *cause, s.length_text)
        rows.append((*row, ", ".join(s.served_in) or "-", s.left_text))
    widths = [max(len(row[i]) for row in rows) for i in range(len(header))]
    return ["  ".join(cell.ljust(w) for cell, w in zip(row, widths, strict=True)).rstrip() for row in rows]


def _cause(s: Suspension) -> str:
    """The cause, and the committee's reason where a ruling set the length of a review."""
    if s.reason and s.reason not in s.cause:
        return f"{s.cause} (ruled: {s.reason})"
    return s.cause
