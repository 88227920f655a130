"""The stats screen's three tables for the command line: aligned text, or CSV for a spreadsheet.

The numbers come from `league.stats.totals` (the screen's own); here they are only laid out: one header and
one row per player, goalie or team, in the screen's order.
"""

from __future__ import annotations

from dataclasses import dataclass

from league.rules.rulebook import Rulebook
from league.season.values import Season
from league.stats.totals import PlayerStats, season_stats
from tui.text.cells import clip, pad

NAME_WIDTH = 24


@dataclass(frozen=True, slots=True)
class StatsTable:
    """One of the tables: its title, its CSV header, and rows of cells (None for an empty cell)."""

    title: str
    header: tuple[str, ...]
    rows: tuple[tuple[str | int | float | None, ...], ...]


def stats_table(season: Season, rulebook: Rulebook, which: str, stage: str | None, team: str | None) -> StatsTable:
    """`which` ("players", "goalies" or "teams") over the final games of `stage` (None: every stage),
    of `team` only when given."""
    stats = season_stats(season, rulebook, stage)
    names = {p.id: p.name for p in season.players}
    numbers = {p.id: p.number for p in season.players}
    team_names = {t.code: t.name for t in season.teams}
    what = {None: "all final games", "regular": "regular season", "playoff": "playoffs"}[stage]
    title = f"{which.capitalize()}, {what} ({stats.games} games, {stats.games_with_goal_details} with scorers)"
    if which == "players":
        return StatsTable(
            title,
            ("player", "name", "number", "team", "position", "gp", "g", "a", "pts", "pim"),
            tuple(
                (p.player, names.get(p.player), numbers.get(p.player), p.team, p.position, *_counts(p))
                for p in sorted(stats.players, key=lambda p: (-p.points, -p.goals, names.get(p.player, p.player)))
                if team in (None, p.team)
            ),
        )
    if which == "goalies":
        return StatsTable(
            title,
            ("player", "name", "team", "gp", "alone", "ga", "gaa"),
            tuple(
                (g.player, names.get(g.player), g.team, g.gp, g.alone, g.ga, None if g.gaa is None else round(g.gaa, 2))
                for g in stats.goalies
                if team in (None, g.team)
            ),
        )
    return StatsTable(
        title,
        ("team", "name", "gp", "gf", "ga", "pim"),
        tuple((t.team, team_names.get(t.team), t.gp, t.gf, t.ga, t.pim) for t in stats.teams if team in (None, t.team)),
    )


def _counts(p: PlayerStats) -> tuple[int, ...]:
    return (p.gp, p.goals, p.assists, p.points, p.pim)


def stats_lines(table: StatsTable) -> list[str]:
    """The table as aligned lines under its title: names cut to a width, numbers right-aligned."""
    lines = [table.title, "  ".join(_cell(name.upper(), name) for name in table.header)]
    for row in table.rows:
        lines.append("  ".join(_cell(value, name) for value, name in zip(row, table.header, strict=True)))
    return lines


def _cell(value: object, column: str) -> str:
    if column == "name":
        return pad(clip("" if value is None else str(value), NAME_WIDTH), NAME_WIDTH)
    text = "" if value is None else f"{value:.2f}" if isinstance(value, float) else str(value)
    return f"{text:>5}" if column not in ("player", "team", "position") else f"{text:<7}"
