"""What a transfer or a swap can break, checked alone (a save costs what it changes:
docs/performance.md#how-the-figures-are-met).

`check_season` checks a whole season. Transfers change who is on which team from their date on, so
`roster_change_problems` asks only what that can reach: the season's own texts, dates and references
without its games (the games did not change), every season check that reads rosters or moves (each reads
players and moves, not every sheet; the drops' grounds only when a drop is dated from the moves on), and
every game check for the games from the earliest move's date on that a team a player left or joined
plays, or that dress a moved player or one whose suspensions the moves changed (a suspension is served in
his team's games). Games and drops before that date saw the same rosters and the same suspensions as
before, and the season kept every rule then.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Mapping

from league.checks.context import Context
from league.checks.game_change import _NOT_WORKED_OUT
from league.checks.games import _check_bracket, _check_clashes
from league.checks.references import reference_problems
from league.checks.rosters import _check_drop_grounds
from league.checks.season import GAME_CHECKS, SEASON_CHECKS, _bracket, check_season
from league.discipline.suspensions import Suspension, season_suspensions
from league.results.disqualification import season_replays
from league.rosters.membership import Rosters
from league.rules.rulebook import Rulebook
from league.season.date_range import date_problems
from league.season.errors import Problem
from league.season.texts import text_problems
from league.season.values import Game, Season, Transfer
from league.sheet.replay import SheetReplay

# Season checks that read only the games' times, rooms and bracket slots: no move changes what they find.
_WITHOUT_ROSTERS: tuple[Callable[[Context], Iterable[Problem]], ...] = (_check_clashes, _check_bracket)


def roster_change_problems(
    before: Season,
    after: Season,
    transfers: tuple[Transfer, ...],
    rulebook: Rulebook,
    replays: Mapping[str, SheetReplay] | None = None,
) -> list[Problem]:
    """The problems `after` (`before` with `transfers` added) has that the moves can have caused, by their
    season-file paths; an empty list means the moves may be stored. A tournament's season (its rulings and
    bracket name games) is checked whole: it is small. `replays` are the sheets' (with the season's goalies),
    where they are at hand: the moves change no sheet, so one set serves both seasons."""
    if rulebook.has_pools:
        return check_season(after, rulebook)
    without_games = after.with_changes(games=())  # the games did not change: their texts and references hold
    problems = [*text_problems(without_games), *date_problems(without_games)]
    problems = problems or list(reference_problems(without_games, rulebook))
    if problems:  # rules over bad text or dangling references would only repeat them
        return problems
    replays = replays if replays is not None else season_replays(after, rulebook)
    suspensions = season_suspensions(after, rulebook, replays)
    reached = _games_reached(before, after, transfers, rulebook, suspensions, replays)
    playoffs = any(g.stage == "playoff" for g in reached)
    bracket = _bracket(after, rulebook, {g.id: replays[g.id] for g in after.games}) if playoffs else _NOT_WORKED_OUT
    ctx = Context(after, rulebook, Rosters(after), replays, suspensions, bracket)
    start = min(t.date for t in transfers)
    drops_reached = any(max(d.requested_on, d.decided_on or d.requested_on) >= start for d in after.drops)
    for check in SEASON_CHECKS:
        if check not in _WITHOUT_ROSTERS and (check is not _check_drop_grounds or drops_reached):
            problems.extend(check(ctx))
    for game in reached:
        for game_check in GAME_CHECKS:
            problems.extend(game_check(ctx, f"games[{after.place(game.id)}]", game))
    return problems


def _games_reached(
    before: Season,
    after: Season,
    transfers: tuple[Transfer, ...],
    rulebook: Rulebook,
    suspensions: tuple[Suspension, ...],
    replays: Mapping[str, SheetReplay],
) -> list[Game]:
    """The games to check again, in file order, from the earliest move's date on: those a team a player
    left or joined plays, and those dressing a moved player or one whose suspensions changed."""
    start = min(t.date for t in transfers)
    old_rosters = Rosters(before)
    teams = {t.to for t in transfers} | {old_rosters.team_of(t.player, t.date) for t in transfers}
    earlier = season_suspensions(before, rulebook, replays)
    players = {t.player for t in transfers} | {s.player for s in set(earlier) ^ set(suspensions)}
    return [
        g
        for g in after.games
        if g.date >= start and (teams.intersection(g.teams) or any(players.intersection(p) for _, p in g.dressed))
    ]
