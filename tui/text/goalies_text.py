"""The goalie competition's wording (3-on-3 GC, `goalies --json`): JSON, a table per division, and
the goalie screen's lines."""

from __future__ import annotations

from typing import Any

from league.rules.rulebook import Rulebook
from league.stats.goalie_competition import GoalieCompetition, GoalieRow, rating_text


def _row_json(row: GoalieRow) -> dict[str, Any]:
    return {
        "rank": row.rank,
        "player": row.player,
        "division": row.division,
        "gp": row.gp,
        "shots": row.shots,
        "saves": row.saves,
        "ga": row.ga,
        "rating": rating_text(row.rating) if row.rating is not None else None,
    }


def goalies_json(competition: GoalieCompetition) -> dict[str, Any]:
    """`goalies --json`'s shape: `assigned` {kind: goalie} for one division, {division: {kind: goalie}} for several."""
    by_division = {division: dict(places) for division, places in competition.assigned}
    assigned: dict[str, Any] = next(iter(by_division.values())) if len(by_division) == 1 else by_division
    return {
        "goalies": [_row_json(r) for r in competition.rows],
        "assigned": assigned,
        "coin_toss_pending": [list(ids) for ids in competition.coin_toss_pending],
    }


def goalies_lines(competition: GoalieCompetition, rulebook: Rulebook, names: dict[str, str]) -> list[str]:
    """Each division's ranking as a table, its assigned goalies and any pending coin toss."""
    lines = [f"Goalie competition ({rulebook.title}, {rulebook.cite('goalie_competition')})"]
    for division, _ in competition.assigned:
        lines += ["", f"Division {division}", *division_goalie_lines(competition, division, names)]
    for ids in competition.coin_toss_pending:
        lines.append(f"* Coin toss pending for {', '.join(ids)}: equal ratings, record the order it gave")
    return lines


def division_goalie_lines(competition: GoalieCompetition, division: str, names: dict[str, str]) -> list[str]:
    """One division's ranking as a table and its assigned goalies (the board's goalie panel, one tab each)."""
    places = competition.assigned_in(division)
    rows = [r for r in competition.rows if r.division == division]
    lines = [f"{'#':>3}  {'goalie':<24} {'GP':>3} {'SH':>4} {'SV':>4} {'GA':>3}  rating"]
    for row in rows:
        rank = "-" if row.rank is None else f"{row.rank}{'*' if row.coin_toss_pending else ''}"
        rating = "unranked (no shots)" if row.rating is None else rating_text(row.rating)
        who = f"{names.get(row.player, row.player)} ({row.player})"
        lines.append(f"{rank:>3}  {who:<24} {row.gp:>3} {row.shots:>4} {row.saves:>4} {row.ga:>3}  {rating}")
    said = ", ".join(f"{kind}: {names.get(g, g) if g else 'not yet (coin toss pending)'}" for kind, g in places.items())
    return [*lines, f"Assigned: {said}"]


def assigned_lines(competition: GoalieCompetition, names: dict[str, str]) -> list[str]:
    """Each division's goalies of the final, third-place and consolation games (3-on-3 GC), or why none yet."""
    several = len(competition.assigned) > 1
    lines: list[str] = []
    for division, places in competition.assigned:
        if several:
            lines.append(f"Division {division}:")
        for kind, goalie in places:
            who = f"{names.get(goalie, goalie)} ({goalie})" if goalie else "not yet (a coin toss is pending)"
            lines.append(f"{'  ' * several}{kind}: {who}")
    return lines or ["No division has ranked goalies yet."]


def toss_lines(competition: GoalieCompetition, names: dict[str, str]) -> list[str]:
    """The sets of goalies waiting for a coin toss, by name (k records the order it gave)."""
    return [
        "* Coin toss pending: " + ", ".join(f"{names.get(g, g)} ({g})" for g in ids) + " (k records it)"
        for ids in competition.coin_toss_pending
    ]
