"""What the schedule shows of a season: its games in order (those the filters let through), each status's number,
the row its cursor starts on (the first game from today) and each row's cells, built for the rows a table holds.

The whole schedule (no filter) is worked out once a season value, in the season's cache: the season's reading
thread prepares it once the season is read (`tui.season_loader`), so that `s` at the dashboard only composes the
screen (at 30,000 games its first build over every game was about half of the key's 135 ms). A filter's schedule
is picked from it at the filter's key. Every derived fact is the rules' own (`league`): the games' order, the
disqualifications' forfeits, each game's outcome (the cache's, worked out once from its replay).
"""

from __future__ import annotations

from bisect import bisect_left
from collections import Counter
from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from datetime import date
from typing import TYPE_CHECKING, Any

from league.results.disqualification import ruling_forfeits
from league.schedule.games import games_in_order
from league.season.values import GAME_STATUSES, Game, Season
from tui.text.playoffs_text import if_necessary_ids
from tui.text.season_view import result_text, rooms_text

if TYPE_CHECKING:
    from collections.abc import Callable, Hashable

    from league.rules.rulebook import Rulebook
    from tui.text.worked import WorkedSeason


COLUMNS = ("Game", "Stage", "Date", "Time", "Home", "Away", "Rooms (home higher)", "Status", "Result")


@dataclass(frozen=True)
class ScheduleView:
    """The schedule of one season value, as one filter shows it."""

    games: Sequence[Game]  # in order: by date, time of day, then id
    ids: Sequence[str]  # their ids: the table's keys
    counts: Mapping[str, int]  # each status's number of games shown, in `GAME_STATUSES`' order, none left at 0
    upcoming: int | None  # the index in `games` of the first game from today, None when every game is before it
    maybe: frozenset[str]  # the ids of the scheduled playoff games played only if necessary
    forfeits: Mapping[str, str]  # the season's disqualification forfeits: game id -> the team that forfeits it


def view_of(games: Sequence[Game], today: date, maybe: frozenset[str], forfeits: Mapping[str, str]) -> ScheduleView:
    """The schedule showing `games` (in order) on `today`."""
    found = Counter(g.status for g in games)
    at = bisect_left(games, today, key=lambda g: g.date)  # in order: the games' dates never go down
    counts = {s: found[s] for s in GAME_STATUSES if found[s]}
    ids = tuple(g.id for g in games)
    return ScheduleView(games, ids, counts, at if at < len(games) else None, maybe, forfeits)


def whole_schedule(
    season: Season, rulebook: Rulebook, cache: WorkedSeason, today: date, forfeits: Mapping[str, str] | None = None
) -> ScheduleView:
    """Every game of `season` on `today`, worked out from scratch (the cache gives the standings the playoffs'
    "if necessary" read; `forfeits`: the season's `ruling_forfeits`, when already worked out)."""
    maybe = if_necessary_ids(season, rulebook, cache)
    forfeits = ruling_forfeits(season, rulebook) if forfeits is None else forfeits
    return view_of(games_in_order(season), today, maybe, forfeits)


def schedule_key(today: date) -> Hashable:
    """The name of the whole schedule on `today` in the season's cache."""
    return ("schedule", today)


def ruling_forfeits_of(
    season: Season, rulebook: Rulebook, derived: Callable[[Hashable, Callable[[], Any]], Any]
) -> Mapping[str, str]:
    """The season's disqualification forfeits (`ruling_forfeits`), kept once a season value by `derived` under the
    one name the schedule and the scoresheet both ask them by."""
    forfeits: Mapping[str, str] = derived("ruling forfeits", lambda: ruling_forfeits(season, rulebook))
    return forfeits


def prepared_schedule(
    season: Season,
    rulebook: Rulebook,
    cache: WorkedSeason,
    today: date,
    derived: Callable[[Hashable, Callable[[], Any]], Any],
) -> ScheduleView:
    """The whole schedule, kept once for the season value by `derived` (the season cache's): made by the season's
    reading thread, or at the first ask. Its forfeits are kept under the name the scoresheet asks them by."""
    forfeits = ruling_forfeits_of(season, rulebook, derived)
    view: ScheduleView = derived(schedule_key(today), lambda: whole_schedule(season, rulebook, cache, today, forfeits))
    return view


def filtered(view: ScheduleView, today: date, team: str | None, status: str | None) -> ScheduleView:
    """`view` showing only team `team`'s games (None: every team's) of status `status` (None: every status)."""
    if team is None and status is None:
        return view
    games = [g for g in view.games if (team is None or team in g.teams) and (status is None or g.status == status)]
    return view_of(games, today, view.maybe, view.forfeits)


def row_texts(view: ScheduleView, i: int, rulebook: Rulebook, cache: WorkedSeason) -> tuple[str, ...]:
    """The texts of row `i` of `view`, one a column (`COLUMNS`); built for the rows a table holds only: a result
    is read from the season's cache, or its sheet replayed."""
    g = view.games[i]
    stage = f"{g.series} game {g.no}" if g.series else g.stage
    stage += ", if necessary" if g.id in view.maybe else ""
    shown = g.status == "final" or g.id in view.forfeits
    result = result_text(g, rulebook, forfeits=view.forfeits, cache=cache) if shown else ""
    return (g.id, stage, f"{g.date:%a %Y-%m-%d}", g.time, g.home, g.away, rooms_text(g), g.status, result)
