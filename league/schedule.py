"""The season's games in time: in order, the next ones to play, the latest results."""

from __future__ import annotations

from datetime import date

from league.values import Game, Season


def games_in_order(season: Season) -> tuple[Game, ...]:
    """Every game by date, time of day, then id."""
    return tuple(sorted(season.games, key=lambda g: g.sort_key))


def next_games(season: Season, today: date, limit: int = 6) -> tuple[Game, ...]:
    """The next scheduled games from today on (today's included)."""
    return tuple(g for g in games_in_order(season) if g.status == "scheduled" and g.date >= today)[:limit]


def recent_results(season: Season, limit: int = 8) -> tuple[Game, ...]:
    """The latest final games, latest first (the same games the standings count, so they agree)."""
    done = [g for g in games_in_order(season) if g.status == "final"]
    return tuple(reversed(done[-limit:]))
