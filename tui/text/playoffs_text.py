"""The playoffs worded for programs (SPEC section 7's JSON) and for people (a plain bracket)."""

from __future__ import annotations

from typing import Any

from league.playoffs import Bracket, SeriesState


def playoffs_json(b: Bracket) -> dict[str, Any]:
    """`{"seeds": [...], "series": [...]}`: both empty until the seeds are fixed (SPEC section 7)."""
    if not b.fixed:
        return {"seeds": [], "series": [], "missing": list(b.missing)}
    return {"seeds": list(b.seeds), "series": [_series_json(s) for s in b.series]}


def _series_json(s: SeriesState) -> dict[str, Any]:
    return {
        "id": s.id,
        "best_of": s.best_of,
        "high": s.high,
        "low": s.low,
        "wins": {team: n for team, n in s.wins},
        "winner": s.winner,
        "games": [{"no": g.no, "home": g.home, "away": g.away, "status": g.status, "game": g.id} for g in s.games],
        "next_game": None if s.next_game is None else {
            "no": s.next_game.no, "home": s.next_game.home, "away": s.next_game.away},
    }


def playoffs_lines(b: Bracket, names: dict[str, str]) -> list[str]:
    """A readable listing: the seeds, then each series with its state, games and next game."""
    lines = []
    if not b.fixed:
        lines.append(f"Seeds not fixed yet: {'; '.join(b.missing)}.")
        if b.seeds:
            lines.append("Projected from the current standings:")
    if b.seeds:
        lines.append("Seeds: " + "  ".join(f"{i}. {t}" for i, t in enumerate(b.seeds, 1)))
    for s in b.series:
        teams = f"{s.high or '?'} v {s.low or '?'}"
        lines.append(f"{s.id:<4} best of {s.best_of}  {teams:<10} {s.state_text(names)}")
        for g in s.games:
            when = f"{g.date.isoformat()} {g.time}"
            lines.append(f"       game {g.no}: {g.home} v {g.away}  {g.status}  ({g.id}, {when})")
        if s.next_game:
            lines.append(f"       next: game {s.next_game.no}, {s.next_game.home} at home to {s.next_game.away}")
    return lines
