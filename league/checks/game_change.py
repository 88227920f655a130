"""What one game's save can break, checked alone (a save costs what it changes:
docs/performance.md#how-the-figures-are-met).

`check_season` checks a whole season (an import, `rinkbook check`). A save changes one game of a season
that already keeps its rules, so `game_change_problems` asks only what that change can reach: the game's
own checks (its sheet replayed, its dressed players' rosters and suspensions, its texts and references);
the later sheets of players whose suspensions it changes (a game misconduct entered, a result taken
back); the playoff games when the standings or a series may move under them; the approved drops of the players
whose misses it can change (who played in the game before a decision, or whose suspensions changed: a game sat
out suspended is no miss); and every season check not known to ignore the games' sheets.
"""

from __future__ import annotations

from collections.abc import Callable, Collection, Iterable, Mapping
from dataclasses import replace
from datetime import date

from league.bracket.checks import check_playoff_game
from league.bracket.engine import Bracket
from league.checks.context import Context
from league.checks.games import _check_clashes, _check_dressed
from league.checks.references import reference_problems
from league.checks.rosters import (
    _check_draft,
    _check_drop_grounds,
    _check_drops,
    _check_eligibility,
    _check_players,
    _check_rosters,
    _check_substitutes,
    _check_teams,
    _check_transfers,
    drop_grounds_problems_of,
)
from league.checks.season import GAME_CHECKS, SEASON_CHECKS, _bracket
from league.discipline.suspensions import Suspension, season_suspensions
from league.results.disqualification import season_replays
from league.results.outcome import game_outcome
from league.rosters.membership import Rosters
from league.rules.rulebook import Rulebook
from league.schedule.clashes import clash_fields
from league.season.date_range import date_problems
from league.season.errors import Problem
from league.season.texts import text_problems
from league.season.values import Game, Season
from league.sheet.replay import SheetReplay

# Season checks that read no game: a game's save cannot change what they find.
_WITHOUT_GAMES: tuple[Callable[[Context], Iterable[Problem]], ...] = (
    _check_players,
    _check_eligibility,
    _check_rosters,
    _check_teams,
    _check_transfers,
    _check_drops,
    _check_substitutes,
    _check_draft,
)
# The saved game's clashes are asked by the save itself (`league.schedule.clashes.clash_with`), the drops' grounds
# below for the dropped players whose misses the save can change (`drop_grounds_players`).
_ASKED_HERE = (_check_clashes, _check_drop_grounds)
# No playoff game is checked against it: the bracket is worked out only when one is.
_NOT_WORKED_OUT = Bracket((), fixed=False, missing=("not worked out for this save",))


def game_change_problems(
    before: Season,
    after: Season,
    game_id: str,
    rulebook: Rulebook,
    replays_before: Mapping[str, SheetReplay] | None = None,
    replays_after: Mapping[str, SheetReplay] | None = None,
    suspensions_before: tuple[Suspension, ...] | None = None,
    suspensions_after: tuple[Suspension, ...] | None = None,
) -> list[Problem]:
    """The problems `after` (`before` with its game `game_id` saved) has that the save can have caused,
    by their season-file paths; an empty list means the save may be stored. Pass each season's sheet
    replays (with the season's goalies) and suspensions where they are at hand: a save on a big
    season then replays one sheet."""
    game, old = after.known_game(game_id), before.game(game_id)
    place = after.place
    problems = _alone_problems(after, game, rulebook, f"games[{place(game_id)}]")
    if problems:  # rules over bad text or dangling references would only repeat them
        return problems
    replays = replays_after if replays_after is not None else season_replays(after, rulebook)
    before_replays = replays_before if replays_before is not None else season_replays(before, rulebook)
    earlier = (
        suspensions_before if suspensions_before is not None else season_suspensions(before, rulebook, before_replays)
    )
    now = suspensions_after if suspensions_after is not None else season_suspensions(after, rulebook, replays)
    suspended = _suspended_otherwise(earlier, now)
    suspensions, reached = now, _dressing_changed(after, suspended)
    playoffs = _playoff_games_reached(after, old, game, rulebook)
    bracket = _bracket(after, rulebook, replays) if playoffs or game.stage == "playoff" else _NOT_WORKED_OUT
    ctx = Context(after, rulebook, Rosters(after), replays, suspensions, bracket)
    for check in SEASON_CHECKS:
        if check not in _WITHOUT_GAMES + _ASKED_HERE:
            problems.extend(check(ctx))
        elif check is _check_drop_grounds:
            problems.extend(drop_grounds_problems_of(ctx, drop_grounds_players(ctx, old, game, suspended)))
    for game_check in GAME_CHECKS:
        problems.extend(game_check(ctx, f"games[{place(game_id)}]", game))
    for gid in sorted(reached - {game_id}, key=place):
        problems.extend(_check_dressed(ctx, f"games[{place(gid)}]", after.known_game(gid)))
    for gid in sorted(playoffs - {game_id}, key=place):
        problems.extend(check_playoff_game(ctx, f"games[{place(gid)}]", after.known_game(gid)))
    return problems


def game_change_reach(
    after: Season,
    changed: Iterable[tuple[Game | None, Game]],
    rulebook: Rulebook,
    suspensions_before: tuple[Suspension, ...],
    suspensions_after: tuple[Suspension, ...],
) -> tuple[frozenset[str], tuple[Callable[[Context], Iterable[Problem]], ...]] | None:
    """What the saves of some games (each as it was, None for one added, and as it is; the rest of the season as it
    was, each season with its suspensions) can change of `after`'s checks: the ids of the games whose `GAME_CHECKS`
    may find otherwise (the saved games, the games dressing a player whose suspensions changed, the playoff games
    when the bracket or a series may move), and the season checks that may (each not known to ignore the games; the
    clashes only when a game's day, time, teams, rooms or hold on the ice changed, the drops' grounds only when a
    save changes who played before a decision or a dropped player's suspensions). None when a tournament's ruling may
    forfeit games."""
    if after.disqualifications or after.suspension_rulings:
        return None
    pairs = list(changed)
    suspended = _suspended_otherwise(suspensions_before, suspensions_after)
    games = {new.id for _, new in pairs} | _dressing_changed(after, suspended)
    for old, new in pairs:
        games |= _playoff_games_reached(after, old, new, rulebook)
    moved = any(old is None or clash_fields(old) != clash_fields(new) for old, new in pairs)
    # A dropped player's attendance also reads his suspensions (a game he served is not one he missed).
    dropped = {d.player for d in after.drops if d.approved}
    drops = not suspended.isdisjoint(dropped) or any(drop_grounds_reached(after, old, new) for old, new in pairs)
    checks = tuple(
        check
        for check in SEASON_CHECKS
        if check not in _WITHOUT_GAMES + _ASKED_HERE
        or (check is _check_clashes and moved)
        or (check is _check_drop_grounds and drops)
    )
    return frozenset(games), checks


def _alone_problems(after: Season, game: Game, rulebook: Rulebook, path: str) -> list[Problem]:
    """The game's own texts, dates and references (the rest of the season is as it was), at `path`."""
    alone = replace(after, games=(game,))
    found = [*text_problems(alone), *date_problems(alone)] or list(reference_problems(alone, rulebook))
    return [replace(p, path=path + p.path[len("games[0]") :]) for p in found if p.path.startswith("games[0]")]


def _suspended_otherwise(earlier: tuple[Suspension, ...], now: tuple[Suspension, ...]) -> set[str]:
    """The players whose suspensions the save changed, given or served.

    Both ledgers are whole ones: a save that adds no penalty can still give or serve one (a sheet made final
    gives its game misconducts; a result moved or taken back serves a game more or less)."""
    if earlier is now:
        return set()  # the same ledger (`store.cache.season_cache` keeps it when the save can change none)
    return {s.player for s in set(earlier) ^ set(now)}


def _dressing_changed(after: Season, changed: set[str]) -> set[str]:
    """The games dressing a player of `changed` (whose suspensions the save changed)."""
    if not changed:
        return set()  # no game walked: a save on a big season reads only its own game
    return {g.id for g in after.games if any(changed.intersection(pids) for _, pids in g.dressed)}


def _playoff_games_reached(after: Season, old: Game | None, game: Game, rulebook: Rulebook) -> set[str]:
    """The playoff games to check again: all of them when a playoff game changed, or a regular game's
    result (the standings seed the bracket)."""
    playoff = {g.id for g in after.playoff_games() if g.status != "cancelled"}
    if not playoff:
        return set()
    if game.stage == "playoff" or (old is not None and old.stage == "playoff"):
        return playoff
    if old is not None and game_outcome(old, rulebook) == game_outcome(game, rulebook) and old.teams == game.teams:
        return set()
    return playoff


def drop_grounds_players(ctx: Context, old: Game | None, game: Game, suspended: Collection[str]) -> frozenset[str]:
    """The players whose approved drops' grounds (Gray rule 10: droppable on the day decided) a game's save can change
    (`old`: the game before, None when added; `suspended`: the players whose suspensions it changed): each such
    dropped player (a game sat out suspended is not one missed), and, when the save changed who played in the game or
    whether it counts, each dropped player ever on one of its teams whose drop was decided on or after its day."""
    first = _first_day_played_otherwise(old, game)
    teams = set(game.teams).union(old.teams if old is not None else ())
    return frozenset(
        d.player
        for d in ctx.season.drops
        if d.approved
        and d.decided_on is not None
        and (
            d.player in suspended
            or (first is not None and first <= d.decided_on and not teams.isdisjoint(ctx.rosters.teams_ever(d.player)))
        )
    )


def drop_grounds_reached(season: Season, old: Game | None, game: Game) -> bool:
    """Whether an approved drop's grounds can change by a game's save (`old`: the game before, None when added): the
    game, before or after, is on or before its decision and the save changed who played in it or whether it counts."""
    first = _first_day_played_otherwise(old, game)
    return first is not None and any(
        d.approved and d.decided_on is not None and first <= d.decided_on for d in season.drops
    )


def _first_day_played_otherwise(old: Game | None, game: Game) -> date | None:
    """The first day a game's save changed who played (its dressed lists, status or day; `old`: the game before, None
    when added), or None when it changed none of them."""
    if old is not None and (old.dressed, old.status, old.date) == (game.dressed, game.status, game.date):
        return None
    return min(game.date, old.date) if old is not None else game.date
