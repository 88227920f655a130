"""The season's games in time: in order, the next ones to play, the latest results."""

from __future__ import annotations

from bisect import bisect_left
from dataclasses import replace
from datetime import date
from itertools import islice

from league.season.values import Game, Season


def games_in_order(season: Season) -> tuple[Game, ...]:
    """Every game by date, time of day, then id."""
    return season.games_in_order()


def next_games(season: Season, today: date, limit: int = 6) -> tuple[Game, ...]:
    """The next scheduled games from today on (today's included)."""
    games = games_in_order(season)
    later = games[bisect_left(games, today, key=lambda g: g.date) :]  # the games before today are not read
    return tuple(islice((g for g in later if g.status == "scheduled"), limit))


def next_game_to_play(season: Season, today: date) -> Game | None:
    """The game a scorer opens next: today's first game in time order still waiting for its result or, when
    today has none left, the first game of the next game night; None when no game waits from today on."""
    upcoming = next_games(season, today, limit=1)
    return upcoming[0] if upcoming else None


def game_to_open(season: Season, today: date) -> Game | None:
    """The game a game-night screen opens on: tonight's next (`next_game_to_play`), else the first game
    still without a result in date order (one left behind), else the season's last; None with no games."""
    upcoming = next_game_to_play(season, today)
    if upcoming is not None:
        return upcoming
    games = games_in_order(season)
    return next((g for g in games if g.status == "scheduled"), games[-1] if games else None)


def recent_results(season: Season, limit: int = 8) -> tuple[Game, ...]:
    """The latest final games, latest first (the same games the standings count, so they agree)."""
    latest_first = (g for g in reversed(games_in_order(season)) if g.status == "final")
    return tuple(islice(latest_first, limit))  # read from the end: a save does not walk the whole season


# Which status a game may go to from each status: a cancelled game is done with; a final one may be
# reopened (its sheet corrected, or the last entry undone) but never postponed or cancelled.
STATUS_CHANGES = {
    "scheduled": {"scheduled", "final", "postponed", "cancelled"},
    "postponed": {"postponed", "scheduled", "cancelled"},
    "final": {"final", "scheduled"},
    "cancelled": {"cancelled"},
}


def can_become(game: Game, status: str) -> bool:
    """Whether the game may take `status` from its own (a cancelled game takes no result)."""
    return status in STATUS_CHANGES.get(game.status, {status})


def can_move(game: Game) -> bool:
    """Whether the game may move to another date, time or rooms: not once it is final or cancelled."""
    return game.status in ("scheduled", "postponed")


def schedule_change_problem(before: Game, after: Game) -> str | None:
    """Why the schedule cannot change `before` into `after` (status or slot), or None when it can."""
    if not can_become(before, after.status):
        return f"game {before.id} is {before.status}: it cannot become {after.status}"
    moved = (before.date, before.time, before.rooms) != (after.date, after.time, after.rooms)
    if moved and not can_move(before):
        return f"game {before.id} is {before.status}: only a scheduled or postponed game can move"
    if (before.home, before.away, before.stage) != (after.home, after.away, after.stage):
        return f"game {before.id} keeps its teams and stage: add a new game instead"
    return None


def delete_problem(game: Game) -> str | None:
    """Why `game` cannot be deleted, or None when it can: only a scheduled game with nothing on its sheet (no
    lineup, goal, penalty, shift, score ...) may go, a game added by mistake; any other is cancelled instead,
    so what was played or called off stays on record."""
    if game.status != "scheduled":
        return f"game {game.id} is {game.status}: only a scheduled game without a sheet can be deleted"
    schedule_line = Game(
        game.id, game.stage, game.date, game.time, game.home, game.away, game.rooms, game.status, game.series, game.no
    )
    if replace(game, kind=None) != schedule_line:
        return f"game {game.id} has a sheet (lineups, goals, penalties or a score): cancel it instead"
    return None
