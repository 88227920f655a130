"""Plain-text views of a season for the screens: standings, the race, rooms, results, reminders.

No Textual here, and no rules: the rules they show come from `league/`; these only word them.
"""

from __future__ import annotations

from collections.abc import Mapping
from datetime import date
from typing import TYPE_CHECKING

from league.results.counted_result import CountedResult, counted_result
from league.results.disqualification import NO_FORFEITS
from league.rules.rulebook import Rulebook
from league.season.game_counts import GameCounts, game_counts
from league.season.values import Game, Season
from league.standings.race import Race, games_left, race
from league.standings.records import regular_outcomes
from league.standings.season_table import season_table
from league.standings.table import Standings, standings

if TYPE_CHECKING:
    from tui.text.worked import WorkedSeason


def season_standings(
    season: Season, rulebook: Rulebook, as_of: date | None = None, cache: WorkedSeason | None = None
) -> Standings:
    """The Gray rule 19 standings of the season's regular-season results (games on `as_of` count), names in the words;
    every result's table is the season cache's when one is given (shared with the alerts)."""
    if as_of is None:
        return cache.table if cache is not None else season_table(season, rulebook)
    names = {t.code: t.name for t in season.teams}
    outcomes = cache.outcomes if cache is not None else None
    counted = regular_outcomes(season, rulebook, as_of, outcomes)
    return standings(tuple(names), counted, rulebook, season.coin_tosses, names)


def season_race(
    season: Season, rulebook: Rulebook, table: Standings, as_of: date | None = None, counts: GameCounts | None = None
) -> Race:
    """The race to the direct playoff places for the teams of `table`, on points only (`counts`: the season's,
    where they are at hand)."""
    teams = [r.team for r in table.rows]
    if as_of is None:
        known = (counts or game_counts(season)).left
        left = {code: known[code] for code in teams}
    else:
        left = games_left(season.games, teams, as_of)
    return race((r.record for r in table.rows), left, rulebook)


def rooms_text(game: Game) -> str:
    """The rooms as "home N · away M": the home team has the higher number (Gray rule 24)."""
    rooms = game.home_and_away_rooms
    if rooms is None:
        return "—"
    return f"{game.home} {rooms[0]} · {game.away} {rooms[1]}"


def result_text(
    game: Game,
    rulebook: Rulebook,
    cause: bool = True,
    forfeits: Mapping[str, str] = NO_FORFEITS,
    cache: WorkedSeason | None = None,
) -> str:
    """The result a game counts as, as people say it: "3-1", "2-2", "3-2 OT", "1-0 forfeit by WHT (ruling)",
    or "0-5 forfeit by NAV (disqualified; 3-1 played)": `forfeits` are the season's disqualification
    forfeits (`ruling_forfeits`, worked out once for every game shown), decided before they are played too;
    the sheet's replay is the season cache's, when given."""
    if game.status != "final" and game.id not in forfeits:
        return game.status
    if cache is not None and game.id not in forfeits and game.id in cache.outcomes:
        # The sheet's own outcome, worked out once from its replay (a forfeit's replayed its sheet again for its
        # penalty minutes: most of the schedule's first rows at 30,000 games).
        counted = CountedResult(cache.outcomes[game.id], game.played_score)
    else:
        replay = cache.replays.get(game.id) if cache is not None else None
        goalies = cache.goalies if cache is not None else frozenset()
        counted = counted_result(game, rulebook, forfeits, replay, goalies)
    outcome = counted.outcome
    if outcome is None:
        return "final, no score yet"
    score = f"{outcome.home_goals}-{outcome.away_goals}"
    if outcome.forfeited_by is not None:
        played = counted.played
        why = [str(outcome.forfeit_cause)] if cause else []
        if played is not None and counted.disqualified is not None:  # the sheet's score is not the result
            why.append(f"{played.home}-{played.away} played")
        return f"{score} forfeit by {outcome.forfeited_by}" + (f" ({'; '.join(why)})" if why else "")
    return f"{score} OT" if game.overtime else score


def season_progress(season: Season, rulebook: Rulebook, counts: GameCounts | None = None) -> tuple[str, ...]:
    """Where the season stands: regular-season games played, playoff games played and to come."""
    lines, counts = [], counts or game_counts(season)
    for stage, label in (("regular", "Regular season"), ("playoff", "Playoffs")):
        games = counts.games(stage)
        if not games:
            lines.append(f"{label}: no games scheduled yet")
            continue
        final, left = counts.games(stage, "final"), counts.games(stage, "scheduled", "postponed")
        lines.append(f"{label}: {final} of {games} games final, {left} to play")
    lines.append(
        f"Age cutoff {season.dates.age_cutoff.isoformat()} · roster deadline {season.dates.roster_deadline.isoformat()}"
    )
    lines.append(f"{len(season.teams)} teams · {len(season.players)} players registered · rulebook {rulebook.title}")
    return tuple(lines)
