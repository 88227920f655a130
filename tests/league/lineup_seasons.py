"""A season whose Red team dresses a chosen lineup."""

from __future__ import annotations

from dataclasses import replace

from tests.league import attendance_nights as att


def red_with(skaters: int, goalies: int):
    """The small test season with Red holding `skaters` skaters and `goalies` goalies."""
    s = att.season()
    red = [p for p in s.players if p.team == "RED"]
    keep = {p.id for p in red if p.position != "G"}
    keep = set(sorted(keep)[:skaters]) | {p.id for p in red if p.position == "G"}
    players = tuple(p for p in s.players if p.team != "RED" or p.id in keep)
    if not goalies:
        players = tuple(replace(p, team=None) if p.team == "RED" and p.position == "G" else p for p in players)
    return replace(s, players=players)
